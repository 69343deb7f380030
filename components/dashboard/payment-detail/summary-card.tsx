"use client";
// The payment page's Details card: amount, status, fee, method, customer and times.
import { PaymentStatusBadge } from "@/components/dashboard/payment-status-badge";
import { methodName } from "@/components/dashboard/payments-table";
import { DetailRow, none } from "@/components/dashboard/payment-detail/detail-row";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { formatAmount } from "@/lib/money/format-amount";
import { formatDateTime } from "@/lib/dashboard/format";
import type { PaymentDetail } from "@/lib/payments/payment-view-types";

export function SummaryCard({ payment: p }: { payment: PaymentDetail }) {
  const money = (v: number) => formatAmount(v, p.currency);
  const name = [p.customer.first_name, p.customer.last_name].filter(Boolean).join(" ");
  return (
    <Card aria-labelledby="summary-title">
      <CardHeader titleId="summary-title" title="Details" />
      <CardBody className="py-2">
        <dl className="divide-y divide-slate-100 text-sm">
          <DetailRow label="Amount">
            <span className="tabular-nums">{money(p.amount)}</span>
          </DetailRow>
          <DetailRow label="Status">
            <PaymentStatusBadge status={p.status} />
          </DetailRow>
          <DetailRow label="Service fee">{p.service_fee === null ? none : <span className="tabular-nums">{money(p.service_fee)}</span>}</DetailRow>
          <DetailRow label="Fee paid by">{p.fee_bearer === "subaccounts" ? "Subaccounts, in proportion to their shares" : "Merchant"}</DetailRow>
          <DetailRow label="Amount refunded">
            <span className="tabular-nums">{money(p.amount_refunded)}</span>
          </DetailRow>
          <DetailRow label="Method">{methodName(p.payment_method)}</DetailRow>
          <DetailRow label="Customer">
            {name || p.customer.email || p.customer.phone_number ? (
              <>
                {name ? <span className="block font-medium text-slate-900">{name}</span> : null}
                {p.customer.email ? <span className="block">{p.customer.email}</span> : null}
                {p.customer.phone_number ? <span className="block tabular-nums">{p.customer.phone_number}</span> : null}
              </>
            ) : (
              none
            )}
          </DetailRow>
          <DetailRow label="Created">{formatDateTime(p.created_at)}</DetailRow>
          <DetailRow label="Paid at">{p.paid_at ? formatDateTime(p.paid_at) : none}</DetailRow>
          {p.paid_at ? null : <DetailRow label="Checkout expires">{formatDateTime(p.expires_at)}</DetailRow>}
          <DetailRow label="Attempts">{p.attempts}</DetailRow>
          <DetailRow label="Type">{p.payment_type}</DetailRow>
        </dl>
      </CardBody>
    </Card>
  );
}
