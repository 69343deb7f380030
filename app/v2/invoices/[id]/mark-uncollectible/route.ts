// POST /v2/invoices/{id}/mark-uncollectible: you stop collecting it (the customer may still pay it on its page).
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { emptyInvoiceActionSchema } from "@/lib/schemas/invoices";
import { markInvoiceUncollectible } from "@/lib/billing/invoices";
import { serializeInvoice } from "@/lib/billing/serialize-billing";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: emptyInvoiceActionSchema,
    handler: async ({ db, merchantId, mode, otherMode, actor, params }) => {
      const invoice = await markInvoiceUncollectible(db, { merchantId, mode, otherMode, id: params.id, actor });
      return { message: "Invoice marked uncollectible", data: serializeInvoice(invoice) };
    },
  }),
});
