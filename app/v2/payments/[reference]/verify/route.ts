// GET /v2/payments/{reference}/verify: the payment's current state, by gateway or merchant reference.
import { apiRead, apiRoutes } from "@/lib/api/with-api";
import { findPaymentWithSplits } from "@/lib/payments/find-payment";
import { serializePayment } from "@/lib/payments/serialize-payment";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiRead(async ({ db, merchantId, mode, otherMode, params }) => {
    const { splits, ...payment } = await findPaymentWithSplits(db, { merchantId, mode, otherMode, reference: params.reference });
    return { message: "Payment retrieved", data: serializePayment(payment, splits) };
  }),
});
