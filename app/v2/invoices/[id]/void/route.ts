// POST /v2/invoices/{id}/void: nothing more is owed on it.
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { emptyInvoiceActionSchema } from "@/lib/schemas/invoices";
import { voidInvoice } from "@/lib/billing/invoices";
import { serializeInvoice } from "@/lib/billing/serialize-billing";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: emptyInvoiceActionSchema,
    handler: async ({ db, merchantId, mode, otherMode, actor, params }) => {
      const invoice = await voidInvoice(db, { merchantId, mode, otherMode, id: params.id, actor });
      return { message: "Invoice voided", data: serializeInvoice(invoice) };
    },
  }),
});
