// The "New link" form's values as text, and their translation into the API's create body
//. The form checks the body with the API's own schema (createPaymentLinkSchema), so a
// message beside a field reads the same before and after the server answers, under the same key
// (`amount_options.min`, `ticket_types.0.price`…); the few rules that span fields are added here.
// Client-safe: pure functions.
import { createPaymentLinkSchema, type CreatePaymentLinkInput } from "@/lib/schemas/payment-links";
import { amountErrors, schemaErrors, type FormErrors } from "@/lib/forms/form-errors";
import { readTypedAmount, splitTypedAmounts } from "@/lib/money/typed-amount";
import type { LinkKind } from "@/lib/catalog/payment-types";

export type Pricing = "fixed" | "chooses";
export type TicketRow = { name: string; price: string; quantity: string; sales_start_at: string; sales_end_at: string };
export type CustomFieldRow = { label: string; required: boolean };

export type LinkFormValues = {
  kind: LinkKind;
  title: string;
  description: string;
  image_id: string | null;
  currency: string;
  pricing: Pricing;
  amount: string;
  min: string;
  max: string;
  /** "100, 250, 500" */
  suggested: string;
  quantity_enabled: boolean;
  quantity_max: string;
  collect: { name: boolean; email: boolean; phone: boolean };
  custom_fields: CustomFieldRow[];
  subaccounts: string[];
  redirect_url: string;
  /** datetime-local text, the merchant's own time zone */
  expires_at: string;
  max_payments: string;
  ticket_types: TicketRow[];
};

export const EMPTY_TICKET: TicketRow = { name: "", price: "", quantity: "", sales_start_at: "", sales_end_at: "" };

export function emptyLinkForm(kind: LinkKind = "payment"): LinkFormValues {
  return {
    kind,
    title: "",
    description: "",
    image_id: null,
    currency: "ETB",
    pricing: kind === "donation" ? "chooses" : "fixed",
    amount: "",
    min: "",
    max: "",
    suggested: "",
    quantity_enabled: false,
    quantity_max: "",
    collect: { name: true, email: true, phone: false },
    custom_fields: [],
    subaccounts: [],
    redirect_url: "",
    expires_at: "",
    max_payments: "",
    ticket_types: kind === "event" ? [{ ...EMPTY_TICKET }] : [],
  };
}

/** A count typed by a person: "" is absent; anything else goes to the schema as a number (NaN: "must be a number"). */
function num(text: string): number | undefined {
  const t = text.trim().replace(/,/g, "");
  return t === "" ? undefined : Number(t);
}

/** An amount typed by a person ("5,000", "1 000.50"): "" is absent; unreadable is NaN, and amountFields says why. */
const money = (text: string, currency: string) => readTypedAmount(text, currency).value;

/** Every typed amount of the form under the API's key, for amountErrors. */
function amountFields(v: LinkFormValues): Record<string, { text: string; currency: string }> {
  const c = v.currency;
  const out: Record<string, { text: string; currency: string }> = {};
  if (v.kind === "event") v.ticket_types.forEach((t, i) => (out[`ticket_types.${i}.price`] = { text: t.price, currency: c }));
  else if (v.pricing === "fixed") out.amount = { text: v.amount, currency: c };
  else {
    out["amount_options.min"] = { text: v.min, currency: c };
    out["amount_options.max"] = { text: v.max, currency: c };
    splitTypedAmounts(v.suggested).forEach((text, i) => (out[`amount_options.suggested.${i}`] = { text, currency: c }));
  }
  return out;
}

/** datetime-local text ("2026-12-31T18:00") in the browser's time zone → ISO 8601 with offset. */
export function localToIso(text: string): string | undefined {
  if (!text.trim()) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** A custom field's key from its label: "T-shirt size" → "t_shirt_size" (the API's key rule). */
