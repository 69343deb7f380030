// GET /api/dashboard/overview: the overview's charts: volume and success rate
// per day over a period (?period=7|30|90, default 30, or ?from=&to= days), per currency, with the
// previous period of the same length, in the dashboard's mode and the merchant's time zone
// (lib/dashboard/overview-stats.ts).
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { getOverviewStats } from "@/lib/dashboard/overview-stats";
import { getMerchantTimeZone } from "@/lib/merchants/get-merchant-time-zone";
import { overviewQuerySchema } from "@/lib/schemas/dashboard";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: overviewQuerySchema,
    handler: async ({ db, ctx, query }) => ({
      message: "Overview retrieved",
      data: await getOverviewStats(db, {
        merchantId: ctx.merchantId,
        mode: ctx.mode,
        days: query.period,
        from: query.from,
        to: query.to,
        timeZone: await getMerchantTimeZone(db, ctx.merchantId),
      }),
    }),
  }),
});
