// POST /api/dashboard/activation/submit: asks the operator to activate live mode. Owners only.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { emptyBodySchema } from "@/lib/schemas/merchant";
import { submitActivation } from "@/lib/merchants/activation/submit-activation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "activation.manage",
    body: emptyBodySchema,
    handler: async ({ db, ctx }) => ({
      message: "Submitted: the operator will activate live mode",
      data: await submitActivation(db, { merchantId: ctx.merchantId, actor: ctx.actor }),
    }),
  }),
});
