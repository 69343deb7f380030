import "server-only";
// A refund of a payment a processor connection took. createRefund records it "pending"
// with its money already moved (the merchant's balance to the connection's clearing account), and
// enqueues the job refund.send; this sends it to the processor outside any transaction, keyed by the
// refund's own id (the processor deduplicates), then records the answer under the refund's lock,
// with its event (refund.succeeded / refund.failed) in the same transaction:
//   succeeded  the refund is done;
//   failed     the processor refused: the money goes back to the merchant's balance, the payment's
//              refunded amount is lowered again and its status moves back to what that amount says
//              (REFUND_RETURN_TRANSITIONS), the refund says why;
//   pending    asked again (refundStatus) when the processor said.
// A refund of a simulator payment (test mode) never comes here: it is final at once, as before.
import { db as defaultDb, type DbClient } from "@/lib/db";
import type { Payment, Prisma, Refund } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/logger";
import { faultPoint } from "@/lib/fault-points";
import { processorFor } from "@/lib/processors/registry";
import { ProcessorUnreachableError } from "@/lib/processors/http-executor";
import { duplicateChargeRefundId, type Processor, type RefundOutcome } from "@/lib/processors/types";
import { postLedgerTransaction } from "@/lib/ledger/post-ledger-transaction";
import { heldAt, processorClearing } from "@/lib/ledger/accounts";
import { fundsHolder } from "@/lib/ledger/funds-holder";
import { recordEvent } from "@/lib/events/record-event";
import { lockPayment } from "@/lib/payments/transition-payment";
import { serializeRefundOutcome } from "@/lib/payments/serialize-refund";
import { canReturnRefund } from "@/lib/catalog/payment-transitions";
import { InternalError } from "@/lib/http/errors";

export type RefundStep = "done" | { retryInMs: number };

/** A processor that could not be reached is asked again after this long. */
export const UNREACHABLE_RETRY_MS = 10_000;

/** One refund at its processor: what every refund job (a merchant's refund, a duplicate charge's) sends and asks about. */
export type RefundAtProcessor = {
  /**
   * The merchant's refund id, its idempotency key at the processor; absent for a duplicate charge's
   * refund, which every connector sends keyed by duplicateChargeRefundId(attemptId).
   */
  refundId?: string;
  attemptId: string;
  amount: bigint;
  currency: string;
  paymentAmount: bigint;
  /** The charge's reference at the processor. */
  chargeRef: string | null;
  /** The processor's reference for this refund, from its first answer; null before one was recorded. */
  refundRef: string | null;
};

/**
 * Asks the processor about the refund first, and sends it only when the processor has no record of it,
 * keyed by the gateway's own id: a retry, or a run after a worker died, continues the refund that was
 * sent instead of starting another. A processor that can only be asked by its own reference (Chapa's
 * ref_id) and never had its answer recorded is sent the same reference again, which it answers with
 * the first refund. "unreachable": no answer at all; nothing may be concluded.
 */
export async function askThenSendRefund(processor: Processor, refund: RefundAtProcessor): Promise<RefundOutcome | "unreachable"> {
  const statusId = refund.refundId ?? duplicateChargeRefundId(refund.attemptId);
  try {
    const known = processor.refundStatus ? await processor.refundStatus({ refundId: statusId, attemptId: refund.attemptId, processorRef: refund.refundRef }) : { outcome: "unknown" as const };
    if (known.outcome !== "unknown") return known;
    // A processor without the refund capability is never given one: the refund fails with its money back.
    if (!processor.refund) return { outcome: "failed", refundRef: "", reason: "This processor connection takes no refunds" };
    return await processor.refund({
      attemptId: refund.attemptId,
      amount: refund.amount,
      currency: refund.currency,
      ...(refund.refundId ? { refundId: refund.refundId } : {}),
      processorRef: refund.chargeRef,
      paymentAmount: refund.paymentAmount,
    });
  } catch (error) {
    if (error instanceof ProcessorUnreachableError) return "unreachable";
    throw error;
  }
}

