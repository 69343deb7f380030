// GET /v2/disputes: the merchant's disputes (card chargebacks and mobile-money reversal claims), newest first.
// POST /v2/disputes: record a mobile-money reversal claim (MTN MoMo, Airtel Money, WaafiPay) with the operator's reference.
import { apiCreate, apiList, apiRoutes } from "@/lib/api/with-api";
import { createReversalClaimSchema, listDisputesQuerySchema } from "@/lib/schemas/disputes";
import { listDisputes } from "@/lib/disputes/list-disputes";
import { recordReversalClaim } from "@/lib/disputes/reversal-claims";
import { serializeDispute } from "@/lib/disputes/serialize-dispute";
import { serializeDisputeWithDetail } from "@/lib/disputes/get-dispute";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiList(listDisputesQuerySchema, async ({ db, merchantId, mode, query }) => {
    const { rows, pagination } = await listDisputes(db, { merchantId, mode, query });
    return { message: "Disputes retrieved", data: { items: rows.map((d) => serializeDispute(d)), pagination } };
  }),
  POST: apiCreate(createReversalClaimSchema, async ({ db, merchantId, mode, otherMode, actor, body }) => {
    const { payment_reference, ...input } = body;
    const dispute = await recordReversalClaim(db, { merchantId, mode, otherMode, reference: payment_reference, input, actor });
    return { status: 201, message: "Reversal claim recorded", data: await serializeDisputeWithDetail(db, dispute) };
  }),
});
