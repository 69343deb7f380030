// GET /api/dashboard/subscriptions/{id}: one subscription with its invoices (its periods) and events, for its page.
import { dashboardRead, dashboardRoutes, scopeOf } from "@/lib/dashboard/with-dashboard";
import { getSubscriptionOrThrow } from "@/lib/billing/get-billing";
import { subscriptionDetail } from "@/lib/billing/billing-views";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: dashboardRead(async ({ db, ctx, params }) => ({
    message: "Subscription retrieved",
    data: await subscriptionDetail(db, ctx, await getSubscriptionOrThrow(db, { ...scopeOf(ctx), id: params.id })),
  })),
});
