// POST /api/dashboard/subscriptions/{id}/pause: an active or trialing subscription, with nothing owed, stops billing until resumed (billing.manage: owners, admins).
import { dashboardAction, dashboardRoutes, scopeOf } from "@/lib/dashboard/with-dashboard";
import { pauseSubscription } from "@/lib/billing/manage-subscription";
import { subscriptionDetail } from "@/lib/billing/billing-views";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "billing.manage" }, async ({ db, ctx, params }) => {
    const subscription = await pauseSubscription(db, { ...scopeOf(ctx), id: params.id, actor: ctx.actor });
    return { message: "Subscription paused", data: await subscriptionDetail(db, ctx, subscription) };
  }),
});
