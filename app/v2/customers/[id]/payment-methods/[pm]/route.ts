// GET /v2/customers/{id}/payment-methods/{pm}: one saved payment method. DELETE: detach it (nothing is charged under it after).
import { apiRead, apiRoutes, withApi } from "@/lib/api/with-api";
import { detachPaymentMethod, getPaymentMethodOrThrow, serializeSavedPaymentMethod } from "@/lib/billing/saved-payment-methods";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiRead(async ({ db, merchantId, mode, otherMode, params }) => ({
    message: "Payment method retrieved",
    data: serializeSavedPaymentMethod(await getPaymentMethodOrThrow(db, { merchantId, mode, otherMode, customerId: params.id, id: params.pm })),
  })),
  DELETE: withApi({
    auth: "secret",
    handler: async ({ db, merchantId, mode, otherMode, actor, params }) => ({
      message: "Payment method detached",
      data: serializeSavedPaymentMethod(await detachPaymentMethod(db, { merchantId, mode, otherMode, customerId: params.id, id: params.pm, actor })),
    }),
  }),
});
