// GET /api/dashboard/team: the team page: members, pending invites, support refund limits.
import { dashboardRead, dashboardRoutes } from "@/lib/dashboard/with-dashboard";
import { listTeam } from "@/lib/team/list-team";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: dashboardRead(async ({ db, ctx }) => ({ message: "Team retrieved", data: await listTeam(db, { merchantId: ctx.merchantId }) })),
});
