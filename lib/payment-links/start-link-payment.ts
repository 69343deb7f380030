import "server-only";
// A customer's payment through a reusable link: the public page /l/{slug} posts its form
// here. Every rule is checked before anything is written, each refusal an ApiError whose sentence a
// customer understands (the page shows it beside its field; details name the fields). Then, in ONE
// transaction: the payment, through the same createHostedPayment as every hosted payment (its
// payment_type says which kind of link; meta carries the link's id and the custom fields' answers),
// and an event's tickets, held (lib/link-tickets/hold-tickets.ts). The customer continues on the
// ordinary hosted checkout; its attempts, ledger, events and webhooks are the hosted payment's own.
//
// Decisions (docs/decisions.md, "The public link page"):
// - max_payments counts successful payments only (paymentCount, kept by settle-link-payment.ts in
//   the success's transaction). An open payment reserves nothing: a customer already paying when
//   the limit is reached may still finish, so a link can end a few payments over its limit, never
//   by refusing someone who has paid. Tickets, which must be exact, are held instead.
// - An event payment's session lasts at most EVENT_SESSION_MINUTES (held tickets come back to stock
//   when it expires, as ticket sites do), or the merchant's shorter session lifetime.
// - Collected customer details are required (the receipt needs the e-mail); last name is optional.
import type { Payment, PaymentLink, TicketType } from "@/lib/generated/prisma/client";
import { hotQuery, inTransaction, type Db } from "@/lib/db";
import { fromJsonRows } from "@/lib/db/json";
import { ApiError, type FieldError } from "@/lib/http/errors";
import { CURRENCIES, decimalTextToNumber, describeAmountProblem, formatMoney, isCurrency, toMajorUnits, toMinorUnits, type Currency } from "@/lib/money";
import { PAYMENT_TYPE_FOR_LINK_KIND, type LinkKind } from "@/lib/catalog/payment-types";
import { checkoutUrl, createHostedPayment } from "@/lib/payments/create-hosted-payment";
import { customerSchema, type CreateHostedPaymentInput } from "@/lib/schemas/payments";
import { normalizePhone, phoneCountryOf, phoneExample } from "@/lib/phone";
import type { LinkPaymentForm } from "@/lib/schemas/payment-links";
import { holdTickets } from "@/lib/link-tickets/hold-tickets";
import { claimLinkHold, heldTicketsMessage, lapsedHoldSql, LINK_FULL_MESSAGE, liveHoldSql, placesTakenMessage, sqlTime } from "@/lib/link-tickets/link-holds";
import type { AuditActor } from "@/lib/audit/record-audit";

/** Held tickets come back to stock after this long when their payment is not made. */
export const EVENT_SESSION_MINUTES = 15;
/** Quantity or tickets in one payment when the link sets no maximum of its own. */
export const DEFAULT_MAX_QUANTITY = 10;
/** The longest answer to a custom field or attendee name that is kept. */
const MAX_ANSWER = 200;

export type LinkForPayment = PaymentLink & {
  ticketTypes: TicketType[];
  merchant: { activationStatus: string; suspended: boolean; name: string; logoUrl: string | null; brandColor: string; receiptEmailsEnabled: boolean; timeZone: string | null; country: string | null };
  /** Other customers' live holds (lib/link-tickets/link-holds.ts): places taken while they pay, and when the first timed one ends. */
  holds: { places: number; tickets: number; firstEndsAt: Date | null };
};
export type CustomField = { key: string; label: string; required: boolean };

/**
 * The link behind a public slug, with its ticket types and what the page shows of its merchant;
 * null when there is none. One statement (the page's every GET and POST starts here): the link, its
 * ticket types and the merchant as JSON, turned back into Prisma's types (lib/db/json.ts), and the
 * link's holds at `now`: a ticket type's `taken` leaves out tickets whose hold has lapsed (they are
 * on sale again; the next hold or the worker's sweep releases them in the table).
 */
