// GET /v2/account (extension): the merchant and mode the secret key belongs to.
// Also the trivial authenticated endpoint that `npm run bench` measures.
import { apiRead, apiRoutes } from "@/lib/api/with-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiRead(async ({ auth }) => ({
    message: "Account retrieved",
    data: { merchant_id: auth.merchantId, business_name: auth.merchantName, mode: auth.mode },
  })),
});
