import "server-only";
// A new or re-issued invite link is e-mailed when SMTP is configured. Called after
// the invite's transaction commits, never inside it: a slow or failing SMTP server neither
// holds the team lock nor undoes the invite. A failure is logged (without the link or its
// token) and the owner copies the link instead; the answer says which happened.
import type { Db } from "@/lib/db";
import type { Invite } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/logger";
import { mailConfigured, sendMail } from "@/lib/mail/send-mail";
import { inviteEmail } from "@/lib/team/invite-email";
import { INVITE_TOKEN_PREFIX, inviteUrl } from "@/lib/team/invite-token";

/** True when the SMTP server accepted the message; false when SMTP is unset or the send failed. */
export async function sendInviteEmail(database: Db, opts: { invite: Invite; token: string }): Promise<boolean> {
  if (!mailConfigured()) return false;
  const { invite, token } = opts;
  try {
    const [merchant, inviter] = await Promise.all([
      database.merchant.findUniqueOrThrow({ where: { id: invite.merchantId }, select: { name: true, timeZone: true } }),
      invite.invitedById ? database.user.findUnique({ where: { id: invite.invitedById }, select: { name: true, email: true } }) : null,
    ]);
    const message = inviteEmail({ to: invite.email, merchantName: merchant.name, role: invite.role, invitedBy: inviter, url: inviteUrl(token), expiresAt: invite.expiresAt, timeZone: merchant.timeZone });
    return await sendMail(message);
  } catch (error) {
    const err = error as { code?: unknown; responseCode?: unknown; message?: unknown };
    logger().warn(
      {
        merchantId: invite.merchantId,
        inviteId: invite.id,
        code: typeof err.code === "string" ? err.code : undefined,
        responseCode: typeof err.responseCode === "number" ? err.responseCode : undefined,
        // A server's refusal may quote the message; the token never reaches the log.
        error: redactToken(String(err.message ?? error), token),
      },
      "invite e-mail not sent; the owner can copy the link",
    );
    return false;
  }
}

function redactToken(text: string, token: string): string {
  return text.split(token).join("[redacted]").replace(new RegExp(`${INVITE_TOKEN_PREFIX}[0-9A-Za-z]+`, "g"), "[redacted]");
}
