// POST /api/operator/sign-in: password, then a TOTP code (enrolment at the first sign-in); sets the operator's session cookie.
import { apiRoutes } from "@/lib/http/routes";
import { auditRequestContext } from "@/lib/audit/request-context";
import { qrSvg } from "@/lib/qr/qr-svg";
import { operatorSignInSchema } from "@/lib/operator/schemas";
import { signInOperator } from "@/lib/operator/sign-in-operator";
import { operatorCookieHeader } from "@/lib/operator/operator-session";
import { operatorCookieSecure, withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withOperator("public", {
    body: operatorSignInSchema,
    transaction: "service",
    handler: async ({ body, db, req }) => {
      const step = await signInOperator(db as Parameters<typeof signInOperator>[0], { ...body, ...auditRequestContext(req.headers) });
      if (step.next === "done") {
        return { message: "Signed in", data: { next: "done" }, headers: { "Set-Cookie": operatorCookieHeader(step.token, step.expiresAt, operatorCookieSecure()) } };
      }
      if (step.next === "enrol") {
        return { message: "Set up your authenticator app, then send the form again with its code", data: { ...step, qr_svg: await qrSvg(step.otpauth_uri) } };
      }
      return { message: "Enter the code from your authenticator app", data: step };
    },
  }),
});
