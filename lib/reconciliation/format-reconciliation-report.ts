// The CLI's readable report of a run: the counts, each exception with its evidence and what it is about
// (a payment, refund, payout, or a dispute's withdrawal or reinstatement), and the
// clearing account per currency. Amounts are formatted from minor units by the currency's exponent.
import type { ReconciliationItem, ReconciliationRun } from "@/lib/generated/prisma/client";
import { formatMoney } from "@/lib/money";
import type { ClearingCurrency } from "@/lib/reconciliation/explain-clearing-account";
import { itemObjectKind } from "@/lib/reconciliation/serialize-reconciliation";

export function formatReconciliationReport(run: ReconciliationRun, items: ReconciliationItem[]): string[] {
  const out: string[] = [];
  out.push(`Reconciliation ${run.id}: ${run.connector} connection ${run.connectionId}, ${run.periodFrom.toISOString()} to ${run.periodTo.toISOString()} (${run.source === "file" ? `file ${run.fileName}` : "processor API"})`);
  if (run.status === "failed") {
    out.push(`FAILED: ${run.error}`);
    return out;
  }
  out.push(`${run.matchedCount} matched, ${run.exceptionCount} exception${run.exceptionCount === 1 ? "" : "s"}.`);
  const counts = Object.entries(run.counts as Record<string, number>).filter(([k, n]) => k !== "matched" && n > 0);
  if (counts.length) out.push(`  ${counts.map(([k, n]) => `${k}: ${n}`).join(", ")}`);
  for (const item of items.filter((i) => i.kind !== "matched")) out.push(`  [${item.kind}] ${item.evidence} (${itemObjectKind(item).replace("_", " ")})`);
  for (const c of (run.clearing ?? []) as ClearingCurrency[]) {
    const m = (v: string) => formatMoney(BigInt(v), c.currency);
    out.push(`Clearing account, ${c.currency}: opening ${m(c.opening)} + ${c.lines.length} movements ${m(c.movements)} = closing ${m(c.closing)}${c.addsUp ? "" : "  (DOES NOT ADD UP)"}`);
    out.push(`  owed for the period ${m(c.owedForPeriod)}, processor fees ${m(c.processorFees)}, expected payout ${m(c.expectedPayout)}; paid to the bank ${m(c.paidOut)} (difference ${m(c.payoutDifference)})`);
    // Runs stored before disputes were reconciled have no dispute sums.
    if (c.disputeTiming !== undefined && (c.disputeLosses !== "0" || c.processorDisputes !== "0")) {
      out.push(`  disputes: the processor's dispute lines ${m(c.processorDisputes)}, losses booked ${m(c.disputeLosses)}; of the difference, ${m(c.disputeTiming)} is disputes' timing, ${m(c.differenceBesideDisputes)} the rest`);
    }
  }
  return out;
}

