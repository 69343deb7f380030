"use client";
// The "Bank account for settlement" section of the new-subaccount form: a bank or wallet from
// the registry for the chosen currency, the holder's name, the account number in the bank's
// format, and the bank's name.
import type { UseQueryResult } from "@tanstack/react-query";
import type { useLiveForm } from "@/components/dashboard/use-live-form";
import { Field } from "@/components/ui/field";
import { Input, inputClasses } from "@/components/ui/input";
import { sentence, type CreateSubaccountValues } from "@/lib/dashboard/subaccount-form";
import type { BankItem } from "@/lib/dashboard/types";

type Bind = (field: keyof CreateSubaccountValues & string) => {
  name: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  onBlur: () => void;
};

export function SettlementAccountFields({
  form,
  banks,
  bind,
}: {
  form: ReturnType<typeof useLiveForm<CreateSubaccountValues>>;
  banks: UseQueryResult<BankItem[]>;
  bind: Bind;
}) {
  const { values, errors } = form;
  const bank = banks.data?.find((b) => b.slug === values.bank_slug);
  return (
    <fieldset className="space-y-4 rounded-lg p-4 ring-1 ring-slate-200 ring-inset">
      <legend className="px-1 text-sm font-medium text-slate-800">Bank account for settlement</legend>
      <Field
        label="Bank or wallet"
        error={sentence(errors["account.bank_slug"])}
        hint={banks.isError ? `Could not load banks: ${banks.error.message}` : undefined}
      >
        {(p) => (
          <select
            {...p}
            {...bind("bank_slug")}
            onChange={(e) => {
              form.set("bank_slug", e.target.value);
              const chosen = banks.data?.find((b) => b.slug === e.target.value);
              form.update({ bank_name: chosen?.name ?? "" });
            }}
            disabled={banks.isPending}
            className={inputClasses}
          >
            <option value="">{banks.isPending ? "Loading banks…" : `Choose a ${values.currency} bank or wallet`}</option>
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
          hint={bank ? `Format: ${bank.account_number_format}` : "Choose a bank to see the expected format."}
        >
          {(p) => <Input {...p} {...bind("account_number")} inputMode="numeric" autoComplete="off" spellCheck={false} className="font-mono" />}
        </Field>
      </div>
      <Field label="Bank name" error={sentence(errors["account.bank_name"])} hint="Filled in from the bank you chose; change it if the account's bank uses another name.">
        {(p) => <Input {...p} {...bind("bank_name")} autoComplete="off" />}
      </Field>
    </fieldset>
  );
}
