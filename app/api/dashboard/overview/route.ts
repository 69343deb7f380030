// GET /api/dashboard/overview: the overview's charts: volume and success rate
// per day over a period (?period=7|30|90, default 30, or ?from=&to= days), per currency, with the
// previous period of the same length, in the dashboard's mode and the merchant's time zone
// (lib/dashboard/overview-stats.ts); and, as `billing`, MRR per currency and the last 30 days'
// churn (lib/billing/billing-metrics.ts), which do not depend on the period asked for.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { getOverviewStats } from "@/lib/dashboard/overview-stats";
import { getBillingMetrics } from "@/lib/billing/billing-metrics";
import { getMerchantTimeZone } from "@/lib/merchants/get-merchant-time-zone";
import { overviewQuerySchema } from "@/lib/schemas/dashboard";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: overviewQuerySchema,
    handler: async ({ db, ctx, query }) => {
      const stats = await getOverviewStats(db, {
        merchantId: ctx.merchantId,
        mode: ctx.mode,
        days: query.period,
        from: query.from,
        to: query.to,
        timeZone: await getMerchantTimeZone(db, ctx.merchantId),
      });
      return { message: "Overview retrieved", data: { ...stats, billing: await getBillingMetrics(db, { merchantId: ctx.merchantId, mode: ctx.mode }) } };
    },
  }),
});
