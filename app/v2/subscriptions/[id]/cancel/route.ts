// POST /v2/subscriptions/{id}/cancel: now, or at the end of the current period (at_period_end).
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { cancelSubscriptionSchema } from "@/lib/schemas/subscriptions";
import { cancelSubscription } from "@/lib/billing/manage-subscription";
import { serializeSubscription } from "@/lib/billing/serialize-billing";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: cancelSubscriptionSchema,
    handler: async ({ db, merchantId, mode, otherMode, actor, params, body }) => {
      const subscription = await cancelSubscription(db, { merchantId, mode, otherMode, id: params.id, actor, atPeriodEnd: body.at_period_end });
      return { message: body.at_period_end ? "Subscription set to cancel at the end of its period" : "Subscription canceled", data: serializeSubscription(subscription) };
    },
  }),
});
