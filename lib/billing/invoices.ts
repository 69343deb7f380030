import "server-only";
// One-off invoices (docs/invoices.md): made as a draft, edited while a draft, finalized (it takes the
// next number of the merchant's sequence and is open for payment on its hosted page), voided, sent.
// A finalized invoice's lines, tax and customer never change: what the customer was shown is what
// they owe. A subscription's invoices are made by the cycle (lib/billing/advance-subscription.ts),
// already open; void and send apply to them too.
import type { Invoice, Prisma } from "@/lib/generated/prisma/client";
import type { Mode } from "@/lib/generated/prisma/enums";
import { ApiError } from "@/lib/http/errors";
import { newId, randomBase62 } from "@/lib/ids";
import { parseAmount, parseCurrency } from "@/lib/money/parse-amount";
import { toMajorUnits, type Currency } from "@/lib/money";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { recordEvent } from "@/lib/events/record-event";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { compactPhoneText } from "@/lib/phone";
import { upsertCustomer } from "@/lib/customers/upsert-customer";
import { canMoveInvoice, ENDED_SUBSCRIPTION_STATUSES, PAYABLE_INVOICE_STATUSES, type InvoiceStatus, type SubscriptionStatus } from "@/lib/catalog/subscription-states";
import { FINAL_PAYMENT_FAILURES } from "@/lib/payments/invoice-payment-job";
import { cancelPayment } from "@/lib/payments/cancel-payment";
import { IN_FLIGHT_OUTCOMES } from "@/lib/catalog/attempt-rules";
import { nextInvoiceNumber } from "@/lib/billing/invoice-numbers";
import { serializeInvoice } from "@/lib/billing/serialize-billing";
import { getInvoiceOrThrow, type BillingLookup } from "@/lib/billing/get-billing";
import { changeSubscription, lockSubscription, type SubscriptionWithPlan } from "@/lib/billing/subscription-changes";
import { invoiceTimeOf } from "@/lib/billing/advance-subscription";
import type { CreateInvoiceInput, UpdateInvoiceInput } from "@/lib/schemas/invoices";

const DAY_MS = 86_400_000;

type Change = BillingLookup & { actor: AuditActor };
type Customer = NonNullable<CreateInvoiceInput["customer"]>;

/** The lines, subtotal, tax and total in minor units, each line's amount checked against its currency. */
function priceLines(lines: CreateInvoiceInput["lines"], taxRatePercent: number, currency: Currency) {
  const priced = lines.map((line, i) => {
    const unit = parseAmount(line.unit_amount, currency, `lines[${i}].unit_amount`);
    return { description: line.description, quantity: line.quantity, unit_amount: unit.toString(), amount: (unit * BigInt(line.quantity)).toString() };
  });
  const subtotal = priced.reduce((sum, l) => sum + BigInt(l.amount), 0n);
  const basisPoints = Math.round(taxRatePercent * 100);
  // Half up, to the currency's minor unit.
  const tax = (subtotal * BigInt(basisPoints) + 5_000n) / 10_000n;
  return { lines: priced, subtotal, tax, total: subtotal + tax, basisPoints };
}

function checkTotal(total: bigint) {
  if (total <= 0n) throw new ApiError("INVALID_VALUE", "lines must add up to more than 0", [{ field: "lines", message: "must add up to more than 0" }]);
}

/** The minimum part, when partial payments are allowed: more than 0 and less than the total. */
function minimumPart(allow: boolean, minimum: number | null | undefined, total: bigint, currency: Currency): bigint | null {
  if (minimum === undefined || minimum === null) return null;
  if (!allow) throw new ApiError("INVALID_VALUE", "minimum_partial_amount needs allow_partial_payments true", [{ field: "minimum_partial_amount", message: "needs allow_partial_payments" }]);
  const minor = parseAmount(minimum, currency, "minimum_partial_amount");
  if (minor >= total) throw new ApiError("INVALID_VALUE", "minimum_partial_amount must be less than the invoice's total", [{ field: "minimum_partial_amount", message: "must be less than the total" }]);
  return minor;
}

async function customerFields(tx: Prisma.TransactionClient, opts: { merchantId: string; mode: Mode }, customer: Customer) {
  const email = customer.email?.toLowerCase() ?? null;
  const phone = customer.phone_number ? compactPhoneText(customer.phone_number) : null;
  if (!email && !phone) throw new ApiError("INVALID_VALUE", "customer needs an email or a phone_number: someone must receive the invoice", [{ field: "customer", message: "needs email or phone_number" }]);
  const [firstName, ...rest] = (customer.name ?? "").split(/\s+/).filter(Boolean);
  const customerId = await upsertCustomer(tx, { merchantId: opts.merchantId, mode: opts.mode, customer: { email, phone, firstName: firstName ?? null, lastName: rest.join(" ") || null } });
  return { customerEmail: email, customerPhone: phone, customerName: customer.name ?? null, customerId };
}

