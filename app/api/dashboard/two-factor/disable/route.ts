// POST /api/dashboard/two-factor/disable: turns the signed-in user's two-factor sign-in off, with a
// current code or a recovery code.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { disableTwoFactor } from "@/lib/auth/two-factor/disable-two-factor";
import { twoFactorCodeSchema } from "@/lib/auth/two-factor/schemas";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "two_factor.manage_own",
    body: twoFactorCodeSchema,
    handler: async ({ db, ctx, body }) => ({
      message: "Two-factor sign-in is off",
      data: await disableTwoFactor(db, { userId: ctx.userId, merchantId: ctx.merchantId, actor: ctx.actor, code: body.code }),
    }),
  }),
});
