// POST /api/dashboard/payments/{reference}/refunds: refund all or part of a payment from its
// dashboard page (issue 4). Owners and developers; the same service as the API, plus an audit row.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { CAN_MOVE_MONEY } from "@/lib/dashboard/types";
import { serializePayment } from "@/lib/payments/serialize-payment";
import { refundFromDashboard } from "@/lib/refunds/refund-from-dashboard";
import { serializeRefund } from "@/lib/refunds/serialize-refund";
import { createRefundSchema } from "@/lib/schemas/subaccounts";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    roles: CAN_MOVE_MONEY,
    body: createRefundSchema,
    handler: async ({ db, ctx, params, body }) => {
      const { refund, payment } = await refundFromDashboard(db, {
        merchantId: ctx.merchantId,
        mode: ctx.mode,
        reference: params.reference,
        input: body,
        actor: { type: "dashboard", userId: ctx.userId },
      });
      return { status: 201, message: "Refund created", data: { ...serializeRefund(refund), payment: serializePayment(payment) } };
    },
  }),
});
