// POST /v2/subscriptions/{id}/resume (docs/subscriptions.md "Pausing, resuming and cancelling").
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { emptySubscriptionActionSchema } from "@/lib/schemas/subscriptions";
import { resumeSubscription } from "@/lib/billing/manage-subscription";
import { serializeSubscription } from "@/lib/billing/serialize-billing";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: emptySubscriptionActionSchema,
    handler: async ({ db, merchantId, mode, otherMode, actor, params }) => {
      const subscription = await resumeSubscription(db, { merchantId, mode, otherMode, id: params.id, actor });
      return { message: "Subscription resumed", data: serializeSubscription(subscription) };
    },
  }),
});
