"use client";
// "New virtual account": a currency, the name the customer's bank shows for the
// account, and the merchant's own optional reference, checked in the browser with the route's
// schema, then by the server. A reference already used is shown beside its field (409). On
// success the new account's page opens, with its generated account number.
import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { CurrencySelect } from "@/components/dashboard/fields/currency-select";
import { MutationErrorNotice } from "@/components/dashboard/mutation-error-notice";
import { useCreateVirtualAccount } from "@/components/dashboard/virtual-accounts/virtual-account-hooks";
import { Dialog } from "@/components/ui/dialog";
import { DialogFooter } from "@/components/ui/dialog-footer";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";
import type { DashboardMode } from "@/lib/catalog/modes";
import { schemaErrors, type FormErrors } from "@/lib/forms/form-errors";
import { createVirtualAccountSchema } from "@/lib/schemas/virtual-accounts";

export function CreateVirtualAccountDialog({ open, onClose, mode }: { open: boolean; onClose: () => void; mode: DashboardMode }) {
  const create = useCreateVirtualAccount(mode);
  const router = useRouter();
  const notify = useToast();
  const [currency, setCurrency] = useState("ETB");
  const [accountName, setAccountName] = useState("");
  const [reference, setReference] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const input = { currency, account_name: accountName, ...(reference.trim() ? { merchant_reference: reference } : {}) };
  const errors = submitted ? { ...schemaErrors(createVirtualAccountSchema, input), ...serverErrors } : serverErrors;

  const close = () => {
    create.reset();
    setSubmitted(false);
    setServerErrors({});
    onClose();
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (Object.keys(schemaErrors(createVirtualAccountSchema, input)).length) return;
    create.mutate(input, {
      onSuccess: (account) => {
        notify({ title: "Virtual account created", description: `${account.account_name}: account number ${account.account_number}.` });
        close();
        router.push(`/dashboard/virtual-accounts/${account.virtual_account_id}`);
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
      dismissible={!create.isPending}
      title="New virtual account"
      description="A dedicated account number your customer pays into by bank transfer. You collect from its balance with debits."
    >
      <form noValidate onSubmit={onSubmit} aria-label="New virtual account" className="space-y-4">
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
                setServerErrors({});
              }}
            />
          )}
        </Field>
        <MutationErrorNotice error={create.error} title="The virtual account was not created" />
        <DialogFooter onCancel={close} pending={create.isPending} submitLabel="Create account" />
      </form>
    </Dialog>
  );
}
