import "server-only";
// The `invoice.apply_payment` job: an invoice payment's final outcome, applied once to its invoice
// and subscription (docs/subscriptions.md "Cycles and dunning", docs/invoices.md "Its payments").
// Locks in the cycle's order (the subscription, then the invoice's payment row, then the invoice), so
// it and the cycle step never interleave, and two payments of one invoice (a subscription's, or a
// one-off invoice's with no subscription to lock) never both add to what was paid from one reading.
//   success: the invoice's amount paid grows (partially paid, or paid when it reaches the total); a
//            paid invoice makes the subscription active again, and its next period is due at that
//            period's start. What the invoice cannot take (it is void, already paid, or the payment is
//            more than is due: a charge try and a page payment that both went through) stays on the
//            payment, and the audit log records it (`invoice.payment_unapplied`) for the merchant to
//            refund: the invoice never moves past its total, and a void invoice never moves at all.
//   failure: a charge try (try 1, 2…) sends invoice.payment_failed; another try after the retry
//            interval while tries remain, else the subscription is past due until the next period
//            (then unpaid or canceled, the merchant's choice, lib/billing/advance-subscription.ts), and
//            the customer is e-mailed the invoice's pay link (lib/billing/invoice-notices.ts). A page
//            payment (try 0) that ends unpaid (cancelled, expired) only closes: the invoice is as it was.
import type { DbClient } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { JobResult, RunningJob } from "@/lib/jobs/job-types";
import { InternalError } from "@/lib/http/errors";
import { toMajorUnits } from "@/lib/money";
import { FINAL_PAYMENT_FAILURES } from "@/lib/payments/invoice-payment-job";
import { recordEvent } from "@/lib/events/record-event";
import { recordAudit } from "@/lib/audit/record-audit";
import { chargesEachCycle, canMoveInvoice, PAYABLE_INVOICE_STATUSES, ENDED_SUBSCRIPTION_STATUSES, type InvoiceStatus, type SubscriptionStatus } from "@/lib/catalog/subscription-states";
import { billingNow } from "@/lib/billing/billing-clock";
import { serializeInvoice } from "@/lib/billing/serialize-billing";
import { changeSubscription, lockSubscription } from "@/lib/billing/subscription-changes";
import { invoiceTimeOf, periodStartOf, retryAt } from "@/lib/billing/advance-subscription";
import { enqueueInvoiceEmail } from "@/lib/billing/invoice-notices";

