// GET /v2/webhook-deliveries/{id} (extension): one delivery with every attempt's
// request (headers, body) and answer (status, first 4 KB of the body), duration and error.
import { apiRead, apiRoutes } from "@/lib/api/with-api";
import { findWebhookDelivery, serializeWebhookDelivery } from "@/lib/webhooks/deliveries";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiRead(async ({ db, merchantId, mode, otherMode, params }) => {
    const delivery = await findWebhookDelivery(db, { merchantId, mode, otherMode, id: params.id });
    return { message: "Webhook delivery retrieved", data: serializeWebhookDelivery(delivery) };
  }),
});
