"use client";
// The one-off invoice's form (docs/invoices.md): who pays, its lines (description, quantity, unit
// price), the tax rate, the days from finalizing to its due date, and whether it may be paid in parts
// (with the least a part may be). New: /dashboard/invoices/new makes a draft and opens its page;
// edit: a draft's page shows the same form with what it has, and sends only what changed. The
// amounts are checked here for their currency's decimals; the rest (a minimum above the total, a
// customer with neither e-mail nor phone) is the server's to refuse, shown beside its field.
import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { MutationErrorNotice } from "@/components/dashboard/mutation-error-notice";
import { CurrencySelect } from "@/components/dashboard/fields/currency-select";
import { parseAmountInput } from "@/components/dashboard/fields/parse-amount-input";
import { useCreateInvoice, useUpdateInvoice, type InvoiceDetail } from "@/components/dashboard/billing/billing-hooks";
import { invoiceHref } from "@/components/dashboard/billing/billing-parts";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";
import { amountInputText, formatAmount } from "@/lib/money/format-amount";
import { MAX_INVOICE_LINES, type CreateInvoiceInput, type UpdateInvoiceInput } from "@/lib/schemas/invoices";
import type { DashboardMode } from "@/lib/catalog/modes";

type Line = { description: string; quantity: string; unit_amount: string };
type Values = {
  currency: string;
  name: string;
  email: string;
  phone_number: string;
  description: string;
  lines: Line[];
  tax_rate_percent: string;
  days_until_due: string;
  allow_partial_payments: boolean;
  minimum_partial_amount: string;
};

const EMPTY_LINE: Line = { description: "", quantity: "1", unit_amount: "" };
const NEW: Values = { currency: "ETB", name: "", email: "", phone_number: "", description: "", lines: [EMPTY_LINE], tax_rate_percent: "0", days_until_due: "7", allow_partial_payments: false, minimum_partial_amount: "" };

function fromInvoice(i: InvoiceDetail): Values {
  return {
    currency: i.currency,
    name: i.customer.name ?? "",
    email: i.customer.email ?? "",
    phone_number: i.customer.phone_number ?? "",
    description: i.description ?? "",
    lines: i.lines.map((l) => ({ description: l.description, quantity: String(l.quantity), unit_amount: amountInputText(l.unit_amount, i.currency) })),
    tax_rate_percent: i.subtotal > 0 ? String(Math.round((i.tax / i.subtotal) * 10_000) / 100) : "0",
    days_until_due: "7",
    allow_partial_payments: i.allow_partial_payments,
    minimum_partial_amount: i.minimum_partial_amount === null ? "" : amountInputText(i.minimum_partial_amount, i.currency),
  };
}

/** The server's field names (lines.0.unit_amount, or lines[0].unit_amount from the service) in one spelling. */
const normalizeField = (field: string) => field.replace(/\[(\d+)\]/g, ".$1");

/** The form's values as the API's body, or the fields that are not numbers of the right kind. */
function toBody(v: Values): { body: CreateInvoiceInput; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const lines = v.lines.map((l, i) => {
    const unit = parseAmountInput(l.unit_amount, v.currency);
    if (!unit.ok) errors[`lines.${i}.unit_amount`] = unit.problem === "required" ? "Enter the price of one" : `Not an amount in ${v.currency}`;
    if (!/^\d+$/.test(l.quantity.trim())) errors[`lines.${i}.quantity`] = "Enter a whole number";
    return { description: l.description.trim(), quantity: Number(l.quantity.trim()), unit_amount: unit.ok ? unit.major : 0 };
  });
  const tax = Number(v.tax_rate_percent.trim() || "0");
  if (!/^\d+(\.\d{1,2})?$/.test(v.tax_rate_percent.trim() || "0")) errors.tax_rate_percent = "Enter a percentage, up to two decimals";
  if (!/^\d+$/.test(v.days_until_due.trim())) errors.days_until_due = "Enter a whole number of days";
  let minimum: number | undefined;
  if (v.allow_partial_payments && v.minimum_partial_amount.trim()) {
    const parsed = parseAmountInput(v.minimum_partial_amount, v.currency);
    if (parsed.ok) minimum = parsed.major;
    else errors.minimum_partial_amount = `Not an amount in ${v.currency}`;
  }
  const customer = {
    ...(v.name.trim() ? { name: v.name.trim() } : {}),
    ...(v.email.trim() ? { email: v.email.trim() } : {}),
    ...(v.phone_number.trim() ? { phone_number: v.phone_number.trim() } : {}),
  };
  return {
    errors,
    body: {
      currency: v.currency,
      customer,
      lines,
      tax_rate_percent: tax,
      ...(v.description.trim() ? { description: v.description.trim() } : {}),
      days_until_due: Number(v.days_until_due.trim()),
      allow_partial_payments: v.allow_partial_payments,
      ...(minimum !== undefined ? { minimum_partial_amount: minimum } : {}),
    },
  };
}

