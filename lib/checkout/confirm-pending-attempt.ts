import "server-only";
// Job: ask the processor again about an asynchronous attempt (payment.confirm_pending_attempt).
import { db as defaultDb, type DbClient } from "@/lib/db";
import { processorFor } from "@/lib/processors/registry";
import { recordAttemptOutcome, type AttemptRef } from "@/lib/checkout/record-attempt-outcome";

/** Returns true when the attempt is settled, false to ask again later. `ref`: the job's attempt and merchant. */
export async function confirmPendingAttempt(ref: AttemptRef, database: DbClient = defaultDb(), now = new Date()): Promise<boolean> {
  const attempt = await database.paymentAttempt.findUnique({ where: { id: ref.id, merchantId: ref.merchantId }, include: { payment: { select: { mode: true } } } });
  if (!attempt || attempt.outcome !== "pending") return true; // already settled
  const processor = processorFor(attempt.payment.mode);
  if (!processor) return true;
  const result = await processor.checkPending({ processorRef: attempt.processorRef ?? "", startedAt: attempt.createdAt, now });
  if (result.outcome === "pending") return false;
  await recordAttemptOutcome(database, attempt, result);
  return true;
}
