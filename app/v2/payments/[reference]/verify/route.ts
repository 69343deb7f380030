// GET /v2/payments/{reference}/verify: the payment's current state, by gateway or merchant reference.
import { apiRoutes, withApi } from "@/lib/http/with-api";
import { getPaymentWithSplitsByReference } from "@/lib/payments/get-payment-by-reference";
import { serializePayment } from "@/lib/payments/serialize-payment";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: withApi({
    auth: "secret",
    handler: async ({ db, merchantId, mode, params }) => {
      const { splits, ...payment } = await getPaymentWithSplitsByReference(db, { merchantId, mode, reference: params.reference });
      return { message: "Payment retrieved", data: serializePayment(payment, splits) };
    },
  }),
});
