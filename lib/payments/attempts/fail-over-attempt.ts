import "server-only";
// Failover: an attempt whose processor is DOWN (no answer, or a 5xx) may go once to the
// next connection that serves its method and currency, and only when the customer cannot have been
// charged by the first. Two named steps, each outside or inside a transaction as the three-step rule
// wants (submit-payment-attempt.ts runs them between its steps 2 and 3):
//
//   whetherFirstTryCharged  (no transaction) asks the first processor about the attempt, by its id.
//                           Safe to go elsewhere: the request provably never left (connection refused),
//                           or the processor has no record of it (`unknown`), or says it failed. Not
//                           safe: anything else (pending, success, a page to visit) or no answer to
//                           the question: then the first attempt waits and status sync asks, as before.
//   failOverAttempt         (transaction, the payment locked) records the first attempt as failed with
//                           FAILED_OVER_REASON (its connection stays on it, so the history shows where
//                           it went) and starts a new attempt on the next connection. The payment does
//                           not move (no event: its state is unchanged; the customer sees one payment).
//
// A decline is an answer, never an outage: it is recorded as is and never retried elsewhere. Should
// the first processor still report a success for its attempt later (a callback), that late success
// is a duplicate charge and is refunded at once (record-attempt-outcome.ts, record-duplicate-charge.ts):
// the payment never has two.
import type { DbClient } from "@/lib/db";
import type { Payment, PaymentAttempt } from "@/lib/generated/prisma/client";
import { newId } from "@/lib/ids";
import { lockPayment } from "@/lib/payments/transition-payment";
import { ProcessorUnreachableError } from "@/lib/processors/http-executor";
import { connectionCallbackUrl, routeAttempt } from "@/lib/processors/registry";
import type { AttemptStatus, Processor } from "@/lib/processors/types";

/** Why the first attempt ended: shown in the attempt history, never to the customer as a failure of theirs. */
export const FAILED_OVER_REASON = "The processor was unavailable; the payment was sent to another processor";

export type FirstTryVerdict =
  /** Nothing was charged: the attempt may go elsewhere. `status`: what the processor said, if it was asked. */
  | { safe: true; status: AttemptStatus | null }
  /** Maybe charged: stay. `status`: the processor's answer (to record), or null when it could not be asked. */
  | { safe: false; status: AttemptStatus | null };

/** Whether the first processor, which did not answer the start (or answered a 5xx), can have charged the customer. */
export async function whetherFirstTryCharged(processor: Processor, attemptId: string, error: unknown): Promise<FirstTryVerdict> {
  // Connection refused or no such host: not one byte of the request reached the processor.
  if (error instanceof ProcessorUnreachableError && error.notSent) return { safe: true, status: null };
  try {
    // Without `expected`: a success for another amount is still a charge, so never "safe".
    const status = await processor.status({ attemptId });
    return { safe: status.outcome === "unknown" || status.outcome === "failed", status };
  } catch {
    return { safe: false, status: null };
  }
}

export type FailedOver = { attempt: PaymentAttempt; processor: Processor; callbackUrl: string };

/**
 * Under the payment's lock: ends the first attempt and starts one on the next connection, or returns
 * null (and changes nothing) when no other connection serves the method, or the first attempt or the
 * payment moved meanwhile (a callback settled it, the session expired).
 */
export async function failOverAttempt(database: DbClient, first: PaymentAttempt): Promise<FailedOver | null> {
  return database.$transaction(async (tx) => {
    const payment = (await lockPayment(tx, { id: first.paymentId })) as Payment;
    const attempt = await tx.paymentAttempt.findUniqueOrThrow({ where: { id: first.id, merchantId: first.merchantId } });
    const now = new Date();
    if (attempt.outcome !== "processing" || !attempt.connectionId) return null;
    if ((payment.status !== "pending" && payment.status !== "failed") || now >= payment.expiresAt) return null;
    // The next connection by the same rules (merchant's own, priority, health), the first one left out.
    const routed = await routeAttempt({ merchantId: payment.merchantId, mode: payment.mode, method: attempt.method, currency: payment.currency, exclude: [attempt.connectionId] }, tx);
    if (!routed?.connection) return null;
    await tx.paymentAttempt.update({ where: { id: attempt.id, merchantId: attempt.merchantId }, data: { outcome: "failed", reason: FAILED_OVER_REASON, completedAt: now } });
    const next = await tx.paymentAttempt.create({
      data: {
        id: newId("att"),
        paymentId: payment.id,
        merchantId: payment.merchantId,
        number: payment.attemptCount + 1,
        method: attempt.method,
        outcome: "processing",
        serviceFee: attempt.serviceFee,
        connectionId: routed.connection.id,
        cardBrand: attempt.cardBrand,
        cardLast4: attempt.cardLast4,
        cardExpMonth: attempt.cardExpMonth,
        cardExpYear: attempt.cardExpYear,
        phoneLast4: attempt.phoneLast4,
      },
    });
    await tx.payment.update({ where: { id: payment.id }, data: { attemptCount: { increment: 1 } } });
    return { attempt: next, processor: routed.processor, callbackUrl: connectionCallbackUrl(routed.connection) };
  });
}
