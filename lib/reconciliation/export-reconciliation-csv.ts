import "server-only";
// A run's items as CSV, for the person who takes the exceptions to the processor or to the
// books: one line per item, both sides' values side by side, amounts in major units as the processor's
// reports print them (and minor units beside, exact), the evidence and the resolution, and what the item
// is about (object_kind: payment, refund, payout, dispute_withdrawal, dispute_reinstatement; the last
// column, so the others keep their places). Cells that start with = + - @ are prefixed with ' so a
// spreadsheet never runs them as formulas.
import type { Db } from "@/lib/db";
import { currencyExponent } from "@/lib/money";
import { findVisibleRun, type RunScope } from "@/lib/reconciliation/get-reconciliation-run";
import { itemObjectKind } from "@/lib/reconciliation/serialize-reconciliation";

const HEADER = ["item_id", "kind", "resolution", "gateway_type", "gateway_id", "gateway_amount", "gateway_currency", "gateway_status", "processor_ref", "processor_gateway_ref", "processor_kind", "processor_amount", "processor_currency", "processor_fee", "processor_status", "processor_date", "evidence", "resolved_at", "resolution_note", "object_kind"];

type Values = Record<string, string | null | undefined>;

export function majorText(minor: string | null | undefined, currency: string | null | undefined): string {
  if (minor === null || minor === undefined || !currency) return "";
  const exponent = currencyExponent(currency);
  const negative = minor.startsWith("-");
  const digits = (negative ? minor.slice(1) : minor).padStart(exponent + 1, "0");
  const whole = digits.slice(0, digits.length - exponent);
  const text = exponent ? `${whole}.${digits.slice(-exponent)}` : whole;
  return negative ? `-${text}` : text;
}

export function csvCell(value: string | null | undefined): string {
  let v = value ?? "";
  if (/^[=+\-@\t\r]/.test(v) && !/^-\d+(\.\d+)?$/.test(v)) v = `'${v}`;
  return /[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

export async function exportReconciliationCsv(database: Db, scope: RunScope, runId: string): Promise<{ filename: string; csv: string }> {
  const run = await findVisibleRun(database, scope, runId);
  const items = await database.reconciliationItem.findMany({ where: { runId: run.id }, orderBy: { position: "asc" } });
  const lines = [HEADER.join(",")];
  for (const item of items) {
    const g = (item.gatewayValues ?? {}) as Values;
    const p = (item.processorRecord ?? {}) as Values;
    lines.push(
      [
        item.id,
        item.kind,
        item.resolution ?? "",
        item.gatewayType ?? "",
        item.gatewayId ?? "",
        majorText(g.amount, g.currency),
        g.currency ?? "",
        g.status ?? "",
        p.processor_ref ?? "",
        p.gateway_ref ?? "",
        p.kind ?? "",
        majorText(p.amount, p.currency),
        p.currency ?? "",
        majorText(p.fee, p.currency),
        p.status ?? "",
        p.occurred_at ?? "",
        item.evidence,
        item.resolvedAt?.toISOString() ?? "",
        item.resolutionNote ?? "",
        itemObjectKind(item),
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return { filename: `reconciliation-${run.id}.csv`, csv: `${lines.join("\r\n")}\r\n` };
}
