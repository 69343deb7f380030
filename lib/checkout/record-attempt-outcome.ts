import "server-only";
// Step 3 of a checkout attempt, shared by authorization, OTP confirmation and asynchronous
// confirmation: under the payment's row lock, record what the processor answered, move the
// payment and write its event; a success settles in the same transaction.
import type { DbClient } from "@/lib/db";
import type { Payment } from "@/lib/generated/prisma/client";
import { lockPayment, transitionPayment } from "@/lib/payments/transition-payment";
import type { AttemptOutcome } from "@/lib/processors/types";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { settlePayment } from "@/lib/ledger/settle-payment";

export async function recordAttemptOutcome(database: DbClient, attemptId: string, result: AttemptOutcome): Promise<Payment> {
  return database.$transaction(async (tx) => {
    const attempt = await tx.paymentAttempt.findUniqueOrThrow({ where: { id: attemptId } });
    const payment = (await lockPayment(tx, { id: attempt.paymentId }))!;
    const now = new Date();
    const done = { completedAt: now, processorRef: result.processorRef || attempt.processorRef };
    const details = { attempt: attempt.number, payment_method: attempt.method };

    switch (result.outcome) {
      case "success":
      {
        await tx.paymentAttempt.update({ where: { id: attempt.id }, data: { ...done, outcome: "success" } });
        const paid = await transitionPayment(tx, payment, "success", {
          data: { paidAt: now, serviceFee: attempt.serviceFee, paymentMethod: attempt.method },
          eventDetails: details,
        });
        await settlePayment(tx, paid); // the money moves in the same transaction as the status
        return paid;
      }
      case "failed":
      case "blocked":
        await tx.paymentAttempt.update({ where: { id: attempt.id }, data: { ...done, outcome: result.outcome, reason: result.reason } });
        return transitionPayment(tx, payment, result.outcome, {
          data: result.outcome === "failed" ? { firstFailedAt: payment.firstFailedAt ?? now } : {},
          eventDetails: { ...details, reason: result.reason },
        });
      case "auth_needed":
        await tx.paymentAttempt.update({ where: { id: attempt.id }, data: { outcome: "auth_needed", processorRef: result.processorRef, reason: result.challenge } });
        return transitionPayment(tx, payment, "auth_needed", { eventDetails: { ...details, challenge: result.challenge } });
      case "pending":
        await tx.paymentAttempt.update({ where: { id: attempt.id }, data: { outcome: "pending", processorRef: result.processorRef } });
        await enqueueJob(tx, {
          type: "payment.confirm_pending_attempt",
          payload: { attempt_id: attempt.id },
          // The processor says when it is worth asking again.
          runAt: new Date(now.getTime() + result.checkAgainAfterMs),
        });
        return payment.status === "pending" ? payment : transitionPayment(tx, payment, "pending");
    }
  });
}
