// GET /api/dashboard/payments?limit=: the most recent payments in the dashboard's mode, newest
// first (at most 50). The full filterable list comes with the payment-list work.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { parseOrThrow } from "@/lib/http/validation";
import { listRecentPayments } from "@/lib/payments/list-recent-payments";
import { serializePayment } from "@/lib/payments/serialize-payment";
import { recentPaymentsQuerySchema } from "@/lib/schemas/dashboard";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    handler: async ({ db, ctx, req }) => {
      const query = parseOrThrow(recentPaymentsQuerySchema, Object.fromEntries(new URL(req.url).searchParams), "query");
      const payments = await listRecentPayments(db, { merchantId: ctx.merchantId, mode: ctx.mode, limit: query.limit });
      return { message: "Payments retrieved", data: { items: payments.map((p) => serializePayment(p)) } };
    },
  }),
});
