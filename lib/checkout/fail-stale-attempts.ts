import "server-only";
// An attempt left "processing" by a crashed server, or by a database that was unreachable
// when the processor answered, would block the payment forever. After five minutes in
// flight the sweep asks the processor what happened, by the gateway's own attempt id (issue
// 9): an answer is applied through the same path as any late answer (record-attempt-outcome),
// so a customer who was charged ends `success`, with one settlement, and is never asked to pay
// again. Only an attempt the processor never received is failed, so the customer can retry.
// When the processor cannot be reached the attempt is left for the next sweep: guessing
// "failed" could hide a charge.
import type { DbClient } from "@/lib/db";
import { logger } from "@/lib/logger";
import { processorFor } from "@/lib/processors/registry";
import type { AttemptOutcome } from "@/lib/processors/types";
import { recordAttemptOutcome } from "@/lib/checkout/record-attempt-outcome";

export const STALE_AFTER_MS = 5 * 60_000;

/** Returns how many stale attempts it settled. */
export async function failStaleAttempts(database: DbClient, now = new Date()): Promise<number> {
  const stale = await database.paymentAttempt.findMany({
    where: { outcome: "processing", inFlightSince: { lt: new Date(now.getTime() - STALE_AFTER_MS) } },
    select: { id: true, merchantId: true, processorRef: true, connectionId: true, payment: { select: { mode: true, amount: true, currency: true } } },
    orderBy: { inFlightSince: "asc" },
    take: 50,
  });
  let settled = 0;
  for (const attempt of stale) {
    let answer: AttemptOutcome | { outcome: "unknown" };
    try {
      const processor = await processorFor({ connectionId: attempt.connectionId, mode: attempt.payment.mode }, database);
      answer = processor ? await processor.status({ attemptId: attempt.id, now, expected: { amount: attempt.payment.amount, currency: attempt.payment.currency } }) : { outcome: "unknown" };
    } catch (error) {
      logger().warn({ err: error, attemptId: attempt.id }, "processor status query failed; the stale attempt is left for the next sweep");
      continue;
    }
    if (answer.outcome === "unknown") {
      await recordAttemptOutcome(
        database,
        attempt,
        { outcome: "failed", processorRef: attempt.processorRef ?? "", reason: "The payment attempt was interrupted; please try again" },
        { gatewayConclusion: true },
      );
    } else {
      await recordAttemptOutcome(database, attempt, answer);
    }
    settled++;
  }
  return settled;
}
