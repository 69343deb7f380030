// POST /v2/disputes/{id}/evidence: stage text evidence (Stripe's submit=false); staged again until submitted.
import { apiCreate, apiRoutes } from "@/lib/api/with-api";
import { stageDisputeEvidenceSchema } from "@/lib/schemas/disputes";
import { stageDisputeEvidence } from "@/lib/disputes/dispute-evidence";
import { serializeDisputeWithDetail } from "@/lib/disputes/get-dispute";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: apiCreate(stageDisputeEvidenceSchema, async ({ db, merchantId, mode, otherMode, actor, params, body }) => {
    const dispute = await stageDisputeEvidence(db, { merchantId, mode, otherMode, id: params.id, input: body, actor });
    return { message: "Evidence staged", data: await serializeDisputeWithDetail(db, dispute) };
  }),
});
