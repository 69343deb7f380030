// POST /api/dashboard/password-reset/confirm: the reset page's form, signed out. Sets the new
// password through the e-mailed link, ends every session of the user and lifts the sign-in lock.
import { z } from "zod";
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { auditRequestContext } from "@/lib/audit/request-context";
import { passwordSchema } from "@/lib/schemas/merchant";
import { completePasswordReset } from "@/lib/auth/password-reset";

const bodySchema = z.object({ token: z.string().min(1, "The reset link is missing its token").max(200), password: passwordSchema }).strict();

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    auth: "none",
    body: bodySchema,
    // completePasswordReset hashes the password before it opens its own transaction.
    transaction: "service",
    handler: async ({ db, body, req }) => {
      const { email } = await completePasswordReset(db, { token: body.token, password: body.password, request: auditRequestContext(req.headers) });
      return { status: 200, message: "Your password is changed and you are signed out everywhere; sign in with the new password", data: { email } };
    },
  }),
});
