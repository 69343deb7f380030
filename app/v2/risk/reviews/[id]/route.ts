// GET /v2/risk/reviews/{id}: one review of a held payment.
import { apiRead, apiRoutes } from "@/lib/api/with-api";
import { findMerchantReviewOrThrow } from "@/lib/risk/manage/reviews";
import { serializeRiskReview } from "@/lib/risk-reviews";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiRead(async ({ db, merchantId, mode, otherMode, params }) => ({
    message: "Risk review retrieved",
    data: serializeRiskReview(await findMerchantReviewOrThrow(db, { merchantId, mode, otherMode, id: params.id })),
  })),
});