/** An edit sends what differs from the draft; a changed line list is sent whole (the API replaces it). */
function changes(body: CreateInvoiceInput, before: CreateInvoiceInput, v: Values): UpdateInvoiceInput {
  const patch: UpdateInvoiceInput = {};
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (!same(body.customer, before.customer)) patch.customer = body.customer;
  if (!same(body.lines, before.lines)) patch.lines = body.lines;
  if (body.tax_rate_percent !== before.tax_rate_percent) patch.tax_rate_percent = body.tax_rate_percent;
  if ((body.description ?? "") !== (before.description ?? "")) patch.description = body.description ?? "";
  if (body.days_until_due !== before.days_until_due) patch.days_until_due = body.days_until_due;
  if (body.allow_partial_payments !== before.allow_partial_payments) patch.allow_partial_payments = body.allow_partial_payments;
  if (body.minimum_partial_amount !== before.minimum_partial_amount) patch.minimum_partial_amount = v.allow_partial_payments ? (body.minimum_partial_amount ?? null) : null;
  return patch;
}

export function InvoiceForm({ mode, draft, onDone }: { mode: DashboardMode; draft?: InvoiceDetail; onDone?: () => void }) {
  const router = useRouter();
  const notify = useToast();
  const create = useCreateInvoice(mode);
  const update = useUpdateInvoice(mode, draft?.invoice_reference ?? "");
  const save = draft ? update : create;
  const initial = draft ? fromInvoice(draft) : NEW;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: "" }));
  };
  const setLine = (i: number, field: keyof Line, value: string) => {
    setValues((v) => ({ ...v, lines: v.lines.map((l, j) => (j === i ? { ...l, [field]: value } : l)) }));
    setErrors((e) => ({ ...e, [`lines.${i}.${field}`]: "" }));
  };
  const preview = toBody(values).body;
  const subtotal = preview.lines.reduce((sum, l) => sum + l.quantity * l.unit_amount, 0);

  const onError = (error: Error) => {
    if (error instanceof DashboardRequestError && Array.isArray(error.details)) {
      setErrors(Object.fromEntries((error.details as { field: string; message: string }[]).map((d) => [normalizeField(d.field), d.message])));
    }
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { body, errors: found } = toBody(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (!draft) {
      create.mutate(body, {
        onSuccess: (invoice) => {
          notify({ title: "Draft invoice created", description: "Check it, then finalize it to give it a number and open it for payment." });
          router.push(invoiceHref(invoice.invoice_reference));
        },
        onError,
      });
      return;
    }
    const patch = changes(body, toBody(initial).body, values);
    if (!Object.keys(patch).length) return onDone?.();
    update.mutate(patch, {
      onSuccess: () => {
        notify({ title: "Draft saved" });
        onDone?.();
      },
      onError,
    });
  }

  const fieldError = (name: string) => errors[name] || undefined;
  const hasFieldErrors = save.error instanceof DashboardRequestError && Array.isArray(save.error.details) && save.error.details.length > 0;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={draft ? "Edit draft invoice" : "New invoice"}>
      <fieldset disabled={save.isPending} className="space-y-6">
        <Card aria-labelledby="invoice-customer">
          <CardHeader titleId="invoice-customer" title="Customer" description="Who pays: an e-mail to send the invoice to, or a phone number." />
          <CardBody className="grid gap-4 sm:grid-cols-3">
            <Field label="Name" error={fieldError("customer.name")}>
              {(p) => <Input {...p} name="customer_name" value={values.name} onChange={(e) => set("name", e.target.value)} maxLength={200} />}
            </Field>
            <Field label="E-mail" error={fieldError("customer.email") ?? fieldError("customer")}>
              {(p) => <Input {...p} name="customer_email" type="email" value={values.email} onChange={(e) => set("email", e.target.value)} />}
            </Field>
            <Field label="Phone number" error={fieldError("customer.phone_number")}>
              {(p) => <Input {...p} name="customer_phone" type="tel" value={values.phone_number} onChange={(e) => set("phone_number", e.target.value)} />}
            </Field>
          </CardBody>
        </Card>

        <Card aria-labelledby="invoice-lines">
          <CardHeader titleId="invoice-lines" title="Lines" description={`Up to ${MAX_INVOICE_LINES}. The subtotal is their sum; tax is added on it.`} />
          <CardBody className="space-y-4">
            {draft ? null : (
              <CurrencySelect value={values.currency} onChange={(c) => set("currency", c)} error={fieldError("currency")} className="max-w-xs" />
            )}
            {values.lines.map((line, i) => (
              <fieldset key={i} className="grid gap-3 sm:grid-cols-[1fr_7rem_10rem_auto] sm:items-end">
                <legend className="sr-only">Line {i + 1}</legend>
                <Field label={`Line ${i + 1} description`} error={fieldError(`lines.${i}.description`)}>
                  {(p) => <Input {...p} name={`lines.${i}.description`} value={line.description} onChange={(e) => setLine(i, "description", e.target.value)} maxLength={200} />}
                </Field>
                <Field label="Quantity" error={fieldError(`lines.${i}.quantity`)}>
                  {(p) => <Input {...p} name={`lines.${i}.quantity`} inputMode="numeric" value={line.quantity} onChange={(e) => setLine(i, "quantity", e.target.value)} />}
                </Field>
                <Field label="Unit price" error={fieldError(`lines.${i}.unit_amount`)}>
                  {(p) => <Input {...p} name={`lines.${i}.unit_amount`} inputMode="decimal" autoComplete="off" value={line.unit_amount} onChange={(e) => setLine(i, "unit_amount", e.target.value)} />}
                </Field>
                <Button variant="ghost" size="sm" disabled={values.lines.length === 1} onClick={() => setValues((v) => ({ ...v, lines: v.lines.filter((_, j) => j !== i) }))} aria-label={`Remove line ${i + 1}`}>
                  Remove
                </Button>
              </fieldset>
            ))}
            {fieldError("lines") ? <p className="text-sm text-red-700">{fieldError("lines")}</p> : null}
            <div className="flex flex-wrap items-center justify-between gap-3">
              <Button variant="secondary" size="sm" disabled={values.lines.length >= MAX_INVOICE_LINES} onClick={() => setValues((v) => ({ ...v, lines: [...v.lines, EMPTY_LINE] }))}>
                Add line
              </Button>
              <p className="text-sm text-slate-600 tabular-nums">Subtotal {Number.isFinite(subtotal) ? formatAmount(Math.round(subtotal * 100) / 100, values.currency) : "—"}</p>
            </div>
          </CardBody>
        </Card>

        <Card aria-labelledby="invoice-terms">
          <CardHeader titleId="invoice-terms" title="Terms" />
          <CardBody className="grid gap-4 sm:grid-cols-2">
            <Field label="Tax rate (%)" error={fieldError("tax_rate_percent")} hint="15 for 15%. Rounded half up to the currency's smallest unit.">
              {(p) => <Input {...p} name="tax_rate_percent" inputMode="decimal" value={values.tax_rate_percent} onChange={(e) => set("tax_rate_percent", e.target.value)} />}
            </Field>
            <Field label="Days to pay" error={fieldError("days_until_due")} hint="From finalizing to its due date.">
              {(p) => <Input {...p} name="days_until_due" inputMode="numeric" value={values.days_until_due} onChange={(e) => set("days_until_due", e.target.value)} />}
            </Field>
            <Field label="Memo" error={fieldError("description")} className="sm:col-span-2" hint="Shown on the invoice's page.">
              {(p) => <Input {...p} name="description" value={values.description} onChange={(e) => set("description", e.target.value)} maxLength={500} />}
            </Field>
            <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-2">
              <input type="checkbox" name="allow_partial_payments" checked={values.allow_partial_payments} onChange={(e) => set("allow_partial_payments", e.target.checked)} className="size-4 rounded border-slate-300" />
              Let the customer pay it in parts
            </label>
            {values.allow_partial_payments ? (
              <Field label="Smallest part" error={fieldError("minimum_partial_amount")} hint="Empty: any amount. The rest due may always be paid whole.">
                {(p) => <Input {...p} name="minimum_partial_amount" inputMode="decimal" value={values.minimum_partial_amount} onChange={(e) => set("minimum_partial_amount", e.target.value)} />}
              </Field>
            ) : null}
          </CardBody>
          <CardFooter>
            {hasFieldErrors ? null : <MutationErrorNotice error={save.error} title={draft ? "The draft was not saved" : "The invoice was not created"} />}
            {draft ? (
              <Button variant="ghost" onClick={onDone}>
                Cancel
              </Button>
            ) : null}
            <Button type="submit" loading={save.isPending}>
              {draft ? "Save draft" : "Create draft"}
            </Button>
          </CardFooter>
        </Card>
      </fieldset>
    </form>
  );
}
