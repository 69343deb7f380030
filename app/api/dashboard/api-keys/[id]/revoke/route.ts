// POST /api/dashboard/api-keys/{id}/revoke: the secret key stops working at once.
import { dashboardAction, dashboardRoutes } from "@/lib/dashboard/with-dashboard";
import { revokeApiKey } from "@/lib/auth/api-keys";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "keys.manage" }, async ({ db, ctx, params }) => {
    const revoked = await revokeApiKey(db, { merchantId: ctx.merchantId, keyId: params.id, actor: ctx.actor });
    return {
      message: revoked.changed ? "Key revoked" : "Key was already revoked",
      data: { id: revoked.id, revoked_at: revoked.revokedAt.toISOString() },
    };
  }),
});
