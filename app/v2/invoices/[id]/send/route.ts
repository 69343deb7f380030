// POST /v2/invoices/{id}/send: its page is e-mailed to the customer.
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { emptyInvoiceActionSchema } from "@/lib/schemas/invoices";
import { sendInvoice } from "@/lib/billing/invoices";
import { serializeInvoice } from "@/lib/billing/serialize-billing";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: emptyInvoiceActionSchema,
    idempotent: true,
    handler: async ({ db, merchantId, mode, otherMode, actor, params }) => {
      const invoice = await sendInvoice(db, { merchantId, mode, otherMode, id: params.id, actor });
      return { message: "Invoice sent", data: serializeInvoice(invoice) };
    },
  }),
});
