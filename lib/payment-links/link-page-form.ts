import { mailConfigured } from "@/lib/mail/send-mail";
import "server-only";
// The public link page's data and form: what app/l/[slug] renders, and how its
// urlencoded form becomes a LinkPaymentForm for startLinkPayment. No JavaScript is needed:
// - suggested amounts are radio inputs; "Other amount" is one more radio whose text input the
//   stylesheet shows when it is chosen (CSS :checked, no script);
// - an event is two steps: first "how many of each ticket type" (step=choose), which the server
//   answers with the second step, one attendee name field per ticket plus the customer's details
//   (step=pay). Quantities travel as hidden fields; nothing is held until the second step is sent.
// Errors come back as messages keyed by the form field they belong to, so the page shows each
// beside its field with the customer's values kept.
import crypto from "node:crypto";
import { env } from "@/lib/env";
import type { ApiError } from "@/lib/http/errors";
import { clientIp } from "@/lib/http/client-ip";
import { currencyExponent, formatMoney, toMajorUnits } from "@/lib/money";
import { amountInputText } from "@/lib/money/format-amount";
import { rateLimited, rateLimitHeaders } from "@/lib/rate-limit/api-limits";
import { takeToken } from "@/lib/rate-limit/token-bucket";
import { checkoutLimits } from "@/lib/rate-limit/checkout-limits";
import type { LinkPaymentForm } from "@/lib/schemas/payment-links";
import { soldOutMessage } from "@/lib/link-tickets/hold-tickets";
import { customFieldsOf, linkClosedReason, maxQuantityOf, saleWindowProblem, type CustomField, type LinkForPayment } from "@/lib/payment-links/start-link-payment";
import { merchantTimeZone } from "@/lib/merchants/time-zone";
import { dateTimeInWords } from "@/lib/catalog/time-zones";

export type TicketTypeView = {
  id: string;
  name: string;
  price: string;
  priceMinor: bigint;
  /** Left to sell now (not held, not paid). */
  left: number;
  /** Why it cannot be bought now (sold out, sale not started or over); null when on sale. */
  unavailable: string | null;
  /** The largest quantity the page offers. */
  selectable: number;
};

export type LinkPageView = {
  slug: string;
  path: string;
  kind: "payment" | "donation" | "event";
  title: string;
  description: string;
  imageUrl: string | null;
  currency: string;
  testMode: boolean;
  merchant: { name: string; logoUrl: string | null; brandColor: string };
  closed: { message: string; gone: boolean } | null;
  amount:
    | { type: "fixed"; each: string; eachMinor: bigint; quantityMax: number | null }
    | { type: "chosen"; suggested: { value: string; label: string }[]; min: string | null; max: string | null; placeholder: string }
    | { type: "tickets" };
  ticketTypes: TicketTypeView[];
  maxTickets: number;
  collect: { name: boolean; email: boolean; phone: boolean };
  customFields: CustomField[];
  /** The receipt is e-mailed after paying (receipts on and a mail server set): else the page says how to keep it. */
  receiptMailed: boolean;
  /** An open link with an end: when it stops taking payments, on the merchant's clock; `soon` within the hour. */
  closes: { text: string; soon: boolean } | null;
};

/** "ETB 1,300.00": the total of the tickets chosen on an event's first step. */
export function ticketsTotal(view: LinkPageView, counts: { type: TicketTypeView; n: number }[]): string {
  return formatMoney(counts.reduce((sum, c) => sum + c.type.priceMinor * BigInt(c.n), 0n), view.currency);
}

export function linkPagePath(slug: string): string {
  return `/l/${slug}`;
}

/** The image's URL carries its id, so it may be cached for good and a new image is a new URL. */
export function linkImagePath(slug: string, imageId: string): string {
  return `/l/${slug}/image?v=${imageId}`;
}

