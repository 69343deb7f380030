// GET /v2/invoices/{id}; PATCH to edit a draft (a finalized invoice cannot change).
import { apiRead, apiRoutes, withApi } from "@/lib/api/with-api";
import { updateInvoiceSchema } from "@/lib/schemas/invoices";
import { getInvoiceOrThrow } from "@/lib/billing/get-billing";
import { updateInvoice } from "@/lib/billing/invoices";
import { serializeInvoice } from "@/lib/billing/serialize-billing";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiRead(async ({ db, merchantId, mode, otherMode, params }) => {
    const invoice = await getInvoiceOrThrow(db, { merchantId, mode, otherMode, id: params.id });
    return { message: "Invoice retrieved", data: serializeInvoice(invoice) };
  }),
  PATCH: withApi({
    auth: "secret",
    body: updateInvoiceSchema,
    handler: async ({ db, merchantId, mode, otherMode, actor, params, body }) => {
      const invoice = await updateInvoice(db, { merchantId, mode, otherMode, id: params.id, input: body, actor });
      return { message: "Invoice updated", data: serializeInvoice(invoice) };
    },
  }),
});
