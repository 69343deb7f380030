// POST /api/operator/sign-out: ends the operator's session and clears its cookie.
import { apiRoutes } from "@/lib/http/routes";
import { endOperatorSession, clearOperatorCookieHeader, operatorTokenFrom } from "@/lib/operator/operator-session";
import { operatorCookieSecure, withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withOperator("public", {
    handler: async ({ req, db }) => {
      await endOperatorSession(db, operatorTokenFrom(req.headers.get("cookie")));
      return { message: "Signed out", data: null, headers: { "Set-Cookie": clearOperatorCookieHeader(operatorCookieSecure()) } };
    },
  }),
});
