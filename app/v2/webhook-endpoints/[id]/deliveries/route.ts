// GET /v2/webhook-endpoints/{id}/deliveries (extension): the endpoint's delivery log,
// newest first, filtered by status and event type, by position cursor.
import { apiList, apiRoutes } from "@/lib/api/with-api";
import { listWebhookDeliveriesQuerySchema } from "@/lib/schemas/webhooks";
import { listWebhookDeliveries, serializeWebhookDelivery } from "@/lib/webhooks/deliveries";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiList(listWebhookDeliveriesQuerySchema, async ({ db, merchantId, mode, otherMode, params, query }) => {
    const { rows, pagination } = await listWebhookDeliveries(db, { merchantId, mode, otherMode, endpointId: params.id }, query);
    return { message: "Webhook deliveries retrieved", data: { items: rows.map((d) => serializeWebhookDelivery(d)), pagination } };
  }),
});
