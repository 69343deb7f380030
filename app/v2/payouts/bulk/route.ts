// POST /v2/payouts/bulk (extension): up to 100 payouts under one batch_reference, all
// or nothing. Every bad item is reported (error.details: {index, field, code, message}).
import { apiCreate, apiRoutes } from "@/lib/api/with-api";
import { bulkPayoutRequestSchema } from "@/lib/schemas/bulk-payouts";
import { createBulkPayouts } from "@/lib/payouts/create-bulk-payouts";
import { serializePayoutBatchCreated } from "@/lib/payouts/find-payout-batch";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: apiCreate(bulkPayoutRequestSchema, async ({ db, merchantId, mode, actor, body }) => {
    const { batch, payouts } = await createBulkPayouts(db, { merchantId, mode, input: body, actor, origin: "api" });
    return { status: 201, message: "Payout batch created", ...serializePayoutBatchCreated(batch, payouts) };
  }),
});
