"use client";
// "New payout": currency and amount, the destination (a bank or wallet from the
// registry for the currency, with its account-number format), and what it costs before it is
// sent: the available balance, the bank's payout fee for this merchant and the total held.
// Validated live with the API's schema, the registry's rules and the quoted balance; the
// server's per-field refusals land on their fields, others in a notice.
// Money never leaves on one click. "Review payout" shows the summary (the
// recipient's bank by its registry name, the account masked, amount, fee, total, the balance
// after it, and whether it waits for a second approver); only "Confirm and send" creates it, or
// "Submit for approval" for a payout above the approval threshold, which is held, not sent.
import { useState, type FormEvent, type ReactNode } from "react";
import { useBalances, useBanks } from "@/components/dashboard/money-hooks";
import { MutationErrorNotice } from "@/components/dashboard/mutation-error-notice";
import { useCreatePayout, usePayoutApprovalThresholds, usePayoutQuote, waitsForSecondApprover } from "@/components/dashboard/payouts/payout-hooks";
import { Notice } from "@/components/ui/notice";
import { bankDisplayName } from "@/lib/catalog/bank-names";
import { maskAccountNumber } from "@/lib/subaccounts/mask-account-number";
import { focusFirst, serverFailure } from "@/components/dashboard/subaccounts/form-helpers";
import { useLiveForm } from "@/components/dashboard/use-live-form";
import { BankAccountFields } from "@/components/dashboard/bank-account-fields";
import { Dialog } from "@/components/ui/dialog";
import { DialogFooter } from "@/components/ui/dialog-footer";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { formatAmount } from "@/lib/money/format-amount";
import {
  balanceProblem,
  EMPTY_PAYOUT,
  payoutErrorKey,
  payoutSentence,
  payoutTotals,
  toCreatePayoutInput,
  validateCreatePayout,
  type CreatePayoutValues,
} from "@/lib/payouts/payout-form";
import type { DashboardMode } from "@/lib/catalog/modes";
import { toMajorUnits } from "@/lib/money";
import { AmountField } from "@/components/dashboard/fields/amount-field";
import { CurrencySelect } from "@/components/dashboard/fields/currency-select";
import { amountDecimalsHint } from "@/components/dashboard/fields/parse-amount-input";

