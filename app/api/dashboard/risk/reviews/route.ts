// GET /api/dashboard/risk/reviews: payments held for review in the dashboard's mode, newest first (status filter, cursor paging), as GET /v2/risk/reviews.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { listRiskReviewsQuerySchema } from "@/lib/risk/manage/schemas";
import { listRiskReviews } from "@/lib/risk-reviews";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: listRiskReviewsQuerySchema,
    handler: async ({ db, ctx, query }) => {
      const page = await listRiskReviews(db, { merchantId: ctx.merchantId, mode: ctx.mode, status: query.status, cursor: query.cursor, limit: query.per_page });
      return { message: "Risk reviews retrieved", data: { items: page.items, pagination: { limit: page.items.length, per_page: query.per_page, has_more: page.has_more, next_cursor: page.next_cursor, prev_cursor: null } } };
    },
  }),
});
