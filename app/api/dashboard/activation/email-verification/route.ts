// POST /api/dashboard/activation/email-verification: e-mails the owner a verification link, or
// (no SMTP) says to ask the operator for a code. Owners only.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { emptyBodySchema } from "@/lib/schemas/merchant";
import { sendEmailVerification } from "@/lib/merchants/activation/email-verification";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "activation.manage",
    body: emptyBodySchema,
    // The e-mail is sent after the service's transaction commits.
    transaction: "service",
    handler: async ({ db, ctx }) => {
      const result = await sendEmailVerification(db, { merchantId: ctx.merchantId, actor: ctx.actor });
      const message =
        result.delivery === "link"
          ? result.sent
            ? `A verification link was sent to ${result.email}`
            : "The verification e-mail could not be sent"
          : "E-mail is not configured on this gateway: ask the operator for your verification code";
      return { message, data: result };
    },
  }),
});
