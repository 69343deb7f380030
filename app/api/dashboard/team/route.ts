// GET /api/dashboard/team: the team page: members, pending invites, support refund limits.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { emptyQuerySchema } from "@/lib/schemas/dashboard";
import { listTeam } from "@/lib/team/list-team";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: emptyQuerySchema,
    handler: async ({ db, ctx }) => ({ message: "Team retrieved", data: await listTeam(db, { merchantId: ctx.merchantId }) }),
  }),
});
