// GET /api/operator/risk: the installation-wide risk rules and value lists (merchantId null), read-only.
import { apiRoutes } from "@/lib/http/routes";
import { listInstallationRisk } from "@/lib/operator/risk/list-installation-risk";
import { withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: withOperator("read", { handler: async ({ db }) => ({ message: "Installation risk rules", data: await listInstallationRisk(db) }) }),
});
