// GET /api/dashboard/audit/export: the audit page's current filter (actor, action, from,
// to) as a CSV download, streamed as it is read. Bad filters: 400 INVALID_VALUE before any CSV.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { exportAuditLogCsv } from "@/lib/audit/list-audit-log";
import { dashboardAuditExportQuerySchema } from "@/lib/schemas/dashboard-audit";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    action: "audit.read",
    query: dashboardAuditExportQuerySchema,
    handler: async ({ db, ctx, query }) => {
      const csv = exportAuditLogCsv(db, { merchantId: ctx.merchantId, filters: query });
      return new Response(csv, {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`,
          "Cache-Control": "no-store",
        },
      });
    },
  }),
});
