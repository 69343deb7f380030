import "server-only";
// Step 3 of a checkout attempt, shared by authorization, OTP confirmation, asynchronous
// confirmation and the stale-attempt sweep: under the payment's row lock, record what the
// processor answered, move the payment and write its event; a success settles in the same
// transaction.
//
// An answer applies only to an attempt still in flight, read again under the lock.
// An answer for an attempt already settled (the sweep failed it, or a duplicate delivery) is
// a late answer: recorded on the attempt, never applied to the payment. A late success is a
// duplicate charge (the customer was charged for an attempt the gateway settled otherwise)
// and is refunded at once (record-duplicate-charge.ts), so a payment never has two successes.
import type { DbClient } from "@/lib/db";
import type { Payment, PaymentAttempt, Prisma } from "@/lib/generated/prisma/client";
import { lockPayment, transitionPayment } from "@/lib/payments/transition-payment";
import { canTransition } from "@/lib/catalog/payment-transitions";
import type { AttemptOutcome } from "@/lib/processors/types";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { settlePayment } from "@/lib/ledger/settle-payment";
import { logger } from "@/lib/logger";
import { IN_FLIGHT_OUTCOMES } from "@/lib/catalog/attempt-rules";
import { recordDuplicateCharge } from "@/lib/payments/attempts/record-duplicate-charge";
import { holdsForReview, openRiskReview } from "@/lib/payments/attempts/open-risk-review";
import { countRiskDecline, storedRiskKeys } from "@/lib/risk/assess-attempt";
import { FAILED_OVER_REASON } from "@/lib/payments/attempts/fail-over-attempt";

export type RecordOptions = {
  /**
   * The gateway's own conclusion, not the processor's answer (the sweep failing an attempt the
   * processor never saw): applied to an attempt still in flight, dropped for a settled one.
   */
  gatewayConclusion?: boolean;
};

/** Which attempt: its id and its merchant, which every statement on attempts names. */
export type AttemptRef = { id: string; merchantId: string };

export async function recordAttemptOutcome(database: DbClient, ref: AttemptRef, result: AttemptOutcome, opts: RecordOptions = {}): Promise<Payment> {
  const attemptId = ref.id;
  return database.$transaction(async (tx) => {
    // An attempt never changes payment, so its payment id may be read before the lock;
    // everything else about the attempt is read again once the payment is locked.
    const { paymentId } = await tx.paymentAttempt.findUniqueOrThrow({ where: { id: attemptId, merchantId: ref.merchantId }, select: { paymentId: true } });
    const payment = (await lockPayment(tx, { id: paymentId }))!;
    const attempt = await tx.paymentAttempt.findUniqueOrThrow({ where: { id: attemptId, merchantId: payment.merchantId } });
    const now = new Date();
    if (isInFlight(attempt) && canApply(payment, result)) return applyOutcome(tx, payment, attempt, result, now);
    if (opts.gatewayConclusion && !isInFlight(attempt)) return payment;
    return recordLateAnswer(tx, payment, attempt, result, now);
  });
}

function isInFlight(attempt: PaymentAttempt): boolean {
  return (IN_FLIGHT_OUTCOMES as readonly string[]).includes(attempt.outcome);
}

/** Whether the payment may take this outcome now (an in-flight attempt's payment always can today). */
function canApply(payment: Payment, result: AttemptOutcome): boolean {
  if (result.outcome === "pending" || result.outcome === "redirect") return payment.status === "pending" || canTransition(payment.status, "pending");
  return canTransition(payment.status, result.outcome);
}

/**
 * The outcome applied to an attempt in flight, in the caller's transaction with the payment locked
 * and `payment` its current row: the path every outcome takes, also a risk block's, which
 * start-payment-attempt.ts records in the attempt's own transaction without asking a processor.
 */
export const applyAttemptOutcome = applyOutcome;

