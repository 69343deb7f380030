// POST /v2/payments/{reference}/refunds (extension): refund all or part of a successful payment.
import { apiRoutes, withApi } from "@/lib/http/with-api";
import { createRefundSchema } from "@/lib/schemas/subaccounts";
import { createRefund } from "@/lib/refunds/create-refund";
import { serializeRefund } from "@/lib/refunds/serialize-refund";
import { serializePayment } from "@/lib/payments/serialize-payment";
import type { Prisma } from "@/lib/generated/prisma/client";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: createRefundSchema,
    idempotent: true,
    handler: async ({ db, merchantId, mode, params, body }) => {
      const { refund, payment } = await createRefund(db as Prisma.TransactionClient, { merchantId, mode, reference: params.reference, input: body });
      return { status: 201, message: "Refund created", data: { ...serializeRefund(refund), payment: serializePayment(payment) } };
    },
  }),
});