/** A payment that was paid: refunded since, it was still paid toward the invoice when it succeeded. */
const PAID_STATUSES = new Set(["success", "partially_refunded", "fully_refunded"]);

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
    await tx.$queryRaw`SELECT id FROM "Invoice" WHERE id = ${link.invoiceId} AND "merchantId" = ${merchantId} FOR UPDATE`;
    const payment = await tx.payment.findFirstOrThrow({ where: { id: paymentId, merchantId } });
    const invoice = await tx.invoice.findFirstOrThrow({ where: { id: link.invoiceId, merchantId } });
    const now = subscription ? await billingNow(tx, subscription) : new Date();
    const success = PAID_STATUSES.has(payment.status);
    if (!success && !FINAL_PAYMENT_FAILURES.has(payment.status)) throw new InternalError(`payment ${payment.id} is ${payment.status}, not final`);
    const scope = { merchantId, mode: invoice.mode, objectType: "invoice", objectId: invoice.id };

    if (success) {
      const due = PAYABLE_INVOICE_STATUSES.includes(invoice.status) ? invoice.total - invoice.amountPaid : 0n;
      const applied = payment.amount < due ? payment.amount : due;
      const unapplied = payment.amount - applied;
      await tx.invoicePayment.update({ where: { paymentId }, data: { outcome: applied > 0n ? "success" : "unapplied", appliedAt: new Date() } });
      if (unapplied > 0n) {
        // The money stays on the payment (paid, in the merchant's balance): the merchant refunds it.
        await recordAudit(tx, {
          merchantId,
          actor: { type: "system" },
          action: "invoice.payment_unapplied",
          mode: invoice.mode,
          targetId: invoice.id,
          details: {
            payment_reference: payment.id,
            amount_unapplied: toMajorUnits(unapplied, payment.currency),
            currency: payment.currency,
            reason: invoice.status === "void" ? "invoice_void" : applied === 0n ? "invoice_already_paid" : "more_than_due",
          },
        });
      }
      if (applied === 0n) return;
      const amountPaid = invoice.amountPaid + applied;
      const paid = amountPaid >= invoice.total;
      const status: InvoiceStatus = paid ? "paid" : "partially_paid";
      if (status !== invoice.status && !canMoveInvoice(invoice.status as InvoiceStatus, status)) throw new InternalError(`invoice ${invoice.id} cannot move from ${invoice.status} to ${status}`);
      const updated = await tx.invoice.update({
        where: { id: invoice.id, merchantId },
        data: { amountPaid, status, paidAt: paid ? now : null, nextChargeAt: null },
      });
      // A part paid: the invoice changed (what was paid, and its status), though it is not paid yet.
      await recordEvent(tx, { ...scope, type: paid ? "invoice.paid" : "invoice.updated", payload: serializeInvoice(updated) as Prisma.InputJsonValue });
      if (paid && subscription && !ENDED_SUBSCRIPTION_STATUSES.includes(subscription.status as SubscriptionStatus)) {
        const waiting = subscription.nextActionAt === null || subscription.status !== "active";
        await changeSubscription(tx, subscription, {
          status: subscription.status === "active" ? undefined : "active",
          // Billing goes on from the next period, whatever was waiting (a retry, or nothing while unpaid).
          nextActionAt: waiting ? invoiceTimeOf(subscription, subscription.periodsInvoiced) : subscription.nextActionAt,
        });
      }
      return;
    }

    await tx.invoicePayment.update({ where: { paymentId }, data: { outcome: "failed", appliedAt: new Date() } });
    // A page payment the customer left (cancelled, expired, blocked): the invoice stays as it was, to be paid again.
    // A try's failure on an invoice that is no longer collected (voided, paid meanwhile) changes nothing either.
    if (link.try === 0 || !PAYABLE_INVOICE_STATUSES.includes(invoice.status)) return;
    const attempt = await tx.paymentAttempt.findFirst({ where: { paymentId, merchantId }, orderBy: { number: "desc" }, select: { reason: true } });
    const reason = payment.status === "incomplete" ? "The payment prompt was not answered in time" : (attempt?.reason ?? `The payment ${payment.status === "blocked" ? "was blocked" : "failed"}`);
    const triesLeft = subscription !== null && chargesEachCycle(subscription.collectionMethod) && invoice.chargeTries < subscription.chargeTries;
    const nextTry = triesLeft ? retryAt(subscription, now) : null;
    const failed = await tx.invoice.update({ where: { id: invoice.id, merchantId }, data: { nextChargeAt: nextTry, lastFailureReason: reason } });
    await recordEvent(tx, { ...scope, type: "invoice.payment_failed", payload: serializeInvoice(failed) as Prisma.InputJsonValue });
    if (!subscription || ENDED_SUBSCRIPTION_STATUSES.includes(subscription.status as SubscriptionStatus)) return;
    if (nextTry) {
      await changeSubscription(tx, subscription, { nextActionAt: nextTry }, { announce: false });
      return;
    }
    // Every try failed: the pay link is the fallback (the customer pays on the invoice's page, any method).
    if (subscription.collectionMethod !== "send_invoice") await enqueueInvoiceEmail(tx, failed, "payment_failed");
    // Past due until the next period, when the merchant's choice applies.
    const status: SubscriptionStatus | undefined = subscription.status === "past_due" || subscription.status === "unpaid" ? undefined : "past_due";
    await changeSubscription(tx, subscription, { status, nextActionAt: periodStartOf(subscription, subscription.periodsInvoiced) });
  });
  return "done";
}