export async function findLinkBySlug(db: Db, slug: string, now = new Date()): Promise<LinkForPayment | null> {
  if (!/^[0-9A-Za-z]{1,40}$/.test(slug)) return null;
  const [row] = await hotQuery<{
    link: Record<string, unknown>;
    types: Record<string, unknown>[] | null;
    merchant: LinkForPayment["merchant"];
    lapsed: Record<string, number> | null;
    holds: { places: number; tickets: number; first_ends_at: string | null };
  }>(
    db,
    "gw_payment_link_by_slug",
    `SELECT row_to_json(l) AS link,
            (SELECT json_agg(t ORDER BY t.position) FROM "TicketType" t WHERE t."linkId" = l.id) AS types,
            json_build_object('activationStatus', m."activationStatus", 'suspended', m."suspendedAt" IS NOT NULL, 'name', m.name, 'logoUrl', m."logoUrl", 'brandColor', m."brandColor", 'receiptEmailsEnabled', m."receiptEmailsEnabled",
                              'timeZone', m."timeZone", 'country', m.country) AS merchant,
            (SELECT json_object_agg(k."ticketTypeId", k.n) FROM (
               SELECT k."ticketTypeId", count(*) AS n FROM "Payment" p JOIN "Ticket" k ON k."paymentId" = p.id AND k."merchantId" = p."merchantId"
                WHERE p."paymentLinkId" = l.id AND p."merchantId" = l."merchantId" AND k.status = 'held' AND ${lapsedHoldSql("$2")}
                GROUP BY k."ticketTypeId") k) AS lapsed,
            (SELECT json_build_object('places', count(*), 'first_ends_at', min(p."linkHoldUntil") FILTER (WHERE p."linkHoldUntil" > $2::timestamp(3)),
                      'tickets', COALESCE(sum((SELECT count(*) FROM "Ticket" k WHERE k."paymentId" = p.id AND k."merchantId" = p."merchantId" AND k.status = 'held')), 0))
               FROM "Payment" p WHERE p."paymentLinkId" = l.id AND p."merchantId" = l."merchantId" AND ${liveHoldSql("$2")}) AS holds
       FROM "PaymentLink" l JOIN "Merchant" m ON m.id = l."merchantId"
      WHERE l.slug = $1`,
    [slug, sqlTime(now)],
  );
  if (!row) return null;
  const [link] = await fromJsonRows<PaymentLink>(db, "PaymentLink", [row.link]);
  const lapsed = row.lapsed ?? {};
  const ticketTypes = (await fromJsonRows<TicketType>(db, "TicketType", row.types ?? [])).map((t) => ({ ...t, taken: t.taken - Number(lapsed[t.id] ?? 0) }));
  const holds = { places: Number(row.holds.places), tickets: Number(row.holds.tickets), firstEndsAt: row.holds.first_ends_at ? utcDate(row.holds.first_ends_at) : null };
  // bigint[] is not among lib/db/json.ts's column kinds: JSON numbers, exact below 2^53.
  const suggestedAmounts = ((link.suggestedAmounts ?? []) as unknown as (number | string)[]).map((v) => BigInt(v));
  return { ...link, suggestedAmounts, ticketTypes, merchant: row.merchant, holds };
}