export async function syncRefund(ref: { id: string; merchantId: string }, database: DbClient = defaultDb()): Promise<RefundStep> {
  const refund = await database.refund.findUnique({ where: { id: ref.id, merchantId: ref.merchantId } });
  if (!refund || refund.status !== "pending" || !refund.connectionId) return "done";
  const attempt = await database.paymentAttempt.findFirst({ where: { paymentId: refund.paymentId, merchantId: refund.merchantId, outcome: "success" }, select: { id: true, processorRef: true, payment: { select: { amount: true } } } });
  const processor = await processorFor({ connectionId: refund.connectionId, mode: refund.mode }, database);
  if (!attempt || !processor) return "done";
  const answer = await askThenSendRefund(processor, {
    refundId: refund.id,
    attemptId: attempt.id,
    amount: refund.amount,
    currency: refund.currency,
    paymentAmount: attempt.payment.amount,
    chargeRef: attempt.processorRef,
    refundRef: refund.processorRef,
  });
  if (answer === "unreachable") return { retryInMs: UNREACHABLE_RETRY_MS };
  faultPoint("refund_after_processor_answer"); // test-only: a worker killed between the answer and its record
  if (answer.outcome === "pending") {
    if (answer.refundRef && answer.refundRef !== refund.processorRef) await database.refund.updateMany({ where: { id: refund.id, merchantId: refund.merchantId }, data: { processorRef: answer.refundRef } });
    return { retryInMs: answer.checkAgainAfterMs };
  }
  const final = answer;
  await database.$transaction((tx) => recordRefundOutcome(tx, refund.id, refund.merchantId, final));
  return "done";
}

async function recordRefundOutcome(tx: Prisma.TransactionClient, refundId: string, merchantId: string, answer: Extract<RefundOutcome, { outcome: "succeeded" | "failed" }>) {
  const [locked] = await tx.$queryRaw<{ status: string }[]>`SELECT status FROM "Refund" WHERE id = ${refundId} AND "merchantId" = ${merchantId} FOR UPDATE`;
  if (locked?.status !== "pending") return; // another step recorded it first
  if (answer.outcome === "succeeded") {
    const refund = await tx.refund.update({ where: { id: refundId }, data: { status: "succeeded", processorRef: answer.refundRef || null, statusReason: null } });
    const payment = await tx.payment.findUniqueOrThrow({ where: { id: refund.paymentId, merchantId }, select: { status: true, amountRefunded: true } });
    await recordEvent(tx, outcomeEvent(refund, payment));
    return;
  }
  // The payment's row before the ledger's accounts, in the order a refund takes them (create-refund.ts).
  const payment = await lockPayment(tx, { id: (await tx.refund.findUniqueOrThrow({ where: { id: refundId }, select: { paymentId: true } })).paymentId });
  if (!payment) throw new InternalError(`refund ${refundId} has no payment`);
  const refund = await tx.refund.update({ where: { id: refundId }, data: { status: "failed", processorRef: answer.refundRef || null, statusReason: answer.reason } });
  const base = { merchantId: refund.merchantId, mode: refund.mode, currency: refund.currency };
  await postLedgerTransaction(tx, {
    mode: refund.mode,
    kind: "refund_returned",
    referenceId: refund.id,
    merchantId: refund.merchantId,
    description: `Refund ${refund.id} refused by the processor: returned to the balance`,
    lines: [
      { account: processorClearing(refund.connectionId!, base), amount: -refund.amount },
      // Back where the refund took it from (create-refund.ts): held at the merchant's own connection if it came from there.
      { account: heldAt({ ...base, type: "merchant_available" }, await fundsHolder(tx, refund.connectionId)), amount: refund.amount },
    ],
  });
  const refunded = payment.amountRefunded - refund.amount;
  const back = refunded === 0n ? "success" : "partially_refunded";
  // The refused refund no longer counts: the payment is as refunded as its other refunds say. Its
  // event is refund.failed, not a payment.success that would read as a new payment.
  const updated = await tx.payment.update({
    where: { id: payment.id, merchantId },
    data: { amountRefunded: refunded, ...(canReturnRefund(payment.status, back) ? { status: back } : {}) },
    select: { status: true, amountRefunded: true },
  });
  await recordEvent(tx, outcomeEvent(refund, updated));
  logger().warn({ refundId, reason: answer.reason, paymentStatus: updated.status }, "processor refused a refund; its money is back in the merchant's balance");
}

function outcomeEvent(refund: Refund, payment: Pick<Payment, "status" | "amountRefunded">) {
  return {
    merchantId: refund.merchantId,
    mode: refund.mode,
    type: refund.status === "succeeded" ? "refund.succeeded" : "refund.failed",
    objectType: "refund",
    objectId: refund.id,
    payload: serializeRefundOutcome(refund, payment),
  };
}
