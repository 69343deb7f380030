// GET /v2/disputes/{id}: one dispute, with its evidence files (never their bytes) and balance movements.
import { apiRead, apiRoutes } from "@/lib/api/with-api";
import { getDisputeOrThrow, serializeDisputeWithDetail } from "@/lib/disputes/get-dispute";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiRead(async ({ db, merchantId, mode, otherMode, params }) => ({
    message: "Dispute retrieved",
    data: await serializeDisputeWithDetail(db, await getDisputeOrThrow(db, { merchantId, mode, otherMode, id: params.id })),
  })),
});
