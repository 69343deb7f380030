// GET /api/operator/audit: the operator audit log, newest first.
import { z } from "zod";
import { apiRoutes } from "@/lib/http/routes";
import { listOperatorAudit } from "@/lib/operator/list-operator-audit";
import { withOperator } from "@/lib/operator/with-operator";

const query = z.object({ page: z.coerce.number().int().min(1).max(100000).optional(), merchant: z.string().max(100).optional() }).strict();

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: withOperator("read", { query, handler: async ({ db, query }) => ({ message: "Operator audit log", data: await listOperatorAudit(db, { page: query.page, merchantId: query.merchant }) }) }),
});
