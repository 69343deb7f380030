"use client";
// "Add test funds" (test mode only): a currency and an amount, checked in the browser
// with the route's schema (testFundsSchema) and the service's own amount rules, then again
// by the server. The overview's balances update from the response.
import { useState, type FormEvent } from "react";
import { FormDialog } from "@/components/dashboard/form-dialog";
import { useCheckedForm } from "@/components/dashboard/use-checked-form";
import { useAddTestFunds } from "@/components/dashboard/money-hooks";
import { useToast } from "@/components/ui/toast";
import { formatAmount } from "@/lib/money/format-amount";
import { amountFromText, requiredAmountError, ruleErrors, schemaErrors, type FormErrors } from "@/lib/forms/form-errors";
import type { DashboardMode } from "@/lib/catalog/modes";
import { parseAmount, parseCurrency } from "@/lib/money/parse-amount";
import { testFundsSchema } from "@/lib/schemas/test-funds";
import { AmountField } from "@/components/dashboard/fields/amount-field";
import { CurrencySelect } from "@/components/dashboard/fields/currency-select";

function validate(currency: string, amountText: string): FormErrors {
  const input = { currency, amount: amountFromText(amountText, currency) };
  const shape = schemaErrors(testFundsSchema, input);
  const typed = requiredAmountError(amountText, currency);
  if (typed) return { ...shape, amount: typed };
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
  const form = useCheckedForm(() => validate(currency, amount));
  const errors = form.errors;

  const close = () => {
    add.reset();
    form.reset();
    onClose();
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!form.check(event)) return;
    const input = { currency, amount: amountFromText(amount, currency) };
    add.mutate(input, {
      onSuccess: () => {
        notify({ title: "Test funds added", description: `${formatAmount(input.amount, currency)} is in your test balance.` });
        close();
      },
      onError: form.onServerError,
    });
  }

  return (
    <FormDialog
      open={open} onClose={close} attempt={add} onSubmit={onSubmit}
      title="Add test funds" submitLabel="Add funds" errorTitle="No funds were added"
      description="Adds simulated money to your test balance, so you can try refunds and payouts without taking payments first. Test mode only."
    >
      <div className="grid gap-4 sm:grid-cols-[9rem_1fr]">
        <CurrencySelect value={currency} onChange={setCurrency} error={errors.currency} />
        <AmountField
          currency={currency}
          error={errors.amount}
          value={amount}
          onChange={(text) => {
            setAmount(text);
            form.clearServerErrors();
          }}
        />
      </div>
    </FormDialog>
  );
}
