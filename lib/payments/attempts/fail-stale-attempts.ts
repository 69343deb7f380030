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
import type { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/logger";
import { processorFor } from "@/lib/processors/registry";
import type { AttemptOutcome } from "@/lib/processors/types";
import { recordAttemptOutcome } from "@/lib/payments/attempts/record-attempt-outcome";

export const STALE_AFTER_MS = 5 * 60_000;

const IN_FLIGHT_SELECT = { id: true, merchantId: true, processorRef: true, connectionId: true, payment: { select: { mode: true, amount: true, currency: true } } } as const;
type InFlightAttempt = Prisma.PaymentAttemptGetPayload<{ select: typeof IN_FLIGHT_SELECT }>;

/** Returns how many stale attempts it settled. */
export async function failStaleAttempts(database: DbClient, now = new Date()): Promise<number> {
  const stale = await database.paymentAttempt.findMany({
    where: { outcome: "processing", inFlightSince: { lt: new Date(now.getTime() - STALE_AFTER_MS) } },
    select: IN_FLIGHT_SELECT,
    orderBy: { inFlightSince: "asc" },
    take: 50,
  });
  let settled = 0;
  for (const attempt of stale) {
    if ((await askAboutInFlightAttempt(database, attempt, { now, unknownMeans: "failed" })) !== "unanswered") settled++;
  }
  return settled;
}

/**
 * Asks the attempt's processor, by the gateway's own attempt id, what became of an attempt in
 * flight, and records a known answer through the path of any late answer. A processor that never
 * received it answers "unknown": the stale sweep then fails the attempt (`unknownMeans: "failed"`);
 * a request resumed after a crash leaves it for that sweep (`"wait"`), as the request that sent it
 * may have been cut off mid-way and the processor's record may still appear. "unanswered": the
 * processor could not be asked; nothing changed.
 */
export async function askAboutInFlightAttempt(
  database: DbClient,
  attempt: InFlightAttempt,
  opts: { now?: Date; unknownMeans: "failed" | "wait" },
): Promise<"recorded" | "unknown" | "unanswered"> {
  const now = opts.now ?? new Date();
  let answer: AttemptOutcome | { outcome: "unknown" };
  try {
    const processor = await processorFor({ connectionId: attempt.connectionId, mode: attempt.payment.mode }, database);
    answer = processor ? await processor.status({ attemptId: attempt.id, now, expected: { amount: attempt.payment.amount, currency: attempt.payment.currency } }) : { outcome: "unknown" };
  } catch (error) {
    logger().warn({ err: error, attemptId: attempt.id }, "processor status query failed; the attempt in flight is left for the next sweep");
    return "unanswered";
  }
  if (answer.outcome !== "unknown") {
    await recordAttemptOutcome(database, attempt, answer);
    return "recorded";
  }
  if (opts.unknownMeans === "wait") return "unknown";
  await recordAttemptOutcome(
    database,
    attempt,
    { outcome: "failed", processorRef: attempt.processorRef ?? "", reason: "The payment attempt was interrupted; please try again" },
    { gatewayConclusion: true },
  );
  return "recorded";
}

/** The attempt in flight of a payment, in the shape askAboutInFlightAttempt takes, or null. */
export async function inFlightAttemptOf(database: DbClient, payment: { id: string; merchantId: string }): Promise<InFlightAttempt | null> {
  return database.paymentAttempt.findFirst({ where: { paymentId: payment.id, merchantId: payment.merchantId, outcome: "processing" }, select: IN_FLIGHT_SELECT });
}
