// POST /api/dashboard/payments/{reference}/refunds: refund all or part of a payment from its
// dashboard page. Owners, admins and support up to its limit (lib/catalog/permissions.ts); the same service as the API (audited in the
// same transaction). The other mode's payment is NOT_FOUND here (ctx.otherMode).
import { dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { serializePayment } from "@/lib/payments/serialize-payment";
import { createRefund } from "@/lib/refunds/create-refund";
import { serializeRefund } from "@/lib/payments/serialize-refund";
import { createRefundSchema } from "@/lib/schemas/refunds";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "refunds.create",
    body: createRefundSchema,
    handler: async ({ db, ctx, params, body }) => {
      const { refund, payment } = await createRefund(db, { ...scopeOf(ctx), reference: params.reference, input: body, actor: ctx.actor });
      return { status: 201, message: "Refund created", data: { ...serializeRefund(refund), payment: serializePayment(payment) } };
    },
  }),
});
