import "server-only";
// One payout as the dashboard's detail page shows it: the public shape, the OTP tries
// left, and the status timeline from the payout's event rows (payout.pending, then each move).
import type { Db } from "@/lib/db";
import type { Payout } from "@/lib/generated/prisma/client";
import { findPayout, type PayoutLookup } from "@/lib/payouts/find-payout";
import { serializePayout } from "@/lib/payouts/serialize-payout";

type TimelineEvent = { id: string; type: string; payload: unknown; createdAt: Date };

/** One step of the status timeline: the status the event reports, and why, when it says. */
function timelineStep(e: TimelineEvent) {
  const payload = (e.payload && typeof e.payload === "object" ? e.payload : {}) as { status?: unknown; status_reason?: unknown };
  return {
    id: e.id,
    type: e.type,
    status: typeof payload.status === "string" ? payload.status : e.type.replace(/^payout\./, ""),
    status_reason: typeof payload.status_reason === "string" ? payload.status_reason : null,
    created_at: e.createdAt.toISOString(),
  };
}

/**
 * Maker-checker, for the dashboard only: whether the payout waited or waits for a
 * second approver, who created and who decided it (e-mails of the team), and whether the viewer
 * created it (the creator is never its approver: the page offers them only "Reject").
 */
export type PayoutApprovalView = {
  required: boolean;
  waiting: boolean;
  created_by: string | null;
  created_by_you: boolean;
  decided_by: string | null;
  decided_at: string | null;
};

export function serializeApproval(p: Payout, viewerUserId: string | null, emails: Map<string, string> = new Map()): PayoutApprovalView {
  return {
    required: p.approvalRequired,
    waiting: p.status === "auth_needed" && p.approvalRequired && p.approvalDecidedAt === null,
    created_by: p.createdByUserId ? (emails.get(p.createdByUserId) ?? null) : null,
    created_by_you: viewerUserId !== null && p.createdByUserId === viewerUserId,
    decided_by: p.approvalDecidedByUserId ? (emails.get(p.approvalDecidedByUserId) ?? null) : null,
    decided_at: p.approvalDecidedAt?.toISOString() ?? null,
  };
}

export function serializePayoutDetail(p: Payout, events: TimelineEvent[], approval: PayoutApprovalView = serializeApproval(p, null)) {
  return {
    ...serializePayout(p),
    approval,
    /** While otp_needed: how many wrong codes are still allowed before the payout fails. */
    otp_tries_left: p.otpTriesLeft,
    /** Status changes, oldest first (payout.pending when it was created, then each move). */
    timeline: events.map(timelineStep),
  };
}

/** One payout of the signed-in merchant in the dashboard's mode, with its timeline; `viewerUserId` is the signed-in user. */
export async function getPayoutDetail(db: Db, lookup: PayoutLookup & { viewerUserId?: string }) {
  const payout = await findPayout(db, lookup);
  const events = await db.event.findMany({
    where: { objectId: payout.id, merchantId: payout.merchantId, mode: payout.mode, objectType: "payout" },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, type: true, payload: true, createdAt: true },
  });
  const userIds = [payout.createdByUserId, payout.approvalDecidedByUserId].filter((id): id is string => id !== null);
  const users = userIds.length
    ? await db.user.findMany({ where: { id: { in: userIds }, memberships: { some: { merchantId: payout.merchantId } } }, select: { id: true, email: true } })
    : [];
  const emails = new Map(users.map((u) => [u.id, u.email]));
  return serializePayoutDetail(payout, events, serializeApproval(payout, lookup.viewerUserId ?? null, emails));
}

export type PayoutDetail = ReturnType<typeof serializePayoutDetail>;
