"use client";
// What a merchant can do with a payment from its page. Unfinished (pending, failed,
// auth_needed): copy its checkout link to send again, or cancel it (owners and developers).
// Paid: refund (owners and developers). Viewers only copy.
import { useState } from "react";
import { CancelPaymentDialog } from "@/components/dashboard/payment-detail/cancel-payment-dialog";
import { REFUNDABLE } from "@/components/dashboard/payment-detail/refundable";
import { RefundDialog } from "@/components/dashboard/refund-dialog";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { CAN_MANAGE_PAYMENTS, CAN_REFUND, type DashboardRole } from "@/lib/catalog/permissions";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { PaymentDetail } from "@/lib/payments/payment-view-types";
import { isCancellable } from "@/lib/payments/cancel-rules";

export function PaymentActions({ payment, mode, role }: { payment: PaymentDetail; mode: DashboardMode; role: DashboardRole }) {
  const [dialog, setDialog] = useState<"refund" | "cancel" | null>(null);
  const canRefund = CAN_REFUND.includes(role) && REFUNDABLE.has(payment.status) && payment.amount_refundable > 0;
  const canCancel = CAN_MANAGE_PAYMENTS.includes(role) && isCancellable(payment.status);
  const close = () => setDialog(null);

  return (
    <>
      {payment.checkout_url ? <CopyButton text={payment.checkout_url} label="Copy checkout link" size="md" /> : null}
      {canCancel ? (
        <Button variant="secondary" onClick={() => setDialog("cancel")} className="text-red-700">
          Cancel payment
        </Button>
      ) : null}
      {canRefund ? (
        <Button variant="secondary" onClick={() => setDialog("refund")}>
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 text-slate-500">
            <path fillRule="evenodd" d="M7.8 4.2a.75.75 0 0 1 0 1.06L5.56 7.5h7.19a4.75 4.75 0 0 1 0 9.5H10a.75.75 0 0 1 0-1.5h2.75a3.25 3.25 0 0 0 0-6.5H5.56l2.24 2.24a.75.75 0 1 1-1.06 1.06L3.22 8.03a.75.75 0 0 1 0-1.06L6.74 4.2a.75.75 0 0 1 1.06 0Z" clipRule="evenodd" />
          </svg>
          Refund
        </Button>
      ) : null}

      {canRefund ? <RefundDialog key={payment.amount_refundable} open={dialog === "refund"} onClose={close} payment={payment} mode={mode} /> : null}
      {canCancel ? <CancelPaymentDialog open={dialog === "cancel"} onClose={close} payment={payment} mode={mode} /> : null}
    </>
  );
}
