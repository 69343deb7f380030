// GET /api/dashboard/invoices: the Invoices page's list in the dashboard's mode (status, number,
// subscription, customer, cursor paging), as GET /v2/invoices. POST: a one-off invoice, made as a
// draft (billing.manage: owners, admins), as POST /v2/invoices.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { createInvoiceSchema } from "@/lib/schemas/invoices";
import { listInvoicesQuerySchema } from "@/lib/schemas/subscriptions";
import { createInvoice } from "@/lib/billing/invoices";
import { listInvoices } from "@/lib/billing/list-billing";
import { serializeInvoice } from "@/lib/billing/serialize-billing";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: listInvoicesQuerySchema,
    handler: async ({ db, ctx, query }) => {
      const { rows, pagination } = await listInvoices(db, { merchantId: ctx.merchantId, mode: ctx.mode, query });
      return { message: "Invoices retrieved", data: { items: rows.map(serializeInvoice), pagination } };
    },
  }),
  POST: withDashboard({
    action: "billing.manage",
    body: createInvoiceSchema,
    handler: async ({ db, ctx, body }) => {
      const invoice = await createInvoice(db, { merchantId: ctx.merchantId, mode: ctx.mode, input: body, actor: ctx.actor });
      return { status: 201, message: "Invoice created", data: serializeInvoice(invoice) };
    },
  }),
});
