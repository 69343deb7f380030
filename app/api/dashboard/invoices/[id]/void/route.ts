// POST /api/dashboard/invoices/{id}/void: nothing more is owed on it (billing.manage: owners, admins).
import { dashboardAction, dashboardRoutes, scopeOf } from "@/lib/dashboard/with-dashboard";
import { voidInvoice } from "@/lib/billing/invoices";
import { invoiceDetail } from "@/lib/billing/billing-views";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "billing.manage" }, async ({ db, ctx, params }) => {
    const invoice = await voidInvoice(db, { ...scopeOf(ctx), id: params.id, actor: ctx.actor });
    return { message: "Invoice voided", data: await invoiceDetail(db, ctx, invoice) };
  }),
});
