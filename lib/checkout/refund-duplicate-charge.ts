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
  const processor = processorFor(attempt.payment.mode);
  if (!processor) {
    logger().error({ attemptId }, "duplicate charge without a processor to refund it");
    return true;
  }
  const { refundRef } = await processor.refund({ attemptId, amount: attempt.payment.amount, currency: attempt.payment.currency });
  await database.paymentAttempt.updateMany({
    where: { id: attemptId, merchantId: ref.merchantId, processorRefundRef: null },
    data: { processorRefundRef: refundRef, processorRefundedAt: new Date() },
  });
  return true;
}
