"use client";
// The top of the payment page: the way back to Payments, the amount and status, the references,
// and the actions the payment allows (passed in).
import type { ReactNode } from "react";
import { DetailHeader, YourReference } from "@/components/dashboard/detail-header";
import { PaymentStatusBadge } from "@/components/dashboard/payment-status-badge";
import { formatAmount } from "@/lib/money/format-amount";
import type { PaymentDetail } from "@/lib/payments/payment-view-types";

export function PaymentHeader({ payment, actions }: { payment: PaymentDetail; actions?: ReactNode }) {
  return (
    <DetailHeader
      back={{ href: "/dashboard/payments", label: "Payments" }}
      eyebrow="Payment"
      title={formatAmount(payment.amount, payment.currency)}
      numeric
      badge={<PaymentStatusBadge status={payment.status} />}
      reference={{ text: payment.gateway_reference, srLabel: "payment reference" }}
      meta={<YourReference value={payment.merchant_reference} />}
      actions={actions}
    />
  );
}
