import "server-only";
// "Invite member": an owner invites an e-mail address with a role. The answer carries
// the single-use link once (only its hash is stored); the dashboard lets the owner copy it, and
// the route e-mails it when SMTP is configured (lib/team/send-invite-email.ts), after the commit.
// One pending invite per address: a second is RESOURCE_CONFLICT (re-issue the first instead).
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { hashInviteToken, INVITE_LIFETIME_MS, newInviteToken } from "@/lib/team/invite-token";
import type { DashboardRole } from "@/lib/catalog/permissions";
import { lockMerchantTeam } from "@/lib/team/lock-team";

export async function createInvite(
  tx: Prisma.TransactionClient,
  opts: { merchantId: string; actor: AuditActor; email: string; role: DashboardRole; now?: Date },
) {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "team.manage" });
  const now = opts.now ?? new Date();
  const email = opts.email.trim().toLowerCase();
  await lockMerchantTeam(tx, opts.merchantId);
  const member = await tx.membership.findFirst({ where: { merchantId: opts.merchantId, user: { email } }, select: { id: true } });
  if (member) throw new ApiError("RESOURCE_CONFLICT", `${email} is already a member of this team`, [{ field: "email", message: "already a member" }]);
  const pending = await tx.invite.findFirst({
    where: { merchantId: opts.merchantId, email, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
    select: { id: true },
  });
  if (pending) {
    throw new ApiError("RESOURCE_CONFLICT", `${email} already has a pending invite; copy a new link from it or revoke it first`, [
      { field: "email", message: "already invited" },
    ]);
  }
  const token = newInviteToken();
  const invite = await tx.invite.create({
    data: {
      id: newId("inv"),
      merchantId: opts.merchantId,
      email,
      role: opts.role,
      tokenHash: hashInviteToken(token),
      invitedById: opts.actor.type === "dashboard" ? opts.actor.userId : null,
      expiresAt: new Date(now.getTime() + INVITE_LIFETIME_MS),
      createdAt: now,
    },
  });
  await recordAudit(tx, {
    merchantId: opts.merchantId,
    actor: opts.actor,
    action: "team.invite_created",
    targetId: invite.id,
    details: { before: null, after: { email, role: invite.role, expires_at: invite.expiresAt.toISOString() } },
  });
  return { invite, token };
}
