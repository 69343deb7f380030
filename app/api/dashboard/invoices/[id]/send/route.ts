// POST /api/dashboard/invoices/{id}/send: e-mails the invoice's page to its customer (billing.manage: owners, admins).
import { dashboardAction, dashboardRoutes, scopeOf } from "@/lib/dashboard/with-dashboard";
import { sendInvoice } from "@/lib/billing/invoices";
import { invoiceDetail } from "@/lib/billing/billing-views";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "billing.manage" }, async ({ db, ctx, params }) => {
    const invoice = await sendInvoice(db, { ...scopeOf(ctx), id: params.id, actor: ctx.actor });
    return { message: "Invoice sent", data: await invoiceDetail(db, ctx, invoice) };
  }),
});