/** A timestamp(3) as JSON gives it (UTC, with no zone written) as a Date. */
function utcDate(text: string): Date {
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`);
}

export function customFieldsOf(link: Pick<PaymentLink, "customFields">): CustomField[] {
  const raw = Array.isArray(link.customFields) ? (link.customFields as Record<string, unknown>[]) : [];
  return raw.map((f) => ({ key: String(f.key), label: String(f.label), required: f.required === true }));
}

export function maxQuantityOf(link: Pick<PaymentLink, "maxQuantity">): number {
  return link.maxQuantity ?? DEFAULT_MAX_QUANTITY;
}

/** Why a link takes no payment now (null: it does). The page shows the same sentence, with 410 Gone. */
export function linkClosedReason(link: LinkForPayment, now = new Date()): { message: string; gone: boolean } | null {
  if (!link.active) return { message: "This link is no longer active", gone: true };
  if (link.expiresAt && now >= link.expiresAt) return { message: "This link has expired", gone: true };
  if (link.maxPayments !== null && link.paymentCount >= link.maxPayments) return { message: LINK_FULL_MESSAGE, gone: true };
  if (link.mode === "live" && link.merchant.activationStatus !== "activated") return { message: "This link is not taking payments yet", gone: false };
  // The customer is not told why: the operator's reason is for the merchant.
  if (link.merchant.suspended) return { message: "This link is not taking payments right now", gone: false };
  // Places or tickets held by customers paying now may come back: not "Sold out", but when to try again.
  if (link.maxPayments !== null && link.paymentCount + link.holds.places >= link.maxPayments) return { message: placesTakenMessage(link.holds.firstEndsAt, now), gone: false };
  if (link.kind === "event" && link.ticketTypes.length > 0 && link.ticketTypes.every((t) => t.taken >= t.quantity)) {
    if (link.holds.tickets > 0) return { message: heldTicketsMessage(link.holds.firstEndsAt, now), gone: false };
    return { message: "All tickets have sold out", gone: false };
  }
  return null;
}

/** A ticket type's sale window as a refusal, or null when it is on sale. */
export function saleWindowProblem(type: Pick<TicketType, "name" | "salesStartAt" | "salesEndAt">, now = new Date()): string | null {
  if (type.salesStartAt && now < type.salesStartAt) return `${type.name} tickets go on sale on ${type.salesStartAt.toUTCString().replace(/:\d\d GMT$/, " UTC")}`;
  if (type.salesEndAt && now >= type.salesEndAt) return `Sales of ${type.name} tickets have ended`;
  return null;
}

export async function startLinkPayment(
  db: Db,
  opts: { slug: string; form: LinkPaymentForm; now?: Date; actor?: AuditActor },
): Promise<{ payment: Payment; checkoutUrl: string }> {
  const now = opts.now ?? new Date();
  const link = await findLinkBySlug(db, opts.slug);
  if (!link) throw new ApiError("NOT_FOUND", "This link does not exist. Check that you copied the whole address");
  const closed = linkClosedReason(link, now);
  if (closed) throw new ApiError("INVALID_STATE", closed.message);
  if (!isCurrency(link.currency)) throw new ApiError("INVALID_STATE", "This link is not taking payments");
  const currency = link.currency;

  const errors: FieldError[] = [];
  const customer = readCustomer(link, opts.form.customer ?? {}, errors);
  const answers = readCustomFields(customFieldsOf(link), opts.form.custom_fields ?? {}, errors);
  const priced = link.kind === "event" ? priceTickets(link, opts.form, errors) : priceAmount(link, opts.form, currency, errors);
  if (errors.length) throw new ApiError("INVALID_VALUE", errors[0].message, errors);
  // Sale windows are the link's state, not the customer's typing: INVALID_STATE, beside their ticket type.
  if (priced.tickets.length) {
    for (const type of link.ticketTypes) {
      if (!priced.tickets.some((t) => t.ticketTypeId === type.id)) continue;
      const problem = saleWindowProblem(type, now);
      if (problem) throw new ApiError("INVALID_STATE", problem, [{ field: `tickets.${type.id}`, message: problem }]);
    }
  }
  if (priced.amount > CURRENCIES[currency].max) {
    const message = `The total must not exceed ${formatMoney(CURRENCIES[currency].max, currency)}`;
    throw new ApiError("INVALID_VALUE", message, [{ field: priced.tickets.length ? "tickets" : "quantity", message }]);
  }

  const input: CreateHostedPaymentInput = {
    amount: toMajorUnits(priced.amount, currency),
    currency,
    ...(Object.keys(customer).length ? { customer } : {}),
    ...(Array.isArray(link.splitRules) && link.splitRules.length ? { subaccounts: link.splitRules as CreateHostedPaymentInput["subaccounts"] } : {}),
    fee_bearer: link.feeBearer,
    meta: {
      payment_link_id: link.id,
      custom_fields: answers,
      ...(priced.quantity !== null ? { quantity: priced.quantity } : {}),
    },
    ...(link.redirectUrl ? { return_url: link.redirectUrl } : {}),
    customization: { title: link.title.slice(0, 100), ...(link.description.trim() ? { description: link.description.trim().slice(0, 500) } : {}) },
  };
  const payment = await inTransaction(db, async (tx) => {
    // A place of a limited link (and the tickets below) is held for a short time, counted under the
    // link's row lock; when every place is paid or held, the customer is told now, before paying.
    const holdUntil = await claimLinkHold(tx, link, now);
    const created = await createHostedPayment(tx, {
      merchantId: link.merchantId,
      mode: link.mode,
      input,
      // The customer on a public page: no user or key acts; the gateway records it.
      actor: opts.actor ?? { type: "system" },
      paymentType: PAYMENT_TYPE_FOR_LINK_KIND[link.kind as LinkKind],
      paymentLinkId: link.id,
      ...(priced.tickets.length ? { sessionMinutes: EVENT_SESSION_MINUTES } : {}),
    });
    // After the payment: the ticket types' rows stay locked only from the hold to the commit.
    if (priced.tickets.length) {
      await holdTickets(tx, { merchantId: link.merchantId, mode: link.mode, linkId: link.id, paymentId: created.id, tickets: priced.tickets, types: link.ticketTypes });
    }
    if (holdUntil) return tx.payment.update({ where: { id: created.id, merchantId: created.merchantId }, data: { linkHoldUntil: holdUntil } });
    return created;
  });
  return { payment, checkoutUrl: checkoutUrl(payment.checkoutToken) };
}

type Priced = { amount: bigint; quantity: number | null; tickets: { ticketTypeId: string; attendeeName: string }[] };

/** A fixed amount (times the quantity) or the customer's own amount within the link's bounds. */
function priceAmount(link: LinkForPayment, form: LinkPaymentForm, currency: Currency, errors: FieldError[]): Priced {
  if (form.tickets?.length) errors.push({ field: "tickets", message: "This link does not sell tickets" });
  if (link.amount !== null) {
    const max = link.quantityEnabled ? maxQuantityOf(link) : 1;
    const quantity = form.quantity ?? 1;
    if (!Number.isInteger(quantity) || quantity < 1) errors.push({ field: "quantity", message: "The quantity must be a whole number, at least 1" });
    else if (quantity > max) errors.push({ field: "quantity", message: max === 1 ? "This link sells one at a time" : `You can buy at most ${max} at once` });
    return { amount: link.amount * BigInt(Number.isInteger(quantity) && quantity > 0 ? quantity : 1), quantity: link.quantityEnabled ? quantity : null, tickets: [] };
  }
  const text = (form.amount ?? "").trim();
  if (!text) {
    errors.push({ field: "amount", message: "Enter an amount" });
    return { amount: 0n, quantity: null, tickets: [] };
  }
  const value = decimalTextToNumber(text.replace(/,/g, ""));
  if (value === null) {
    errors.push({ field: "amount", message: `Enter the amount as a number, e.g. ${CURRENCIES[currency].exponent ? "25.00" : "2500"}` });
    return { amount: 0n, quantity: null, tickets: [] };
  }
  const minor = toMinorUnits(value, currency);
  if (!minor.ok) {
    const message = minor.problem === "not_positive" ? "The amount must be greater than zero" : describeAmountProblem(minor.problem, currency).replace(/^amount/, "The amount");
    errors.push({ field: "amount", message });
    return { amount: 0n, quantity: null, tickets: [] };
  }
  if (link.amountMin !== null && minor.minor < link.amountMin) errors.push({ field: "amount", message: `The amount must be at least ${formatMoney(link.amountMin, currency)}` });
  else if (link.amountMax !== null && minor.minor > link.amountMax) errors.push({ field: "amount", message: `The amount must be at most ${formatMoney(link.amountMax, currency)}` });
  return { amount: minor.minor, quantity: null, tickets: [] };
}

/** An event: one ticket per attendee, each of a known type; the total is the sum of their prices. */
function priceTickets(link: LinkForPayment, form: LinkPaymentForm, errors: FieldError[]): Priced {
  const tickets = form.tickets ?? [];
  const max = maxQuantityOf(link);
  if (!tickets.length) {
    errors.push({ field: "tickets", message: "Choose at least one ticket" });
    return { amount: 0n, quantity: null, tickets: [] };
  }
  if (tickets.length > max) {
    errors.push({ field: "tickets", message: `You can buy at most ${max} tickets at once` });
    return { amount: 0n, quantity: null, tickets: [] };
  }
  let amount = 0n;
  const out: Priced["tickets"] = [];
  tickets.forEach((t, i) => {
    const type = link.ticketTypes.find((tt) => tt.id === t.ticket_type_id);
    if (!type) {
      errors.push({ field: `tickets.${i}.ticket_type_id`, message: "This ticket type does not exist on this event" });
      return;
    }
    const name = (t.attendee_name ?? "").trim();
    if (!name) errors.push({ field: `tickets.${i}.attendee_name`, message: `Enter the name of the attendee of ticket ${i + 1}` });
    else if (name.length > 100) errors.push({ field: `tickets.${i}.attendee_name`, message: "The attendee's name must be at most 100 characters" });
    amount += type.price;
    out.push({ ticketTypeId: type.id, attendeeName: name.slice(0, 100) });
  });
  return { amount, quantity: null, tickets: out };
}

const CUSTOMER_MESSAGES: Record<string, { required: string; invalid: string }> = {
  first_name: { required: "Enter your first name", invalid: "Your first name must be at most 100 characters" },
  last_name: { required: "Enter your last name", invalid: "Your last name must be at most 100 characters" },
  email: { required: "Enter your e-mail address", invalid: "Enter a valid e-mail address, e.g. name@example.com" },
  phone_number: { required: "Enter your phone number", invalid: "Enter the phone number with its country code, e.g. +251 91 123 4567" },
};

/** The customer details the link collects (and only those): required when collected, last name optional. */
function readCustomer(link: LinkForPayment, given: LinkPaymentForm["customer"], errors: FieldError[]): NonNullable<CreateHostedPaymentInput["customer"]> {
  const wanted: [keyof typeof CUSTOMER_MESSAGES, boolean, boolean][] = [
    ["first_name", link.collectName, true],
    ["last_name", link.collectName, false],
    ["email", link.collectEmail, true],
    ["phone_number", link.collectPhone, true],
  ];
  const values: Record<string, string> = {};
  for (const [field, collected, required] of wanted) {
    if (!collected) continue;
    const value = (given[field as keyof typeof given] ?? "").trim();
    if (value) values[field] = value;
    else if (required) errors.push({ field: `customer.${field}`, message: CUSTOMER_MESSAGES[field].required });
  }
  // The phone as people in the link's country write it (0911 234 567 for an ETB link), read by the
  // one phone rule (lib/phone.ts) as the checkout reads a wallet number, and stored in E.164.
  if (values.phone_number) {
    const country = phoneCountryOf(link.currency);
    const found = normalizePhone(values.phone_number, country);
    if ("phone" in found) values.phone_number = found.phone;
    else {
      errors.push({ field: "customer.phone_number", message: `Enter your phone number, e.g. ${phoneExample(country)}` });
      delete values.phone_number;
    }
  }
  const parsed = customerSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    if (seen.has(field) || !CUSTOMER_MESSAGES[field]) continue;
    seen.add(field);
    errors.push({ field: `customer.${field}`, message: CUSTOMER_MESSAGES[field].invalid });
  }
  return {};
}

/** The answers to the link's custom fields, by key (unknown keys are not kept); required ones must be answered. */
function readCustomFields(fields: CustomField[], given: Record<string, string>, errors: FieldError[]): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const f of fields) {
    const value = Object.hasOwn(given, f.key) ? String(given[f.key] ?? "").trim() : "";
    if (value.length > MAX_ANSWER) errors.push({ field: `custom_fields.${f.key}`, message: `${f.label}: at most ${MAX_ANSWER} characters` });
    else if (value) answers[f.key] = value;
    else if (f.required) errors.push({ field: `custom_fields.${f.key}`, message: `Fill in “${f.label}”` });
  }
  return answers;
}
