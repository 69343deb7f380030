// POST /v2/webhook-endpoints/{id}/test: a signed webhook_endpoint.test event to this
// endpoint. 202: the delivery is queued (the worker sends it); follow it by its id.
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { emptyWebhookBodySchema } from "@/lib/schemas/webhooks";
import { sendTestWebhook, serializeWebhookDelivery } from "@/lib/webhooks/deliveries";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: emptyWebhookBodySchema,
    handler: async ({ db, merchantId, mode, otherMode, actor, params }) => {
      const delivery = await sendTestWebhook(db, { merchantId, mode, otherMode, id: params.id }, actor);
      return { status: 202, message: "Test event queued", data: serializeWebhookDelivery(delivery) };
    },
  }),
});
