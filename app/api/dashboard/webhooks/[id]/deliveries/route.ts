// GET /api/dashboard/webhooks/{id}/deliveries?status=&cursor=&per_page=: the endpoint's delivery
// log, newest first, filtered by pending, succeeded or failed, with position cursors.
// Attempts are read one delivery at a time (/api/dashboard/webhooks/deliveries/{id}).
import { dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { listWebhookDeliveries, serializeWebhookDelivery } from "@/lib/webhooks/deliveries";
import { webhookDeliveriesQuerySchema } from "@/lib/schemas/dashboard-webhooks";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: webhookDeliveriesQuerySchema,
    handler: async ({ db, ctx, params, query }) => {
      const { rows, pagination } = await listWebhookDeliveries(
        db,
        { ...scopeOf(ctx), endpointId: params.id },
        query,
      );
      return { message: "Webhook deliveries retrieved", data: { items: rows.map((d) => serializeWebhookDelivery(d)), pagination } };
    },
  }),
});
