// POST /v2/subscriptions/{id}/pause (docs/subscriptions.md "Pausing, resuming and cancelling").
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { emptySubscriptionActionSchema } from "@/lib/schemas/subscriptions";
import { pauseSubscription } from "@/lib/billing/manage-subscription";
import { serializeSubscription } from "@/lib/billing/serialize-billing";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: emptySubscriptionActionSchema,
    handler: async ({ db, merchantId, mode, otherMode, actor, params }) => {
      const subscription = await pauseSubscription(db, { merchantId, mode, otherMode, id: params.id, actor });
      return { message: "Subscription paused", data: serializeSubscription(subscription) };
    },
  }),
});
