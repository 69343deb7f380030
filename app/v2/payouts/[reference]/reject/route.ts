// POST /v2/payouts/{reference}/reject (extension): reject a payout waiting in auth_needed; it fails and its money returns.
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { rejectPayoutSchema } from "@/lib/schemas/payouts";
import { decidePayoutApproval } from "@/lib/payouts/decide-payout-approval";
import { serializePayout } from "@/lib/payouts/serialize-payout";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: rejectPayoutSchema,
    // The service runs its own steps: the processor is told between two transactions.
    transaction: "service",
    handler: async ({ db, merchantId, mode, otherMode, actor, params, body }) => {
      const payout = await decidePayoutApproval(db, { merchantId, mode, otherMode, reference: params.reference, approve: false, reason: body.reason, actor });
      return { message: "Payout rejected", data: serializePayout(payout) };
    },
  }),
});
