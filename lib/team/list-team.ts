import "server-only";
// The team page: members, pending invites and support's refund limits. Every role reads it.
import type { Db } from "@/lib/db";
import type { TeamView } from "@/lib/team/types";
import { serializeInvite } from "@/lib/team/serialize-team";
import { getSupportRefundLimits, serializeSupportRefundLimits } from "@/lib/team/support-refund-limit";

export async function listTeam(db: Db, opts: { merchantId: string; now?: Date }): Promise<TeamView> {
  const now = opts.now ?? new Date();
  const [members, invites, limits] = await Promise.all([
    db.membership.findMany({
      where: { merchantId: opts.merchantId },
      include: { user: { select: { email: true, name: true } } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
    db.invite.findMany({
      where: { merchantId: opts.merchantId, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    }),
    getSupportRefundLimits(db, opts.merchantId),
  ]);
  return {
    members: members.map((m) => ({ id: m.id, user_id: m.userId, email: m.user.email, name: m.user.name, role: m.role, joined_at: m.createdAt.toISOString() })),
    invites: invites.map((i) => serializeInvite(i, now)),
    support_refund_limits: serializeSupportRefundLimits(limits),
  };
}
