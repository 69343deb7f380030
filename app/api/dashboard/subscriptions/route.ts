// GET /api/dashboard/subscriptions: the Subscriptions page's list in the dashboard's mode (status,
// plan, customer, cursor paging), as GET /v2/subscriptions.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { listSubscriptionsQuerySchema } from "@/lib/schemas/subscriptions";
import { listSubscriptions } from "@/lib/billing/list-billing";
import { serializeSubscription } from "@/lib/billing/serialize-billing";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: listSubscriptionsQuerySchema,
    handler: async ({ db, ctx, query }) => {
      const { rows, pagination } = await listSubscriptions(db, { merchantId: ctx.merchantId, mode: ctx.mode, query });
      return { message: "Subscriptions retrieved", data: { items: rows.map(serializeSubscription), pagination } };
    },
  }),
});
