import "server-only";
// An owner's changes to members: change a role, remove a member, hand ownership
// over. Every change is audited with before and after. The team always keeps an owner: the last
// owner can be neither demoted nor removed (lock-team.ts), whoever asks.
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { assertAnotherOwner, lockMerchantTeam } from "@/lib/team/lock-team";
import type { DashboardRole } from "@/lib/catalog/permissions";

type Opts = { merchantId: string; actor: AuditActor; memberId: string };

async function findMember(tx: Prisma.TransactionClient, merchantId: string, memberId: string) {
  const member = await tx.membership.findFirst({ where: { id: memberId, merchantId }, include: { user: { select: { email: true } } } });
  if (!member) throw new ApiError("NOT_FOUND", "member not found");
  return member;
}

export async function changeMemberRole(tx: Prisma.TransactionClient, opts: Opts & { role: DashboardRole }) {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "team.manage" });
  // Making someone an owner hands them ownership: the transfer action's roles must allow it too.
  if (opts.role === "owner") await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "team.transfer_ownership" });
  await lockMerchantTeam(tx, opts.merchantId);
  const member = await findMember(tx, opts.merchantId, opts.memberId);
  if (member.role === opts.role) return { member, changed: false };
  if (member.role === "owner") await assertAnotherOwner(tx, opts.merchantId, member.id);
  const updated = await tx.membership.update({ where: { id: member.id }, data: { role: opts.role }, include: { user: { select: { email: true } } } });
  await recordAudit(tx, {
    merchantId: opts.merchantId,
    actor: opts.actor,
    action: "team.role_changed",
    targetId: member.id,
    details: { email: member.user.email, before: { role: member.role }, after: { role: updated.role } },
  });
  return { member: updated, changed: true };
}

export async function removeMember(tx: Prisma.TransactionClient, opts: Opts) {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "team.manage" });
  await lockMerchantTeam(tx, opts.merchantId);
  const member = await findMember(tx, opts.merchantId, opts.memberId);
  if (member.role === "owner") await assertAnotherOwner(tx, opts.merchantId, member.id);
  await tx.membership.delete({ where: { id: member.id } });
  await recordAudit(tx, {
    merchantId: opts.merchantId,
    actor: opts.actor,
    action: "team.member_removed",
    targetId: member.id,
    details: { email: member.user.email, before: { role: member.role, user_id: member.userId }, after: null },
  });
  return member;
}

/** The signed-in owner makes another member the owner and becomes an admin. */
export async function transferOwnership(tx: Prisma.TransactionClient, opts: Opts) {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "team.transfer_ownership" });
  if (opts.actor.type !== "dashboard") throw new ApiError("INVALID_STATE", "Ownership is transferred by a signed-in owner");
  await lockMerchantTeam(tx, opts.merchantId);
  const target = await findMember(tx, opts.merchantId, opts.memberId);
  const self = await tx.membership.findUniqueOrThrow({ where: { userId_merchantId: { userId: opts.actor.userId, merchantId: opts.merchantId } } });
  if (target.id === self.id) throw new ApiError("INVALID_VALUE", "Choose another member to make owner", [{ field: "member_id", message: "is you" }]);
  await tx.membership.update({ where: { id: target.id }, data: { role: "owner" } });
  await tx.membership.update({ where: { id: self.id }, data: { role: "admin" } });
  await recordAudit(tx, {
    merchantId: opts.merchantId,
    actor: opts.actor,
    action: "team.ownership_transferred",
    targetId: target.id,
    details: {
      email: target.user.email,
      before: { [target.id]: target.role, [self.id]: self.role },
      after: { [target.id]: "owner", [self.id]: "admin" },
    },
  });
  return { ownerId: target.id, previousOwnerId: self.id };
}
