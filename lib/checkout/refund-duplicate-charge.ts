import "server-only";
// Job payment.refund_duplicate_charge (issue 9): ask the processor to give a duplicate charge
// back, outside any database transaction, then note its refund reference on the attempt. The
// ledger already shows the refund (record-duplicate-charge.ts); this is the money's way back.
// The processor refunds once per attempt id, so a retry after a crash never refunds twice.
import { db as defaultDb, type DbClient } from "@/lib/db";
import { logger } from "@/lib/logger";
import { processorFor } from "@/lib/processors/registry";

/** True when nothing is left to do; throws (the worker retries with backoff) when the processor fails. */
export async function refundDuplicateCharge(ref: { id: string; merchantId: string }, database: DbClient = defaultDb()): Promise<boolean> {
  const attemptId = ref.id;
  const attempt = await database.paymentAttempt.findUnique({
    where: { id: attemptId, merchantId: ref.merchantId },
    include: { payment: { select: { mode: true, amount: true, currency: true } } },
  });
  if (!attempt?.duplicateChargeAt || attempt.processorRefundRef) return true;
  const processor = await processorFor({ connectionId: attempt.connectionId, mode: attempt.payment.mode }, database);
  if (!processor) {
    logger().error({ attemptId }, "duplicate charge without a processor to refund it");
    return true;
  }
  const answer = await processor.refund({ attemptId, amount: attempt.payment.amount, currency: attempt.payment.currency, processorRef: attempt.lateProcessorRef, paymentAmount: attempt.payment.amount });
  // Not final yet (a processor that refunds asynchronously) or refused: the job asks again later.
  if (answer.outcome !== "succeeded") throw new Error(`duplicate charge refund ${answer.outcome}${"reason" in answer ? `: ${answer.reason}` : ""}`);
  const { refundRef } = answer;
  await database.paymentAttempt.updateMany({
    where: { id: attemptId, merchantId: ref.merchantId, processorRefundRef: null },
    data: { processorRefundRef: refundRef, processorRefundedAt: new Date() },
  });
  return true;
}
