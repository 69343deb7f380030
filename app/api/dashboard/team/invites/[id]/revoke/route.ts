// POST /api/dashboard/team/invites/{id}/revoke: the invite's link stops working.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { emptyBodySchema } from "@/lib/schemas/dashboard";
import { revokeInvite } from "@/lib/team/manage-invite";
import { serializeInvite } from "@/lib/team/serialize-team";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "team.manage",
    body: emptyBodySchema,
    handler: async ({ db, ctx, params }) => {
      const invite = await revokeInvite(db, { merchantId: ctx.merchantId, actor: ctx.actor, inviteId: params.id });
      return { message: "Invite revoked", data: serializeInvite(invite) };
    },
  }),
});
