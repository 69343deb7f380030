// POST /v2/invoices/{id}/finalize: the draft takes the next number of your sequence and opens for payment.
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { emptyInvoiceActionSchema } from "@/lib/schemas/invoices";
import { finalizeInvoice } from "@/lib/billing/invoices";
import { serializeInvoice } from "@/lib/billing/serialize-billing";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: emptyInvoiceActionSchema,
    handler: async ({ db, merchantId, mode, otherMode, actor, params }) => {
      const invoice = await finalizeInvoice(db, { merchantId, mode, otherMode, id: params.id, actor });
      return { message: "Invoice finalized", data: serializeInvoice(invoice) };
    },
  }),
});
