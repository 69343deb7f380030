// PUT /api/dashboard/team/support-refund-limits: sets (amount, major units) or removes (null)
// support's largest single refund in one currency. Owners and admins; audited.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { supportRefundLimitBodySchema } from "@/lib/schemas/team";
import { parseCurrency } from "@/lib/money/parse-amount";
import { setSupportRefundLimit } from "@/lib/team/support-refund-limit";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  PUT: withDashboard({
    action: "settings.manage",
    body: supportRefundLimitBodySchema,
    handler: async ({ db, ctx, body }) => {
      const limits = await setSupportRefundLimit(db, { merchantId: ctx.merchantId, actor: ctx.actor, currency: parseCurrency(body.currency), amount: body.amount });
      return { message: "Support refund limit saved", data: { support_refund_limits: limits } };
    },
  }),
});
