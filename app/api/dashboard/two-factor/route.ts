// GET /api/dashboard/two-factor: the signed-in user's two-factor sign-in and the team's rule.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { getTwoFactorStatus } from "@/lib/auth/two-factor/get-two-factor-status";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    action: "two_factor.manage_own",
    allowDuringTwoFactorSetup: true,
    handler: async ({ db, ctx }) => ({
      message: "Two-factor sign-in retrieved",
      data: await getTwoFactorStatus(db, { userId: ctx.userId, merchantId: ctx.merchantId }),
    }),
  }),
});
