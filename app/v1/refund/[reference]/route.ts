// POST /v1/refund/{tx_ref} (v1 compatibility): refund all (no amount) or part of a payment.
// The folder is [reference] because /v1/refund/{ref_id}/verify shares this segment (Next gives
// one name per dynamic segment); here it is the payment's tx_ref (or gateway reference).
import { orV1NotFound, withV1Api, v1Routes } from "@/lib/v1/with-v1-api";
import { v1RefundSchema } from "@/lib/v1/schemas";
import { refundV1Payment } from "@/lib/v1/v1-refunds";
import { serializeV1Refund } from "@/lib/v1/serialize-v1";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Routes({
  POST: withV1Api({
    auth: "secret",
    body: v1RefundSchema,
    idempotent: true,
    handler: async ({ db, merchantId, mode, actor, otherMode, params, body }) => {
      const { refund, payment } = await orV1NotFound(refundV1Payment(db, { merchantId, mode, otherMode, reference: params.reference, actor, body }), "Invalid transaction or Transaction not found");
      return { message: "Refund processed successfully", data: serializeV1Refund(refund, payment) };
    },
  }),
});
