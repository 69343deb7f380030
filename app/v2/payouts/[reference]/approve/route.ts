// POST /v2/payouts/{reference}/approve (extension): approve a payout waiting in auth_needed; it goes on to the processor.
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { approvePayoutSchema } from "@/lib/schemas/payouts";
import { decidePayoutApproval } from "@/lib/payouts/decide-payout-approval";
import { serializePayout } from "@/lib/payouts/serialize-payout";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: approvePayoutSchema,
    // The service runs its own steps: the processor is told between two transactions.
    transaction: "service",
    handler: async ({ db, merchantId, mode, otherMode, actor, params }) => {
      const payout = await decidePayoutApproval(db, { merchantId, mode, otherMode, reference: params.reference, approve: true, actor });
      return { message: "Payout approved", data: serializePayout(payout) };
    },
  }),
});
