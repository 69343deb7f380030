// POST /v2/webhook-deliveries/{id}/resend (extension): a finished delivery (succeeded or
// failed) is sent again, same event and webhook-id. 202: it is pending; the worker sends it.
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { emptyWebhookBodySchema } from "@/lib/schemas/webhooks";
import { resendWebhookDelivery, serializeWebhookDelivery } from "@/lib/webhooks/deliveries";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: emptyWebhookBodySchema,
    handler: async ({ db, merchantId, mode, otherMode, actor, params }) => {
      const delivery = await resendWebhookDelivery(db, { merchantId, mode, otherMode, id: params.id }, actor);
      return { status: 202, message: "Delivery queued again", data: serializeWebhookDelivery(delivery) };
    },
  }),
});
