// GET /api/dashboard/reconciliation/{id}: one run of the merchant's own connection with every item,
// exceptions first, each with its evidence. Another merchant's run, or the other mode's, is NOT_FOUND.
import { dashboardRead, dashboardRoutes } from "@/lib/dashboard/with-dashboard";
import { getReconciliationRun } from "@/lib/reconciliation/get-reconciliation-run";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: dashboardRead(async ({ db, ctx, params }) => ({
    message: "Reconciliation run retrieved",
    data: await getReconciliationRun(db, { merchantId: ctx.merchantId, mode: ctx.mode }, params.id),
  })),
});
