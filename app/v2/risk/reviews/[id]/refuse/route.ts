// POST /v2/risk/reviews/{id}/refuse: close the review and refund the held payment in full, with a note.
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { closeRiskReviewSchema } from "@/lib/risk/manage/schemas";
import { prepareReviewClose } from "@/lib/risk/manage/reviews";
import { closeRiskReview } from "@/lib/risk-reviews";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: closeRiskReviewSchema,
    idempotent: true,
    handler: async ({ db, merchantId, mode, otherMode, actor, params, body }) => {
      const closedBy = await prepareReviewClose(db, { merchantId, mode, otherMode, id: params.id, actor });
      const { review } = await closeRiskReview(db, { reviewId: params.id, merchantId, decision: "refuse", note: body.note, closedBy, actor });
      return { message: "Review refused", data: review };
    },
  }),
});
