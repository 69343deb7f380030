// GET /api/operator/reconciliation/exceptions: open reconciliation exceptions across runs; ?scope=all adds every merchant's own connections' runs to the installation's.
import { z } from "zod";
import { apiRoutes } from "@/lib/http/routes";
import { listReconciliationExceptions } from "@/lib/operator/reconciliation/list-reconciliation-exceptions";
import { withOperator } from "@/lib/operator/with-operator";

const query = z.object({ scope: z.enum(["installation", "all"]).optional() }).strict();

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: withOperator("read", { query, handler: async ({ db, query }) => ({ message: "Reconciliation exceptions", data: await listReconciliationExceptions(db, { scope: query.scope ?? "installation" }) }) }),
});
