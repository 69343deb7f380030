// POST /v2/disputes/{id}/accept: concede the dispute: it closes lost (a reversal claim: reversed).
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { emptyDisputeActionSchema } from "@/lib/schemas/disputes";
import { acceptDispute } from "@/lib/disputes/respond-to-dispute";
import { serializeDisputeWithDetail } from "@/lib/disputes/get-dispute";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  // The processor is told first (Stripe's close), outside any transaction.
  POST: withApi({
    auth: "secret",
    body: emptyDisputeActionSchema,
    transaction: "service",
    handler: async ({ db, merchantId, mode, otherMode, actor, params }) => {
      const dispute = await acceptDispute(db, { merchantId, mode, otherMode, id: params.id, actor });
      return { message: "Dispute accepted", data: await serializeDisputeWithDetail(db, dispute) };
    },
  }),
});
