// GET /v2/risk/reviews: payments held for review by a risk rule, in the key's mode, newest first.
import { apiList, apiRoutes } from "@/lib/api/with-api";
import { listRiskReviewsQuerySchema } from "@/lib/risk/manage/schemas";
import { listRiskReviews } from "@/lib/risk-reviews";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiList(listRiskReviewsQuerySchema, async ({ db, merchantId, mode, query }) => {
    const page = await listRiskReviews(db, { merchantId, mode, status: query.status, cursor: query.cursor, limit: query.per_page });
    return {
      message: "Risk reviews retrieved",
      data: { items: page.items, pagination: { limit: page.items.length, per_page: query.per_page, has_more: page.has_more, next_cursor: page.next_cursor, prev_cursor: null } },
    };
  }),
});
