// GET /v2/refunds/{reference} (extension): one refund.
import { apiRead, apiRoutes } from "@/lib/api/with-api";
import { getRefundOrThrow } from "@/lib/refunds/get-refund";
import { serializeRefund } from "@/lib/payments/serialize-refund";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiRead(async ({ db, merchantId, mode, otherMode, params }) => ({
    message: "Refund retrieved",
    data: serializeRefund(await getRefundOrThrow(db, { merchantId, mode, otherMode, reference: params.reference })),
  })),
});
