// POST /api/dashboard/activation/email-verification: e-mails the owner a verification link, or
// (no SMTP) says to ask the operator for a code. Owners only.
import { dashboardAction, dashboardRoutes } from "@/lib/dashboard/with-dashboard";
import { sendEmailVerification } from "@/lib/merchants/activation/email-verification";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  // The e-mail is sent after the service's transaction commits.
  POST: dashboardAction({ action: "activation.manage", transaction: "service" }, async ({ db, ctx }) => {
    const result = await sendEmailVerification(db, { merchantId: ctx.merchantId, actor: ctx.actor });
    const message =
      result.delivery === "link"
        ? result.sent
          ? `A verification link was sent to ${result.email}`
          : "The verification e-mail could not be sent"
        : "E-mail is not configured on this gateway: ask the operator for your verification code";
    return { message, data: result };
  }),
});
