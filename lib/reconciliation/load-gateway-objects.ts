import "server-only";
// The gateway's side of a reconciliation: the attempts, refunds and payouts one processor
// connection carried around the period, and its disputes' withdrawals and reinstatements (a dispute
// whose hold was taken or released around the period, or one the processor's records name), in the
// shape the matcher compares. Loaded with a day's margin
// on each side so a processor that dates a transaction a little differently (its own clock, the
// customer approving after midnight) still finds it; which of them must appear at the processor is
// decided by `expectedAtProcessor` below, on a window that never overlaps the next period's.
import type { DbClient } from "@/lib/db";
import type { GatewayObject, GatewayState } from "@/lib/reconciliation/types";

/** Matching looks this far beyond the period's edges. */
export const MATCH_MARGIN_MS = 24 * 3_600_000;
/**
 * A gateway object is expected in the processor's data of the period that holds `at + EDGE_LAG_MS`:
 * one sent in the last minutes before midnight may be dated after it by the processor, so it is checked
 * in the next day's run instead. Consecutive periods still check every object exactly once.
 */
export const EDGE_LAG_MS = 5 * 60_000;

const ATTEMPT_STATE: Record<string, GatewayState> = { success: "moved", failed: "failed", blocked: "failed" };
const REFUND_STATE: Record<string, GatewayState> = { succeeded: "moved", failed: "failed" };
const PAYOUT_STATE: Record<string, GatewayState> = { success: "moved", failed: "failed", blocked: "failed", reversed: "reversed" };

/**
 * `disputeRefs`: the processor's dispute ids in its records. A dispute they name is loaded whatever its
 * dates, so a line about a dispute the gateway knows but never held (an inquiry) or never released is a
 * status mismatch naming it, not a dispute "the gateway does not know".
 */
export async function loadGatewayObjects(database: DbClient, opts: { connectionId: string; from: Date; to: Date; disputeRefs?: string[] }): Promise<GatewayObject[]> {
  const window = { gte: new Date(opts.from.getTime() - MATCH_MARGIN_MS), lt: new Date(opts.to.getTime() + MATCH_MARGIN_MS) };
  const disputeRefs = [...new Set(opts.disputeRefs ?? [])];
  const [attempts, refunds, payouts, disputes] = await Promise.all([
    database.paymentAttempt.findMany({
      where: { connectionId: opts.connectionId, createdAt: window },
      select: { id: true, processorRef: true, outcome: true, createdAt: true, method: true, payment: { select: { amount: true, currency: true } } },
    }),
    database.refund.findMany({ where: { connectionId: opts.connectionId, createdAt: window }, select: { id: true, processorRef: true, amount: true, currency: true, status: true, createdAt: true } }),
    database.payout.findMany({ where: { connectionId: opts.connectionId, createdAt: window }, select: { id: true, processorRef: true, amount: true, currency: true, status: true, createdAt: true } }),
    database.dispute.findMany({
      where: {
        connectionId: opts.connectionId,
        OR: [{ fundsWithdrawnAt: window }, { fundsReinstatedAt: window }, ...(disputeRefs.length ? [{ processorRef: { in: disputeRefs } }] : [])],
      },
      select: { id: true, processorRef: true, amount: true, currency: true, status: true, fundsWithdrawnAt: true, fundsReinstatedAt: true, createdAt: true },
    }),
  ]);
  return [
    ...attempts.map((a) => ({
      type: "attempt" as const,
      id: a.id,
      // A redirect's first processorRef is our own attempt id (Chapa's tx_ref): not the processor's reference.
      processorRef: a.processorRef && a.processorRef !== a.id ? a.processorRef : null,
      amount: a.payment.amount,
      currency: a.payment.currency,
      status: a.outcome,
      state: ATTEMPT_STATE[a.outcome] ?? "pending",
      at: a.createdAt,
      method: a.method,
    })),
    ...refunds.map((r) => ({ type: "refund" as const, id: r.id, processorRef: r.processorRef, amount: r.amount, currency: r.currency, status: r.status, state: REFUND_STATE[r.status] ?? "pending", at: r.createdAt })),
    ...payouts.map((p) => ({ type: "payout" as const, id: p.id, processorRef: p.processorRef || null, amount: p.amount, currency: p.currency, status: p.status, state: PAYOUT_STATE[p.status] ?? "pending", at: p.createdAt })),
    ...disputes.flatMap((d) => disputeMovements(d)),
  ];
}

/**
 * A dispute's two movements, signed as processors report them: the withdrawal (-amount) moved when the
 * gateway took the hold (fundsWithdrawnAt), the reinstatement (+amount) when it released it
 * (fundsReinstatedAt). One not (yet) made is pending, dated at the dispute's creation: compared when the
 * processor reports it (a status mismatch naming the dispute's own status), never expected at the processor.
 */
function disputeMovements(d: { id: string; processorRef: string; amount: bigint; currency: string; status: string; fundsWithdrawnAt: Date | null; fundsReinstatedAt: Date | null; createdAt: Date }): GatewayObject[] {
  const base = { type: "dispute" as const, id: d.id, processorRef: d.processorRef, currency: d.currency };
  return [
    { ...base, movement: "withdrawal", amount: -d.amount, status: d.fundsWithdrawnAt ? "funds_withdrawn" : d.status, state: d.fundsWithdrawnAt ? "moved" : "pending", at: d.fundsWithdrawnAt ?? d.createdAt },
    { ...base, movement: "reinstatement", amount: d.amount, status: d.fundsReinstatedAt ? "funds_reinstated" : d.status, state: d.fundsReinstatedAt ? "moved" : "pending", at: d.fundsReinstatedAt ?? d.createdAt },
  ];
}

/**
 * Whether the processor's data for [from, to) must show this object: money moved (a successful attempt,
 * refund or payout, a dispute's hold taken or released) in the period's window. Failed and pending ones are compared when the processor lists
 * them, but their absence is no exception: processors often list only what moved money.
 */
export function expectedAtProcessor(g: GatewayObject, from: Date, to: Date): boolean {
  const t = g.at.getTime() + EDGE_LAG_MS;
  return (g.state === "moved" || g.state === "reversed") && t >= from.getTime() && t < to.getTime();
}
