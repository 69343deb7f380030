// POST /v2/subscriptions: subscribe a customer to a plan. GET /v2/subscriptions: the subscriptions, newest first.
import { apiCreate, apiList, apiRoutes } from "@/lib/api/with-api";
import { createSubscriptionSchema, listSubscriptionsQuerySchema } from "@/lib/schemas/subscriptions";
import { createSubscription } from "@/lib/billing/create-subscription";
import { listSubscriptions } from "@/lib/billing/list-billing";
import { serializeSubscription } from "@/lib/billing/serialize-billing";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: apiCreate(createSubscriptionSchema, async ({ db, merchantId, mode, otherMode, actor, body }) => {
    const subscription = await createSubscription(db, { merchantId, mode, otherMode, input: body, actor });
    return { status: 201, message: "Subscription created", data: serializeSubscription(subscription) };
  }),
  GET: apiList(listSubscriptionsQuerySchema, async ({ db, merchantId, mode, query }) => {
    const { rows, pagination } = await listSubscriptions(db, { merchantId, mode, query });
    return { message: "Subscriptions retrieved", data: { items: rows.map(serializeSubscription), pagination } };
  }),
});
