import "server-only";
// Accepting an invite, from the link's page, signed out. The link is single use and
// valid 7 days; the account is always the invited address (the request names no e-mail):
//   - no account with that address: one is created with the given password (and name);
//   - an account with no team (removed from its last one): it joins, proving its password;
//   - an account already in a team: refused. Sign-in opens a user's first team and there is no
//     team switcher yet, so one account belongs to one team (docs/security.md, "Team and roles").
// The password is hashed or checked before the transaction (bcrypt is slow); the invite's row
// lock makes the single use hold when the link is opened twice at once.
import type { DbClient } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { isUniqueViolation } from "@/lib/db/errors";
import { newId } from "@/lib/ids";
import { hashPassword, verifyPassword } from "@/lib/crypto/passwords";
import { recordAudit } from "@/lib/audit/record-audit";
import { hashInviteToken } from "@/lib/team/invite-token";
import { inviteStatus } from "@/lib/team/serialize-team";
import type { Invite } from "@/lib/generated/prisma/client";

const STATUS_MESSAGES = {
  accepted: "This invite has already been used; sign in instead",
  revoked: "This invite was revoked; ask an owner of the team for a new one",
  expired: "This invite has expired (links are valid for 7 days); ask an owner of the team for a new one",
} as const;

function assertUsable(invite: Invite | null, now: Date): asserts invite is Invite {
  if (!invite) throw new ApiError("NOT_FOUND", "This invite link is not valid; check that you copied all of it");
  const status = inviteStatus(invite, now);
  if (status !== "pending") throw new ApiError("INVALID_STATE", STATUS_MESSAGES[status]);
}

/** The invite a link names, for its page (merchant name, e-mail, role, and whether it can be used). */
export async function findInviteByToken(db: DbClient, token: string, now = new Date()) {
  const invite = await db.invite.findUnique({ where: { tokenHash: hashInviteToken(token) }, include: { merchant: { select: { name: true } } } });
  if (!invite) return null;
  const existing = await db.user.findUnique({ where: { email: invite.email }, select: { id: true } });
  return { invite, status: inviteStatus(invite, now), merchantName: invite.merchant.name, accountExists: Boolean(existing) };
}

export async function acceptInvite(db: DbClient, opts: { token: string; password: string; name?: string; now?: Date }) {
  const now = opts.now ?? new Date();
  const tokenHash = hashInviteToken(opts.token);
  const found = await db.invite.findUnique({ where: { tokenHash } });
  assertUsable(found, now);

  const existing = await db.user.findUnique({ where: { email: found.email }, select: { id: true, passwordHash: true } });
  let passwordHash: string | null = null;
  if (existing) {
    if (!(await verifyPassword(opts.password, existing.passwordHash))) {
      throw new ApiError("UNAUTHORIZED", `${found.email} already has a Gateway account: enter that account's password to join`);
    }
  } else {
    passwordHash = await hashPassword(opts.password);
  }

  try {
    return await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM "Invite" WHERE id = ${found.id} FOR UPDATE`;
      const current = await tx.invite.findUnique({ where: { id: found.id } });
      // The same link, accepted or revoked in the meantime, or re-issued (a new hash): refused.
      const invite = current && current.tokenHash === tokenHash ? current : null;
      assertUsable(invite, now);
      let userId: string;
      if (existing) {
        const memberships = await tx.membership.findMany({ where: { userId: existing.id }, select: { merchantId: true } });
        if (memberships.some((m) => m.merchantId === invite.merchantId)) throw new ApiError("RESOURCE_CONFLICT", "You are already a member of this team; sign in instead");
        if (memberships.length > 0) {
          throw new ApiError("RESOURCE_CONFLICT", `${invite.email} already belongs to another team; a Gateway account belongs to one team`);
        }
        userId = existing.id;
      } else {
        userId = newId("usr");
        await tx.user.create({ data: { id: userId, email: invite.email, name: opts.name ?? null, passwordHash: passwordHash! } });
      }
      const membership = await tx.membership.create({ data: { id: newId("mem"), userId, merchantId: invite.merchantId, role: invite.role } });
      await tx.invite.update({ where: { id: invite.id }, data: { acceptedAt: now, acceptedUserId: userId } });
      await recordAudit(tx, {
        merchantId: invite.merchantId,
        actor: { type: "dashboard", userId },
        action: "team.member_joined",
        targetId: membership.id,
        details: { invite_id: invite.id, before: null, after: { email: invite.email, role: invite.role }, account: existing ? "existing" : "created" },
      });
      return { membership, email: invite.email, merchantId: invite.merchantId };
    });
  } catch (error) {
    // Two first acceptances of one address at once (two invites to two teams): one account wins.
    if (isUniqueViolation(error)) throw new ApiError("RESOURCE_CONFLICT", "An account with this e-mail was just created; sign in instead");
    throw error;
  }
}
