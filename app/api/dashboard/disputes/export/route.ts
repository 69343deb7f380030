// GET /api/dashboard/disputes/export: the Disputes page's current filter as a CSV download.
// Bad filters: 400 in the JSON error envelope before any CSV.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { dashboardDisputesExportQuerySchema } from "@/lib/schemas/disputes";
import { exportDisputesCsv } from "@/lib/disputes/export-disputes-csv";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: dashboardDisputesExportQuerySchema,
    handler: async ({ db, ctx, query }) => {
      const csv = await exportDisputesCsv(db, { merchantId: ctx.merchantId, mode: ctx.mode, filters: query });
      return new Response(csv, {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="disputes-${ctx.mode}-${new Date().toISOString().slice(0, 10)}.csv"`,
          "Cache-Control": "no-store",
        },
      });
    },
  }),
});