async function applyOutcome(tx: Prisma.TransactionClient, payment: Payment, attempt: PaymentAttempt, result: AttemptOutcome, now: Date): Promise<Payment> {
  const done = { completedAt: now, processorRef: result.processorRef || attempt.processorRef };
  const details = { attempt: attempt.number, payment_method: attempt.method };
  switch (result.outcome) {
    case "success": {
      await tx.paymentAttempt.update({ where: { id: attempt.id, merchantId: attempt.merchantId }, data: { ...done, outcome: "success" } });
      const paid = await transitionPayment(tx, payment, "success", {
        data: { paidAt: now, serviceFee: attempt.serviceFee, paymentMethod: attempt.method },
        eventDetails: details,
      });
      await settlePayment(tx, paid, attempt.connectionId); // the money moves in the same transaction as the status
      // A review rule matched before routing: the paid payment is held, its review opened with the success.
      const risk = await riskOrigin(tx, attempt);
      if (holdsForReview(risk)) await openRiskReview(tx, { payment: paid, attempt: { id: attempt.id, riskRuleId: risk.riskRuleId }, now });
      return paid;
    }
    case "failed":
    case "blocked": {
      await tx.paymentAttempt.update({ where: { id: attempt.id, merchantId: attempt.merchantId }, data: { ...done, outcome: result.outcome, reason: result.reason } });
      // One more decline under the velocity keys the attempt was counted under when it started.
      const counted = storedRiskKeys((await riskOrigin(tx, attempt)).riskSignals);
      if (counted) await countRiskDecline(tx, { merchantId: payment.merchantId, mode: payment.mode, currency: counted.currency }, counted.keys, now);
      return transitionPayment(tx, payment, result.outcome, {
        data: result.outcome === "failed" ? { firstFailedAt: payment.firstFailedAt ?? now } : {},
        eventDetails: { ...details, reason: result.reason },
      });
    }
    case "auth_needed":
      await tx.paymentAttempt.update({
        where: { id: attempt.id, merchantId: attempt.merchantId },
        data: { outcome: "auth_needed", processorRef: result.processorRef, reason: result.challenge },
      });
      return transitionPayment(tx, payment, "auth_needed", { eventDetails: { ...details, challenge: result.challenge } });
    case "pending":
    case "redirect": {
      // The customer acts at the processor (approves on the phone, or pays on its page);
      // the attempt waits, and status sync asks the processor when it said to.
      const nextAction = result.outcome === "redirect" ? { nextAction: "redirect", nextActionUrl: result.url } : result.push ? { nextAction: "push", nextActionUrl: null } : {};
      await tx.paymentAttempt.update({
        where: { id: attempt.id, merchantId: attempt.merchantId },
        data: { outcome: "pending", processorRef: result.processorRef || attempt.processorRef, ...nextAction },
      });
      await enqueueJob(tx, {
        type: "payment.confirm_pending_attempt",
        payload: { attempt_id: attempt.id },
        owner: { merchantId: payment.merchantId, mode: payment.mode },
        object: { type: "payment_attempt", id: attempt.id },
        // The processor says when it is worth asking again.
        runAt: new Date(now.getTime() + result.checkAgainAfterMs),
      });
      return payment.status === "pending" ? payment : transitionPayment(tx, payment, "pending");
    }
  }
}

type RiskOrigin = Pick<PaymentAttempt, "riskDecision" | "riskRuleId" | "riskSignals">;

/**
 * The attempt whose risk decision this one carries: itself when it was started (and assessed) by
 * start-payment-attempt.ts, which always stores its signals; a failover's second attempt
 * (fail-over-attempt.ts) is the same customer's attempt sent elsewhere, so it carries the decision of
 * the attempt it took over from. Read only for an attempt without signals of its own after the first.
 */
async function riskOrigin(tx: Prisma.TransactionClient, attempt: PaymentAttempt): Promise<RiskOrigin> {
  if (attempt.riskSignals !== null || attempt.number === 1) return attempt;
  const before = await tx.paymentAttempt.findFirst({
    where: { paymentId: attempt.paymentId, merchantId: attempt.merchantId, number: attempt.number - 1, reason: FAILED_OVER_REASON },
    select: { riskDecision: true, riskRuleId: true, riskSignals: true },
  });
  return before ?? attempt;
}

/**
 * An answer that must not move the payment. Recorded on the attempt; an attempt somehow still
 * in flight whose payment can no longer take the answer is closed as failed. A success the
 * attempt did not already have is a duplicate charge, refunded at once (its job sends the refund).
 */
async function recordLateAnswer(tx: Prisma.TransactionClient, payment: Payment, attempt: PaymentAttempt, result: AttemptOutcome, now: Date): Promise<Payment> {
  // "Still waiting" for an attempt already settled says nothing new (a status sync that crossed the settling answer).
  if (result.outcome === "pending" || result.outcome === "redirect") return payment;
  const sameRef = (ref: string | null) => !result.processorRef || !ref || result.processorRef === ref;
  const alreadyKnown =
    (attempt.outcome === result.outcome && sameRef(attempt.processorRef)) || (attempt.lateOutcome === result.outcome && sameRef(attempt.lateProcessorRef));
  if (alreadyKnown) return payment; // the same answer delivered twice
  const reason = "reason" in result ? result.reason : "challenge" in result ? result.challenge : null;
  const updated = await tx.paymentAttempt.update({
    where: { id: attempt.id, merchantId: attempt.merchantId },
    data: {
      lateOutcome: result.outcome,
      lateReason: reason,
      lateProcessorRef: result.processorRef || null,
      lateAnswerAt: now,
      ...(isInFlight(attempt) ? { outcome: "failed", reason: `The payment was already ${payment.status} when the processor answered`, completedAt: now } : {}),
    },
  });
  logger().warn({ attemptId: attempt.id, paymentId: payment.id, recorded: attempt.outcome, late: result.outcome }, "late processor answer for a settled attempt");
  if (result.outcome === "success" && attempt.outcome !== "success") await recordDuplicateCharge(tx, payment, updated, result.processorRef, now);
  return payment;
}
