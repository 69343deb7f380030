// POST /v2/disputes/{id}/submit: submit the staged evidence, once; it is frozen from then on.
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { emptyDisputeActionSchema } from "@/lib/schemas/disputes";
import { submitDisputeEvidence } from "@/lib/disputes/respond-to-dispute";
import { serializeDisputeWithDetail } from "@/lib/disputes/get-dispute";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  // The service claims the submission, calls the processor, then records its answer: its own transactions.
  POST: withApi({
    auth: "secret",
    body: emptyDisputeActionSchema,
    transaction: "service",
    handler: async ({ db, merchantId, mode, otherMode, actor, params }) => {
      const dispute = await submitDisputeEvidence(db, { merchantId, mode, otherMode, id: params.id, actor });
      return { message: "Evidence submitted", data: await serializeDisputeWithDetail(db, dispute) };
    },
  }),
});
