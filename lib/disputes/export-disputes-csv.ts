import "server-only";
// The Disputes page's CSV: its current filter, every matching dispute, newest first, read in pages of
// 500 (a merchant's disputes are few next to its payments). Amounts in major units, times in UTC.
import type { Db } from "@/lib/db";
import type { Dispute, Mode } from "@/lib/generated/prisma/client";
import { toMajorUnits } from "@/lib/money";
import { csvCell } from "@/lib/reconciliation/export-reconciliation-csv";
import type { ListDisputesQuery } from "@/lib/schemas/disputes";
import { disputeFilters } from "@/lib/disputes/list-disputes";

const HEADER = ["dispute_reference", "payment_reference", "kind", "stage", "status", "reason", "amount", "currency", "fee", "outcome", "due_by", "submitted_at", "processor_reference", "created_at", "closed_at"];

export async function exportDisputesCsv(db: Db, opts: { merchantId: string; mode: Mode; filters: Omit<ListDisputesQuery, "cursor" | "per_page"> }): Promise<string> {
  const where = disputeFilters({ merchantId: opts.merchantId, mode: opts.mode, query: opts.filters });
  const lines = [HEADER.join(",")];
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const rows: Dispute[] = await db.dispute.findMany({
      where: after ? { AND: [where, { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }] } : where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 500,
    });
    for (const d of rows) {
      lines.push(
        [
          d.id,
          d.paymentId,
          d.kind,
          d.stage,
          d.status,
          d.reason,
          String(toMajorUnits(d.amount, d.currency)),
          d.currency,
          String(toMajorUnits(d.fee, d.currency)),
          d.outcome,
          d.dueBy?.toISOString(),
          d.evidenceSubmittedAt?.toISOString(),
          d.processorRef,
          d.createdAt.toISOString(),
          d.closedAt?.toISOString(),
        ]
          .map(csvCell)
          .join(","),
      );
    }
    if (rows.length < 500) break;
    after = rows[rows.length - 1];
  }
  return `${lines.join("\n")}\n`;
}
