// POST /api/dashboard/team/invites/{id}/revoke: the invite's link stops working.
import { dashboardAction, dashboardRoutes } from "@/lib/dashboard/with-dashboard";
import { revokeInvite } from "@/lib/team/manage-invite";
import { serializeInvite } from "@/lib/team/serialize-team";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "team.manage" }, async ({ db, ctx, params }) => {
    const invite = await revokeInvite(db, { merchantId: ctx.merchantId, actor: ctx.actor, inviteId: params.id });
    return { message: "Invite revoked", data: serializeInvite(invite) };
  }),
});
