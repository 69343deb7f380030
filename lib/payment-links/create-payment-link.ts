import "server-only";
// POST /v2/payment-links and the dashboard's "New link": a reusable payment, donation or
// event page. Every rule is checked before anything is written; the link, its ticket types and
// its audit record are written in one transaction. The page itself is /l/{slug} (newLinkSlug).
import { MERCHANT_HOLD_COLUMNS, refuseIfRestricted, refuseIfSuspended } from "@/lib/merchants/holds";
import type { Mode, PaymentLink, Prisma } from "@/lib/generated/prisma/client";
import { inTransaction, type Db } from "@/lib/db";
import { newId, newLinkSlug } from "@/lib/ids";
import type { Currency } from "@/lib/money";
import { parseAmount, parseCurrency } from "@/lib/money/parse-amount";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { methodsFor } from "@/lib/catalog/payment-methods";
import { resolveSplitRules } from "@/lib/splits/resolve-split-rules";
import { parseFeeBearer } from "@/lib/payments/create-hosted-payment";
import type { CreatePaymentLinkInput } from "@/lib/schemas/payment-links";
import { assertOwnImage, futureDate, invalid, parseCustomFields } from "@/lib/payment-links/link-rules";
import { withTicketTypes, type PaymentLinkView } from "@/lib/payment-links/get-payment-link";

/** Fixed-amount links with quantity on and no max: up to 10. */
export const DEFAULT_MAX_QUANTITY = 10;

type Pricing = {
  amount: bigint | null;
  amountMin: bigint | null;
  amountMax: bigint | null;
  suggested: bigint[];
  /** The smallest amount a payment through the link can have, for checking split rules; null when unbounded. */
  smallest: bigint | null;
};

function parsePricing(input: CreatePaymentLinkInput, currency: Currency): Pricing {
  const given = (["amount", "amount_options", "ticket_types"] as const).filter((k) => input[k] !== undefined);
  if (input.kind === "event") {
    if (input.ticket_types === undefined) throw invalid("ticket_types", "is required for an event link (name, price and quantity of each ticket type)");
    const other = given.find((k) => k !== "ticket_types");
    if (other) throw invalid(other, "is not used by an event link: ticket types set the price");
    const prices = input.ticket_types.map((t, i) => parseAmount(t.price, currency, `ticket_types.${i}.price`));
    return { amount: null, amountMin: null, amountMax: null, suggested: [], smallest: prices.reduce((a, b) => (b < a ? b : a)) };
  }
  if (input.ticket_types !== undefined) throw invalid("ticket_types", "is only for event links");
  if (given.length === 0) throw invalid("amount", "or amount_options is required: a fixed amount, or the customer chooses");
  if (given.length > 1) throw invalid("amount_options", "cannot be given with amount: give a fixed amount or amount_options, not both");
  if (input.amount !== undefined) {
    const amount = parseAmount(input.amount, currency);
    return { amount, amountMin: null, amountMax: null, suggested: [], smallest: amount };
  }
  const options = input.amount_options!;
  const min = options.min === undefined ? null : parseAmount(options.min, currency, "amount_options.min");
  const max = options.max === undefined ? null : parseAmount(options.max, currency, "amount_options.max");
  if (min !== null && max !== null && min > max) throw invalid("amount_options.max", "must not be below amount_options.min");
  const suggested = (options.suggested ?? []).map((v, i) => {
    const field = `amount_options.suggested.${i}`;
    const amount = parseAmount(v, currency, field);
    if (min !== null && amount < min) throw invalid(field, "must not be below amount_options.min");
    if (max !== null && amount > max) throw invalid(field, "must not be above amount_options.max");
    return amount;
  });
  if (new Set(suggested.map(String)).size !== suggested.length) throw invalid("amount_options.suggested", "must not repeat an amount");
  return { amount: null, amountMin: min, amountMax: max, suggested, smallest: min };
}

function parseQuantity(input: CreatePaymentLinkInput, pricing: Pricing): { enabled: boolean; max: number | null } {
  if (!input.quantity?.enabled) return { enabled: false, max: null };
  if (pricing.amount === null) throw invalid("quantity", "is only for fixed-amount links (amount)");
  return { enabled: true, max: input.quantity.max ?? DEFAULT_MAX_QUANTITY };
}

