// POST /api/dashboard/payment-links/{id}/deactivate: the page stops taking payments (owners and
// admins), audited; data = the PaymentLink.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { emptyBodySchema } from "@/lib/schemas/dashboard";
import { deactivatePaymentLink } from "@/lib/payment-links/deactivate-payment-link";
import { serializePaymentLink } from "@/lib/payment-links/serialize-payment-link";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "payments.manage",
    body: emptyBodySchema,
    handler: async ({ db, ctx, params }) => {
      const view = await deactivatePaymentLink(db, { merchantId: ctx.merchantId, mode: ctx.mode, otherMode: ctx.otherMode, id: params.id, actor: ctx.actor });
      return { message: "Payment link deactivated", data: serializePaymentLink(view) };
    },
  }),
});
