// GET /api/dashboard/reconciliation: the reconciliation runs of the merchant's own processor connections
// in the dashboard's mode, newest first (issue 28; the installation's connections are the operator's,
// lib/reconciliation/list-reconciliation-runs.ts). Optional ?connection_id=pcn_… narrows to one.
import { z } from "zod";
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { listReconciliationRuns } from "@/lib/reconciliation/list-reconciliation-runs";

const querySchema = z.object({ connection_id: z.string().regex(/^pcn_[0-9A-Za-z]+$/, "a connection id, pcn_…").optional() }).strict();

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: querySchema,
    handler: async ({ db, ctx, query }) => ({
      message: "Reconciliation runs retrieved",
      data: { mode: ctx.mode, runs: await listReconciliationRuns(db, { merchantId: ctx.merchantId, mode: ctx.mode, connectionId: query.connection_id }) },
    }),
  }),
});
