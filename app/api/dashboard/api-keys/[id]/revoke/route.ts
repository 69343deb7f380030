// POST /api/dashboard/api-keys/{id}/revoke: the secret key stops working at once.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { revokeKeyFromDashboard } from "@/lib/auth/revoke-key-from-dashboard";
import { emptyBodySchema } from "@/lib/schemas/dashboard";
import { CAN_MANAGE_KEYS } from "@/lib/dashboard/types";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    roles: CAN_MANAGE_KEYS,
    body: emptyBodySchema,
    handler: async ({ db, ctx, params }) => {
      const revoked = await revokeKeyFromDashboard(db, {
        merchantId: ctx.merchantId,
        keyId: params.id,
        actor: { type: "dashboard", userId: ctx.userId },
      });
      return {
        message: revoked.changed ? "Key revoked" : "Key was already revoked",
        data: { id: revoked.id, revoked_at: revoked.revokedAt.toISOString() },
      };
    },
  }),
});
