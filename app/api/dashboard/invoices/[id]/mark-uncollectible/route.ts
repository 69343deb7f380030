// POST /api/dashboard/invoices/{id}/mark-uncollectible: you stop collecting it (billing.manage: owners, admins).
import { dashboardAction, dashboardRoutes, scopeOf } from "@/lib/dashboard/with-dashboard";
import { markInvoiceUncollectible } from "@/lib/billing/invoices";
import { invoiceDetail } from "@/lib/billing/billing-views";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "billing.manage" }, async ({ db, ctx, params }) => {
    const invoice = await markInvoiceUncollectible(db, { ...scopeOf(ctx), id: params.id, actor: ctx.actor });
    return { message: "Invoice marked uncollectible", data: await invoiceDetail(db, ctx, invoice) };
  }),
});
