// POST /api/dashboard/reconciliation {"connection_id", "from", "to", "report"?: {"file_name", "content"}}:
// reconcile one of the merchant's own connections now, by its API or the uploaded report file.
// Owners and admins; audited; 201 with the run and its items. A bad period or file: 400, nothing written.
// GET /api/dashboard/reconciliation: the reconciliation runs of the merchant's own processor connections
// in the dashboard's mode, newest first (the installation's connections are the operator's,
// lib/reconciliation/list-reconciliation-runs.ts). Optional ?connection_id=pcn_… narrows to one.
import { z } from "zod";
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { listReconciliationRuns } from "@/lib/reconciliation/list-reconciliation-runs";
import { startReconciliationRun, startRunBodySchema } from "@/lib/reconciliation/start-reconciliation-run";

const querySchema = z.object({ connection_id: z.string().regex(/^pcn_[0-9A-Za-z]+$/, "a connection id, pcn_…").optional() }).strict();

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: querySchema,
    handler: async ({ db, ctx, query }) => ({
      message: "Reconciliation runs retrieved",
      data: { mode: ctx.mode, runs: await listReconciliationRuns(db, { merchantId: ctx.merchantId, mode: ctx.mode, connectionId: query.connection_id }) },
    }),
  }),
  POST: withDashboard({
    action: "reconciliation.run",
    body: startRunBodySchema,
    // The processor is asked outside any transaction; the run is written in its own.
    transaction: "service",
    handler: async ({ db, ctx, body }) => ({
      status: 201,
      message: "Reconciliation run",
      data: await startReconciliationRun(db, { merchantId: ctx.merchantId, mode: ctx.mode, actor: ctx.actor, input: body }),
    }),
  }),
});
