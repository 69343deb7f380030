// GET /api/dashboard/invoices/{id}: one invoice with its payments and events, for its page.
// PATCH: edit a draft (billing.manage: owners, admins); a finalized invoice cannot change.
import { dashboardRead, dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { updateInvoiceSchema } from "@/lib/schemas/invoices";
import { getInvoiceOrThrow } from "@/lib/billing/get-billing";
import { updateInvoice } from "@/lib/billing/invoices";
import { invoiceDetail } from "@/lib/billing/billing-views";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: dashboardRead(async ({ db, ctx, params }) => ({
    message: "Invoice retrieved",
    data: await invoiceDetail(db, ctx, await getInvoiceOrThrow(db, { ...scopeOf(ctx), id: params.id })),
  })),
  PATCH: withDashboard({
    action: "billing.manage",
    body: updateInvoiceSchema,
    handler: async ({ db, ctx, params, body }) => {
      const invoice = await updateInvoice(db, { ...scopeOf(ctx), id: params.id, input: body, actor: ctx.actor });
      return { message: "Invoice updated", data: await invoiceDetail(db, ctx, invoice) };
    },
  }),
});
