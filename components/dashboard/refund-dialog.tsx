"use client";
// "Refund" on the payment page, in two steps: the amount (default: all that is still
// refundable) and a reason, checked in the browser with the route's schema and the service's
// amount rules; then a confirmation naming the exact amount, because a refund cannot be undone.
// The server's refusals (INSUFFICIENT_BALANCE, INVALID_STATE…) are shown in the dialog.
import { useState, type FormEvent } from "react";
import type { PaymentDialogProps } from "@/components/dashboard/payment-action-hooks";
import { useRefundPayment } from "@/components/dashboard/money-hooks";
import { AmountField } from "@/components/dashboard/fields/amount-field";
import { Dialog } from "@/components/ui/dialog";
import { DialogFooter } from "@/components/ui/dialog-footer";
import { Field } from "@/components/ui/field";
import { inputClasses } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { useToast } from "@/components/ui/toast";
import { cn } from "@/components/ui/cn";
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";
import { amountInputText, formatAmount } from "@/lib/money/format-amount";
import { amountFromText, requiredAmountError, ruleErrors, schemaErrors, type FormErrors } from "@/lib/forms/form-errors";
import type { PaymentDetail } from "@/lib/payments/payment-view-types";
import { toMinorUnits, type Currency } from "@/lib/money";
import { parseAmount } from "@/lib/money/parse-amount";
import { createRefundSchema } from "@/lib/schemas/refunds";

type Values = { amount: string; reason: string };

function toInput(v: Values, currency: string) {
  const reason = v.reason.trim();
  return { amount: amountFromText(v.amount, currency), ...(reason ? { reason } : {}) };
}

function validate(v: Values, payment: PaymentDetail): FormErrors {
  const input = toInput(v, payment.currency);
  const shape = schemaErrors(createRefundSchema, input);
  const typed = requiredAmountError(v.amount, payment.currency);
  if (typed) return { ...shape, amount: typed };
  if (Object.keys(shape).length) return shape;
  const currency = payment.currency as Currency;
  const rules = ruleErrors(() => parseAmount(input.amount, currency), "amount");
  if (Object.keys(rules).length) return rules;
  const amount = toMinorUnits(input.amount, currency);
  const refundable = toMinorUnits(payment.amount_refundable, currency);
  if (amount.ok && refundable.ok && amount.minor > refundable.minor) {
    return { amount: `At most ${formatAmount(payment.amount_refundable, payment.currency)} can still be refunded` };
  }
  return {};
}

export function RefundDialog({ open, onClose, payment, mode }: PaymentDialogProps) {
  const refund = useRefundPayment(mode, payment.gateway_reference);
  const notify = useToast();
  const initial = (): Values => ({ amount: amountInputText(payment.amount_refundable, payment.currency), reason: "" });
  const [values, setValues] = useState<Values>(initial);
  const [step, setStep] = useState<"form" | "confirm">("form");
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const errors = { ...(touched ? validate(values, payment) : {}), ...serverErrors };
  const amountText = formatAmount(amountFromText(values.amount, payment.currency) || 0, payment.currency);
  const full = values.amount.trim() !== "" && amountFromText(values.amount, payment.currency) === payment.amount_refundable;

  const close = () => {
    refund.reset();
    setValues(initial());
    setStep("form");
    setTouched(false);
    setServerErrors({});
    onClose();
  };

  const set = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors({});
  };

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    refund.reset();
    const found = validate(values, payment);
    if (Object.keys(found).length) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setStep("confirm");
  }

  function confirm() {
    refund.mutate(toInput(values, payment.currency), {
      onSuccess: (data) => {
        notify({
          title: "Refund created",
          description: `${formatAmount(data.amount, data.currency)} is on its way back to the customer.`,
        });
        close();
      },
      onError: (error) => {
        // A problem with the amount (e.g. another refund took the remainder meanwhile) goes back to the form.
        if (error instanceof DashboardRequestError && error.fieldErrors.amount) {
          setServerErrors({ amount: error.fieldErrors.amount });
          refund.reset();
          setStep("form");
        }
      },
    });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!refund.isPending}
      title={step === "form" ? "Refund payment" : "Confirm refund"}
      description={
        step === "form" ? (
          <>
            Up to <strong className="font-medium text-slate-800">{formatAmount(payment.amount_refundable, payment.currency)}</strong> can
            still be refunded. The refund is taken from your available balance; the service fee is not returned and subaccount shares
            stay with the subaccounts.
          </>
        ) : (
          <>
            Refund <strong className="font-semibold text-slate-900">{amountText}</strong> to the customer? This cannot be undone.
          </>
        )
      }
    >
      {step === "form" ? (
        <form noValidate onSubmit={review} aria-label="Refund" className="space-y-4">
          <AmountField
            label={`Amount (${payment.currency})`}
            currency={payment.currency}
            error={errors.amount}
            hint={full ? "The whole remaining amount." : "A partial refund; you can refund the rest later."}
            value={values.amount}
            onChange={(text) => set("amount", text)}
            onBlur={() => setTouched(true)}
          />
          <Field label="Reason (optional)" error={errors.reason} hint="For your records; the customer does not see it.">
            {(p) => (
              <textarea
                {...p}
                name="reason"
                rows={2}
                maxLength={500}
                value={values.reason}
                onChange={(e) => set("reason", e.target.value)}
                className={cn(inputClasses, "h-auto py-2")}
              />
            )}
          </Field>
          <DialogFooter onCancel={close} submitLabel="Review refund" />
        </form>
      ) : (
        <div className="space-y-4">
          <dl className="divide-y divide-slate-100 rounded-lg text-sm ring-1 ring-slate-200 ring-inset">
            <div className="flex justify-between gap-4 px-4 py-2.5">
              <dt className="text-slate-500">Payment</dt>
              <dd className="font-mono text-[12.5px] text-slate-700">{payment.gateway_reference}</dd>
            </div>
            <div className="flex justify-between gap-4 px-4 py-2.5">
              <dt className="text-slate-500">Refund</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{amountText}</dd>
            </div>
            {values.reason.trim() ? (
              <div className="flex justify-between gap-4 px-4 py-2.5">
                <dt className="text-slate-500">Reason</dt>
                <dd className="min-w-0 text-right break-words text-slate-700">{values.reason.trim()}</dd>
              </div>
            ) : null}
          </dl>
          {refund.isError ? (
            <Notice tone="danger" role="alert" title="The refund was not made">
              {refund.error.message}
            </Notice>
          ) : null}
          <DialogFooter
            onCancel={() => {
              refund.reset();
              setStep("form");
            }}
            cancelLabel="Back"
            pending={refund.isPending}
            variant="danger"
            submitLabel={`Refund ${amountText}`}
            onSubmit={confirm}
          />
        </div>
      )}
    </Dialog>
  );
}
