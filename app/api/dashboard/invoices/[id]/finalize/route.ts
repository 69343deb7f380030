// POST /api/dashboard/invoices/{id}/finalize: the draft takes the next number of the sequence and opens for payment (billing.manage: owners, admins).
import { dashboardAction, dashboardRoutes, scopeOf } from "@/lib/dashboard/with-dashboard";
import { finalizeInvoice } from "@/lib/billing/invoices";
import { invoiceDetail } from "@/lib/billing/billing-views";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "billing.manage" }, async ({ db, ctx, params }) => {
    const invoice = await finalizeInvoice(db, { ...scopeOf(ctx), id: params.id, actor: ctx.actor });
    return { message: "Invoice finalized", data: await invoiceDetail(db, ctx, invoice) };
  }),
});
