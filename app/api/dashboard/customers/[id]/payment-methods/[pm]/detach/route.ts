// POST /api/dashboard/customers/{id}/payment-methods/{pm}/detach: detach a saved payment method, as DELETE
// /v2/customers/{id}/payment-methods/{pm} does (billing.manage: owners, admins). Nothing is charged under it
// after; a subscription that charged it falls back to its invoice's pay link.
import { dashboardAction, dashboardRoutes, scopeOf } from "@/lib/dashboard/with-dashboard";
import { detachPaymentMethod, serializeSavedPaymentMethod } from "@/lib/billing/saved-payment-methods";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "billing.manage" }, async ({ db, ctx, params }) => ({
    message: "Payment method detached",
    data: serializeSavedPaymentMethod(await detachPaymentMethod(db, { ...scopeOf(ctx), customerId: params.id, id: params.pm, actor: ctx.actor })),
  })),
});
