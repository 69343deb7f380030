// POST /v2/subaccounts/{reference}/settle (extension): settle the subaccount now, one
// payout of its balance minus the payout fee to its bank account; the payout's creation answer.
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { serializePayoutCreated } from "@/lib/payouts/serialize-payout";
import { settleSubaccount } from "@/lib/payouts/settle-subaccount";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    idempotent: true,
    handler: async ({ db, merchantId, mode, actor, otherMode, params }) => {
      const { payout } = await settleSubaccount(db, { merchantId, mode, otherMode, reference: params.reference, actor });
      const { data, topLevel } = serializePayoutCreated(payout);
      return { status: 201, message: "Settlement payout created", data: { ...data, subaccount_reference: payout.subaccountId }, topLevel };
    },
  }),
});
