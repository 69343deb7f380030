// GET /v2/payouts/bulk/{batch_reference} (extension): a batch with a count per status,
// its totals and its payouts. The static `bulk` segment wins over app/v2/payouts/[reference].
import { apiRead, apiRoutes } from "@/lib/api/with-api";
import { findPayoutBatch, serializePayoutBatch } from "@/lib/payouts/find-payout-batch";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiRead(async ({ db, merchantId, mode, otherMode, params }) => {
    const { batch, payouts } = await findPayoutBatch(db, { merchantId, mode, otherMode, reference: params.batch_reference });
    return { message: "Payout batch retrieved", data: serializePayoutBatch(batch, payouts) };
  }),
});
