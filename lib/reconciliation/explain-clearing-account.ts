import "server-only";
// The processor clearing account for a period, line by line: what the connection owed the
// operator at the start, each ledger movement in the period (payments it took, refunds and payouts it
// sent), and what it owed at the end, per currency, summed over the merchants it served (one account
// per connection and merchant, lib/ledger/accounts.ts `processorClearing`). Beside it, the payouts the
// processor reports sending to the operator's bank and its fees: what it paid against what it owed.
// A lost dispute is one of those movements: its dispute_loss posting moves the held amount into the
// connection's clearing account (lib/disputes/dispute-ledger.ts), so the processor owes that much less.
// The processor takes the amount when the dispute opens, the gateway books the loss when it is ruled,
// and a won dispute is taken and returned without touching the clearing account: the dispute lines are
// summed apart so the part of the payout's difference that is only disputes' timing is named.
// Read only: the explanation never posts anything.
import type { DbClient } from "@/lib/db";
import type { SettlementReport } from "@/lib/processors/types";

/** At most this many lines are kept per currency (the totals always cover every entry). */
export const MAX_CLEARING_LINES = 5_000;

export type ClearingLine = { at: string; kind: string; referenceId: string; description: string | null; amount: string };
export type ClearingCurrency = {
  currency: string;
  opening: string;
  lines: ClearingLine[];
  linesTruncated: boolean;
  movements: string;
  closing: string;
  /** opening + movements = closing, the closing read from the ledger on its own. */
  addsUp: boolean;
  /** What the period added to what the processor owes (the clearing account is negative when owed). */
  owedForPeriod: string;
  processorFees: string;
  expectedPayout: string;
  processorPayouts: { ref: string; amount: string; paidAt: string }[];
  paidOut: string;
  /** paidOut - expectedPayout: processors pay on their own schedule, so this is information, not an exception. */
  payoutDifference: string;
  /** The dispute_loss postings among the lines: what lost disputes took off what the processor owes (positive). */
  disputeLosses: string;
  /** The processor's own dispute lines (settled), summed: its withdrawals (negative) and reinstatements (positive). */
  processorDisputes: string;
  /**
   * processorDisputes + disputeLosses: the part of payoutDifference that disputes explain, 0 when every
   * dispute the processor withdrew in the period was also lost in it (or withdrawn and returned in it);
   * else a withdrawal whose loss is booked in another period, or that is still open.
   */
  disputeTiming: string;
  /** payoutDifference - disputeTiming: the difference left besides disputes. */
  differenceBesideDisputes: string;
};

export async function explainClearingAccount(database: DbClient, opts: { connectionId: string; mode: "test" | "live"; from: Date; to: Date; report: SettlementReport }): Promise<ClearingCurrency[]> {
  // The connection's accounts, one per merchant: owner "<connection id>:<merchant id>". starts_with, not LIKE:
  // the ids' "_" would be a LIKE wildcard.
  const owner = `${opts.connectionId}:`;
  const sums = await database.$queryRaw<{ currency: string; opening: bigint; closing: bigint }[]>`
    SELECT a.currency,
           COALESCE(SUM(e.amount) FILTER (WHERE e."createdAt" < ${opts.from}), 0)::bigint AS opening,
           COALESCE(SUM(e.amount) FILTER (WHERE e."createdAt" < ${opts.to}), 0)::bigint AS closing
    FROM "LedgerAccount" a LEFT JOIN "LedgerEntry" e ON e."accountId" = a.id
    WHERE a.type = 'processor_clearing' AND starts_with(a."ownerId", ${owner}) AND a.mode = ${opts.mode}::"Mode"
    GROUP BY a.currency`;
  const lines = await database.$queryRaw<{ currency: string; at: Date; kind: string; referenceId: string; description: string | null; amount: bigint }[]>`
    SELECT a.currency, e."createdAt" AS at, t.kind, t."referenceId", t.description, e.amount
    FROM "LedgerEntry" e
    JOIN "LedgerAccount" a ON a.id = e."accountId"
    JOIN "LedgerTransaction" t ON t.id = e."transactionId"
    WHERE a.type = 'processor_clearing' AND starts_with(a."ownerId", ${owner}) AND a.mode = ${opts.mode}::"Mode"
      AND e."createdAt" >= ${opts.from} AND e."createdAt" < ${opts.to}
    ORDER BY e."createdAt", e.id`;
  const currencies = new Set([...sums.map((s) => s.currency), ...opts.report.records.map((r) => r.currency), ...opts.report.payouts.map((p) => p.currency)]);
  return [...currencies].sort().map((currency) => {
    const sum = sums.find((s) => s.currency === currency);
    const opening = sum ? BigInt(sum.opening) : 0n;
    const closing = sum ? BigInt(sum.closing) : 0n;
    const mine = lines.filter((l) => l.currency === currency);
    const movements = mine.reduce((t, l) => t + BigInt(l.amount), 0n);
    const fees = opts.report.records.filter((r) => r.currency === currency && r.status === "settled").reduce((t, r) => t + r.fee, 0n);
    const payouts = opts.report.payouts.filter((p) => p.currency === currency);
    const paidOut = payouts.reduce((t, p) => t + p.amount, 0n);
    const owed = -movements;
    const expectedPayout = owed - fees;
    const disputeLosses = mine.filter((l) => l.kind === "dispute_loss").reduce((t, l) => t + BigInt(l.amount), 0n);
    const processorDisputes = opts.report.records.filter((r) => r.currency === currency && r.kind === "dispute" && r.status === "settled").reduce((t, r) => t + r.amount, 0n);
    const payoutDifference = paidOut - expectedPayout;
    const disputeTiming = processorDisputes + disputeLosses;
    return {
      currency,
      opening: opening.toString(),
      lines: mine.slice(0, MAX_CLEARING_LINES).map((l) => ({ at: l.at.toISOString(), kind: l.kind, referenceId: l.referenceId, description: l.description, amount: BigInt(l.amount).toString() })),
      linesTruncated: mine.length > MAX_CLEARING_LINES,
      movements: movements.toString(),
      closing: closing.toString(),
      addsUp: opening + movements === closing,
      owedForPeriod: owed.toString(),
      processorFees: fees.toString(),
      expectedPayout: expectedPayout.toString(),
      processorPayouts: payouts.map((p) => ({ ref: p.ref, amount: p.amount.toString(), paidAt: p.paidAt.toISOString() })),
      paidOut: paidOut.toString(),
      payoutDifference: payoutDifference.toString(),
      disputeLosses: disputeLosses.toString(),
      processorDisputes: processorDisputes.toString(),
      disputeTiming: disputeTiming.toString(),
      differenceBesideDisputes: (payoutDifference - disputeTiming).toString(),
    };
  });
}

