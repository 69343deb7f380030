// POST /api/dashboard/team/invites/{id}/reissue: "Copy link" on a pending invite (issue 14): a
// new single-use link valid 7 days from now; the previous link stops working.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { emptyBodySchema } from "@/lib/schemas/dashboard";
import { reissueInvite } from "@/lib/team/manage-invite";
import { inviteUrl } from "@/lib/team/invite-token";
import { serializeInvite } from "@/lib/team/serialize-team";
import type { IssuedInvite } from "@/lib/team/types";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "team.manage",
    body: emptyBodySchema,
    transaction: true,
    handler: async ({ db, ctx, params }) => {
      const { invite, token } = await reissueInvite(db, { merchantId: ctx.merchantId, actor: ctx.actor, inviteId: params.id });
      const data: IssuedInvite = { invite: serializeInvite(invite), invite_url: inviteUrl(token), emailed: false };
      return { message: "New invite link created; the previous link no longer works", data };
    },
  }),
});
