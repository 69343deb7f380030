// POST /api/dashboard/api-keys/{id}/roll: replaces a key; the old one expires now, in 1 h or in 24 h.
// The new key's text is in the response once.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { rollKeyFromDashboard } from "@/lib/auth/roll-key-from-dashboard";
import { rollKeyBodySchema } from "@/lib/schemas/dashboard";
import { CAN_MANAGE_KEYS } from "@/lib/dashboard/types";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    roles: CAN_MANAGE_KEYS,
    body: rollKeyBodySchema,
    handler: async ({ db, ctx, body, params }) => {
      const { created, old } = await rollKeyFromDashboard(db, {
        merchantId: ctx.merchantId,
        keyId: params.id,
        expireOldIn: body.expire_old_in,
        actor: { type: "dashboard", userId: ctx.userId },
      });
      return {
        message: "Key rolled; copy the new key now, it will not be shown again",
        data: {
          key: { id: created.id, kind: created.kind, mode: created.mode, key: created.key },
          old_key: { id: old.id, expires_at: old.expiresAt.toISOString() },
        },
      };
    },
  }),
});
