// GET /api/dashboard/overview: the overview's charts (issue 12): volume and success rate per UTC
// day for the last 30 days, per currency, in the dashboard's mode (lib/dashboard/overview-stats.ts).
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { getOverviewStats } from "@/lib/dashboard/overview-stats";
import { emptyQuerySchema } from "@/lib/schemas/dashboard";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: emptyQuerySchema,
    handler: async ({ db, ctx }) => ({
      message: "Overview retrieved",
      data: await getOverviewStats(db, { merchantId: ctx.merchantId, mode: ctx.mode }),
    }),
  }),
});
