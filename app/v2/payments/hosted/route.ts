// POST /v2/payments/hosted: initialize a hosted payment and get its checkout_url.
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { createHostedPaymentSchema } from "@/lib/schemas/payments";
import { checkoutUrl, createHostedPayment } from "@/lib/payments/create-hosted-payment";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: createHostedPaymentSchema,
    idempotent: true,
    // The payment and its audit record are one statement (lib/payments/create-hosted-payment.ts):
    // no transaction unless the request has an Idempotency-Key or the payment has splits.
    transaction: "service",
    handler: async ({ db, merchantId, mode, actor, body }) => {
      const payment = await createHostedPayment(db, { merchantId, mode, input: body, actor });
      return {
        status: 201,
        message: "Hosted payment initialized",
        data: {
          gateway_reference: payment.id,
          merchant_reference: payment.merchantReference,
          checkout_url: checkoutUrl(payment.checkoutToken),
          created_at: payment.createdAt.toISOString(),
          expires_at: payment.expiresAt.toISOString(),
        },
      };
    },
  }),
});
