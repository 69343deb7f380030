// GET /v2/payouts/{reference}/verify: a payout's current state, by gateway or merchant reference.
import { apiRead, apiRoutes } from "@/lib/api/with-api";
import { findPayout } from "@/lib/payouts/find-payout";
import { serializePayout } from "@/lib/payouts/serialize-payout";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiRead(async ({ db, merchantId, mode, otherMode, params }) => {
    const payout = await findPayout(db, { merchantId, mode, otherMode, reference: params.reference });
    return { message: "Payout retrieved", data: serializePayout(payout) };
  }),
});
