// POST /api/dashboard/team/invites/{id}/reissue: "Copy new link" on a pending invite:
// a new single-use link valid 7 days from now; the previous link stops working. After the commit
// the new link is e-mailed too when SMTP is configured (`emailed`).
import { dashboardAction, dashboardRoutes } from "@/lib/dashboard/with-dashboard";
import { inTransaction } from "@/lib/db";
import { reissueInvite } from "@/lib/team/manage-invite";
import { inviteUrl } from "@/lib/team/invite-token";
import { sendInviteEmail } from "@/lib/team/send-invite-email";
import { serializeInvite } from "@/lib/team/serialize-team";
import type { IssuedInvite } from "@/lib/team/types";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  // The service's own transaction, so the e-mail is sent after it commits.
  POST: dashboardAction({ action: "team.manage", transaction: "service" }, async ({ db, ctx, params }) => {
    const { invite, token } = await inTransaction(db, (tx) => reissueInvite(tx, { merchantId: ctx.merchantId, actor: ctx.actor, inviteId: params.id }));
    const emailed = await sendInviteEmail(db, { invite, token });
    const data: IssuedInvite = { invite: serializeInvite(invite), invite_url: inviteUrl(token), emailed };
    const message = emailed
      ? `New invite link created and e-mailed to ${invite.email}; the previous link no longer works`
      : "New invite link created; the previous link no longer works";
    return { message, data };
  }),
});
