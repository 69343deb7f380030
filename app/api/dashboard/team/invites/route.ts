// POST /api/dashboard/team/invites: an owner invites an e-mail address with a role (issue 14).
// The answer holds the single-use link once (valid 7 days); only its hash is stored.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { createInviteBodySchema } from "@/lib/schemas/team";
import { createInvite } from "@/lib/team/create-invite";
import { inviteUrl } from "@/lib/team/invite-token";
import { serializeInvite } from "@/lib/team/serialize-team";
import type { IssuedInvite } from "@/lib/team/types";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "team.manage",
    body: createInviteBodySchema,
    transaction: true,
    handler: async ({ db, ctx, body }) => {
      const { invite, token } = await createInvite(db, { merchantId: ctx.merchantId, actor: ctx.actor, email: body.email, role: body.role });
      const data: IssuedInvite = { invite: serializeInvite(invite), invite_url: inviteUrl(token), emailed: false };
      return { status: 201, message: "Invite created; copy the link now, it will not be shown again", data };
    },
  }),
});
