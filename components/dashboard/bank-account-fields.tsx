"use client";
// A destination bank account, as the new-subaccount and new-payout forms ask for it: a bank or
// wallet from the registry for the form's currency, the holder's name, the account number in
// that bank's format, and the bank's name (filled in from the choice).
import type { UseQueryResult } from "@tanstack/react-query";
import { Field } from "@/components/ui/field";
import { Input, inputClasses } from "@/components/ui/input";
import type { FormErrors } from "@/lib/forms/form-errors";
import type { BankItem } from "@/lib/banks/serialize-bank";
import { withArticle } from "@/lib/money/currency-article";

type AccountField = "bank_slug" | "account_name" | "account_number" | "bank_name";

type Bind = (field: AccountField) => {
  name: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  onBlur: () => void;
};

export function BankAccountFields({
  legend,
  currency,
  bankSlug,
  banks,
  errors,
  sentence,
  bind,
  onBankChange,
  bankNameHint = "Filled in from the bank you chose.",
}: {
  legend: string;
  currency: string;
  bankSlug: string;
  banks: UseQueryResult<BankItem[]>;
  errors: FormErrors;
  /** An error message as the form shows it. */
  sentence: (message: string | undefined) => string | undefined;
  bind: Bind;
  /** A bank was chosen: its slug and its registry name (for the bank-name field). */
  onBankChange: (slug: string, name: string) => void;
  bankNameHint?: string;
}) {
  const bank = banks.data?.find((b) => b.slug === bankSlug);
  return (
    <fieldset className="space-y-4 rounded-lg p-4 ring-1 ring-slate-200 ring-inset">
      <legend className="px-1 text-sm font-medium text-slate-800">{legend}</legend>
      <Field
        label="Bank or wallet"
        error={sentence(errors["account.bank_slug"])}
        hint={banks.isError ? `Could not load banks: ${banks.error.message}` : undefined}
      >
        {(p) => (
          <select
            {...p}
            {...bind("bank_slug")}
            onChange={(e) => onBankChange(e.target.value, banks.data?.find((b) => b.slug === e.target.value)?.name ?? "")}
            disabled={banks.isPending}
            className={inputClasses}
          >
            <option value="">{banks.isPending ? "Loading banks…" : `Choose ${withArticle(currency)} bank or wallet`}</option>
            {(["bank", "wallet"] as const).map((type) => {
              const list = (banks.data ?? []).filter((b) => b.type === type);
              return list.length ? (
                <optgroup key={type} label={type === "bank" ? "Banks" : "Mobile wallets"}>
                  {list.map((b) => (
                    <option key={b.slug} value={b.slug}>
                      {b.name}
                    </option>
                  ))}
                </optgroup>
              ) : null;
            })}
          </select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Account holder name" error={sentence(errors["account.account_name"])} hint="As the bank knows the account holder.">
          {(p) => <Input {...p} {...bind("account_name")} autoComplete="off" />}
        </Field>
        <Field
          label="Account number"
          error={sentence(errors["account.account_number"])}
          hint={
            bank
              ? // A wallet's format already gives examples; a bank's gets one.
                `Format: ${bank.account_number_format}${bank.type === "bank" ? ` (e.g. ${bank.account_number_example})` : ""}`
              : "Choose a bank to see the expected format."
          }
        >
          {(p) => <Input {...p} {...bind("account_number")} inputMode={bank?.type === "wallet" ? "tel" : "numeric"} autoComplete="off" spellCheck={false} className="font-mono" />}
        </Field>
      </div>
      <Field label="Bank name" error={sentence(errors["account.bank_name"])} hint={bankNameHint}>
        {(p) => <Input {...p} {...bind("bank_name")} autoComplete="off" />}
      </Field>
    </fieldset>
  );
}
