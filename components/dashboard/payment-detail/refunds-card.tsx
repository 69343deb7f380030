"use client";
// The payment page's Refunds card, shown once a payment is refundable or has refunds.
import { none } from "@/components/dashboard/payment-detail/detail-row";
import { REFUNDABLE } from "@/components/dashboard/payment-detail/refundable";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { formatAmount } from "@/lib/money/format-amount";
import { formatDateTime } from "@/lib/dashboard/format";
import type { PaymentDetail } from "@/lib/payments/payment-view-types";

/**
 * A live refund waits for the processor that took the payment; one it refused went back to
 * the balance. Every refund's status in its own column. The reference moved
 * under the amount so the table keeps its width on the payment page's card at 1280 px.
 */
const REFUND_STATUS: Record<string, { label: string; tone: BadgeTone; hint?: string }> = {
  succeeded: { label: "Succeeded", tone: "green" },
  pending: { label: "Pending", tone: "amber", hint: "Waiting for the processor" },
  failed: { label: "Failed", tone: "red", hint: "Refused: back in your balance" },
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
        <Table aria-label="Refunds">
          <THead>
            <TR>
              <TH>Amount</TH>
              <TH>Status</TH>
              <TH>Reason</TH>
              <TH className="hidden text-right sm:table-cell">Created</TH>
            </TR>
          </THead>
          <TBody>
            {p.refunds.map((r) => {
              const status = REFUND_STATUS[r.status] ?? { label: r.status, tone: "gray" as const };
              return (
                <TR key={r.refund_reference}>
                  <TD className="whitespace-nowrap">
                    <span className="block font-medium text-slate-900 tabular-nums">{formatAmount(r.amount, r.currency)}</span>
                    <span className="block font-mono text-[12px] text-slate-500">{r.refund_reference}</span>
                    <span className="block text-[12.5px] text-slate-500 sm:hidden">{formatDateTime(r.created_at)}</span>
                  </TD>
                  <TD>
                    <Badge tone={status.tone}>{status.label}</Badge>
                    {status.hint ? <span className="mt-0.5 block text-[12px] text-slate-600">{status.hint}</span> : null}
                  </TD>
                  <TD className="max-w-48">{r.reason ?? none}</TD>
                  <TD className="hidden text-right whitespace-nowrap text-slate-500 sm:table-cell">{formatDateTime(r.created_at)}</TD>
                </TR>
              );
            })}
          </TBody>
        </Table>
      )}
    </Card>
  );
}
