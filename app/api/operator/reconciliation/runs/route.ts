// GET /api/operator/reconciliation/runs: the installation connections' reconciliation runs, newest first; ?connection_id=pcn_… narrows to one.
import { z } from "zod";
import { apiRoutes } from "@/lib/http/routes";
import { listInstallationRuns } from "@/lib/operator/reconciliation/list-installation-runs";
import { withOperator } from "@/lib/operator/with-operator";

const query = z.object({ connection_id: z.string().regex(/^pcn_[0-9A-Za-z]+$/, "a connection id, pcn_…").optional() }).strict();

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: withOperator("read", { query, handler: async ({ db, query }) => ({ message: "Reconciliation runs", data: await listInstallationRuns(db, { connectionId: query.connection_id }) }) }),
});
