// GET /v2/subscriptions/{id}: one subscription, with its plan. PATCH: how it is collected from now on (its payment method).
import { apiRead, apiRoutes, withApi } from "@/lib/api/with-api";
import { getSubscriptionOrThrow } from "@/lib/billing/get-billing";
import { serializeSubscription } from "@/lib/billing/serialize-billing";
import { updateSubscriptionSchema } from "@/lib/schemas/subscriptions";
import { changeSubscriptionPaymentMethod } from "@/lib/billing/change-subscription-payment-method";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiRead(async ({ db, merchantId, mode, otherMode, params }) => {
    const subscription = await getSubscriptionOrThrow(db, { merchantId, mode, otherMode, id: params.id });
    return { message: "Subscription retrieved", data: serializeSubscription(subscription) };
  }),
  PATCH: withApi({
    auth: "secret",
    body: updateSubscriptionSchema,
    handler: async ({ db, merchantId, mode, otherMode, actor, params, body }) => {
      const subscription = await changeSubscriptionPaymentMethod(db, { merchantId, mode, otherMode, id: params.id, input: body, actor });
      return { message: "Subscription updated", data: serializeSubscription(subscription) };
    },
  }),
});
