// POST /api/dashboard/subscriptions/{id}/resume: a paused subscription bills again from its next period, or a cancellation at the period's end is undone (billing.manage: owners, admins).
import { dashboardAction, dashboardRoutes, scopeOf } from "@/lib/dashboard/with-dashboard";
import { resumeSubscription } from "@/lib/billing/manage-subscription";
import { subscriptionDetail } from "@/lib/billing/billing-views";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "billing.manage" }, async ({ db, ctx, params }) => {
    const subscription = await resumeSubscription(db, { ...scopeOf(ctx), id: params.id, actor: ctx.actor });
    return { message: "Subscription resumed", data: await subscriptionDetail(db, ctx, subscription) };
  }),
});
