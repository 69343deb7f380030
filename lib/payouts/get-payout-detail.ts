import "server-only";
// One payout as the dashboard's detail page shows it (issue 10): the public shape, the OTP tries
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

export function serializePayoutDetail(p: Payout, events: TimelineEvent[]) {
  return {
    ...serializePayout(p),
    /** While otp_needed: how many wrong codes are still allowed before the payout fails. */
    otp_tries_left: p.otpTriesLeft,
    /** Status changes, oldest first (payout.pending when it was created, then each move). */
    timeline: events.map(timelineStep),
  };
}

/** One payout of the signed-in merchant in the dashboard's mode, with its timeline. */
export async function getPayoutDetail(db: Db, lookup: PayoutLookup) {
  const payout = await findPayout(db, lookup);
  const events = await db.event.findMany({
    where: { objectId: payout.id, merchantId: payout.merchantId, mode: payout.mode, objectType: "payout" },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, type: true, payload: true, createdAt: true },
  });
  return serializePayoutDetail(payout, events);
}

export type PayoutDetail = ReturnType<typeof serializePayoutDetail>;
