// GET /v2/operator/merchants/{merchantId}: one merchant, its state, activation and hold (operator API key).
import { apiRoutes } from "@/lib/http/routes";
import { withOperatorApi } from "@/lib/operator/with-operator-api";
import { getOperatorMerchant } from "@/lib/operator/api/operator-merchants";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: withOperatorApi({
    handler: async ({ db, params }) => ({ message: "Merchant retrieved", data: await getOperatorMerchant(db, params.merchantId) }),
  }),
});
