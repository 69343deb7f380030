"use client";

// "New link": the kind (payment, donation, event), then what the customer sees (title,
// description, image), the price (a fixed amount, or the customer chooses with optional bounds and
// suggested amounts; an event's ticket types), what the page asks for (customer fields, up to three
// custom fields), and the rest (split with the merchant's subaccounts, redirect, expiry, maximum
// payments). Checked live with the API's schema; the server's refusals land beside their fields.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { CurrencySelect } from "@/components/dashboard/fields/currency-select";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { useSubaccounts } from "@/components/dashboard/money-hooks";
import { MutationErrorNotice } from "@/components/dashboard/mutation-error-notice";
import { PageHeader } from "@/components/dashboard/page-header";
import { uploadLinkImage, useCreatePaymentLink } from "@/components/dashboard/payment-links/link-hooks";
import { KIND_DESCRIPTIONS, KIND_LABELS } from "@/components/dashboard/payment-links/link-parts";
import {
  EMPTY_TICKET,
  emptyLinkForm,
  errorFor,
  sentence,
  toCreateInput,
  validateLinkForm,
  type LinkFormValues,
  type TicketRow,
} from "@/components/dashboard/payment-links/link-form-values";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { ErrorText } from "@/components/ui/error-text";
import { Field } from "@/components/ui/field";
import { Input, inputClasses } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { useToast } from "@/components/ui/toast";
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";
import { CAN_MANAGE_PAYMENTS } from "@/lib/catalog/permissions";
import { LINK_KINDS, type LinkKind } from "@/lib/catalog/payment-types";
import type { FormErrors } from "@/lib/forms/form-errors";
import { currencyExponent } from "@/lib/money";
import Link from "next/link";

/** What the upload route takes (checked again, and answered, by the server). */
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];
export const IMAGE_MAX_BYTES = 1_000_000;
const MAX_CUSTOM_FIELDS = 3;
const MAX_TICKET_TYPES = 10;

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <CardHeader titleId={id} title={title} description={description} />
      <CardBody className="space-y-5">{children}</CardBody>
    </Card>
  );
}

function Check({ label, checked, onChange, name }: { label: ReactNode; checked: boolean; onChange: (v: boolean) => void; name?: string }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} className="size-4 rounded border-slate-300 text-indigo-600" />
      {label}
    </label>
  );
}

