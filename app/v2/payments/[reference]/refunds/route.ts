// POST /v2/payments/{reference}/refunds (extension): refund all or part of a successful payment.
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { createRefundSchema } from "@/lib/schemas/refunds";
import { createRefund } from "@/lib/refunds/create-refund";
import { serializeRefund } from "@/lib/payments/serialize-refund";
import { serializePayment } from "@/lib/payments/serialize-payment";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: createRefundSchema,
    idempotent: true,
    // The refund is one read and one statement (lib/refunds/create-refund.ts): no transaction unless
    // the request has an Idempotency-Key.
    transaction: "service",
    handler: async ({ db, merchantId, mode, actor, otherMode, params, body }) => {
      const { refund, payment } = await createRefund(db, { merchantId, mode, otherMode, reference: params.reference, input: body, actor });
      return { status: 201, message: "Refund created", data: { ...serializeRefund(refund), payment: serializePayment(payment) } };
    },
  }),
});
