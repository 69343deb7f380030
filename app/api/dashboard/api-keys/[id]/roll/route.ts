// POST /api/dashboard/api-keys/{id}/roll: replaces a key; the old one expires now, in 1 h or in 24 h.
// The new key's text is in the response once.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { rollApiKey } from "@/lib/auth/api-keys";
import { rollKeyBodySchema } from "@/lib/schemas/dashboard";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "keys.manage",
    body: rollKeyBodySchema,
    handler: async ({ db, ctx, body, params }) => {
      const { created, old } = await rollApiKey(db, {
        merchantId: ctx.merchantId,
        keyId: params.id,
        expireOldIn: body.expire_old_in,
        actor: ctx.actor,
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