export function NewLinkForm() {
  const { mode, role } = useDashboard();
  const router = useRouter();
  const notify = useToast();
  const create = useCreatePaymentLink(mode);
  const [values, setValues] = useState<LinkFormValues>(() => emptyLinkForm("payment"));
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const [image, setImage] = useState<{ preview: string | null; error: string | null; uploading: boolean }>({ preview: null, error: null, uploading: false });
  const previewRef = useRef<string | null>(null);
  useEffect(() => () => void (previewRef.current && URL.revokeObjectURL(previewRef.current)), []);
  const subaccounts = useSubaccounts(mode, 1, 100);
  const canManage = CAN_MANAGE_PAYMENTS.includes(role);

  const all = validateLinkForm(values);
  const shown: FormErrors = {};
  for (const [key, message] of Object.entries(all)) if (submitted || [...touched].some((t) => key === t || key.startsWith(`${t}.`))) shown[key] = message;
  for (const [key, message] of Object.entries(serverErrors)) shown[key] ??= message;
  const err = (key: string) => sentence(errorFor(shown, key));

  const set = (patch: Partial<LinkFormValues>, keys: string[] = Object.keys(patch)) => {
    setValues((v) => ({ ...v, ...patch }));
    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !keys.some((key) => k === key || k.startsWith(`${key}.`)))));
  };
  const touch = (key: string) => setTouched((t) => (t.has(key) ? t : new Set([...t, key])));
  const text = (field: "title" | "description" | "amount" | "min" | "max" | "suggested" | "quantity_max" | "redirect_url" | "expires_at" | "max_payments", key: string = field) => ({
    name: key,
    value: values[field],
    onChange: (e: { target: { value: string } }) => set({ [field]: e.target.value } as Partial<LinkFormValues>, [key]),
    onBlur: () => touch(key),
  });
  const setTicket = (i: number, patch: Partial<TicketRow>) =>
    set({ ticket_types: values.ticket_types.map((t, j) => (i === j ? { ...t, ...patch } : t)) }, Object.keys(patch).map((k) => `ticket_types.${i}.${k}`));
  const step = currencyExponent(values.currency) ? String(10 ** -currencyExponent(values.currency)) : "1";

  function chooseKind(kind: LinkKind) {
    setValues((v) => ({
      ...v,
      kind,
      pricing: kind === "donation" ? "chooses" : kind === "payment" ? v.pricing : "fixed",
      ticket_types: kind === "event" ? (v.ticket_types.length ? v.ticket_types : [{ ...EMPTY_TICKET }]) : [],
    }));
    setServerErrors({});
  }

  async function onImage(file: File | undefined) {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = null;
    set({ image_id: null }, ["image_id"]);
    if (!file) return setImage({ preview: null, error: null, uploading: false });
    if (!IMAGE_TYPES.includes(file.type)) return setImage({ preview: null, error: "Choose a PNG, JPEG, WebP or GIF image", uploading: false });
    if (file.size > IMAGE_MAX_BYTES) return setImage({ preview: null, error: `The image is ${(file.size / 1_000_000).toFixed(1)} MB; the most is 1 MB`, uploading: false });
    const preview = URL.createObjectURL(file);
    previewRef.current = preview;
    setImage({ preview, error: null, uploading: true });
    try {
      const uploaded = await uploadLinkImage(file);
      setValues((v) => ({ ...v, image_id: uploaded.id }));
      setImage({ preview, error: null, uploading: false });
    } catch (error) {
      setImage({ preview: null, error: error instanceof Error ? error.message : "The image was not uploaded", uploading: false });
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.reset();
    setSubmitted(true);
    const problems = Object.keys(all);
    const form = event.currentTarget;
    if (problems.length || image.uploading || image.error) {
      const wanted = new Set(problems);
      Array.from(form.querySelectorAll<HTMLElement>("[name]"))
        .find((el) => wanted.has(el.getAttribute("name") ?? "") || (el.getAttribute("name") === "image" && image.error))
        ?.focus();
      return;
    }
    create.mutate(toCreateInput(values), {
      onSuccess: (created) => {
        notify({ title: "Link created", description: `${created.title} is ready to share.` });
        router.push(`/dashboard/payment-links/${encodeURIComponent(created.id)}`);
      },
      onError: (error) => {
        if (error instanceof DashboardRequestError) {
          setServerErrors(error.fieldErrors);
          const first = Object.keys(error.fieldErrors)[0];
          if (first) form.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
        }
      },
    });
  }

  if (!canManage) {
    return (
      <>
        <PageHeader title="New payment link" />
        <Notice title="View only">Your role ({role}) can see payment links but not create them.</Notice>
      </>
    );
  }

  const activeSubaccounts = (subaccounts.data?.items ?? []).filter((s) => s.active && s.currency === values.currency);

  return (
    <>
      <PageHeader
        title="New payment link"
        description={`A page customers pay on, in ${mode} mode. You can change its words, fields and limits later; its kind, currency and prices stay.`}
      />
      <form noValidate onSubmit={onSubmit} aria-label="New payment link" className="space-y-6">
        <fieldset disabled={create.isPending} className="space-y-6">
          <Card>
            <CardBody>
              <fieldset>
                <legend className="text-[15px] font-semibold text-slate-900">Kind of link</legend>
                <div className="mt-3 grid gap-3 sm:grid-cols-3">
                  {LINK_KINDS.map((kind) => (
                    <label
                      key={kind}
                      className={cn(
                        "flex cursor-pointer flex-col gap-1 rounded-lg p-3 ring-1 ring-slate-300 ring-inset has-[:checked]:bg-indigo-50 has-[:checked]:ring-2 has-[:checked]:ring-indigo-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600",
                      )}
                    >
                      <span className="flex items-center gap-2 text-sm font-medium text-slate-900">
                        <input type="radio" name="kind" value={kind} checked={values.kind === kind} onChange={() => chooseKind(kind)} className="size-4 text-indigo-600" />
                        {KIND_LABELS[kind]}
                      </span>
                      <span className="text-[13px] text-slate-600">{KIND_DESCRIPTIONS[kind]}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </CardBody>
          </Card>

          <Section id="link-page" title="The page" description="What customers see when they open the link.">
            <Field label="Title" error={err("title")}>
              {(p) => <Input {...p} {...text("title")} maxLength={100} autoComplete="off" placeholder={values.kind === "event" ? "e.g. Friday night concert" : "e.g. School trip contribution"} />}
            </Field>
            <Field label="Description" error={err("description")} hint="Optional. What the money is for; shown under the title.">
              {(p) => <textarea {...p} {...text("description")} rows={3} maxLength={2000} className={cn(inputClasses, "h-auto py-2")} />}
            </Field>
            <div>
              <Field label="Image" error={image.error ?? err("image_id")} hint="Optional. PNG, JPEG, WebP or GIF, at most 1 MB; shown at the top of the page.">
                {(p) => (
                  <input
                    {...p}
                    name="image"
                    type="file"
                    accept={IMAGE_TYPES.join(",")}
                    onChange={(e) => onImage(e.target.files?.[0])}
                    aria-invalid={image.error ? true : p["aria-invalid"]}
                    className="block text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800"
                  />
                )}
              </Field>
              {image.preview ? (
                <div className="mt-3 flex items-center gap-3">
                  {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL; next/image cannot optimise it */}
                  <img src={image.preview} alt="Preview of the chosen image" className="h-20 w-32 rounded-md object-cover ring-1 ring-slate-200" />
                  <span className="text-[13px] text-slate-600" role="status">
                    {image.uploading ? "Uploading…" : values.image_id ? "Uploaded" : ""}
                  </span>
                </div>
              ) : null}
            </div>
          </Section>

          <Section id="link-price" title={values.kind === "event" ? "Tickets" : "Price"} description={values.kind === "event" ? "Each ticket type has its own price and number of seats." : undefined}>
            <CurrencySelect value={values.currency} onChange={(currency) => set({ currency, subaccounts: [] }, ["currency"])} error={err("currency")} className="max-w-xs" />

            {values.kind === "event" ? (
              <div className="space-y-4">
                {values.ticket_types.map((t, i) => (
                  <fieldset key={i} className="rounded-lg p-4 ring-1 ring-slate-200">
                    <legend className="px-1 text-sm font-medium text-slate-900">Ticket type {i + 1}</legend>
                    <div className="grid gap-4 sm:grid-cols-[1fr_9rem_8rem]">
                      <Field label="Name" error={err(`ticket_types.${i}.name`)}>
                        {(p) => <Input {...p} name={`ticket_types.${i}.name`} value={t.name} maxLength={80} placeholder="e.g. General admission" onChange={(e) => setTicket(i, { name: e.target.value })} onBlur={() => touch(`ticket_types.${i}.name`)} />}
                      </Field>
                      <Field label={`Price (${values.currency})`} error={err(`ticket_types.${i}.price`)}>
                        {(p) => <Input {...p} name={`ticket_types.${i}.price`} inputMode="decimal" value={t.price} onChange={(e) => setTicket(i, { price: e.target.value })} onBlur={() => touch(`ticket_types.${i}.price`)} />}
                      </Field>
                      <Field label="Tickets available" error={err(`ticket_types.${i}.quantity`)}>
                        {(p) => <Input {...p} name={`ticket_types.${i}.quantity`} inputMode="numeric" value={t.quantity} onChange={(e) => setTicket(i, { quantity: e.target.value })} onBlur={() => touch(`ticket_types.${i}.quantity`)} />}
                      </Field>
                    </div>
                    <div className="mt-4 grid gap-4 sm:grid-cols-2">
                      <Field label="Sales start" hint="Optional" error={err(`ticket_types.${i}.sales_start_at`)}>
                        {(p) => <Input {...p} type="datetime-local" name={`ticket_types.${i}.sales_start_at`} value={t.sales_start_at} onChange={(e) => setTicket(i, { sales_start_at: e.target.value })} />}
                      </Field>
                      <Field label="Sales end" hint="Optional" error={err(`ticket_types.${i}.sales_end_at`)}>
                        {(p) => <Input {...p} type="datetime-local" name={`ticket_types.${i}.sales_end_at`} value={t.sales_end_at} onChange={(e) => setTicket(i, { sales_end_at: e.target.value })} />}
                      </Field>
                    </div>
                    {values.ticket_types.length > 1 ? (
                      <Button variant="danger-ghost" size="sm" className="mt-3" onClick={() => set({ ticket_types: values.ticket_types.filter((_, j) => j !== i) }, ["ticket_types"])}>
                        Remove ticket type {i + 1}
                      </Button>
                    ) : null}
                  </fieldset>
                ))}
                {shown.ticket_types ? (
                  <ErrorText id="ticket-types-error">{sentence(shown.ticket_types)}</ErrorText>
                ) : null}
                {values.ticket_types.length < MAX_TICKET_TYPES ? (
                  <Button variant="secondary" size="sm" onClick={() => set({ ticket_types: [...values.ticket_types, { ...EMPTY_TICKET }] }, ["ticket_types"])}>
                    Add a ticket type
                  </Button>
                ) : null}
              </div>
            ) : (
              <>
                <fieldset>
                  <legend className="text-sm font-medium text-slate-800">Amount</legend>
                  <div className="mt-2 flex flex-wrap gap-4">
                    <label className="flex items-center gap-2 text-sm text-slate-800">
                      <input type="radio" name="pricing" checked={values.pricing === "fixed"} onChange={() => set({ pricing: "fixed" }, ["amount", "amount_options"])} className="size-4 text-indigo-600" />
                      A fixed amount
                    </label>
                    <label className="flex items-center gap-2 text-sm text-slate-800">
                      <input type="radio" name="pricing" checked={values.pricing === "chooses"} onChange={() => set({ pricing: "chooses" }, ["amount", "amount_options"])} className="size-4 text-indigo-600" />
                      The customer chooses
                    </label>
                  </div>
                </fieldset>
                {values.pricing === "fixed" ? (
                  <div className="grid gap-4 sm:grid-cols-2">
                    <Field label={`Amount (${values.currency})`} error={err("amount")}>
                      {(p) => <Input {...p} {...text("amount")} inputMode="decimal" data-step={step} placeholder="0.00" />}
                    </Field>
                    <div className="space-y-3 pt-6">
                      <Check label="Let the customer buy several" checked={values.quantity_enabled} onChange={(v) => set({ quantity_enabled: v }, ["quantity"])} />
                      {values.quantity_enabled ? (
                        <Field label="At most, per payment" error={err("quantity.max")} hint="10 when left empty">
                          {(p) => <Input {...p} {...text("quantity_max", "quantity.max")} inputMode="numeric" className="max-w-28" />}
                        </Field>
                      ) : null}
                    </div>
                  </div>
                ) : (
                  <div className="grid gap-4 sm:grid-cols-3">
                    <Field label={`Minimum (${values.currency})`} hint="Optional" error={err("amount_options.min")}>
                      {(p) => <Input {...p} {...text("min", "amount_options.min")} inputMode="decimal" />}
                    </Field>
                    <Field label={`Maximum (${values.currency})`} hint="Optional" error={err("amount_options.max")}>
                      {(p) => <Input {...p} {...text("max", "amount_options.max")} inputMode="decimal" />}
                    </Field>
                    <Field label="Suggested amounts" hint="Optional, up to 6, separated by a comma and a space or by semicolons (5,000, 10,000, 20,000): shown as buttons" error={err("amount_options.suggested") ?? (shown.amount_options ? sentence(shown.amount_options) : undefined)}>
                      {(p) => <Input {...p} {...text("suggested", "amount_options.suggested")} placeholder="e.g. 100, 250, 500" />}
                    </Field>
                  </div>
                )}
              </>
            )}
          </Section>

          <Section id="link-customer" title="What to ask the customer" description="The page asks for these before handing over to the checkout.">
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">Customer details</legend>
              <div className="mt-2 flex flex-wrap gap-5">
                <Check label="Name" checked={values.collect.name} onChange={(v) => set({ collect: { ...values.collect, name: v } }, ["collect"])} />
                <Check label="E-mail" checked={values.collect.email} onChange={(v) => set({ collect: { ...values.collect, email: v } }, ["collect"])} />
                <Check label="Phone number" checked={values.collect.phone} onChange={(v) => set({ collect: { ...values.collect, phone: v } }, ["collect"])} />
              </div>
            </fieldset>
            <fieldset className="space-y-3">
              <legend className="text-sm font-medium text-slate-800">Custom questions</legend>
              <p className="text-[13px] text-slate-500">Up to three, e.g. &ldquo;Student&rsquo;s class&rdquo; or &ldquo;T-shirt size&rdquo;. The answers come with the payment and its webhooks.</p>
              {values.custom_fields.map((f, i) => (
                <div key={i} className="flex flex-wrap items-end gap-3">
                  <Field label={`Question ${i + 1}`} error={err(`custom_fields.${i}.label`) ?? err(`custom_fields.${i}.key`)} className="min-w-60 flex-1">
                    {(p) => (
                      <Input
                        {...p}
                        name={`custom_fields.${i}.label`}
                        value={f.label}
                        maxLength={80}
                        onChange={(e) => set({ custom_fields: values.custom_fields.map((c, j) => (i === j ? { ...c, label: e.target.value } : c)) }, [`custom_fields.${i}`])}
                      />
                    )}
                  </Field>
                  <div className="pb-2">
                    <Check label="Required" checked={f.required} onChange={(v) => set({ custom_fields: values.custom_fields.map((c, j) => (i === j ? { ...c, required: v } : c)) }, [`custom_fields.${i}`])} />
                  </div>
                  <Button variant="danger-ghost" size="sm" className="mb-1" onClick={() => set({ custom_fields: values.custom_fields.filter((_, j) => j !== i) }, ["custom_fields"])}>
                    Remove question {i + 1}
                  </Button>
                </div>
              ))}
              {values.custom_fields.length < MAX_CUSTOM_FIELDS ? (
                <Button variant="secondary" size="sm" onClick={() => set({ custom_fields: [...values.custom_fields, { label: "", required: false }] }, ["custom_fields"])}>
                  Add a question
                </Button>
              ) : null}
            </fieldset>
          </Section>

          <Section id="link-options" title="Options">
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">Split with subaccounts</legend>
              <p className="mt-1 text-[13px] text-slate-500">Each chosen subaccount receives its default split of every payment, as with hosted payments.</p>
              <div className="mt-2 space-y-2">
                {activeSubaccounts.length ? (
                  activeSubaccounts.map((s) => (
                    <Check
                      key={s.subaccount_reference}
                      name="subaccounts"
                      label={
                        <>
                          {s.subaccount_name} <span className="font-mono text-[12px] text-slate-500">{s.subaccount_reference}</span>
                        </>
                      }
                      checked={values.subaccounts.includes(s.subaccount_reference)}
                      onChange={(v) =>
                        set(
                          { subaccounts: v ? [...values.subaccounts, s.subaccount_reference] : values.subaccounts.filter((r) => r !== s.subaccount_reference) },
                          ["subaccounts"],
                        )
                      }
                    />
                  ))
                ) : (
                  <p className="text-[13px] text-slate-600">
                    {subaccounts.isPending ? "Loading subaccounts…" : `No active ${values.currency} subaccounts in ${mode} mode.`}
                  </p>
                )}
              </div>
              {err("subaccounts") ? <ErrorText id="subaccounts-error">{err("subaccounts")}</ErrorText> : null}
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="After paying, send the customer to" hint="Optional. Otherwise the customer sees the receipt." error={err("redirect_url")}>
                {(p) => <Input {...p} {...text("redirect_url")} type="url" inputMode="url" placeholder="https://" />}
              </Field>
              <Field label="Expires" hint="Optional. The page stops taking payments then." error={err("expires_at")}>
                {(p) => <Input {...p} {...text("expires_at")} type="datetime-local" />}
              </Field>
              <Field label="Maximum number of payments" hint="Optional. The page stops taking payments after this many." error={err("max_payments")}>
                {(p) => <Input {...p} {...text("max_payments")} inputMode="numeric" className="max-w-40" />}
              </Field>
            </div>
          </Section>
        </fieldset>

        <MutationErrorNotice error={create.error} title="The link was not created" />
        {submitted && Object.keys(all).length ? (
          <p role="alert" className="text-sm text-red-700">
            Check the {Object.keys(all).length === 1 ? "field" : `${Object.keys(all).length} fields`} marked above.
          </p>
        ) : null}
        <div className="flex justify-end gap-3">
          <Link href="/dashboard/payment-links" className={buttonClasses("secondary")}>
            Cancel
          </Link>
          <Button type="submit" loading={create.isPending} disabled={image.uploading}>
            Create link
          </Button>
        </div>
      </form>
    </>
  );
}
