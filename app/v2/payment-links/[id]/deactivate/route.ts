// POST /v2/payment-links/{id}/deactivate: the page stops taking payments.
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { deactivatePaymentLink } from "@/lib/payment-links/deactivate-payment-link";
import { serializePaymentLink } from "@/lib/payment-links/serialize-payment-link";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    idempotent: true,
    handler: async ({ db, merchantId, mode, actor, otherMode, params }) => {
      const view = await deactivatePaymentLink(db, { merchantId, mode, otherMode, id: params.id, actor });
      return { message: "Payment link deactivated", data: serializePaymentLink(view) };
    },
  }),
});
