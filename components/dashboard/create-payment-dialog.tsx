"use client";
// "Create payment" on the payments page: an amount, a currency and, optionally, a
// reference, the customer and a description give a checkout link to send to the customer.
// Checked in the browser with the route's schema and the service's amount rules, then by the
// server (the service of POST /v2/payments/hosted); the result shows the link with a copy button.
import { useState, type FormEvent } from "react";
import Link from "next/link";
import { FormDialog } from "@/components/dashboard/form-dialog";
import { useCheckedForm } from "@/components/dashboard/use-checked-form";
import { useCreatePaymentLink, type CreatedPaymentLink, type CreatePaymentLinkInput } from "@/components/dashboard/payment-action-hooks";
import { Button, buttonClasses } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input, inputClasses } from "@/components/ui/input";
import { cn } from "@/components/ui/cn";
import { formatAmount } from "@/lib/money/format-amount";
import { amountFromText, requiredAmountError, ruleErrors, schemaErrors, type FormErrors } from "@/lib/forms/form-errors";
import type { DashboardMode } from "@/lib/catalog/modes";
import { phoneCountryOf } from "@/lib/phone";
import { parseAmount, parseCurrency } from "@/lib/money/parse-amount";
import { createPaymentLinkSchema } from "@/lib/schemas/dashboard-payments";
import { AmountField } from "@/components/dashboard/fields/amount-field";
import { CurrencySelect } from "@/components/dashboard/fields/currency-select";
import { PhoneField } from "@/components/dashboard/fields/phone-field";

type Values = {
  amount: string;
  currency: string;
  merchant_reference: string;
  description: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
};

const EMPTY: Values = { amount: "", currency: "USD", merchant_reference: "", description: "", first_name: "", last_name: "", email: "", phone_number: "" };

/** The request body: blank optional fields are undefined, so JSON leaves them out. */
function toInput(v: Values): CreatePaymentLinkInput {
  const given = (s: string) => (s.trim() === "" ? undefined : s.trim());
  const customer = { first_name: given(v.first_name), last_name: given(v.last_name), email: given(v.email), phone_number: given(v.phone_number) };
  const hasCustomer = Object.values(customer).some((x) => x !== undefined);
  return {
    amount: amountFromText(v.amount, v.currency),
    currency: v.currency,
    merchant_reference: given(v.merchant_reference),
    description: given(v.description),
    customer: hasCustomer ? customer : undefined,
  };
}

/** Form field names for the schema's dotted paths (customer.email → email). */
function toFormErrors(errors: FormErrors): FormErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field.replace(/^customer\./, ""), message]));
}

function validate(v: Values): FormErrors {
  const input = toInput(v);
  const shape = schemaErrors(createPaymentLinkSchema, input);
  const typed = requiredAmountError(v.amount, v.currency);
  if (typed) return { ...toFormErrors(shape), amount: typed };
  if (Object.keys(shape).length) return toFormErrors(shape);
  return ruleErrors(() => parseAmount(input.amount, parseCurrency(input.currency)), "amount");
}

export function CreatePaymentDialog({ open, onClose, mode }: { open: boolean; onClose: () => void; mode: DashboardMode }) {
  const create = useCreatePaymentLink(mode);
  const [values, setValues] = useState<Values>(EMPTY);
  const [created, setCreated] = useState<CreatedPaymentLink | null>(null);
  const form = useCheckedForm(() => validate(values), toFormErrors);
  const errors = form.errors;

  const close = () => {
    create.reset();
    setValues(EMPTY);
    form.reset();
    setCreated(null);
    onClose();
  };

  const set = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clearServerErrors();
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!form.check(event)) return;
    create.mutate(toInput(values), {
      onSuccess: (payment) => setCreated(payment),
      onError: form.onServerError,
    });
  }

  const text = (field: keyof Values, label: string, props: { hint?: string; type?: string; autoComplete?: string; inputMode?: "email" } = {}) => (
    <Field label={label} error={errors[field]} hint={props.hint}>
      {(p) => (
        <Input
          {...p}
          name={field}
          type={props.type ?? "text"}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete ?? "off"}
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
        />
      )}
    </Field>
  );

  if (created) {
    return (
      <Dialog
        open={open}
        onClose={close}
        title="Payment link ready"
        description={
          <>
            Send this link to your customer to collect <strong className="font-medium text-slate-800">{formatAmount(created.amount, created.currency)}</strong>
            {mode === "test" ? " (test mode: no real money moves)" : ""}. It works until{" "}
            {new Date(created.expires_at).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}.
          </>
        }
        footer={
          <>
            <Link href={`/dashboard/payments/${created.gateway_reference}`} className={buttonClasses("secondary")} onClick={close}>
              View payment
            </Link>
            <Button onClick={close}>Done</Button>
          </>
        }
      >
        <div className="flex items-center gap-2">
          <Input readOnly aria-label="Checkout link" value={created.checkout_url} className="font-mono text-[13px]" onFocus={(e) => e.currentTarget.select()} />
          <CopyButton text={created.checkout_url} label="Copy link" size="md" />
        </div>
      </Dialog>
    );
  }

  return (
    <FormDialog
      open={open} onClose={close} attempt={create} onSubmit={onSubmit}
      title="Create payment" submitLabel="Create payment link" errorTitle="No payment was created"
      description={`A ${mode}-mode checkout link to share with your customer, by e-mail or chat. They choose how to pay on the checkout page.`}
    >
      <div className="grid gap-4 sm:grid-cols-[9rem_1fr]">
        <CurrencySelect value={values.currency} onChange={(c) => set("currency", c)} error={errors.currency} />
        <AmountField currency={values.currency} error={errors.amount} value={values.amount} onChange={(text) => set("amount", text)} />
      </div>
      <Field label="Description (optional)" error={errors.description} hint="Shown to the customer on the checkout page.">
        {(p) => (
          <textarea
            {...p}
            name="description"
            rows={2}
            maxLength={500}
            value={values.description}
            onChange={(e) => set("description", e.target.value)}
            className={cn(inputClasses, "h-auto py-2")}
          />
        )}
      </Field>
      {text("merchant_reference", "Your reference (optional)", { hint: "An order or invoice number; unique per payment." })}
      <fieldset className="space-y-4">
        <legend className="text-sm font-medium text-slate-800">Customer (optional)</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("first_name", "First name", { autoComplete: "off" })}
          {text("last_name", "Last name", { autoComplete: "off" })}
          {text("email", "E-mail", { type: "email", inputMode: "email" })}
          <PhoneField label="Phone" country={phoneCountryOf(values.currency)} error={errors.phone_number} value={values.phone_number} onChange={(phone) => set("phone_number", phone)} />
        </div>
      </fieldset>
    </FormDialog>
  );
}
