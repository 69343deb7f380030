// POST /api/dashboard/payments/{reference}/cancel: the merchant cancels an unfinished payment
// (pending, failed, auth_needed) from its dashboard page, by gateway reference, in the
// dashboard's mode. The same cancel rule as the checkout's, audited; owners and admins (lib/catalog/permissions.ts).
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { cancelPayment } from "@/lib/payments/cancel-payment";
import { serializePayment } from "@/lib/payments/serialize-payment";
import { cancelPaymentBodySchema } from "@/lib/schemas/dashboard-payments";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "payments.manage",
    body: cancelPaymentBodySchema,
    handler: async ({ db, ctx, params, body }) => {
      const payment = await cancelPayment(db, {
        paymentId: params.reference,
        merchantId: ctx.merchantId,
        mode: ctx.mode,
        actor: ctx.actor,
        reason: body.reason,
      });
      return { message: "Payment cancelled", data: serializePayment(payment) };
    },
  }),
});
