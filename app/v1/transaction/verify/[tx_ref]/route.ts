// GET /v1/transaction/verify/{tx_ref} (v1 compatibility): a payment by merchant reference (or gateway reference), in v1's shape.
import { orV1NotFound, withV1Api, v1Routes } from "@/lib/v1/with-v1-api";
import { findPayment } from "@/lib/payments/find-payment";
import { serializeV1Payment } from "@/lib/v1/serialize-v1";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Routes({
  GET: withV1Api({
    auth: "secret",
    handler: async ({ db, merchantId, mode, otherMode, params }) => {
      const payment = await orV1NotFound(findPayment(db, { merchantId, mode, otherMode, reference: params.tx_ref }), "Invalid transaction or Transaction not found");
      return { message: "Payment details", data: serializeV1Payment(payment) };
    },
  }),
});
