// POST /api/dashboard/subscriptions/{id}/cancel: now, or at the end of the current period (at_period_end) (billing.manage: owners, admins).
import { dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { cancelSubscriptionSchema } from "@/lib/schemas/subscriptions";
import { cancelSubscription } from "@/lib/billing/manage-subscription";
import { subscriptionDetail } from "@/lib/billing/billing-views";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "billing.manage",
    body: cancelSubscriptionSchema,
    handler: async ({ db, ctx, params, body }) => {
      const subscription = await cancelSubscription(db, { ...scopeOf(ctx), id: params.id, actor: ctx.actor, atPeriodEnd: body.at_period_end });
      return {
        message: body.at_period_end ? "Subscription set to cancel at the end of its period" : "Subscription canceled",
        data: await subscriptionDetail(db, ctx, subscription),
      };
    },
  }),
});
