// GET /api/dashboard/payments?limit=: the most recent payments in the dashboard's mode, newest
// first (at most 50). The full filterable list comes with the payment-list work.
// POST: "Create payment" (issue 9): a payment link to share, made by the same service as
// POST /v2/payments/hosted in the dashboard's mode, with payment_type "Payment link".
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { CAN_MANAGE_PAYMENTS } from "@/lib/dashboard/types";
import { listRecentPayments } from "@/lib/payments/list-recent-payments";
import { checkoutUrl, createHostedPayment } from "@/lib/payments/create-hosted-payment";
import { serializePayment } from "@/lib/payments/serialize-payment";
import { recentPaymentsQuerySchema } from "@/lib/schemas/dashboard";
import { createPaymentLinkSchema } from "@/lib/schemas/dashboard-payments";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: recentPaymentsQuerySchema,
    handler: async ({ db, ctx, query }) => {
      const payments = await listRecentPayments(db, { merchantId: ctx.merchantId, mode: ctx.mode, limit: query.limit });
      return { message: "Payments retrieved", data: { items: payments.map((p) => serializePayment(p)) } };
    },
  }),
  POST: withDashboard({
    roles: CAN_MANAGE_PAYMENTS,
    body: createPaymentLinkSchema,
    transaction: true,
    handler: async ({ db, ctx, body }) => {
      const { description, ...input } = body;
      const payment = await createHostedPayment(db, {
        merchantId: ctx.merchantId,
        mode: ctx.mode,
        input: { ...input, ...(description ? { customization: { description } } : {}) },
        paymentType: "Payment link",
        actor: ctx.actor,
      });
      return {
        status: 201,
        message: "Payment link created",
        data: { ...serializePayment(payment), checkout_url: checkoutUrl(payment.checkoutToken) },
      };
    },
  }),
});
