"use client";
// "Add test funds" (test mode only): a currency and an amount, checked in the browser
// with the route's schema (testFundsSchema) and the service's own amount rules, then again
// by the server. The overview's balances update from the response.
import { useState, type FormEvent } from "react";
import { useAddTestFunds } from "@/components/dashboard/money-hooks";
import { Dialog } from "@/components/ui/dialog";
import { DialogFooter } from "@/components/ui/dialog-footer";
import { useToast } from "@/components/ui/toast";
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";
import { formatAmount } from "@/lib/money/format-amount";
import { numberFromText, ruleErrors, schemaErrors, type FormErrors } from "@/lib/forms/form-errors";
import type { DashboardMode } from "@/lib/catalog/modes";
import { parseAmount, parseCurrency } from "@/lib/money/parse-amount";
import { testFundsSchema } from "@/lib/schemas/test-funds";
import { MutationErrorNotice } from "@/components/dashboard/mutation-error-notice";
import { AmountField } from "@/components/dashboard/fields/amount-field";
import { CurrencySelect } from "@/components/dashboard/fields/currency-select";

function validate(currency: string, amountText: string): FormErrors {
  const input = { currency, amount: numberFromText(amountText) };
  const shape = schemaErrors(testFundsSchema, input);
  if (Object.keys(shape).length) return shape;
  return ruleErrors(() => parseAmount(input.amount, parseCurrency(input.currency)), "amount");
}

export function TestFundsDialog({
  open,
  onClose,
  mode,
  defaultCurrency,
}: {
  open: boolean;
  onClose: () => void;
  mode: DashboardMode;
  defaultCurrency?: string;
}) {
  const add = useAddTestFunds(mode);
  const notify = useToast();
  const [currency, setCurrency] = useState(defaultCurrency ?? "USD");
  const [amount, setAmount] = useState("1000");
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const errors = submitted ? { ...validate(currency, amount), ...serverErrors } : serverErrors;

  const close = () => {
    add.reset();
    setSubmitted(false);
    setServerErrors({});
    onClose();
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (Object.keys(validate(currency, amount)).length) return;
    const input = { currency, amount: numberFromText(amount) };
    add.mutate(input, {
      onSuccess: () => {
        notify({ title: "Test funds added", description: `${formatAmount(input.amount, currency)} is in your test balance.` });
        close();
      },
      onError: (error) => {
        if (error instanceof DashboardRequestError) setServerErrors(error.fieldErrors);
      },
    });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!add.isPending}
      title="Add test funds"
      description="Adds simulated money to your test balance, so you can try refunds and payouts without taking payments first. Test mode only."
    >
      <form noValidate onSubmit={onSubmit} aria-label="Add test funds" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-[9rem_1fr]">
          <CurrencySelect value={currency} onChange={setCurrency} error={errors.currency} />
          <AmountField
            currency={currency}
            error={errors.amount}
            value={amount}
            onChange={(text) => {
              setAmount(text);
              setServerErrors({});
            }}
          />
        </div>
        <MutationErrorNotice error={add.error} title="No funds were added" />
        <DialogFooter onCancel={close} pending={add.isPending} submitLabel="Add funds" />
      </form>
    </Dialog>
  );
}
