// GET /v2/payment-links/{id} (with its ticket types and totals); PATCH to change what may change after sharing.
import { apiRead, apiRoutes, withApi } from "@/lib/api/with-api";
import { updatePaymentLinkSchema } from "@/lib/schemas/payment-links";
import { getPaymentLink } from "@/lib/payment-links/get-payment-link";
import { updatePaymentLink } from "@/lib/payment-links/update-payment-link";
import { serializePaymentLink } from "@/lib/payment-links/serialize-payment-link";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiRead(async ({ db, merchantId, mode, otherMode, params }) => {
    const view = await getPaymentLink(db, { merchantId, mode, otherMode, id: params.id });
    return { message: "Payment link retrieved", data: serializePaymentLink(view) };
  }),
  PATCH: withApi({
    auth: "secret",
    body: updatePaymentLinkSchema,
    handler: async ({ db, merchantId, mode, actor, otherMode, params, body }) => {
      const { view } = await updatePaymentLink(db, { merchantId, mode, otherMode, id: params.id, input: body, actor });
      return { message: "Payment link updated", data: serializePaymentLink(view) };
    },
  }),
});
