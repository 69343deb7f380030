// POST /v1/transaction/initialize (v1 compatibility): a hosted payment, answered with its checkout_url.
import { withV1Api, v1Routes } from "@/lib/v1/with-v1-api";
import { v1InitializeSchema } from "@/lib/v1/schemas";
import { initializeV1Payment } from "@/lib/v1/initialize-v1-payment";
import { checkoutUrl } from "@/lib/payments/create-hosted-payment";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Routes({
  POST: withV1Api({
    auth: "secret",
    body: v1InitializeSchema,
    idempotent: true,
    handler: async ({ db, merchantId, mode, actor, body }) => {
      const payment = await initializeV1Payment(db, { merchantId, mode, actor, body });
      return { message: "Hosted Link", data: { checkout_url: checkoutUrl(payment.checkoutToken) } };
    },
  }),
});
