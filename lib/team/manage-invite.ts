import "server-only";
// An owner's actions on a pending invite: re-issue its link (a new token, valid 7
// days from now; the old link stops working) and revoke it. Another merchant's invite, or one
// already accepted, revoked or expired, cannot be acted on.
import type { Prisma, Invite } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { hashInviteToken, INVITE_LIFETIME_MS, newInviteToken } from "@/lib/team/invite-token";
import { inviteStatus } from "@/lib/team/serialize-team";

type Opts = { merchantId: string; actor: AuditActor; inviteId: string; now?: Date };

async function pendingInvite(tx: Prisma.TransactionClient, opts: Opts, now: Date): Promise<Invite> {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "team.manage" });
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Invite" WHERE id = ${opts.inviteId} AND "merchantId" = ${opts.merchantId} FOR UPDATE`;
  if (rows.length === 0) throw new ApiError("NOT_FOUND", "invite not found");
  const invite = await tx.invite.findUniqueOrThrow({ where: { id: opts.inviteId } });
  const status = inviteStatus(invite, now);
  if (status !== "pending") throw new ApiError("INVALID_STATE", `This invite is ${status}; send a new one instead`);
  return invite;
}

export async function reissueInvite(tx: Prisma.TransactionClient, opts: Opts) {
  const now = opts.now ?? new Date();
  const before = await pendingInvite(tx, opts, now);
  const token = newInviteToken();
  const invite = await tx.invite.update({
    where: { id: before.id },
    data: { tokenHash: hashInviteToken(token), expiresAt: new Date(now.getTime() + INVITE_LIFETIME_MS) },
  });
  await recordAudit(tx, {
    merchantId: opts.merchantId,
    actor: opts.actor,
    action: "team.invite_reissued",
    targetId: invite.id,
    details: { email: invite.email, before: { expires_at: before.expiresAt.toISOString() }, after: { expires_at: invite.expiresAt.toISOString() } },
  });
  return { invite, token };
}

export async function revokeInvite(tx: Prisma.TransactionClient, opts: Opts) {
  const now = opts.now ?? new Date();
  const before = await pendingInvite(tx, opts, now);
  const invite = await tx.invite.update({ where: { id: before.id }, data: { revokedAt: now } });
  await recordAudit(tx, {
    merchantId: opts.merchantId,
    actor: opts.actor,
    action: "team.invite_revoked",
    targetId: invite.id,
    details: { email: invite.email, before: { status: "pending", role: invite.role }, after: { status: "revoked" } },
  });
  return invite;
}
