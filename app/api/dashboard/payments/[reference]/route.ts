// GET /api/dashboard/payments/{reference}: one payment with attempts, split shares, refunds and
// events, in the dashboard's mode (another merchant's or mode's payment is NOT_FOUND).
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { getPaymentDetail } from "@/lib/payments/get-payment-detail";
import { serializePaymentDetail } from "@/lib/payments/serialize-payment-detail";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    handler: async ({ db, ctx, params }) => {
      const detail = await getPaymentDetail(db, { merchantId: ctx.merchantId, mode: ctx.mode, reference: params.reference });
      return { message: "Payment retrieved", data: serializePaymentDetail(detail) };
    },
  }),
});