export function linkPageView(link: LinkForPayment, now = new Date()): LinkPageView {
  const money = (minor: bigint) => formatMoney(minor, link.currency);
  const exponent = currencyExponent(link.currency);
  return {
    slug: link.slug,
    path: linkPagePath(link.slug),
    kind: link.kind as LinkPageView["kind"],
    title: link.title,
    description: link.description,
    imageUrl: link.imageId ? linkImagePath(link.slug, link.imageId) : null,
    currency: link.currency,
    testMode: link.mode === "test",
    merchant: { name: link.merchant.name, logoUrl: link.merchant.logoUrl, brandColor: link.merchant.brandColor },
    closed: linkClosedReason(link, now),
    amount:
      link.kind === "event"
        ? { type: "tickets" }
        : link.amount !== null
          ? { type: "fixed", each: money(link.amount), eachMinor: link.amount, quantityMax: link.quantityEnabled ? maxQuantityOf(link) : null }
          : {
              type: "chosen",
              suggested: link.suggestedAmounts.map((minor) => ({ value: amountInputText(toMajorUnits(minor, link.currency), link.currency), label: money(minor) })),
              min: link.amountMin !== null ? money(link.amountMin) : null,
              max: link.amountMax !== null ? money(link.amountMax) : null,
              placeholder: exponent ? "25.00" : "2500",
            },
    ticketTypes: link.ticketTypes.map((t) => {
      const left = Math.max(0, t.quantity - t.taken);
      const window = saleWindowProblem(t, now);
      return {
        id: t.id,
        name: t.name,
        price: money(t.price),
        priceMinor: t.price,
        left,
        unavailable: left === 0 ? "Sold out" : window,
        selectable: window ? 0 : Math.min(left, maxQuantityOf(link)),
      };
    }),
    maxTickets: maxQuantityOf(link),
    collect: { name: link.collectName, email: link.collectEmail, phone: link.collectPhone },
    customFields: customFieldsOf(link),
    receiptMailed: link.merchant.receiptEmailsEnabled && mailConfigured(),
    closes: closesOf(link, now),
  };
}

/**
 * "This page takes payments until 3 Dec 2026, 14:05 East Africa Time (Addis Ababa), about 5
 * minutes from now": said while the link is open, so a customer is not surprised by its end.
 */
function closesOf(link: LinkForPayment, now: Date): LinkPageView["closes"] {
  if (!link.expiresAt || now >= link.expiresAt) return null;
  const minutes = Math.max(1, Math.floor((link.expiresAt.getTime() - now.getTime()) / 60_000));
  const soon = minutes < 60;
  const left = soon ? `, about ${minutes === 1 ? "a minute" : `${minutes} minutes`} from now` : "";
  return { text: `This page takes payments until ${dateTimeInWords(link.expiresAt, merchantTimeZone(link.merchant))}${left}.`, soon };
}

/** A form field as text ("" when missing or a file), at most 200 characters. */
function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 200) : "";
}

/** A quantity field: a whole number 0..100, or null when it is not one. */
function count(value: string | undefined): number | null {
  const t = (value ?? "").trim();
  if (!t) return 0;
  return /^\d{1,3}$/.test(t) && Number(t) <= 100 ? Number(t) : null;
}

export const qtyField = (ticketTypeId: string) => `qty.${ticketTypeId}`;
export const attendeeField = (ticketTypeId: string, n: number) => `attendee.${ticketTypeId}.${n}`;
export const customField = (key: string) => `cf.${key}`;

export type ReadForm = {
  step: "choose" | "pay";
  /** Every field as sent (at most 200 characters each), to render the form again. */
  values: Record<string, string>;
  form: LinkPaymentForm;
  /** The attendee field of each ticket, in the order of form.tickets. */
  ticketFields: string[];
};

