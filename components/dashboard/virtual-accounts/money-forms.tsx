"use client";
// The virtual account page's two money forms: "Simulate incoming transfer" (test
// mode: a bank transfer into the account) and "Debit" (collect from the account into the
// available balance). Both check the amount with the route's schema and the service's own
// amount rule for the account's currency, then the server decides (an amount above the balance
// is INSUFFICIENT_BALANCE, a reused reference is shown beside its field).
import { useState, type FormEvent } from "react";
import { AmountField } from "@/components/dashboard/fields/amount-field";
import { useCheckedForm } from "@/components/dashboard/use-checked-form";
import { MutationErrorNotice } from "@/components/dashboard/mutation-error-notice";
import { useDebitVirtualAccount, useTestCredit } from "@/components/dashboard/virtual-accounts/virtual-account-hooks";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { formatAmount } from "@/lib/money/format-amount";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { VirtualAccountItem } from "@/lib/virtual-accounts/virtual-account-view-types";
import { amountFromText, requiredAmountError, ruleErrors, schemaErrors, type FormErrors } from "@/lib/forms/form-errors";
import type { Currency } from "@/lib/money";
import { parseAmount } from "@/lib/money/parse-amount";
import { createDebitSchema, testCreditSchema } from "@/lib/schemas/virtual-accounts";
import type { z } from "zod";

function validate(schema: z.ZodType, input: { amount: number }, amountText: string, currency: string): FormErrors {
  const shape = schemaErrors(schema, input);
  // The typed reading's sentence ("Enter the amount in digits…") in place of the schema's "must be a number".
  const typed = requiredAmountError(amountText, currency);
  if (typed) return { ...shape, amount: typed };
  if (Object.keys(shape).length) return shape;
  return ruleErrors(() => parseAmount(input.amount, currency as Currency), "amount");
}

const optional = (text: string) => (text.trim() ? text : undefined);


export function TestCreditForm({ account, mode }: { account: VirtualAccountItem; mode: DashboardMode }) {
  const credit = useTestCredit(mode, account.virtual_account_id);
  const notify = useToast();
  const [amount, setAmount] = useState("");
  const [reference, setReference] = useState("");
  const input = { amount: amountFromText(amount, account.currency), reference: optional(reference) };
  const form = useCheckedForm(() => validate(testCreditSchema, input, amount, account.currency));
  const errors = form.errors;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!form.check(event)) return;
    credit.mutate(input, {
      onSuccess: (c) => {
        notify({ title: "Transfer received", description: `${formatAmount(c.amount, c.currency)} arrived; the balance is ${formatAmount(c.balance_after, c.currency)}.` });
        setAmount("");
        setReference("");
        form.reset();
      },
      onError: form.onServerError,
    });
  }

  return (
    <Card aria-labelledby="test-credit-title">
      <CardHeader titleId="test-credit-title" title="Simulate incoming transfer" description="Test mode: money arrives as if the customer paid into this account number." />
      <CardBody>
        <form noValidate onSubmit={onSubmit} aria-label="Simulate incoming transfer" className="space-y-4">
          <AmountField label="Transfer amount" name="credit_amount" currency={account.currency} error={errors.amount} value={amount} onChange={setAmount} />
          <Field label="Bank reference (optional)" error={errors.reference}>
            {(p) => <Input {...p} name="credit_reference" autoComplete="off" value={reference} onChange={(e) => setReference(e.target.value)} />}
          </Field>
          <MutationErrorNotice error={credit.error} title="No transfer was simulated" />
          <Button type="submit" variant="secondary" loading={credit.isPending}>
            Simulate transfer
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}

export function DebitForm({ account, mode }: { account: VirtualAccountItem; mode: DashboardMode }) {
  const debit = useDebitVirtualAccount(mode, account.virtual_account_id);
  const notify = useToast();
  const [amount, setAmount] = useState("");
  const [reference, setReference] = useState("");
  const [reason, setReason] = useState("");
  const input = { amount: amountFromText(amount, account.currency), merchant_reference: optional(reference), reason: optional(reason) };
  const form = useCheckedForm(() => validate(createDebitSchema, input, amount, account.currency));
  const errors = form.errors;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!form.check(event)) return;
    debit.mutate(input, {
      onSuccess: (d) => {
        notify({ title: "Account debited", description: `${formatAmount(d.amount, d.currency)} moved to your available balance; ${formatAmount(d.balance_after, d.currency)} left.` });
        setAmount("");
        setReference("");
        setReason("");
        form.reset();
      },
      onError: form.onServerError,
    });
  }

  return (
    <Card aria-labelledby="debit-title">
      <CardHeader titleId="debit-title" title="Debit" description="Collect from this account into your available balance." />
      <CardBody>
        <form noValidate onSubmit={onSubmit} aria-label="Debit virtual account" className="space-y-4">
          <AmountField label="Debit amount" name="debit_amount" currency={account.currency} error={errors.amount} hint={`${formatAmount(account.balance, account.currency)} available.`} value={amount} onChange={setAmount} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Your reference (optional)" error={errors.merchant_reference} hint="Unique per account.">
              {(p) => (
                <Input
                  {...p}
                  name="debit_reference"
                  autoComplete="off"
                  value={reference}
                  onChange={(e) => {
                    setReference(e.target.value);
                    form.clearServerErrors();
                  }}
                />
              )}
            </Field>
            <Field label="Reason (optional)" error={errors.reason}>
              {(p) => <Input {...p} name="debit_reason" autoComplete="off" value={reason} onChange={(e) => setReason(e.target.value)} />}
            </Field>
          </div>
          <MutationErrorNotice error={debit.error} title="The account was not debited" />
          <Button type="submit" loading={debit.isPending}>
            Debit account
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
