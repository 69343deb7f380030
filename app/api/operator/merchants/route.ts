// GET /api/operator/merchants: the merchants directory (search, state, 30-day live volume), a page at a time.
import { z } from "zod";
import { apiRoutes } from "@/lib/http/routes";
import { listMerchants } from "@/lib/operator/merchants/list-merchants";
import { withOperator } from "@/lib/operator/with-operator";

const query = z.object({ q: z.string().max(200).optional(), page: z.coerce.number().int().min(1).max(100000).optional() }).strict();

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: withOperator("read", { query, handler: async ({ db, query }) => ({ message: "Merchants", data: await listMerchants(db, { search: query.q, page: query.page }) }) }),
});
