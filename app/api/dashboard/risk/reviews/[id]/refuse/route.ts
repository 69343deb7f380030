// POST /api/dashboard/risk/reviews/{id}/refuse: close the review and refund the held payment in full, with a note (payments.manage: owners, admins).
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { closeRiskReviewSchema } from "@/lib/risk/manage/schemas";
import { prepareReviewClose } from "@/lib/risk/manage/reviews";
import { closeRiskReview } from "@/lib/risk-reviews";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "payments.manage",
    body: closeRiskReviewSchema,
    handler: async ({ db, ctx, params, body }) => {
      const closedBy = await prepareReviewClose(db, { merchantId: ctx.merchantId, mode: ctx.mode, otherMode: ctx.otherMode, id: params.id, actor: ctx.actor });
      const { review } = await closeRiskReview(db, { reviewId: params.id, merchantId: ctx.merchantId, decision: "refuse", note: body.note, closedBy, actor: ctx.actor });
      return { message: "Review refused", data: review };
    },
  }),
});
