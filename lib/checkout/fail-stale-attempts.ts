import "server-only";
// An attempt left "processing" by a crashed server would block the payment forever.
// After five minutes with no answer it is recorded as failed, so the customer can retry.
import type { DbClient } from "@/lib/db";
import { recordAttemptOutcome } from "@/lib/checkout/record-attempt-outcome";

const STALE_AFTER_MS = 5 * 60_000;

export async function failStaleAttempts(database: DbClient, now = new Date()): Promise<number> {
  const stale = await database.paymentAttempt.findMany({
    where: { outcome: "processing", createdAt: { lt: new Date(now.getTime() - STALE_AFTER_MS) } },
    select: { id: true, processorRef: true },
    take: 50,
  });
  for (const attempt of stale) {
    await recordAttemptOutcome(database, attempt.id, {
      outcome: "failed",
      processorRef: attempt.processorRef ?? "",
      reason: "The payment attempt was interrupted; please try again",
    });
  }
  return stale.length;
}
