import "server-only";
// The `invoice.apply_payment` job: a subscription payment's final outcome, applied once to its
// invoice and subscription (docs/subscriptions.md "Cycles and dunning"). Locks in the cycle's order
// (the subscription, then the invoice's payment row), so it and the cycle step never interleave.
//   success: the invoice's amount paid grows (paid when it reaches the total); a paid invoice makes
//            the subscription active again, and its next period is due at that period's start.
//   failure: invoice.payment_failed; another try after the retry interval while tries remain, else
//            the subscription is past due until the next period (then unpaid or canceled, the
//            merchant's choice, lib/billing/advance-subscription.ts).
import type { DbClient } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { JobResult, RunningJob } from "@/lib/jobs/job-types";
import { InternalError } from "@/lib/http/errors";
import { FINAL_PAYMENT_FAILURES } from "@/lib/payments/invoice-payment-job";
import { recordEvent } from "@/lib/events/record-event";
import { ENDED_SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "@/lib/catalog/subscription-states";
import { billingNow } from "@/lib/billing/billing-clock";
import { serializeInvoice } from "@/lib/billing/serialize-billing";
import { changeSubscription, lockSubscription } from "@/lib/billing/subscription-changes";
import { periodStartOf, retryAt } from "@/lib/billing/advance-subscription";

export async function applyInvoicePayment(payload: Record<string, unknown>, database: DbClient, job: RunningJob): Promise<JobResult> {
  const merchantId = job.merchantId;
  if (!merchantId) throw new InternalError(`job ${job.id} (${job.type}) has no merchant`);
  const paymentId = String(payload.payment_id);
  await database.$transaction(async (tx) => {
    const link = await tx.invoicePayment.findFirst({ where: { paymentId, merchantId } });
    if (!link || link.appliedAt) return;
    const invoiceRef = await tx.invoice.findFirst({ where: { id: link.invoiceId, merchantId }, select: { subscriptionId: true } });
    if (!invoiceRef) return;
    const subscription = invoiceRef.subscriptionId ? await lockSubscription(tx, { id: invoiceRef.subscriptionId, merchantId }) : null;
    const locked = await tx.$queryRaw<{ paymentId: string }[]>`SELECT "paymentId" FROM "InvoicePayment" WHERE "paymentId" = ${paymentId} AND "merchantId" = ${merchantId} AND "appliedAt" IS NULL FOR UPDATE`;
    if (locked.length === 0) return; // applied meanwhile
    const payment = await tx.payment.findFirstOrThrow({ where: { id: paymentId, merchantId } });
    const invoice = await tx.invoice.findFirstOrThrow({ where: { id: link.invoiceId, merchantId } });
    const now = subscription ? await billingNow(tx, subscription) : new Date();
    const success = payment.status === "success";
    if (!success && !FINAL_PAYMENT_FAILURES.has(payment.status)) throw new InternalError(`payment ${payment.id} is ${payment.status}, not final`);
    await tx.invoicePayment.update({ where: { paymentId }, data: { outcome: success ? "success" : "failed", appliedAt: new Date() } });
    const scope = { merchantId, mode: invoice.mode, objectType: "invoice", objectId: invoice.id };

    if (success) {
      const amountPaid = invoice.amountPaid + payment.amount > invoice.total ? invoice.total : invoice.amountPaid + payment.amount;
      const paid = amountPaid >= invoice.total;
      const updated = await tx.invoice.update({
        where: { id: invoice.id, merchantId },
        data: { amountPaid, status: paid ? "paid" : "partially_paid", paidAt: paid ? now : null, nextChargeAt: null },
      });
      if (paid) await recordEvent(tx, { ...scope, type: "invoice.paid", payload: serializeInvoice(updated) as Prisma.InputJsonValue });
      if (paid && subscription && !ENDED_SUBSCRIPTION_STATUSES.includes(subscription.status as SubscriptionStatus)) {
        const waiting = subscription.nextActionAt === null || subscription.status !== "active";
        await changeSubscription(tx, subscription, {
          status: subscription.status === "active" ? undefined : "active",
          // Billing goes on from the next period, whatever was waiting (a retry, or nothing while unpaid).
          nextActionAt: waiting ? periodStartOf(subscription, subscription.periodsInvoiced) : subscription.nextActionAt,
        });
      }
      return;
    }

    const attempt = await tx.paymentAttempt.findFirst({ where: { paymentId, merchantId }, orderBy: { number: "desc" }, select: { reason: true } });
    const reason = payment.status === "incomplete" ? "The payment prompt was not answered in time" : (attempt?.reason ?? `The payment ${payment.status === "blocked" ? "was blocked" : "failed"}`);
    const triesLeft = subscription !== null && subscription.collectionMethod === "push" && invoice.chargeTries < subscription.chargeTries;
    const nextTry = triesLeft ? retryAt(subscription, now) : null;
    const failed = await tx.invoice.update({ where: { id: invoice.id, merchantId }, data: { nextChargeAt: nextTry, lastFailureReason: reason } });
    await recordEvent(tx, { ...scope, type: "invoice.payment_failed", payload: serializeInvoice(failed) as Prisma.InputJsonValue });
    if (!subscription || ENDED_SUBSCRIPTION_STATUSES.includes(subscription.status as SubscriptionStatus)) return;
    if (nextTry) {
      await changeSubscription(tx, subscription, { nextActionAt: nextTry }, { announce: false });
      return;
    }
    // Every try failed: past due until the next period, when the merchant's choice applies.
    const status: SubscriptionStatus | undefined = subscription.status === "past_due" || subscription.status === "unpaid" ? undefined : "past_due";
    await changeSubscription(tx, subscription, { status, nextActionAt: periodStartOf(subscription, subscription.periodsInvoiced) });
  });
  return "done";
}
