// POST /api/dashboard/activation/submit: asks the operator to activate live mode. Owners only.
import { dashboardAction, dashboardRoutes } from "@/lib/dashboard/with-dashboard";
import { submitActivation } from "@/lib/merchants/activation/submit-activation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "activation.manage" }, async ({ db, ctx }) => ({
    message: "Submitted: the operator will activate live mode",
    data: await submitActivation(db, { merchantId: ctx.merchantId, actor: ctx.actor }),
  })),
});
