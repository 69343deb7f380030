import "server-only";
// Job payment.confirm_pending_attempt: status sync for an attempt the processor has not finished
// (and for real processors). It asks the processor by the gateway's own attempt id,
// outside any transaction, and applies a final answer through the one path every answer takes
// (record-attempt-outcome.ts). A processor callback and the customer's return from a redirect only
// run this sooner: nothing changes on their word alone.
//   - still pending: ask again when the processor said, slower as the attempt ages, never assuming;
//   - unknown (the processor never received it, e.g. the request was lost): failed once it stayed
//     unknown for UNKNOWN_GRACE_MS, so the customer can try again;
//   - the processor unreachable: the job fails and backs off (its policy), the attempt waits.
import { db as defaultDb, type DbClient } from "@/lib/db";
import { processorFor } from "@/lib/processors/registry";
import { recordAttemptOutcome, type AttemptRef } from "@/lib/payments/attempts/record-attempt-outcome";

/** How long an attempt the processor does not know may still appear there (its request in flight). */
export const UNKNOWN_GRACE_MS = 2 * 60_000;
/** The slowest status sync asks: once an hour. */
const MAX_INTERVAL_MS = 3600_000;
/**
 * How long past the payment's own expiry an attempt may still wait at the processor. A push or a
 * hosted page the customer never finished stays "pending" at some processors for ever; a day after
 * the payment expired, the processor is asked once more and an attempt still waiting ends as failed.
 * A success the processor reports after that is a duplicate charge, refunded at once.
 */
export const GIVE_UP_AFTER_EXPIRY_MS = 24 * 3600_000;

/** Done (true), or ask again after this long. `ref`: the job's attempt and merchant. */
export async function confirmPendingAttempt(ref: AttemptRef, database: DbClient = defaultDb(), now = new Date()): Promise<true | { retryInMs: number }> {
  const attempt = await database.paymentAttempt.findUnique({
    where: { id: ref.id, merchantId: ref.merchantId },
    include: { payment: { select: { mode: true, amount: true, currency: true, expiresAt: true } } },
  });
  if (!attempt || attempt.outcome !== "pending") return true; // already settled
  const processor = await processorFor({ connectionId: attempt.connectionId, mode: attempt.payment.mode }, database);
  if (!processor) return true;
  // The simulator times its asynchronous payments from the attempt's start; a connection is asked by the attempt's id.
  const result = attempt.connectionId
    ? await processor.status({ attemptId: attempt.id, now, expected: { amount: attempt.payment.amount, currency: attempt.payment.currency } })
    : await processor.checkPending({ processorRef: attempt.processorRef ?? "", startedAt: attempt.createdAt, now });
  const age = now.getTime() - attempt.createdAt.getTime();
  if (result.outcome === "unknown") {
    if (age < UNKNOWN_GRACE_MS) return { retryInMs: 5_000 };
    await recordAttemptOutcome(
      database,
      attempt,
      { outcome: "failed", processorRef: attempt.processorRef ?? "", reason: "The processor never received the payment; please try again" },
      { gatewayConclusion: true },
    );
    return true;
  }
  if (result.outcome === "pending" || result.outcome === "redirect") {
    if (attempt.connectionId && now.getTime() > attempt.payment.expiresAt.getTime() + GIVE_UP_AFTER_EXPIRY_MS) {
      await recordAttemptOutcome(
        database,
        attempt,
        { outcome: "failed", processorRef: attempt.processorRef ?? "", reason: "The payment was not completed at the processor before it expired" },
        { gatewayConclusion: true },
      );
      return true;
    }
    return { retryInMs: Math.min(MAX_INTERVAL_MS, Math.max(result.checkAgainAfterMs, Math.floor(age / 10))) };
  }
  await recordAttemptOutcome(database, attempt, result);
  return true;
}