async function announce(tx: Prisma.TransactionClient, invoice: Invoice, type: string) {
  await recordEvent(tx, { merchantId: invoice.merchantId, mode: invoice.mode, type, objectType: "invoice", objectId: invoice.id, payload: serializeInvoice(invoice) as Prisma.InputJsonValue });
}

export async function createInvoice(tx: Prisma.TransactionClient, opts: { merchantId: string; mode: Mode; input: CreateInvoiceInput; actor: AuditActor }): Promise<Invoice> {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "billing.manage" });
  const { input } = opts;
  const currency = parseCurrency(input.currency);
  const priced = priceLines(input.lines, input.tax_rate_percent, currency);
  checkTotal(priced.total);
  const minimum = minimumPart(input.allow_partial_payments, input.minimum_partial_amount, priced.total, currency);
  const id = newId("in");
  const invoice = await tx.invoice.create({
    data: {
      id,
      merchantId: opts.merchantId,
      mode: opts.mode,
      // A draft has no number of the sequence yet (it takes one when finalized): its own id holds the place.
      number: id,
      status: "draft",
      currency,
      subtotal: priced.subtotal,
      tax: priced.tax,
      total: priced.total,
      taxRateBasisPoints: priced.basisPoints,
      lines: priced.lines,
      description: input.description || null,
      daysUntilDue: input.days_until_due,
      allowPartialPayments: input.allow_partial_payments,
      minimumPartialAmount: minimum,
      ...(await customerFields(tx, opts, input.customer)),
      hostedToken: `inv_${opts.mode}_${randomBase62(24)}`,
    },
  });
  await announce(tx, invoice, "invoice.created");
  await recordAudit(tx, { merchantId: opts.merchantId, actor: opts.actor, action: "invoice.created", mode: opts.mode, targetId: invoice.id, details: { currency, total: invoice.total.toString(), lines: priced.lines.length } });
  return invoice;
}

/** Locks the invoice's row for the rest of the transaction and reads it again. */
async function lockInvoice(tx: Prisma.TransactionClient, opts: Change): Promise<Invoice> {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "billing.manage" });
  const found = await getInvoiceOrThrow(tx, opts);
  await tx.$queryRaw`SELECT id FROM "Invoice" WHERE id = ${found.id} AND "merchantId" = ${opts.merchantId} FOR UPDATE`;
  return tx.invoice.findFirstOrThrow({ where: { id: found.id, merchantId: opts.merchantId } });
}

export async function updateInvoice(tx: Prisma.TransactionClient, opts: Change & { input: UpdateInvoiceInput }): Promise<Invoice> {
  const invoice = await lockInvoice(tx, opts);
  if (invoice.status !== "draft") throw new ApiError("INVALID_STATE", `invoice ${invoice.id} is ${invoice.status}: only a draft can be edited (void it and make another)`);
  const { input } = opts;
  const currency = invoice.currency as Currency;
  const lines = input.lines ?? (invoice.lines as { description: string; quantity: number; unit_amount: string }[]).map((l) => ({ ...l, unit_amount: toMajorUnits(BigInt(l.unit_amount), currency) }));
  const priced = input.lines !== undefined || input.tax_rate_percent !== undefined ? priceLines(lines, input.tax_rate_percent ?? invoice.taxRateBasisPoints / 100, currency) : null;
  const total = priced?.total ?? invoice.total;
  checkTotal(total);
  const allow = input.allow_partial_payments ?? invoice.allowPartialPayments;
  const keptMinimum = invoice.minimumPartialAmount === null ? null : toMajorUnits(invoice.minimumPartialAmount, currency);
  const minimum = minimumPart(allow, input.minimum_partial_amount === undefined ? (allow ? keptMinimum : null) : input.minimum_partial_amount, total, currency);
  const updated = await tx.invoice.update({
    where: { id: invoice.id, merchantId: opts.merchantId },
    data: {
      ...(priced ? { lines: priced.lines, subtotal: priced.subtotal, tax: priced.tax, total: priced.total, taxRateBasisPoints: priced.basisPoints } : {}),
      ...(input.customer ? await customerFields(tx, opts, input.customer) : {}),
      ...(input.description !== undefined ? { description: input.description || null } : {}),
      ...(input.days_until_due !== undefined ? { daysUntilDue: input.days_until_due } : {}),
      allowPartialPayments: allow,
      minimumPartialAmount: minimum,
    },
  });
  await announce(tx, updated, "invoice.updated");
  await recordAudit(tx, { merchantId: opts.merchantId, actor: opts.actor, action: "invoice.updated", mode: opts.mode, targetId: invoice.id, details: { fields: Object.keys(input) } });
  return updated;
}

