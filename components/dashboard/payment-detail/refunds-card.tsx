"use client";
// The payment page's Refunds card, shown once a payment is refundable or has refunds.
import { none } from "@/components/dashboard/payment-detail/detail-row";
import { REFUNDABLE } from "@/components/dashboard/payment-detail/refundable";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { formatAmount } from "@/lib/money/format-amount";
import { formatDateTime } from "@/lib/dashboard/format";
import type { PaymentDetail } from "@/lib/payments/payment-view-types";

/**
 * Issue 26: a live refund waits for the processor that took the payment; one it refused went back to
 * the balance. Shown under the amount (a refund that succeeded shows nothing more), not as a column:
 * the table keeps its width on the payment page's card.
 */
const REFUND_STATUS: Record<string, string> = {
  pending: "Waiting for the processor",
  failed: "Refused: back in your balance",
};

export function RefundsCard({ payment: p }: { payment: PaymentDetail }) {
  if (p.refunds.length === 0 && !REFUNDABLE.has(p.status) && p.status !== "fully_refunded") return null;
  return (
    <Card aria-labelledby="refunds-title">
      <CardHeader
        titleId="refunds-title"
        title="Refunds"
        description={p.refunds.length ? `${formatAmount(p.amount_refunded, p.currency)} refunded of ${formatAmount(p.amount, p.currency)}.` : undefined}
      />
      {p.refunds.length === 0 ? (
        <CardBody>
          <p className="text-sm text-slate-500">No refunds.</p>
        </CardBody>
      ) : (
        <Table>
          <THead>
            <TR>
              <TH>Amount</TH>
              <TH>Reason</TH>
              <TH className="hidden sm:table-cell">Reference</TH>
              <TH className="hidden text-right sm:table-cell">Created</TH>
            </TR>
          </THead>
          <TBody>
            {p.refunds.map((r) => (
              <TR key={r.refund_reference}>
                <TD className="whitespace-nowrap">
                  <span className="block font-medium text-slate-900 tabular-nums">{formatAmount(r.amount, r.currency)}</span>
                  {r.status !== "succeeded" ? <span className="block text-[12.5px] text-amber-800">{REFUND_STATUS[r.status] ?? r.status}</span> : null}
                  <span className="block text-[12.5px] text-slate-500 sm:hidden">{formatDateTime(r.created_at)}</span>
                </TD>
                <TD className="max-w-64">{r.reason ?? none}</TD>
                <TD className="hidden font-mono text-[12.5px] whitespace-nowrap text-slate-600 sm:table-cell">{r.refund_reference}</TD>
                <TD className="hidden text-right whitespace-nowrap text-slate-500 sm:table-cell">{formatDateTime(r.created_at)}</TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}
    </Card>
  );
}
