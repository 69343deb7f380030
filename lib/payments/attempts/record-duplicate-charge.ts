import "server-only";
// A duplicate charge: the processor took the customer's money for an attempt the
// gateway had already settled otherwise (failed by the stale sweep, or its payment paid by
// another attempt, cancelled or expired). The gateway never shows the customer two payments:
// in the transaction that records the late answer it books the charge and its refund in the
// ledger (customer_clearing -> duplicate_charges -> customer_clearing; the merchant's balance
// and the split are never touched), writes `payment.duplicate_charge_refunded`, records the
// processor refund `pending` and enqueues its job, which sends it and follows it to the processor's
// final word (refund-duplicate-charge.ts). That job is the only sender, so the refund goes out once.
import type { Payment, PaymentAttempt, Prisma } from "@/lib/generated/prisma/client";
import { recordEvent } from "@/lib/events/record-event";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { postLedgerTransaction } from "@/lib/ledger/post-ledger-transaction";
import { processorClearing, type AccountKey } from "@/lib/ledger/accounts";
import { toMajorUnits } from "@/lib/money";
import { serializePayment } from "@/lib/payments/serialize-payment";

/** Within the transaction that holds the payment's row lock. Idempotent per attempt. */
export async function recordDuplicateCharge(tx: Prisma.TransactionClient, payment: Payment, attempt: PaymentAttempt, processorRef: string, now: Date) {
  const base = { merchantId: payment.merchantId, mode: payment.mode, currency: payment.currency };
  // Through a processor connection, the money in and back out is that connection's.
  const clearing: AccountKey = attempt.connectionId ? processorClearing(attempt.connectionId, base) : { ...base, type: "customer_clearing" };
  const posting = { mode: payment.mode, referenceId: attempt.id, merchantId: payment.merchantId };
  // (kind, attempt id) is unique: a second late success for the same attempt posts nothing.
  const charge = await postLedgerTransaction(tx, {
    ...posting,
    kind: "duplicate_charge",
    description: `Duplicate charge on payment ${payment.id}, attempt ${attempt.number}`,
    lines: [
      { account: clearing, amount: -payment.amount },
      { account: { ...base, type: "duplicate_charges" }, amount: payment.amount },
    ],
  });
  if (charge.alreadyPosted) return false;
  await postLedgerTransaction(tx, {
    ...posting,
    kind: "duplicate_charge_refund",
    description: `Automatic refund of the duplicate charge on payment ${payment.id}, attempt ${attempt.number}`,
    lines: [
      { account: { ...base, type: "duplicate_charges" }, amount: -payment.amount },
      { account: clearing, amount: payment.amount },
    ],
  });
  await tx.paymentAttempt.update({ where: { id: attempt.id, merchantId: payment.merchantId }, data: { duplicateChargeAt: now, processorRefundStatus: "pending", lateProcessorRef: processorRef || attempt.lateProcessorRef } });
  await recordEvent(tx, {
    merchantId: payment.merchantId,
    mode: payment.mode,
    type: "payment.duplicate_charge_refunded",
    objectType: "payment",
    objectId: payment.id,
    payload: {
      ...serializePayment(payment),
      duplicate_charge: { attempt: attempt.number, payment_method: attempt.method, amount: toMajorUnits(payment.amount, payment.currency), refunded: true },
    } as Prisma.InputJsonValue,
  });
  await enqueueJob(tx, {
    type: "payment.refund_duplicate_charge",
    payload: { attempt_id: attempt.id },
    owner: { merchantId: payment.merchantId, mode: payment.mode },
    object: { type: "payment_attempt", id: attempt.id },
  });
  return true;
}
