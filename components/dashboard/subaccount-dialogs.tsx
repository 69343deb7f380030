"use client";
// Subaccount dialogs (issue 4): create (bank picker from the registry for the chosen currency,
// live validation with the API's schema, the registry's account-number rule and the split
// parsers), edit name and default split, and deactivate. Server refusals land on their fields
// (409 duplicate bank account, INVALID_FORMAT, INVALID_VALUE) through error.details.
import { useId, type FormEvent, type ReactNode } from "react";
import {
  useBanks,
  useCreateSubaccount,
  useDeactivateSubaccount,
  useUpdateSubaccount,
} from "@/components/dashboard/money-hooks";
import { useLiveForm } from "@/components/dashboard/use-live-form";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Dialog } from "@/components/ui/dialog";
import { Field, type ControlProps } from "@/components/ui/field";
import { Input, inputClasses } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { useToast } from "@/components/ui/toast";
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";
import { formatSplitRule } from "@/lib/dashboard/format";
import {
  sentence,
  toCreateInput,
  toUpdateInput,
  validateCreateSubaccount,
  validateEditSubaccount,
  type CreateSubaccountValues,
  type EditSubaccountValues,
  type SplitFields,
} from "@/lib/dashboard/subaccount-form";
import type { DashboardMode, SubaccountItem } from "@/lib/dashboard/types";
import { CURRENCIES, CURRENCY_CODES, type Currency } from "@/lib/money";

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

/** Focuses the first field, in the form's order, whose error key is listed. */
function focusFirst(form: HTMLFormElement, keys: string[]) {
  const wanted = new Set(keys);
  Array.from(form.querySelectorAll<HTMLElement>("[name]"))
    .find((el) => wanted.has(el.getAttribute("name") ?? ""))
    ?.focus();
}

function serverFailure(error: unknown, setServerErrors: (e: Record<string, string>) => void) {
  if (error instanceof DashboardRequestError) setServerErrors(error.fieldErrors);
}

