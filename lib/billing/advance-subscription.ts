import "server-only";
// One step of a subscription's billing, when its time (nextActionAt, on its clock) has come
// (docs/subscriptions.md "Cycles and dunning"). Under the subscription's row lock, in one transaction:
//   - a new period: its invoice (one per period: unique (subscriptionId, periodIndex)) and, for push,
//     token and preapproval, its first charge try; or, when the period before is still unpaid after every try, the merchant's
//     choice (unpaid or canceled); or the end (cancel at period end, the plan's last cycle);
//   - a retry of an unpaid invoice (push, token, preapproval): the next try, a new payment.
// A try is a payment whose merchant reference is "<invoice>-<try>", unique per merchant and mode, and
// its charge is a job (lib/billing/charge-invoice.ts) that runs after this commits: nothing is sent
// to a processor inside the transaction, and no step charges twice whatever crashes or runs twice.
import type { DbClient } from "@/lib/db";
import type { Invoice, Prisma } from "@/lib/generated/prisma/client";
import { newId, randomBase62 } from "@/lib/ids";
import { InternalError } from "@/lib/http/errors";
import { toMajorUnits } from "@/lib/money";
import { recordEvent } from "@/lib/events/record-event";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { periodStart, type BillingInterval } from "@/lib/catalog/billing-intervals";
import { PAYMENT_TYPES } from "@/lib/catalog/payment-types";
import { chargesEachCycle, isMandateCollection, UNPAID_INVOICE_STATUSES } from "@/lib/catalog/subscription-states";
import { createHostedPayment } from "@/lib/payments/create-hosted-payment";
import { billingNow } from "@/lib/billing/billing-clock";
import { nextInvoiceNumber } from "@/lib/billing/invoice-numbers";
import { serializeInvoice } from "@/lib/billing/serialize-billing";
import { enqueueInvoiceEmail } from "@/lib/billing/invoice-notices";
import { changeSubscription, lockSubscription, type SubscriptionWithPlan } from "@/lib/billing/subscription-changes";

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export type CycleStep = "idle" | "invoiced" | "retried" | "overdue" | "exhausted" | "ended";

/** How often a suspended merchant's held cycle is looked at again. */
const SUSPENDED_RECHECK_MS = 60 * 60 * 1000;

export function periodStartOf(s: SubscriptionWithPlan, n: number): Date {
  return periodStart(s.billingAnchor, s.plan.interval as BillingInterval, s.plan.intervalCount, n, s.timeZone);
}

/** When period n's invoice is made: `invoice_days_ahead` days before the period starts (its start when 0). */
export function invoiceTimeOf(s: SubscriptionWithPlan, n: number): Date {
  return new Date(periodStartOf(s, n).getTime() - s.invoiceDaysAhead * DAY_MS);
}

