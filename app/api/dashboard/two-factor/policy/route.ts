// PATCH /api/dashboard/two-factor/policy: an owner requires two-factor sign-in for the whole team,
// or stops requiring it. Owners only.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { setTwoFactorPolicy } from "@/lib/auth/two-factor/set-two-factor-policy";
import { twoFactorPolicySchema } from "@/lib/auth/two-factor/schemas";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  PATCH: withDashboard({
    action: "team.require_two_factor",
    body: twoFactorPolicySchema,
    handler: async ({ db, ctx, body }) => {
      const result = await setTwoFactorPolicy(db, { merchantId: ctx.merchantId, userId: ctx.userId, actor: ctx.actor, required: body.required });
      return {
        message: !result.changed ? "Nothing changed" : body.required ? "Two-factor sign-in is now required for the team" : "Two-factor sign-in is no longer required",
        data: result,
      };
    },
  }),
});