function FormFooter({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

export function CreateSubaccountDialog({ open, onClose, mode }: { open: boolean; onClose: () => void; mode: DashboardMode }) {
  const create = useCreateSubaccount(mode);
  const notify = useToast();
  const form = useLiveForm(EMPTY_CREATE, validateCreateSubaccount, createErrorKey);
  const { values, errors } = form;
  const banks = useBanks(values.currency);
  const bank = banks.data?.find((b) => b.slug === values.bank_slug);

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
    <Dialog
      open={open}
      onClose={close}
      dismissible={!create.isPending}
      className="sm:max-w-2xl"
      title="New subaccount"
      description="A partner or vendor who receives a share of your payments. Its share settles to its balance; payouts to the bank account come later."
    >
      <form noValidate onSubmit={onSubmit} aria-label="New subaccount" className="space-y-5">
        <fieldset disabled={create.isPending} className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-[1fr_11rem]">
            <Field label="Subaccount name" error={sentence(errors.subaccount_name)}>
              {(p) => <Input {...p} {...bind("subaccount_name")} autoComplete="off" placeholder="e.g. Addis Delivery PLC" />}
            </Field>
            <Field label="Currency" error={sentence(errors.currency)}>
              {(p) => (
                <select
                  {...p}
                  {...bind("currency")}
                  onChange={(e) => {
                    // Banks are per currency: a new currency starts the bank choice over.
                    form.set("currency", e.target.value);
                    form.update({ bank_slug: "", bank_name: "" });
                  }}
                  className={inputClasses}
                >
                  {CURRENCY_CODES.map((c) => (
                    <option key={c} value={c}>
                      {c} · {CURRENCIES[c].name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>

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

          <SplitEditor
            values={values}
            errors={errors}
            currency={values.currency}
            onChange={(field, value) => form.set(field, value)}
            onBlur={(field) => form.touch(field)}
          />
        </fieldset>

        {create.isError ? (
          <Notice tone="danger" role="alert" title="The subaccount was not created">
            {create.error.message}
          </Notice>
        ) : null}
        <FormFooter>
          <Button variant="secondary" onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create subaccount
          </Button>
        </FormFooter>
      </form>
    </Dialog>
  );
}

/** Split type (percentage or flat), value and optional bounds, shared by create and edit. */
function SplitEditor({
  values,
  errors,
  currency,
  onChange,
  onBlur,
}: {
  values: SplitFields;
  errors: Record<string, string>;
  currency: string;
  onChange: (field: keyof SplitFields, value: string) => void;
  onBlur: (field: keyof SplitFields) => void;
}) {
  const typeName = useId();
  const exponent = CURRENCIES[currency as Currency]?.exponent ?? 2;
  const percentage = values.split_type === "percentage";
  const amountHint = exponent === 0 ? `Whole ${currency}` : `${currency}, up to ${exponent} decimals`;
  const field = (name: keyof SplitFields) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
    onBlur: () => onBlur(name),
  });
  return (
    <fieldset className="space-y-4 rounded-lg p-4 ring-1 ring-slate-200 ring-inset">
      <legend className="px-1 text-sm font-medium text-slate-800">Default split</legend>
      <p className="-mt-1 text-[13px] text-slate-500">
        Used when a payment names this subaccount without its own rule. A payment can still set another.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset>
          <legend className="block text-sm font-medium text-slate-800">Split type</legend>
          <div className="mt-1.5 grid grid-cols-2 gap-1 rounded-md bg-slate-100 p-1">
            {(
              [
                ["percentage", "Percentage"],
                ["flat", "Flat amount"],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className={cn(
                  "flex cursor-pointer items-center justify-center rounded px-2 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600",
                  values.split_type === value ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
                )}
              >
                <input
                  type="radio"
                  name={`split_type-${typeName}`}
                  value={value}
                  checked={values.split_type === value}
                  onChange={() => onChange("split_type", value)}
                  className="sr-only"
                />
                {label}
              </label>
            ))}
          </div>
          {errors.split_type ? <p className="mt-1.5 text-[13px] text-red-600">{sentence(errors.split_type)}</p> : null}
        </fieldset>
        <Field
          label={percentage ? "Share (%)" : `Share (${currency})`}
          error={sentence(errors.split_value)}
          hint={percentage ? "More than 0, at most 100, up to 2 decimals." : amountHint}
        >
          {(p) => <SuffixInput p={p} suffix={percentage ? "%" : currency} {...field("split_value")} />}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={`Minimum share (${currency}, optional)`} error={sentence(errors.min_amount)}>
          {(p) => <SuffixInput p={p} suffix={currency} placeholder="No minimum" {...field("min_amount")} />}
        </Field>
        <Field label={`Maximum share (${currency}, optional)`} error={sentence(errors.max_amount)}>
          {(p) => <SuffixInput p={p} suffix={currency} placeholder="No maximum" {...field("max_amount")} />}
        </Field>
      </div>
    </fieldset>
  );
}

function SuffixInput({
  p,
  suffix,
  ...input
}: {
  p: ControlProps;
  suffix: string;
  name: string;
  value: string;
  placeholder?: string;
  onChange: (e: { target: { value: string } }) => void;
  onBlur: () => void;
}) {
  return (
    <div className="relative">
      <Input {...p} {...input} inputMode="decimal" autoComplete="off" className="pr-12 tabular-nums" />
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-[13px] text-slate-500">
        {suffix}
      </span>
    </div>
  );
}

const amountText = (v: number | null) => (v === null ? "" : String(v));

function editValues(s: SubaccountItem): EditSubaccountValues {
  return {
    subaccount_name: s.subaccount_name,
    split_type: s.split_type,
    split_value: String(s.split_value),
    min_amount: amountText(s.min_amount),
    max_amount: amountText(s.max_amount),
  };
}

/** Mounted afresh for each opening (the caller keys it), so the form starts from the subaccount's current values. */
export function EditSubaccountDialog({
  open,
  target,
  onClose,
  mode,
}: {
  open: boolean;
  target: SubaccountItem;
  onClose: () => void;
  mode: DashboardMode;
}) {
  const update = useUpdateSubaccount(mode);
  const notify = useToast();
  const form = useLiveForm(() => editValues(target), (v) => validateEditSubaccount(v, target.currency));
  const { values, errors } = form;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.reset();
    const problems = form.submit();
    if (problems.length) return focusFirst(event.currentTarget, problems);
    update.mutate(
      { reference: target.subaccount_reference, input: toUpdateInput(values) },
      {
        onSuccess: (data) => {
          notify({
            title: data.changed.length ? "Subaccount updated" : "Nothing to save",
            description: data.changed.length
              ? `New payments use ${formatSplitRule(data.subaccount.split_type, data.subaccount.split_value, data.subaccount.currency)} by default.`
              : "The subaccount already had these settings.",
          });
          onClose();
        },
        onError: (error) => serverFailure(error, form.setServerErrors),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!update.isPending}
      className="sm:max-w-xl"
      title={`Edit ${target.subaccount_name}`}
      description="Payments already created keep the split they were created with."
    >
      <form noValidate onSubmit={onSubmit} aria-label="Edit subaccount" className="space-y-5">
        <fieldset disabled={update.isPending} className="space-y-5">
          <Field label="Subaccount name" error={sentence(errors.subaccount_name)}>
            {(p) => (
              <Input
                {...p}
                name="subaccount_name"
                autoComplete="off"
                value={values.subaccount_name}
                onChange={(e) => form.set("subaccount_name", e.target.value)}
                onBlur={() => form.touch("subaccount_name")}
              />
            )}
          </Field>
          <SplitEditor
            values={values}
            errors={errors}
            currency={target.currency}
            onChange={(field, value) => form.set(field, value)}
            onBlur={(field) => form.touch(field)}
          />
        </fieldset>
        {update.isError ? (
          <Notice tone="danger" role="alert" title="The subaccount was not updated">
            {update.error.message}
          </Notice>
        ) : null}
        <FormFooter>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </FormFooter>
      </form>
    </Dialog>
  );
}

export function DeactivateSubaccountDialog({ target, onClose, mode }: { target: SubaccountItem | null; onClose: () => void; mode: DashboardMode }) {
  const deactivate = useDeactivateSubaccount(mode);
  const notify = useToast();
  const close = () => {
    deactivate.reset();
    onClose();
  };
  return (
    <Dialog
      open={target !== null}
      onClose={close}
      dismissible={!deactivate.isPending}
      title={`Deactivate ${target?.subaccount_name ?? "subaccount"}?`}
      description={
        <>
          New payments can no longer split to it; payments already created still settle its share, and its balance stays. This cannot
          be undone, and its bank account cannot be used for another subaccount.
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={deactivate.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={deactivate.isPending}
            onClick={() =>
              target &&
              deactivate.mutate(target.subaccount_reference, {
                onSuccess: () => {
                  notify({ title: "Subaccount deactivated", description: `${target.subaccount_name} no longer receives new splits.` });
                  close();
                },
              })
            }
          >
            Deactivate
          </Button>
        </>
      }
    >
      {deactivate.isError ? (
        <Notice tone="danger" role="alert" title="The subaccount was not deactivated">
          {deactivate.error.message}
        </Notice>
      ) : null}
    </Dialog>
  );
}