/** A draft made final: the next number of the sequence, its due date, open for payment. Finalizing twice answers it as it is. */
export async function finalizeInvoice(tx: Prisma.TransactionClient, opts: Change): Promise<Invoice> {
  const invoice = await lockInvoice(tx, opts);
  if (invoice.finalizedAt) return invoice;
  if (invoice.status !== "draft") throw new ApiError("INVALID_STATE", `invoice ${invoice.id} is ${invoice.status}: only a draft can be finalized`);
  const now = new Date();
  const finalized = await tx.invoice.update({
    where: { id: invoice.id, merchantId: opts.merchantId },
    data: { status: "open", finalizedAt: now, dueAt: new Date(now.getTime() + (invoice.daysUntilDue ?? 7) * DAY_MS), number: await nextInvoiceNumber(tx, invoice) },
  });
  await announce(tx, finalized, "invoice.finalized");
  await recordAudit(tx, { merchantId: opts.merchantId, actor: opts.actor, action: "invoice.finalized", mode: opts.mode, targetId: invoice.id, details: { number: finalized.number } });
  return finalized;
}

/**
 * Void: nothing more is owed on it. Refused once money was taken toward it (refund that first) and
 * while a charge try or a page payment of it is on its way (its outcome would land on a void invoice).
 * Voiding the invoice a subscription was waiting on lets its billing go on from the next period.
 */
export async function voidInvoice(tx: Prisma.TransactionClient, opts: Change): Promise<Invoice> {
  const head = await getInvoiceOrThrow(tx, opts);
  // The cycle's lock order: the subscription, then the invoice.
  const subscription = head.subscriptionId ? await lockSubscription(tx, { id: head.subscriptionId, merchantId: opts.merchantId }) : null;
  const invoice = await lockInvoice(tx, opts);
  if (invoice.status === "void") return invoice;
  if (!canMoveInvoice(invoice.status as InvoiceStatus, "void") || invoice.amountPaid > 0n) {
    throw new ApiError("INVALID_STATE", `invoice ${invoice.id} is ${invoice.status}${invoice.amountPaid > 0n ? " with money paid toward it: refund its payments first" : ": it cannot be voided"}`);
  }
  await settleOpenPayments(tx, invoice);
  const now = new Date();
  const voided = await tx.invoice.update({ where: { id: invoice.id, merchantId: opts.merchantId }, data: { status: "void", voidedAt: now, nextChargeAt: null } });
  await announce(tx, voided, "invoice.voided");
  await releaseSubscription(tx, subscription, invoice);
  await recordAudit(tx, { merchantId: opts.merchantId, actor: opts.actor, action: "invoice.voided", mode: opts.mode, targetId: invoice.id, details: { number: invoice.finalizedAt ? invoice.number : null } });
  return voided;
}

/**
 * Uncollectible: the merchant stops collecting it (written off), though the customer may still pay
 * it on its page. Its retries are called off, and a subscription waiting on it bills again from its
 * next period. Marking it twice answers it as it is.
 */
export async function markInvoiceUncollectible(tx: Prisma.TransactionClient, opts: Change): Promise<Invoice> {
  const head = await getInvoiceOrThrow(tx, opts);
  const subscription = head.subscriptionId ? await lockSubscription(tx, { id: head.subscriptionId, merchantId: opts.merchantId }) : null;
  const invoice = await lockInvoice(tx, opts);
  if (invoice.status === "uncollectible") return invoice;
  if (!canMoveInvoice(invoice.status as InvoiceStatus, "uncollectible")) {
    throw new ApiError("INVALID_STATE", `invoice ${invoice.id} is ${invoice.status}: only an open or part-paid invoice can be marked uncollectible${invoice.status === "draft" ? " (finalize it, or void it)" : ""}`);
  }
  const marked = await tx.invoice.update({ where: { id: invoice.id, merchantId: opts.merchantId }, data: { status: "uncollectible", nextChargeAt: null } });
  await announce(tx, marked, "invoice.updated");
  await releaseSubscription(tx, subscription, invoice);
  await recordAudit(tx, { merchantId: opts.merchantId, actor: opts.actor, action: "invoice.marked_uncollectible", mode: opts.mode, targetId: invoice.id, details: { number: invoice.number, amount_due: (invoice.total - invoice.amountPaid).toString() } });
  return marked;
}

