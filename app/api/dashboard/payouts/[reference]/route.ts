// GET /api/dashboard/payouts/{reference}: one payout with its status timeline (its events,
// oldest first), in the dashboard's mode; another merchant's or the other mode's payout is
// NOT_FOUND (ctx.otherMode). Every member may read it.
import { dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { getPayoutDetail } from "@/lib/payouts/get-payout-detail";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    handler: async ({ db, ctx, params }) => ({
      message: "Payout retrieved",
      data: await getPayoutDetail(db, { ...scopeOf(ctx), reference: params.reference, viewerUserId: ctx.userId }),
    }),
  }),
});
