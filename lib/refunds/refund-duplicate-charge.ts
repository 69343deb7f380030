import "server-only";
// Job payment.refund_duplicate_charge: give a duplicate charge back at the processor, the
// way a merchant's refund goes (lib/refunds/send-refund.ts, whose askThenSendRefund this shares),
// outside any database transaction. The duplicate charge was recorded with its refund `pending`
// (record-duplicate-charge.ts), the ledger already showing the money on its way back. Each run asks
// the processor first, by the refund's stable reference (duplicateChargeRefundId) and, once the
// processor answered, by its own reference; it sends only what the processor has no record of.
//   succeeded  the attempt says so (processorRefundedAt);
//   failed     the processor refused or failed it: the attempt says why, and the ledger takes the
//              refund back (duplicate_charge_refund_returned), so duplicate_charges shows the money
//              still owed to the customer, for the operator to return;
//   pending    its reference is kept and the job asks again when the processor said (Chapa: 30 s).
// A duplicate charge is not a refund of the merchant's: no Refund row, and the merchant's balance,
// the payment and its refunded amount never move.
import { db as defaultDb, type DbClient } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/logger";
import { processorFor } from "@/lib/processors/registry";
import type { RefundOutcome } from "@/lib/processors/types";
import { postLedgerTransaction } from "@/lib/ledger/post-ledger-transaction";
import { processorClearing, type AccountKey } from "@/lib/ledger/accounts";
import { askThenSendRefund, UNREACHABLE_RETRY_MS, type RefundStep } from "@/lib/refunds/send-refund";

export async function refundDuplicateCharge(ref: { id: string; merchantId: string }, database: DbClient = defaultDb()): Promise<RefundStep> {
  const attemptId = ref.id;
  const attempt = await database.paymentAttempt.findUnique({
    where: { id: attemptId, merchantId: ref.merchantId },
    include: { payment: { select: { mode: true, amount: true, currency: true } } },
  });
  if (!attempt?.duplicateChargeAt || attempt.processorRefundStatus !== "pending") return "done";
  const processor = await processorFor({ connectionId: attempt.connectionId, mode: attempt.payment.mode }, database);
  if (!processor) {
    // The connection was deleted: nothing can be asked or sent. The refund stays pending, shown as such.
    logger().error({ attemptId }, "duplicate charge without a processor to refund it");
    return "done";
  }
  const answer = await askThenSendRefund(processor, {
    attemptId,
    amount: attempt.payment.amount,
    currency: attempt.payment.currency,
    paymentAmount: attempt.payment.amount,
    chargeRef: attempt.lateProcessorRef,
    refundRef: attempt.processorRefundRef,
  });
  if (answer === "unreachable") return { retryInMs: UNREACHABLE_RETRY_MS };
  if (answer.outcome === "pending") {
    // Kept at once: it is what the processor verifies the refund by (Chapa's ref_id).
    if (answer.refundRef && answer.refundRef !== attempt.processorRefundRef) {
      await database.paymentAttempt.updateMany({ where: { id: attemptId, merchantId: ref.merchantId, processorRefundStatus: "pending" }, data: { processorRefundRef: answer.refundRef } });
    }
    return { retryInMs: answer.checkAgainAfterMs };
  }
  const final = answer;
  await database.$transaction((tx) => recordDuplicateRefundOutcome(tx, ref, final));
  return "done";
}

async function recordDuplicateRefundOutcome(tx: Prisma.TransactionClient, ref: { id: string; merchantId: string }, answer: Extract<RefundOutcome, { outcome: "succeeded" | "failed" }>) {
  const [locked] = await tx.$queryRaw<{ status: string | null }[]>`
    SELECT "processorRefundStatus" AS status FROM "PaymentAttempt" WHERE id = ${ref.id} AND "merchantId" = ${ref.merchantId} FOR UPDATE`;
  if (locked?.status !== "pending") return; // another run recorded it first
  if (answer.outcome === "succeeded") {
    await tx.paymentAttempt.update({
      where: { id: ref.id, merchantId: ref.merchantId },
      data: { processorRefundStatus: "succeeded", processorRefundRef: answer.refundRef || undefined, processorRefundedAt: new Date(), processorRefundReason: null },
    });
    return;
  }
  const attempt = await tx.paymentAttempt.update({
    where: { id: ref.id, merchantId: ref.merchantId },
    data: { processorRefundStatus: "failed", processorRefundRef: answer.refundRef || undefined, processorRefundReason: answer.reason },
    include: { payment: { select: { mode: true, amount: true, currency: true } } },
  });
  const { mode, amount, currency } = attempt.payment;
  const base = { merchantId: ref.merchantId, mode, currency };
  const clearing: AccountKey = attempt.connectionId ? processorClearing(attempt.connectionId, base) : { ...base, type: "customer_clearing" };
  // The processor still holds the customer's money: back into the holding account it was refunded from.
  await postLedgerTransaction(tx, {
    mode,
    kind: "duplicate_charge_refund_returned",
    referenceId: ref.id,
    merchantId: ref.merchantId,
    description: `Refund of the duplicate charge on attempt ${ref.id} refused by the processor: still owed to the customer`,
    lines: [
      { account: clearing, amount: -amount },
      { account: { ...base, type: "duplicate_charges" }, amount },
    ],
  });
  logger().error({ attemptId: ref.id, reason: answer.reason }, "processor refused a duplicate charge's refund; the customer must be refunded by hand");
}
