// POST /api/dashboard/two-factor/enrolment/confirm: a code from the new device turns two-factor
// sign-in on and answers the 10 recovery codes, shown this once.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { confirmTwoFactorEnrolment } from "@/lib/auth/two-factor/confirm-two-factor-enrolment";
import { twoFactorCodeSchema } from "@/lib/auth/two-factor/schemas";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "two_factor.manage_own",
    allowDuringTwoFactorSetup: true,
    body: twoFactorCodeSchema,
    handler: async ({ db, ctx, body }) => ({
      message: "Two-factor sign-in is on. Keep the recovery codes somewhere safe: they are shown only now",
      data: await confirmTwoFactorEnrolment(db, { userId: ctx.userId, merchantId: ctx.merchantId, actor: ctx.actor, code: body.code }),
    }),
  }),
});
