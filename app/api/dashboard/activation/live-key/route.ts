// POST /api/dashboard/activation/live-key: after activation, creates the live secret key and
// shows it this once. Owners only.
import { dashboardAction, dashboardRoutes } from "@/lib/dashboard/with-dashboard";
import { revealLiveSecretKey } from "@/lib/merchants/activation/reveal-live-secret-key";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "activation.manage" }, async ({ db, ctx }) => {
    const key = await revealLiveSecretKey(db, { merchantId: ctx.merchantId, actor: ctx.actor });
    return {
      status: 201,
      message: "Live secret key created: copy it now, it is not shown again",
      data: { id: key.id, kind: key.kind, mode: key.mode, key: key.key },
    };
  }),
});
