"use client";
// "New subaccount": name and currency, the settlement bank account (bank picker from
// the registry for the chosen currency) and the default split, validated live with the API's
// schema, the registry's account-number rule and the split parsers.
import type { FormEvent } from "react";
import { FormDialog } from "@/components/dashboard/form-dialog";
import { useBanks, useCreateSubaccount } from "@/components/dashboard/money-hooks";
import { focusFirst, serverFailure } from "@/components/dashboard/subaccounts/form-helpers";
import { BankAccountFields } from "@/components/dashboard/bank-account-fields";
import { SplitEditor } from "@/components/dashboard/subaccounts/split-editor";
import { useLiveForm } from "@/components/dashboard/use-live-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { sentence, toCreateInput, validateCreateSubaccount, type CreateSubaccountValues } from "@/lib/subaccounts/subaccount-form";
import type { DashboardMode } from "@/lib/catalog/modes";
import { CurrencySelect } from "@/components/dashboard/fields/currency-select";

const ACCOUNT_FIELDS = new Set(["account_name", "account_number", "bank_slug", "bank_name"]);
const createErrorKey = (field: string) => (ACCOUNT_FIELDS.has(field) ? `account.${field}` : field);

const EMPTY_CREATE: CreateSubaccountValues = {
  subaccount_name: "",
  currency: "ETB",
  bank_slug: "",
  account_name: "",
  account_number: "",
  bank_name: "",
  split_type: "percentage",
  split_value: "",
  min_amount: "",
  max_amount: "",
};

export function CreateSubaccountDialog({ open, onClose, mode }: { open: boolean; onClose: () => void; mode: DashboardMode }) {
  const create = useCreateSubaccount(mode);
  const notify = useToast();
  const form = useLiveForm(EMPTY_CREATE, validateCreateSubaccount, createErrorKey);
  const { values, errors } = form;
  const banks = useBanks(values.currency);

  const close = () => {
    create.reset();
    form.reset(EMPTY_CREATE);
    onClose();
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.reset();
    const problems = form.submit();
    if (problems.length) return focusFirst(event.currentTarget, problems);
    create.mutate(toCreateInput(values), {
      onSuccess: (created) => {
        notify({ title: "Subaccount created", description: `${created.subaccount_name} can now receive splits (${created.subaccount_reference}).` });
        close();
      },
      onError: (error) => serverFailure(error, form.setServerErrors),
    });
  }

  const bind = (field: keyof CreateSubaccountValues & string) => ({
    name: createErrorKey(field),
    value: values[field],
    onChange: (e: { target: { value: string } }) => form.set(field, e.target.value),
    onBlur: () => form.touch(field),
  });

  return (
    <FormDialog
      open={open} onClose={close} attempt={create} onSubmit={onSubmit} className="sm:max-w-2xl" formClassName="space-y-5"
      title="New subaccount" submitLabel="Create subaccount" errorTitle="The subaccount was not created"
      description="A partner or vendor who receives a share of your payments. Its share settles to its balance; payouts to the bank account come later."
    >
      <fieldset disabled={create.isPending} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-[1fr_11rem]">
          <Field label="Subaccount name" error={sentence(errors.subaccount_name)}>
            {(p) => <Input {...p} {...bind("subaccount_name")} autoComplete="off" placeholder="e.g. Addis Delivery PLC" />}
          </Field>
          <CurrencySelect
            value={values.currency}
            error={sentence(errors.currency)}
            onBlur={() => form.touch("currency")}
            onChange={(currency) => {
              // Banks are per currency: a new currency starts the bank choice over.
              form.set("currency", currency);
              form.update({ bank_slug: "", bank_name: "" });
            }}
          />
        </div>

        <BankAccountFields
          legend="Bank account for settlement"
          currency={values.currency}
          bankSlug={values.bank_slug}
          banks={banks}
          errors={errors}
          sentence={sentence}
          bind={bind}
          onBankChange={(slug, name) => {
            form.set("bank_slug", slug);
            form.update({ bank_name: name });
          }}
          bankNameHint="Filled in from the bank you chose; change it if the account's bank uses another name."
        />

        <SplitEditor
          values={values}
          errors={errors}
          currency={values.currency}
          onChange={(field, value) => form.set(field, value)}
          onBlur={(field) => form.touch(field)}
        />
      </fieldset>

    </FormDialog>
  );
}
