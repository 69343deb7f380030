// POST /v2/customers/{id}/payment-methods: save a payment method (a card, an MTN MoMo pre-approval) for the customer. GET: the customer's saved methods, newest first.
import { afterCommit, apiList, apiRoutes, withApi } from "@/lib/api/with-api";
import { attachPaymentMethodSchema, listPaymentMethodsQuerySchema } from "@/lib/schemas/saved-payment-methods";
import { attachPaymentMethod, listPaymentMethods, serializeSavedPaymentMethod } from "@/lib/billing/saved-payment-methods";
import { setUpAfterAttach, type MandateSetUpRequest } from "@/lib/billing/saved-payment-method-setup";

const CREATED = "Payment method attached";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: attachPaymentMethodSchema,
    idempotent: true,
    // The row commits first; the processor is asked after that, outside any transaction (AfterCommit).
    handler: async ({ db, merchantId, mode, otherMode, actor, body, params }) => {
      const { request } = await attachPaymentMethod(db, { merchantId, mode, otherMode, customerId: params.id, input: body, actor, acceptance: { ip: actor.ip, userAgent: actor.userAgent, channel: "api" } });
      return afterCommit(async () => ({ status: 201, message: CREATED, data: serializeSavedPaymentMethod(await setUpAfterAttach({ merchantId }, request)) }), JSON.stringify(request));
    },
    // A retry after the process died mid-way: the same method, asked about again (its set-up job follows it too).
    resume: async ({ merchantId }, recoveryPoint) => ({ status: 201, message: CREATED, data: serializeSavedPaymentMethod(await setUpAfterAttach({ merchantId }, JSON.parse(recoveryPoint) as MandateSetUpRequest)) }),
  }),
  GET: apiList(listPaymentMethodsQuerySchema, async ({ db, merchantId, mode, otherMode, query, params }) => {
    const { rows, pagination } = await listPaymentMethods(db, { merchantId, mode, otherMode, customerId: params.id, query });
    return { message: "Payment methods retrieved", data: { items: rows.map(serializeSavedPaymentMethod), pagination } };
  }),
});
