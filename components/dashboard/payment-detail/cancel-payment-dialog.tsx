"use client";
// "Cancel payment" on an unfinished payment: a confirmation first, because a
// cancelled payment cannot be paid or reopened. The server's refusal (an attempt in progress,
// the customer paid meanwhile) is shown in the dialog.
import type { PaymentDialogProps } from "@/components/dashboard/payment-action-hooks";
import { useCancelPayment } from "@/components/dashboard/payment-action-hooks";
import { ConfirmDialog } from "@/components/dashboard/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { formatAmount } from "@/lib/money/format-amount";

export function CancelPaymentDialog({ open, onClose, payment, mode }: PaymentDialogProps) {
  const cancel = useCancelPayment(mode, payment.gateway_reference);
  const notify = useToast();
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      attempt={cancel}
      title="Cancel this payment?"
      description={
        <>
          The checkout link for <strong className="font-medium text-slate-800">{formatAmount(payment.amount, payment.currency)}</strong> stops
          working and the customer sees the payment as cancelled. A cancelled payment cannot be reopened.
        </>
      }
      cancelLabel="Keep payment"
      confirmLabel="Cancel payment"
      onConfirm={(close) =>
        cancel.mutate(undefined, {
          onSuccess: () => {
            notify({ title: "Payment cancelled", description: "Its checkout link no longer accepts payment." });
            close();
          },
        })
      }
      errorTitle="The payment was not cancelled"
    />
  );
}
