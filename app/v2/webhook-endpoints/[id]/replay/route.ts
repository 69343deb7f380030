// POST /v2/webhook-endpoints/{id}/replay (extension): every failed delivery of the
// endpoint created since `since` is sent again (at most 1000 a request; has_more says if more are left).
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { replayWebhookDeliveriesSchema } from "@/lib/schemas/webhooks";
import { replayFailedWebhookDeliveries } from "@/lib/webhooks/deliveries";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: replayWebhookDeliveriesSchema,
    handler: async ({ db, merchantId, mode, otherMode, actor, params, body }) => {
      const result = await replayFailedWebhookDeliveries(db, { merchantId, mode, otherMode, endpointId: params.id }, new Date(body.since), actor);
      return { status: 202, message: "Failed deliveries queued again", data: result };
    },
  }),
});
