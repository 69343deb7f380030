// POST /api/dashboard/processors/{id}/disable: stop routing payments through one of the merchant's
// own connections. Owners only; the gateway's connections and other merchants' (and the
// other mode's) are NOT_FOUND.
import { dashboardAction, dashboardRoutes } from "@/lib/dashboard/with-dashboard";
import { disableOwnProcessor } from "@/lib/dashboard/processors";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "processors.manage", transaction: "service" }, async ({ db, ctx, params }) => {
    const { connection, changed } = await disableOwnProcessor(db, { merchantId: ctx.merchantId, mode: ctx.mode, actor: ctx.actor, id: params.id });
    return { message: changed ? "Processor connection disabled" : "Processor connection was already disabled", data: connection };
  }),
});
