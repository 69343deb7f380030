// GET /api/operator/reconciliation/runs/{runId}: one installation run with every item, open exceptions first; a merchant's own run is NOT_FOUND.
import { apiRoutes } from "@/lib/http/routes";
import { getInstallationRun } from "@/lib/operator/reconciliation/get-installation-run";
import { withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: withOperator("read", { handler: async ({ db, params }) => ({ message: "Reconciliation run", data: await getInstallationRun(db, params.runId) }) }),
});
