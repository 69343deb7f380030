// GET /api/dashboard/reconciliation/{id}/export: a run's items as a CSV download (
// lib/reconciliation/export-reconciliation-csv.ts): 200 text/csv, attachment "reconciliation-<run id>.csv".
// Another merchant's run, or the other mode's, is NOT_FOUND (JSON error envelope).
import { dashboardRead, dashboardRoutes } from "@/lib/dashboard/with-dashboard";
import { exportReconciliationCsv } from "@/lib/reconciliation/export-reconciliation-csv";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: dashboardRead(async ({ db, ctx, params }) => {
    const { filename, csv } = await exportReconciliationCsv(db, { merchantId: ctx.merchantId, mode: ctx.mode }, params.id);
    return new Response(csv, { headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "no-store" } });
  }),
});