function parseTicketTypes(input: CreatePaymentLinkInput, currency: Currency, now: Date) {
  return (input.ticket_types ?? []).map((t, i) => {
    const start = t.sales_start_at === undefined ? null : new Date(t.sales_start_at);
    const end = t.sales_end_at === undefined ? null : futureDate(t.sales_end_at, `ticket_types.${i}.sales_end_at`, now);
    if (start && end && !(start < end)) throw invalid(`ticket_types.${i}.sales_end_at`, "must be after sales_start_at");
    return { name: t.name, price: parseAmount(t.price, currency, `ticket_types.${i}.price`), quantity: t.quantity, salesStartAt: start, salesEndAt: end, position: i };
  });
}

/**
 * Split rules are checked as a payment's are (lib/splits/resolve-split-rules.ts), against the
 * smallest amount the link can take: a rule that works there works for any larger payment.
 * A customer-chosen amount without a minimum has no smallest amount, so it needs one.
 */
async function checkSplitRules(db: Db, opts: { merchantId: string; mode: Mode; currency: Currency; input: CreatePaymentLinkInput; pricing: Pricing }) {
  const rules = opts.input.subaccounts ?? [];
  const feeBearer = parseFeeBearer(opts.input.fee_bearer, rules.length);
  if (!rules.length) return feeBearer;
  if (opts.pricing.smallest === null) {
    throw invalid("amount_options.min", "is required with subaccounts: every payment through the link must cover the split shares");
  }
  await resolveSplitRules(db, {
    merchantId: opts.merchantId,
    mode: opts.mode,
    amount: opts.pricing.smallest,
    currency: opts.currency,
    rules,
    allowedMethods: methodsFor(opts.currency).map((m) => m.id),
    feeBearer,
  });
  return feeBearer;
}

export async function createPaymentLink(
  db: Db,
  opts: { merchantId: string; mode: Mode; input: CreatePaymentLinkInput; actor: AuditActor; now?: Date },
): Promise<PaymentLinkView> {
  return inTransaction(db, async (tx) => {
    await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "payments.manage" });
    const holds = await tx.merchant.findUniqueOrThrow({
      where: { id: opts.merchantId },
      select: MERCHANT_HOLD_COLUMNS,
    });
    refuseIfSuspended(holds);
    refuseIfRestricted(holds, "no_new_payment_links", "Creating payment links");
    const { input } = opts;
    const now = opts.now ?? new Date();
    const currency = parseCurrency(input.currency);
    const pricing = parsePricing(input, currency);
    const quantity = parseQuantity(input, pricing);
    const ticketTypes = parseTicketTypes(input, currency, now);
    const customFields = parseCustomFields(input.custom_fields ?? []);
    const expiresAt = input.expires_at == null ? null : futureDate(input.expires_at, "expires_at", now);
    if (input.image_id) await assertOwnImage(tx, { merchantId: opts.merchantId, mode: opts.mode, imageId: input.image_id });
    const feeBearer = await checkSplitRules(tx, { merchantId: opts.merchantId, mode: opts.mode, currency, input, pricing });

    const id = newId("plink");
    const link: PaymentLink = await tx.paymentLink.create({
      data: {
        id,
        merchantId: opts.merchantId,
        mode: opts.mode,
        kind: input.kind,
        slug: newLinkSlug(),
        title: input.title,
        description: input.description,
        currency,
        amount: pricing.amount,
        amountMin: pricing.amountMin,
        amountMax: pricing.amountMax,
        suggestedAmounts: pricing.suggested,
        quantityEnabled: quantity.enabled,
        maxQuantity: quantity.max,
        collectName: input.collect?.name ?? true,
        collectEmail: input.collect?.email ?? true,
        collectPhone: input.collect?.phone ?? false,
        customFields,
        splitRules: input.subaccounts?.length ? (input.subaccounts as Prisma.InputJsonValue) : undefined,
        feeBearer,
        redirectUrl: input.redirect_url ?? null,
        expiresAt,
        maxPayments: input.max_payments ?? null,
        imageId: input.image_id ?? null,
      },
    });
    if (ticketTypes.length) {
      await tx.ticketType.createMany({ data: ticketTypes.map((t) => ({ ...t, id: newId("tkty"), linkId: id, merchantId: opts.merchantId })) });
    }
    await recordAudit(tx, {
      merchantId: opts.merchantId,
      actor: opts.actor,
      action: "payment_link.created",
      mode: opts.mode,
      targetId: id,
      details: { kind: input.kind, title: input.title, currency, amount: input.amount ?? null, ticket_types: ticketTypes.length },
    });
    return (await withTicketTypes(tx, [link]))[0];
  });
}
