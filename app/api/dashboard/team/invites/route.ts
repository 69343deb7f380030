// POST /api/dashboard/team/invites: an owner invites an e-mail address with a role.
// The answer holds the single-use link once (valid 7 days); only its hash is stored. The invite
// commits first; then, with SMTP configured, the link is e-mailed (`emailed` says whether it was).
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { inTransaction } from "@/lib/db";
import { createInviteBodySchema } from "@/lib/schemas/team";
import { createInvite } from "@/lib/team/create-invite";
import { inviteUrl } from "@/lib/team/invite-token";
import { sendInviteEmail } from "@/lib/team/send-invite-email";
import { serializeInvite } from "@/lib/team/serialize-team";
import type { IssuedInvite } from "@/lib/team/types";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "team.manage",
    body: createInviteBodySchema,
    // The service's own transaction, so the e-mail is sent after it commits.
    transaction: "service",
    handler: async ({ db, ctx, body }) => {
      const { invite, token } = await inTransaction(db, (tx) =>
        createInvite(tx, { merchantId: ctx.merchantId, actor: ctx.actor, email: body.email, role: body.role }),
      );
      const emailed = await sendInviteEmail(db, { invite, token });
      const data: IssuedInvite = { invite: serializeInvite(invite), invite_url: inviteUrl(token), emailed };
      const message = emailed
        ? `Invite created and e-mailed to ${invite.email}; the link is also here to copy, it will not be shown again`
        : "Invite created; copy the link now, it will not be shown again";
      return { status: 201, message, data };
    },
  }),
});
