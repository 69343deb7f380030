// GET /v2/payment-methods?currency= (extension): the methods a checkout can offer.
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { paymentMethodsQuerySchema } from "@/lib/schemas/payments";
import { listPaymentMethods } from "@/lib/payments/list-payment-methods";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: withApi({
    auth: "secret",
    query: paymentMethodsQuerySchema,
    handler: async ({ query, mode, merchantId }) => ({ message: "Payment methods retrieved", data: await listPaymentMethods(query.currency, mode, merchantId) }),
  }),
});