export async function advanceSubscription(database: DbClient, target: { id: string; merchantId: string }): Promise<CycleStep> {
  return database.$transaction(async (tx) => {
    // Another worker stepping it now: it is theirs (they check the time again under the lock).
    const subscription = await lockSubscription(tx, target, { skipLocked: true });
    if (!subscription || subscription.nextActionAt === null) return "idle";
    const now = await billingNow(tx, subscription);
    if (subscription.nextActionAt > now) return "idle";
    // The operator suspended the merchant: no new invoice or charge while it lasts. The cycle is held
    // and looked at again in an hour, so it resumes within the hour once the suspension is lifted.
    const merchant = await tx.merchant.findUniqueOrThrow({ where: { id: subscription.merchantId }, select: { suspendedAt: true } });
    if (merchant.suspendedAt) {
      await changeSubscription(tx, subscription, { nextActionAt: new Date(now.getTime() + SUSPENDED_RECHECK_MS) }, { announce: false });
      return "idle";
    }

    const latest = await tx.invoice.findFirst({ where: { subscriptionId: subscription.id, merchantId: subscription.merchantId }, orderBy: { periodIndex: "desc" } });
    const unpaid = latest !== null && UNPAID_INVOICE_STATUSES.includes(latest.status);
    const nextStart = periodStartOf(subscription, subscription.periodsInvoiced);

    if (now < nextStart && unpaid) {
      if (chargesEachCycle(subscription.collectionMethod) && latest.chargeTries < subscription.chargeTries) {
        // An invoice made ahead is first charged when its period starts.
        if (latest.chargeTries === 0 && latest.periodStart && now < latest.periodStart) {
          await changeSubscription(tx, subscription, { nextActionAt: latest.periodStart }, { announce: false });
          return "idle";
        }
        await startChargeTry(tx, subscription, latest);
        // The trial is over once its period's first charge goes.
        const trialOver = subscription.status === "trialing" && latest.chargeTries === 0;
        await changeSubscription(tx, subscription, { status: trialOver ? "active" : undefined, nextActionAt: null }, { announce: trialOver });
        return "retried";
      }
      // A sent invoice past its due date: past due until the next period.
      await changeSubscription(tx, subscription, { status: subscription.status === "past_due" ? undefined : "past_due", nextActionAt: nextStart });
      return "overdue";
    }

    if (unpaid) {
      // The next period came with the last one unpaid after every try: the merchant's choice.
      // (Its own invoice is not made while the one before is owed.)
      if (subscription.onRetriesExhausted === "canceled") {
        await changeSubscription(tx, subscription, { status: "canceled", canceledAt: now, endedAt: now, nextActionAt: null });
        return "ended";
      }
      await changeSubscription(tx, subscription, { status: subscription.status === "unpaid" ? undefined : "unpaid", nextActionAt: null });
      return "exhausted";
    }
    // Nothing owed: the next period's invoice is made at its time.
    const invoiceAt = invoiceTimeOf(subscription, subscription.periodsInvoiced);
    if (now < invoiceAt) {
      await changeSubscription(tx, subscription, { nextActionAt: invoiceAt }, { announce: false });
      return "idle";
    }
    const limit = subscription.plan.cycleLimit;
    const ending = subscription.cancelAtPeriodEnd || (limit !== null && subscription.periodsInvoiced >= limit);
    // Its end waits for the period's end, though a next invoice would have been made ahead of it.
    if (ending && now < nextStart) {
      await changeSubscription(tx, subscription, { nextActionAt: nextStart }, { announce: false });
      return "idle";
    }
    if (subscription.cancelAtPeriodEnd) {
      await changeSubscription(tx, subscription, { status: "canceled", canceledAt: subscription.canceledAt ?? now, endedAt: now, nextActionAt: null });
      return "ended";
    }
    if (ending) {
      await changeSubscription(tx, subscription, { status: "completed", endedAt: now, nextActionAt: null });
      return "ended";
    }
    await invoicePeriod(tx, subscription, now);
    return "invoiced";
  });
}

async function invoicePeriod(tx: Prisma.TransactionClient, subscription: SubscriptionWithPlan, now: Date) {
  const n = subscription.periodsInvoiced;
  const start = periodStartOf(subscription, n);
  const end = periodStartOf(subscription, n + 1);
  const { plan } = subscription;
  const name = [subscription.customerFirstName, subscription.customerLastName].filter(Boolean).join(" ") || null;
  const id = newId("in");
  const draft = await tx.invoice.create({
    data: {
      id,
      merchantId: subscription.merchantId,
      mode: subscription.mode,
      subscriptionId: subscription.id,
      periodIndex: n,
      // Its number is taken last (below): the merchant's sequence row stays locked only to the commit.
      number: id,
      status: "open",
      currency: plan.currency,
      subtotal: plan.amount,
      total: plan.amount,
      lines: [{ description: `${plan.name}, ${start.toISOString().slice(0, 10)} to ${end.toISOString().slice(0, 10)}`, quantity: 1, unit_amount: plan.amount.toString(), amount: plan.amount.toString() }],
      periodStart: start,
      periodEnd: end,
      // A charged invoice made ahead is due when its period starts.
      dueAt: subscription.collectionMethod === "send_invoice" ? new Date(now.getTime() + subscription.daysUntilDue * DAY_MS) : start > now ? start : now,
      customerEmail: subscription.customerEmail,
      customerPhone: subscription.customerPhone,
      customerName: name,
      customerId: subscription.customerId,
      hostedToken: `inv_${subscription.mode}_${randomBase62(24)}`,
      finalizedAt: now,
    },
  });
  const push = chargesEachCycle(subscription.collectionMethod);
  // Made ahead of its period (invoice_days_ahead), its first charge waits for the period's start.
  const chargeNow = push && now >= start;
  if (chargeNow) await startChargeTry(tx, subscription, draft);
  await changeSubscription(tx, subscription, {
    // A trial ends with its period's first charge (or a sent invoice); an incomplete subscription stays so until it is paid.
    status: subscription.status === "trialing" && (chargeNow || !push) ? "active" : undefined,
    periodsInvoiced: n + 1,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    // A charged cycle waits for the charge's outcome; a sent invoice is looked at again on its due date.
    nextActionAt: chargeNow ? null : push ? start : draft.dueAt! < end ? draft.dueAt : end,
  });
  // Last, so concurrent cycles of one merchant wait on its sequence only from here to the commit.
  const invoice = await tx.invoice.update({ where: { id, merchantId: draft.merchantId }, data: { number: await nextInvoiceNumber(tx, subscription) } });
  await recordEvent(tx, { merchantId: invoice.merchantId, mode: invoice.mode, type: "invoice.created", objectType: "invoice", objectId: invoice.id, payload: serializeInvoice(invoice) as Prisma.InputJsonValue });
  if (subscription.collectionMethod === "send_invoice") await enqueueInvoiceEmail(tx, invoice, "created");
}

