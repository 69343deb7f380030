// GET /v2/subscriptions/{id}: one subscription, with its plan.
import { apiRead, apiRoutes } from "@/lib/api/with-api";
import { getSubscriptionOrThrow } from "@/lib/billing/get-billing";
import { serializeSubscription } from "@/lib/billing/serialize-billing";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiRead(async ({ db, merchantId, mode, otherMode, params }) => {
    const subscription = await getSubscriptionOrThrow(db, { merchantId, mode, otherMode, id: params.id });
    return { message: "Subscription retrieved", data: serializeSubscription(subscription) };
  }),
});
