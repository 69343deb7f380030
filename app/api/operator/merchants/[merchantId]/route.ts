// GET /api/operator/merchants/{merchantId}: one merchant, its state, holds and activation checklist.
import { apiRoutes } from "@/lib/http/routes";
import { getMerchantForOperator } from "@/lib/operator/merchants/get-merchant";
import { withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: withOperator("read", { handler: async ({ db, params }) => ({ message: "Merchant", data: await getMerchantForOperator(db, params.merchantId) }) }),
});
