// POST /v2/invoices: a one-off invoice, made as a draft. GET /v2/invoices: the invoices (one-off and subscriptions'), newest first.
import { apiCreate, apiList, apiRoutes } from "@/lib/api/with-api";
import { createInvoiceSchema } from "@/lib/schemas/invoices";
import { listInvoicesQuerySchema } from "@/lib/schemas/subscriptions";
import { createInvoice } from "@/lib/billing/invoices";
import { listInvoices } from "@/lib/billing/list-billing";
import { serializeInvoice } from "@/lib/billing/serialize-billing";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: apiCreate(createInvoiceSchema, async ({ db, merchantId, mode, actor, body }) => {
    const invoice = await createInvoice(db, { merchantId, mode, input: body, actor });
    return { status: 201, message: "Invoice created", data: serializeInvoice(invoice) };
  }),
  GET: apiList(listInvoicesQuerySchema, async ({ db, merchantId, mode, query }) => {
    const { rows, pagination } = await listInvoices(db, { merchantId, mode, query });
    return { message: "Invoices retrieved", data: { items: rows.map(serializeInvoice), pagination } };
  }),
});
