// POST /api/dashboard/payment-links/{id}/deactivate: the page stops taking payments (owners and
// admins), audited; data = the PaymentLink.
import { dashboardAction, dashboardRoutes, scopeOf } from "@/lib/dashboard/with-dashboard";
import { deactivatePaymentLink } from "@/lib/payment-links/deactivate-payment-link";
import { serializePaymentLink } from "@/lib/payment-links/serialize-payment-link";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "payments.manage" }, async ({ db, ctx, params }) => {
    const view = await deactivatePaymentLink(db, { ...scopeOf(ctx), id: params.id, actor: ctx.actor });
    return { message: "Payment link deactivated", data: serializePaymentLink(view) };
  }),
});
