"use client";
// "New virtual account": a currency, the name the customer's bank shows for the
// account, and the merchant's own optional reference, checked in the browser with the route's
// schema, then by the server. A reference already used is shown beside its field (409). On
// success the new account's page opens, with its generated account number.
import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { FormDialog } from "@/components/dashboard/form-dialog";
import { useCheckedForm } from "@/components/dashboard/use-checked-form";
import { CurrencySelect } from "@/components/dashboard/fields/currency-select";
import { useCreateVirtualAccount } from "@/components/dashboard/virtual-accounts/virtual-account-hooks";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import type { DashboardMode } from "@/lib/catalog/modes";
import { schemaErrors } from "@/lib/forms/form-errors";
import { createVirtualAccountSchema } from "@/lib/schemas/virtual-accounts";

export function CreateVirtualAccountDialog({ open, onClose, mode }: { open: boolean; onClose: () => void; mode: DashboardMode }) {
  const create = useCreateVirtualAccount(mode);
  const router = useRouter();
  const notify = useToast();
  const [currency, setCurrency] = useState("ETB");
  const [accountName, setAccountName] = useState("");
  const [reference, setReference] = useState("");
  const input = { currency, account_name: accountName, ...(reference.trim() ? { merchant_reference: reference } : {}) };
  const form = useCheckedForm(() => schemaErrors(createVirtualAccountSchema, input));
  const errors = form.errors;

  const close = () => {
    create.reset();
    form.reset();
    onClose();
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!form.check(event)) return;
    create.mutate(input, {
      onSuccess: (account) => {
        notify({ title: "Virtual account created", description: `${account.account_name}: account number ${account.account_number}.` });
        close();
        router.push(`/dashboard/virtual-accounts/${account.virtual_account_id}`);
      },
      onError: form.onServerError,
    });
  }

  return (
    <FormDialog
      open={open} onClose={close} attempt={create} onSubmit={onSubmit}
      title="New virtual account" submitLabel="Create account" errorTitle="The virtual account was not created"
      description="A dedicated account number your customer pays into by bank transfer. You collect from its balance with debits."
    >
      <div className="grid gap-4 sm:grid-cols-[9rem_1fr]">
        <CurrencySelect value={currency} onChange={setCurrency} error={errors.currency} />
        <Field label="Account name" error={errors.account_name} hint="Shown to the customer's bank, e.g. the customer's name.">
          {(p) => <Input {...p} name="account_name" autoComplete="off" value={accountName} onChange={(e) => setAccountName(e.target.value)} />}
        </Field>
      </div>
      <Field label="Your reference (optional)" error={errors.merchant_reference} hint="Unique among your virtual accounts, e.g. your customer id.">
        {(p) => (
          <Input
            {...p}
            name="merchant_reference"
            autoComplete="off"
            value={reference}
            onChange={(e) => {
              setReference(e.target.value);
              form.clearServerErrors();
            }}
          />
        )}
      </Field>
    </FormDialog>
  );
}