export function readLinkForm(data: FormData, link: LinkForPayment): ReadForm {
  const values: Record<string, string> = {};
  for (const [name, value] of data) if (typeof value === "string" && name.length <= 100 && !Object.hasOwn(values, name)) values[name] = value.slice(0, 200);
  const form: LinkPaymentForm = {
    customer: { first_name: text(data, "first_name"), last_name: text(data, "last_name"), email: text(data, "email"), phone_number: text(data, "phone_number") },
    custom_fields: Object.fromEntries(customFieldsOf(link).map((f) => [f.key, text(data, customField(f.key))])),
  };
  const ticketFields: string[] = [];
  if (link.kind === "event") {
    form.tickets = [];
    for (const type of link.ticketTypes) {
      const n = count(values[qtyField(type.id)]) ?? 0;
      for (let i = 1; i <= n; i++) {
        form.tickets.push({ ticket_type_id: type.id, attendee_name: text(data, attendeeField(type.id, i)) });
        ticketFields.push(attendeeField(type.id, i));
      }
    }
  } else if (link.amount !== null) {
    const q = text(data, "quantity").trim();
    if (q) form.quantity = /^\d{1,6}$/.test(q) ? Number(q) : Number.NaN;
  } else {
    const choice = text(data, "amount_choice");
    form.amount = choice && choice !== "other" && link.suggestedAmounts.length ? choice : text(data, "amount");
  }
  return { step: text(data, "step") === "choose" ? "choose" : "pay", values, form, ticketFields };
}

/**
 * The first step of an event: how many of each ticket type. Field errors (empty when the choice
 * can go on to the attendees' names); the stock is checked again, exactly, when the tickets are held.
 */
export function checkTicketChoice(view: LinkPageView, values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  let total = 0;
  for (const type of view.ticketTypes) {
    const n = count(values[qtyField(type.id)]);
    if (n === null) errors[qtyField(type.id)] = "Choose a number of tickets";
    else if (n > 0 && type.unavailable) errors[qtyField(type.id)] = type.left === 0 ? soldOutMessage(type.name, 0) : type.unavailable;
    else if (n > type.left) errors[qtyField(type.id)] = soldOutMessage(type.name, type.left);
    total += n ?? 0;
  }
  if (!Object.keys(errors).length && total === 0) errors.tickets = "Choose at least one ticket";
  else if (!Object.keys(errors).length && total > view.maxTickets) errors.tickets = `You can buy at most ${view.maxTickets} tickets at once`;
  return errors;
}

/** A refusal of startLinkPayment as messages by form field, and one for the top of the form. */
export function formErrorsOf(error: ApiError, ticketFields: string[]): { errors: Record<string, string>; formError: string | null } {
  const errors: Record<string, string> = {};
  let formError: string | null = null;
  const details = Array.isArray(error.details) ? (error.details as { field?: unknown; message?: unknown }[]) : [];
  for (const d of details) {
    const field = typeof d.field === "string" ? d.field : "";
    const message = typeof d.message === "string" ? d.message : error.message;
    const name = formFieldOf(field, ticketFields);
    if (name && !errors[name]) errors[name] = message;
    else if (!name) formError ??= message;
  }
  if (!details.length) formError = error.message;
  return { errors, formError };
}

function formFieldOf(field: string, ticketFields: string[]): string | null {
  if (field === "amount" || field === "quantity") return field;
  let m = /^customer\.(first_name|last_name|email|phone_number)$/.exec(field);
  if (m) return m[1];
  m = /^custom_fields\.(.+)$/.exec(field);
  if (m) return customField(m[1]);
  m = /^tickets\.(\d+)\.attendee_name$/.exec(field);
  if (m) return ticketFields[Number(m[1])] ?? null;
  m = /^tickets\.(tkty_[0-9A-Za-z]+)$/.exec(field);
  if (m) return qtyField(m[1]);
  return null;
}

/**
 * The public form's rate limit: every POST (both steps) takes a token from the client IP's bucket,
 * the checkout forms' per-IP limits in a key space of its own. Holding an event's tickets is a
 * write a stranger can cause, so it is paced like a payment attempt. Null when allowed.
 */
export async function limitLinkForm(headers: Headers): Promise<ApiError | null> {
  if (!env().rateLimitEnabled) return null;
  const limit = checkoutLimits().ip;
  const ip = await takeToken(`link-ip:${crypto.createHash("sha256").update(clientIp(headers)).digest("base64url").slice(0, 27)}`, limit);
  return ip.allowed ? null : rateLimited(ip, limit, rateLimitHeaders(ip), "this address");
}