/**
 * The invoice's next charge try: a payment of what is due, its link to the invoice, and the job that
 * charges it: on the wallet (push), or under the saved payment method's mandate (token, preapproval).
 */
async function startChargeTry(tx: Prisma.TransactionClient, subscription: SubscriptionWithPlan, invoice: Invoice) {
  const attempt = invoice.chargeTries + 1;
  const mandate = isMandateCollection(subscription.collectionMethod);
  const pm = mandate && subscription.savedPaymentMethodId ? await tx.savedPaymentMethod.findFirst({ where: { id: subscription.savedPaymentMethodId, merchantId: subscription.merchantId } }) : null;
  if (mandate && !pm) throw new InternalError(`subscription ${subscription.id} is collected by ${subscription.collectionMethod} without its saved payment method`);
  const phone = pm ? (pm.walletNumber ?? subscription.customerPhone) : subscription.walletNumber!;
  const method = pm ? pm.method : subscription.paymentMethod!;
  const payment = await createHostedPayment(tx, {
    merchantId: subscription.merchantId,
    mode: subscription.mode,
    actor: { type: "system" },
    paymentType: PAYMENT_TYPES.subscription,
    input: {
      amount: toMajorUnits(invoice.total - invoice.amountPaid, invoice.currency),
      currency: invoice.currency,
      merchant_reference: `${invoice.id}-${attempt}`,
      customer: {
        ...(subscription.customerFirstName ? { first_name: subscription.customerFirstName } : {}),
        ...(subscription.customerLastName ? { last_name: subscription.customerLastName } : {}),
        ...(subscription.customerEmail ? { email: subscription.customerEmail } : {}),
        ...(phone ? { phone_number: phone } : {}),
      },
      preferred_payment_methods: [method],
      meta: { invoice_reference: invoice.id, subscription_reference: subscription.id, attempt },
    },
  });
  await tx.invoicePayment.create({ data: { paymentId: payment.id, merchantId: subscription.merchantId, invoiceId: invoice.id, try: attempt } });
  await tx.invoice.update({ where: { id: invoice.id, merchantId: invoice.merchantId }, data: { chargeTries: attempt } });
  await enqueueJob(tx, {
    type: "invoice.charge",
    payload: pm ? { payment_id: payment.id, saved_payment_method_id: pm.id } : { payment_id: payment.id, method, phone: phone! },
    owner: { merchantId: subscription.merchantId, mode: subscription.mode },
    object: { type: "invoice", id: invoice.id },
  });
}

/** The next retry's time after a failed try. */
export function retryAt(subscription: SubscriptionWithPlan, now: Date): Date {
  return new Date(now.getTime() + subscription.retryIntervalHours * HOUR_MS);
}
