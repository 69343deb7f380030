import "server-only";
// The deadline reminder (docs/disputes.md "Deadlines"): dispute.due_soon, once per deadline, when an
// open dispute still waiting for the merchant's response is within DISPUTE_DUE_SOON_MS of its due_by.
// Once per deadline, not once ever: a dispute that moves to a later deadline (pre-arbitration) is
// reminded again, because dueSoonSentAt then lies before the new deadline's window. Each dispute is
// locked, checked again and marked in the event's own transaction, so sweeps on several workers, or
// a sweep repeated every tick, send it once.
//
// Past the deadline the gateway changes nothing: a chargeback ends as its processor rules (Stripe or
// Chapa report the loss, and apply-dispute-state posts it), and a reversal claim ends as the mobile
// operator rules, which the merchant or the operator records. The dispute shows past_due meanwhile.
import type { DbClient } from "@/lib/db";
import { DISPUTE_DUE_SOON_MS } from "@/lib/catalog/dispute-states";
import { recordEvent } from "@/lib/events/record-event";
import { lockDispute } from "@/lib/disputes/apply-dispute-state";
import { serializeDispute } from "@/lib/disputes/serialize-dispute";

/** The statuses in which the merchant still has to respond (disputeAwaitsResponse). */
const AWAITING = ["needs_response", "warning_needs_response", "open", "funds_frozen"];

function needsReminder(d: { outcome: string | null; status: string; submissionCount: number; dueBy: Date | null; dueSoonSentAt: Date | null }, now: Date): boolean {
  if (d.outcome !== null || d.submissionCount > 0 || !AWAITING.includes(d.status) || !d.dueBy) return false;
  if (d.dueBy <= now || d.dueBy.getTime() - now.getTime() > DISPUTE_DUE_SOON_MS) return false;
  return d.dueSoonSentAt === null || d.dueSoonSentAt.getTime() < d.dueBy.getTime() - DISPUTE_DUE_SOON_MS;
}

/** The worker's sweep. Returns how many reminders it sent. */
export async function sendDisputesDueSoon(database: DbClient, now = new Date(), batch = 100): Promise<number> {
  // On the (status, dueBy) index: only disputes whose deadline is within the window.
  const candidates = await database.dispute.findMany({
    where: { status: { in: AWAITING }, outcome: null, submissionCount: 0, dueBy: { gt: now, lte: new Date(now.getTime() + DISPUTE_DUE_SOON_MS) } },
    select: { id: true, merchantId: true, outcome: true, status: true, submissionCount: true, dueBy: true, dueSoonSentAt: true },
    orderBy: { dueBy: "asc" },
    take: batch,
  });
  let sent = 0;
  for (const c of candidates.filter((d) => needsReminder(d, now))) {
    const done = await database.$transaction(async (tx) => {
      const dispute = await lockDispute(tx, { id: c.id, merchantId: c.merchantId });
      if (!dispute || !needsReminder(dispute, now)) return false;
      const updated = await tx.dispute.update({ where: { id: dispute.id }, data: { dueSoonSentAt: now } });
      await recordEvent(tx, { merchantId: updated.merchantId, mode: updated.mode, type: "dispute.due_soon", objectType: "dispute", objectId: updated.id, payload: serializeDispute(updated, { now }) });
      return true;
    });
    if (done) sent++;
  }
  return sent;
}
