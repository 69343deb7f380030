// GET /api/dashboard/risk/lists/{id}/imports: the list's last 20 CSV imports. POST: import a CSV, run by the risk_list.import job (risk.manage).
import { dashboardRoutes, dashboardRead, withDashboard } from "@/lib/dashboard/with-dashboard";
import { createRiskListImportSchema } from "@/lib/risk/manage/schemas";
import { createRiskListImport, listRiskListImports } from "@/lib/risk/manage/imports";
import { serializeRiskListImport } from "@/lib/risk/manage/serialize";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: dashboardRead(async ({ db, ctx, params }) => {
    const rows = await listRiskListImports(db, { scope: { merchantId: ctx.merchantId, mode: ctx.mode }, id: params.id, otherMode: ctx.otherMode });
    return { message: "Imports retrieved", data: { items: rows.map(serializeRiskListImport) } };
  }),
  POST: withDashboard({
    action: "risk.manage",
    body: createRiskListImportSchema,
    handler: async ({ db, ctx, params, body }) => {
      const row = await createRiskListImport(db, { scope: { merchantId: ctx.merchantId, mode: ctx.mode }, id: params.id, otherMode: ctx.otherMode, input: body, actor: ctx.actor });
      return { status: 202, message: "Import queued", data: serializeRiskListImport(row) };
    },
  }),
});