export function fieldKey(label: string, index: number): string {
  const slug = label
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 32);
  return /^[a-z]/.test(slug) ? slug : `field_${index + 1}${slug ? `_${slug}` : ""}`.slice(0, 40);
}

export function toCreateInput(v: LinkFormValues): CreatePaymentLinkInput {
  const body: Record<string, unknown> = {
    kind: v.kind,
    title: v.title,
    description: v.description,
    currency: v.currency,
    collect: v.collect,
  };
  if (v.image_id) body.image_id = v.image_id;
  if (v.kind === "event") {
    body.ticket_types = v.ticket_types.map((t) => ({
      name: t.name,
      price: money(t.price, v.currency),
      quantity: num(t.quantity),
      ...(t.sales_start_at ? { sales_start_at: localToIso(t.sales_start_at) } : {}),
      ...(t.sales_end_at ? { sales_end_at: localToIso(t.sales_end_at) } : {}),
    }));
  } else if (v.pricing === "fixed") {
    body.amount = money(v.amount, v.currency) ?? null;
    if (v.quantity_enabled) body.quantity = { enabled: true, ...(num(v.quantity_max) !== undefined ? { max: num(v.quantity_max) } : {}) };
  } else {
    const suggested = splitTypedAmounts(v.suggested).map((s) => money(s, v.currency) ?? Number.NaN);
    const min = money(v.min, v.currency);
    const max = money(v.max, v.currency);
    body.amount_options = {
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
      ...(suggested.length ? { suggested } : {}),
    };
  }
  const fields = v.custom_fields.filter((f) => f.label.trim() !== "");
  if (fields.length) body.custom_fields = fields.map((f, i) => ({ key: fieldKey(f.label, i), label: f.label, required: f.required }));
  if (v.subaccounts.length) body.subaccounts = v.subaccounts.map((subaccount_reference) => ({ subaccount_reference }));
  if (v.redirect_url.trim()) body.redirect_url = v.redirect_url.trim();
  if (v.expires_at) body.expires_at = localToIso(v.expires_at);
  if (v.max_payments.trim()) body.max_payments = num(v.max_payments);
  return body as CreatePaymentLinkInput;
}

/** Every problem of the form at once, keyed as the API keys its details. */
export function validateLinkForm(v: LinkFormValues): FormErrors {
  const body = toCreateInput(v) as Record<string, unknown>;
  const errors: FormErrors = { ...schemaErrors(createPaymentLinkSchema, body), ...amountErrors(amountFields(v)) };
  if (body.amount === null) errors.amount ??= "Enter the amount, or let the customer choose it";
  if (v.kind !== "event" && v.pricing === "chooses") {
    const min = money(v.min, v.currency);
    const max = money(v.max, v.currency);
    if (min !== undefined && max !== undefined && min > max) errors["amount_options.max"] ??= "must be at least the minimum";
  }
  if (v.expires_at) {
    const at = new Date(v.expires_at).getTime();
    if (!Number.isNaN(at) && at <= Date.now()) errors.expires_at ??= "must be in the future";
  }
  v.ticket_types.forEach((t, i) => {
    if (t.sales_start_at && t.sales_end_at && new Date(t.sales_start_at) >= new Date(t.sales_end_at)) errors[`ticket_types.${i}.sales_end_at`] ??= "must be after the start of sales";
  });
  return errors;
}

/** The message for a field, or for its first item of a list ("amount_options.suggested" shows "amount_options.suggested.1"'s). */
export function errorFor(errors: FormErrors, key: string): string | undefined {
  if (errors[key]) return errors[key];
  const prefix = `${key}.`;
  for (const [k, m] of Object.entries(errors)) if (k.startsWith(prefix) && /^\d+$/.test(k.slice(prefix.length))) return m;
  return undefined;
}

/** "must not be empty" → "Must not be empty". */
export function sentence(message: string | undefined): string | undefined {
  return message ? message[0].toUpperCase() + message.slice(1) : message;
}
