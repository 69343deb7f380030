// POST /v2/disputes/{id}/claim-status: a reversal claim's next step, as the operator told you
// (funds_frozen, reversed: taken, rejected: released).
import { apiCreate, apiRoutes } from "@/lib/api/with-api";
import { reversalClaimStatusSchema } from "@/lib/schemas/disputes";
import { updateReversalClaim } from "@/lib/disputes/reversal-claims";
import { serializeDisputeWithDetail } from "@/lib/disputes/get-dispute";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: apiCreate(reversalClaimStatusSchema, async ({ db, merchantId, mode, otherMode, actor, params, body }) => {
    const dispute = await updateReversalClaim(db, { merchantId, mode, otherMode, id: params.id, status: body.status, actor });
    return { message: "Reversal claim updated", data: await serializeDisputeWithDetail(db, dispute) };
  }),
});