/** A subscription whose latest invoice is voided or written off: what it owed is forgiven, and billing goes on from its next period (a retry of that invoice called off). */
async function releaseSubscription(tx: Prisma.TransactionClient, subscription: SubscriptionWithPlan | null, invoice: Invoice) {
  if (!subscription || ENDED_SUBSCRIPTION_STATUSES.includes(subscription.status as SubscriptionStatus) || subscription.status === "paused") return;
  const latest = await tx.invoice.findFirst({ where: { subscriptionId: subscription.id, merchantId: invoice.merchantId }, orderBy: { periodIndex: "desc" }, select: { id: true } });
  if (latest?.id !== invoice.id) return;
  await changeSubscription(tx, subscription, {
    status: subscription.status === "past_due" || subscription.status === "unpaid" || subscription.status === "incomplete" ? "active" : undefined,
    nextActionAt: invoiceTimeOf(subscription, subscription.periodsInvoiced),
  });
}

/**
 * Before a void: a charge try on its way, or a payment made but not yet applied, refuses it (its
 * outcome would land on a void invoice); a page payment the customer could still finish is
 * cancelled, when nothing of it is at a processor.
 */
async function settleOpenPayments(tx: Prisma.TransactionClient, invoice: Invoice) {
  const links = await tx.invoicePayment.findMany({ where: { invoiceId: invoice.id, merchantId: invoice.merchantId, appliedAt: null } });
  if (links.length === 0) return;
  const payments = await tx.payment.findMany({ where: { id: { in: links.map((l) => l.paymentId) }, merchantId: invoice.merchantId } });
  const byId = new Map(payments.map((p) => [p.id, p]));
  for (const link of links) {
    const payment = byId.get(link.paymentId);
    if (!payment) continue;
    if (payment.status === "success") throw new ApiError("INVALID_STATE", `invoice ${invoice.id} has just been paid by ${payment.id}, which is being recorded: look again in a moment`);
    const pagePayment = link.try === 0;
    const open = pagePayment ? ["pending", "failed", "auth_needed"].includes(payment.status) : !FINAL_PAYMENT_FAILURES.has(payment.status);
    if (!open) continue;
    const inFlight = await tx.paymentAttempt.findFirst({ where: { paymentId: payment.id, merchantId: invoice.merchantId, outcome: { in: [...IN_FLIGHT_OUTCOMES] } }, select: { id: true } });
    if (!pagePayment || inFlight) throw new ApiError("INVALID_STATE", `invoice ${invoice.id} has payment ${payment.id} on its way: void it once that payment has an outcome`);
    await cancelPayment(tx, { paymentId: payment.id, merchantId: invoice.merchantId, mode: invoice.mode, actor: { type: "system" }, reason: "The invoice was voided" });
  }
}

/** E-mails the invoice's page to the customer (a job, after the commit). Only a finalized invoice with something due, to a customer with an e-mail. */
export async function sendInvoice(tx: Prisma.TransactionClient, opts: Change): Promise<Invoice> {
  const invoice = await lockInvoice(tx, opts);
  if (!PAYABLE_INVOICE_STATUSES.includes(invoice.status)) {
    throw new ApiError("INVALID_STATE", `invoice ${invoice.id} is ${invoice.status}: only a finalized invoice with something due can be sent${invoice.status === "draft" ? " (finalize it first)" : ""}`);
  }
  if (!invoice.customerEmail) throw new ApiError("INVALID_VALUE", "the invoice's customer has no email to send it to", [{ field: "customer.email", message: "is required to send" }]);
  const sent = await tx.invoice.update({ where: { id: invoice.id, merchantId: opts.merchantId }, data: { sentAt: new Date() } });
  await enqueueJob(tx, { type: "invoice.send_email", payload: { invoice_id: invoice.id, reason: "sent", sent_at: sent.sentAt!.toISOString() }, owner: { merchantId: opts.merchantId, mode: invoice.mode }, object: { type: "invoice", id: invoice.id } });
  await announce(tx, sent, "invoice.sent");
  await recordAudit(tx, { merchantId: opts.merchantId, actor: opts.actor, action: "invoice.sent", mode: opts.mode, targetId: invoice.id, details: { to: invoice.customerEmail } });
  return sent;
}
