import "server-only";
// The OTP / 3-D Secure step of an attempt that answered auth_needed (3 tries of the code
// within the attempt), in the three steps of every attempt:
//   1. under the payment's lock, take one try and mark the attempt in flight   (transaction)
//   2. send the code to the processor                                          (no transaction)
//   3. a wrong code with tries left: back to waiting for the code, nothing else written;
//      otherwise record the outcome like any other answer (a wrong last try fails the attempt)
// Taking the try in step 1, under the lock and by a conditional update, is what makes two
// submissions at once safe: the second finds the attempt in flight and is refused, so two
// codes can never both use the last try.
import { db as defaultDb, type DbClient } from "@/lib/db";
import type { Payment, PaymentAttempt } from "@/lib/generated/prisma/client";
import { lockPayment } from "@/lib/payments/transition-payment";
import { processorFor } from "@/lib/processors/registry";
import type { OtpOutcome } from "@/lib/processors/types";
import { logger } from "@/lib/logger";
import { recordAttemptOutcome } from "@/lib/payments/attempts/record-attempt-outcome";
import { lockWaitingAttempt, noVerificationStep } from "@/lib/payments/attempts/waiting-attempt";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";

export type OtpResult = { payment: Payment; wrongCode: boolean; triesLeft: number };

/**
 * `actor`: who sent the code when it is not the customer on the checkout (a merchant's
 * key authorizing a direct charge); the try is audited with it, in step 1's transaction.
 */
export async function confirmAttemptOtp(token: string, otp: string, database: DbClient = defaultDb(), actor?: AuditActor): Promise<OtpResult> {
  const { attempt, mode } = await takeOneTry(database, token, actor);
  const processor = (await processorFor({ connectionId: attempt.connectionId, mode }, database))!;
  let answer: OtpOutcome;
  try {
    // A processor without the OTP capability never asked for a code: nothing it could check.
    answer = processor.confirmOtp
      ? await processor.confirmOtp({ processorRef: attempt.processorRef ?? "", otp })
      : { outcome: "failed", processorRef: attempt.processorRef ?? "", reason: "This processor confirms payments on its own page or on the phone, not by a code" };
  } catch (error) {
    logger().error({ err: error, attemptId: attempt.id }, "processor confirmOtp failed");
    answer = { outcome: "failed", processorRef: attempt.processorRef ?? "", reason: "The verification could not be processed; please try again" };
  }
  if (answer.outcome !== "wrong_code") {
    return { payment: await recordAttemptOutcome(database, attempt, answer), wrongCode: false, triesLeft: attempt.otpTriesLeft };
  }
  if (attempt.otpTriesLeft === 0) {
    const reason = "The verification code was wrong 3 times";
    return { payment: await recordAttemptOutcome(database, attempt, { outcome: "failed", processorRef: answer.processorRef, reason }), wrongCode: true, triesLeft: 0 };
  }
  return { payment: await waitForCodeAgain(database, attempt), wrongCode: true, triesLeft: attempt.otpTriesLeft };
}

/** Step 1: the waiting attempt, with one try taken and marked in flight. */
async function takeOneTry(database: DbClient, token: string, actor?: AuditActor): Promise<{ attempt: PaymentAttempt; mode: Payment["mode"] }> {
  return database.$transaction(async (tx) => {
    const { payment, attempt: latest } = await lockWaitingAttempt(tx, token);
    // Conditional, so the count can never go below zero even without the lock.
    const taken = await tx.paymentAttempt.updateMany({
      where: { id: latest.id, merchantId: payment.merchantId, outcome: "auth_needed", otpTriesLeft: { gt: 0 } },
      // inFlightSince: the stale-attempt sweep counts from now, not from the attempt's creation.
      data: { outcome: "processing", otpTriesLeft: { decrement: 1 }, inFlightSince: new Date() },
    });
    if (taken.count !== 1) throw noVerificationStep();
    if (actor) {
      await recordAudit(tx, { merchantId: payment.merchantId, actor, action: "payment.otp_submitted", mode: payment.mode, targetId: payment.id, details: { attempt: latest.id, tries_left: latest.otpTriesLeft - 1 } });
    }
    return { attempt: { ...latest, outcome: "processing", otpTriesLeft: latest.otpTriesLeft - 1 }, mode: payment.mode };
  });
}

/**
 * Step 3 for a wrong code with tries left: the attempt waits for the code again. The try taken
 * in step 1 is the only lasting write: no event, no payment change. Under the payment's lock,
 * and only if the attempt is still the one in flight (the stale-attempt sweep may have ended it).
 */
async function waitForCodeAgain(database: DbClient, attempt: PaymentAttempt): Promise<Payment> {
  return database.$transaction(async (tx) => {
    // The attempt's payment never changes; the payment is locked before the attempt is touched.
    const payment = (await lockPayment(tx, { id: attempt.paymentId }))!;
    await tx.paymentAttempt.updateMany({ where: { id: attempt.id, merchantId: attempt.merchantId, outcome: "processing" }, data: { outcome: "auth_needed" } });
    return payment;
  });
}
