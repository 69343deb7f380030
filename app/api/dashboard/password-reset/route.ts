// POST /api/dashboard/password-reset: "Forgot password?", signed out. Mails a reset link when the
// e-mail has an account; the answer is the same when it has none (lib/auth/password-reset.ts).
import { z } from "zod";
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { ApiError } from "@/lib/http/errors";
import { clientIp } from "@/lib/http/client-ip";
import { auditRequestContext } from "@/lib/audit/request-context";
import { emailSchema } from "@/lib/schemas/merchant";
import { PASSWORD_RESET_TTL_MINUTES, requestPasswordReset } from "@/lib/auth/password-reset";

const bodySchema = z.object({ email: emailSchema }).strict();

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    auth: "none",
    body: bodySchema,
    // The service counts the request and writes the link in its own transaction, then mails it.
    transaction: "service",
    handler: async ({ db, body, req }) => {
      const result = await requestPasswordReset(db, { email: body.email, ip: clientIp(req.headers), request: auditRequestContext(req.headers) });
      if (result.status === "limited") {
        const seconds = Math.max(1, Math.ceil((result.retryAt.getTime() - Date.now()) / 1000));
        throw new ApiError(
          "RATE_LIMITED",
          `Too many reset requests for this address or from your network: try again in ${Math.ceil(seconds / 60)} minutes.`,
          null,
          { "Retry-After": String(seconds) },
        );
      }
      if (result.status === "mail_not_configured") {
        throw new ApiError(
          "SERVICE_UNAVAILABLE",
          "This gateway has no mail server set up, so no reset link can be sent. Ask the gateway's operator to set a new password for you (npm run gateway -- user set-password).",
        );
      }
      return {
        status: 202,
        message: `If an account uses ${body.email}, a link to choose a new password is on its way. It works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
        data: { expires_in_minutes: PASSWORD_RESET_TTL_MINUTES },
      };
    },
  }),
});