export function CreatePayoutDialog({ open, onClose, mode }: { open: boolean; onClose: () => void; mode: DashboardMode }) {
  const create = useCreatePayout(mode);
  const notify = useToast();
  const balances = useBalances(mode);
  // A fresh form per opening (keyed by the page), in the currency with the most available.
  const startCurrency = () => [...(balances.data ?? [])].sort((a, b) => b.available - a.available)[0]?.currency ?? EMPTY_PAYOUT.currency;
  const form = useLiveForm<CreatePayoutValues>(() => ({ ...EMPTY_PAYOUT, currency: startCurrency() }), (v) => validateCreatePayout(v), payoutErrorKey);
  const { values } = form;
  const banks = useBanks(values.currency);
  const bank = banks.data?.find((b) => b.slug === values.bank_slug);
  const quote = usePayoutQuote(mode, values.currency, bank ? bank.slug : "", open);
  const quoted = quote.data && quote.data.currency === values.currency ? quote.data : undefined;
  const totals = payoutTotals(values, quoted);
  // Amount + fee above the available balance is said at once, before the server would refuse it.
  const overBalance = balanceProblem(values, quoted);
  const errors = overBalance && !form.errors.amount ? { ...form.errors, amount: overBalance } : form.errors;
  const money = (minor: bigint | null | undefined) => (minor === null || minor === undefined ? "—" : formatAmount(toMajorUnits(minor, values.currency), values.currency));

  const thresholds = usePayoutApprovalThresholds(mode);
  const [reviewing, setReviewing] = useState(false);
  const secondApproval =
    totals && waitsForSecondApprover(thresholds.data, values.currency, totals.amount === null ? null : toMajorUnits(totals.amount, values.currency))
      ? formatAmount(thresholds.data![values.currency], values.currency)
      : null;

  const close = () => {
    create.reset();
    setReviewing(false);
    onClose();
  };

  // Step 1: the form checked; nothing is sent, the review shows what will be.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.reset();
    const problems = form.submit();
    if (overBalance) problems.push("amount");
    if (problems.length) return focusFirst(event.currentTarget, problems);
    if (totals?.total == null) return; // the fee is still being quoted
    setReviewing(true);
  }

  // Step 2: the explicit confirm.
  function confirm() {
    create.mutate(toCreatePayoutInput(values), {
      onSuccess: (payout) => {
        notify(
          payout.status === "auth_needed"
            ? {
                title: "Payout waits for approval",
                description: `${formatAmount(payout.amount, payout.currency)} to ${payout.account.account_name} is held until another team member approves it (${payout.gateway_reference}).`,
              }
            : {
                title: "Payout created",
                description: `${formatAmount(payout.amount, payout.currency)} to ${payout.account.account_name} is on its way (${payout.gateway_reference}).`,
              },
        );
        close();
      },
      onError: (error) => {
        setReviewing(false);
        serverFailure(error, form.setServerErrors);
      },
    });
  }

  const bind = (field: keyof CreatePayoutValues & string) => ({
    name: payoutErrorKey(field),
    value: values[field],
    onChange: (e: { target: { value: string } }) => form.set(field, e.target.value),
    onBlur: () => form.touch(field),
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!create.isPending}
      className="sm:max-w-2xl"
      title={reviewing ? "Review this payout" : "New payout"}
      description={
        reviewing
          ? "Nothing has been sent yet. Check the recipient and the amounts, then confirm."
          : mode === "test"
          ? "Sends money from your test balance. Test account numbers ending 0000 succeed, 1111 fail, 3333 ask for the OTP 123456, 4444 are blocked and 5555 wait for your approval."
          : "Sends money from your available balance to a bank account or mobile wallet. Amount and fee are held at once and come back if the payout fails."
      }
    >
      {reviewing && totals?.total != null ? (
        <PayoutReview
          rows={[
            ["Recipient", values.account_name.trim()],
            ["Bank or wallet", bankDisplayName(values.bank_slug)],
            ["Account", maskAccountNumber(values.account_number)],
            ["Amount", money(totals.amount)],
            ["Fee", money(totals.fee)],
            ["Total from your balance", money(totals.total)],
            ["Balance after this payout", money(totals.remaining)],
            ...(values.reason.trim() ? ([["Reason", values.reason.trim()]] as [string, string][]) : []),
          ]}
          secondApproval={secondApproval}
          error={create.error}
          pending={create.isPending}
          // Above the threshold nothing is sent on this click: the button says what it does.
          confirmLabel={secondApproval ? "Submit for approval" : `Confirm and send ${money(totals.total)}`}
          onBack={() => {
            create.reset();
            setReviewing(false);
          }}
          onConfirm={confirm}
        />
      ) : (
      <form noValidate onSubmit={onSubmit} aria-label="New payout" className="space-y-5">
        <fieldset disabled={create.isPending} className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-[11rem_1fr]">
            <CurrencySelect
              value={values.currency}
              error={payoutSentence(errors.currency)}
              onBlur={() => form.touch("currency")}
              onChange={(currency) => {
                // Banks are per currency: a new currency starts the bank choice over.
                form.set("currency", currency);
                form.update({ bank_slug: "", bank_name: "" });
              }}
            />
            <AmountField
              label={`Amount (${values.currency})`}
              currency={values.currency}
              error={payoutSentence(errors.amount)}
              hint={`${amountDecimalsHint(values.currency)} The fee is added on top.`}
              name={payoutErrorKey("amount")}
              value={values.amount}
              onChange={(text) => form.set("amount", text)}
              onBlur={() => form.touch("amount")}
            />
          </div>

          <BankAccountFields
            legend="Recipient"
            currency={values.currency}
            bankSlug={values.bank_slug}
            banks={banks}
            errors={errors}
            sentence={payoutSentence}
            bind={bind}
            onBankChange={(slug, name) => {
              form.set("bank_slug", slug);
              form.update({ bank_name: name });
            }}
          />

          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Your reference (optional)" error={payoutSentence(errors.merchant_reference)} hint="Unique per payout; find it again by this reference.">
              {(p) => <Input {...p} {...bind("merchant_reference")} autoComplete="off" spellCheck={false} />}
            </Field>
            <Field label="Reason (optional)" error={payoutSentence(errors.reason)}>
              {(p) => <Input {...p} {...bind("reason")} autoComplete="off" placeholder="e.g. Vendor invoice 1042" />}
            </Field>
          </div>
        </fieldset>

        <section aria-label="Payout summary" className="rounded-lg bg-slate-50 px-4 py-3 text-sm ring-1 ring-slate-200 ring-inset">
          <dl className="space-y-1.5">
            <SummaryRow label="Available balance">
              {quote.isError ? <span className="text-red-700">{quote.error.message}</span> : quoted ? formatAmount(quoted.available, values.currency) : "…"}
            </SummaryRow>
            <SummaryRow label="Amount">{money(totals?.amount)}</SummaryRow>
            <SummaryRow label="Fee">{bank ? (quoted?.fee != null ? formatAmount(quoted.fee, values.currency) : "…") : "Choose a bank"}</SummaryRow>
            <div className="border-t border-slate-200 pt-1.5">
              <SummaryRow label="Total" strong>
                {money(totals?.total)}
              </SummaryRow>
            </div>
            {totals?.remaining !== undefined ? <SummaryRow label="Left after this payout">{money(totals.remaining)}</SummaryRow> : null}
          </dl>
        </section>

        <MutationErrorNotice error={create.error} title="The payout was not created" />
        <DialogFooter onCancel={close} pending={create.isPending} submitLabel="Review payout" />
      </form>
      )}
    </Dialog>
  );
}

function PayoutReview({
  rows,
  secondApproval,
  error,
  pending,
  confirmLabel,
  onBack,
  onConfirm,
}: {
  rows: [string, string][];
  /** The threshold, formatted, when this payout waits for a second approver. */
  secondApproval: string | null;
  error: Error | null;
  pending: boolean;
  confirmLabel: string;
  onBack: () => void;
  onConfirm: () => void;
}) {
  return (
    <div className="space-y-4">
      <section aria-label="Payout review" className="rounded-lg bg-slate-50 px-4 py-3 text-sm ring-1 ring-slate-200 ring-inset">
        <dl className="space-y-1.5">
          {rows.map(([label, value]) => (
            <SummaryRow key={label} label={label} strong={label.startsWith("Total")}>
              {value}
            </SummaryRow>
          ))}
        </dl>
      </section>
      {secondApproval ? (
        <Notice tone="warning" title="Second approval needed">
          This payout is above your account&apos;s approval threshold of {secondApproval}: submitting it holds its amount and fee, and nothing is sent until another team member approves it.
        </Notice>
      ) : null}
      <MutationErrorNotice error={error} title="The payout was not created" />
      <DialogFooter onCancel={onBack} cancelLabel="Back to edit" pending={pending} submitLabel={confirmLabel} onSubmit={onConfirm} />
    </div>
  );
}

function SummaryRow({ label, strong, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className={strong ? "font-medium text-slate-900" : "text-slate-500"}>{label}</dt>
      <dd className={strong ? "font-semibold text-slate-900 tabular-nums" : "text-slate-800 tabular-nums"}>{children}</dd>
    </div>
  );
}
