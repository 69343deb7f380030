// POST /api/dashboard/activation/email-verification/confirm: the link's token or the operator's code. Owners only.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { activationVerifyEmailSchema } from "@/lib/schemas/merchant";
import { verifyEmail } from "@/lib/merchants/activation/email-verification";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "activation.manage",
    body: activationVerifyEmailSchema,
    // A wrong code's count is committed before the error answers: the service's own transaction.
    transaction: "service",
    handler: async ({ db, ctx, body }) => ({
      message: "E-mail address verified",
      data: await verifyEmail(db, { merchantId: ctx.merchantId, actor: ctx.actor, code: body.code }),
    }),
  }),
});
