// POST /api/dashboard/two-factor/enrolment: starts setting up two-factor sign-in for the signed-in
// user and answers the new secret and its otpauth:// URI. Every role, for themselves.
import { dashboardAction, dashboardRoutes } from "@/lib/dashboard/with-dashboard";
import { startTwoFactorEnrolment } from "@/lib/auth/two-factor/start-two-factor-enrolment";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "two_factor.manage_own", allowDuringTwoFactorSetup: true }, async ({ db, ctx }) => ({
    status: 201,
    message: "Scan the code or type the secret into your authenticator app, then enter a code to confirm",
    data: await startTwoFactorEnrolment(db, { userId: ctx.userId }),
  })),
});
