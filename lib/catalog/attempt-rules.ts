// When may a customer try to pay (spec Limits): up to 10 attempts, within the
// retry window counted from the first failed attempt, before the session expires, and
// never while another attempt is in flight or after success.
import type { Payment, PaymentAttempt } from "@/lib/generated/prisma/client";

export const MAX_ATTEMPTS = 10;
/**
 * Tries of an OTP / 3-D Secure code within one attempt: a typo costs a try, not the
 * attempt. The column's default and CHECK (prisma/migrations/…_otp_tries) hold the same 3.
 */
export const OTP_TRIES = 3;
/** Why an attempt ended when the customer chose "use another number" on the code screen. */
export const ANOTHER_NUMBER_REASON = "The customer chose to use another number";
/** The customer left an attempt waiting at the processor (a push, the processor's page) to pay another way. */
export const ANOTHER_WAY_REASON = "The customer chose to pay another way";
/** Attempt outcomes that mean "still running": a second attempt must wait. */
export const IN_FLIGHT_OUTCOMES = ["processing", "pending"] as const;

export function retryWindowEndsAt(payment: Pick<Payment, "firstFailedAt" | "retryWindowMinutes">): Date | null {
  return payment.firstFailedAt ? new Date(payment.firstFailedAt.getTime() + payment.retryWindowMinutes * 60_000) : null;
}

export function attemptsLeft(payment: Payment, now = new Date()): number {
  if (payment.status !== "pending" && payment.status !== "failed") return 0;
  if (now >= payment.expiresAt) return 0;
  const windowEnd = retryWindowEndsAt(payment);
  if (windowEnd && now >= windowEnd) return 0;
  return Math.max(0, MAX_ATTEMPTS - payment.attemptCount);
}

export type AttemptBlock = { code: "INVALID_STATE"; message: string; expired?: boolean };

export function whyAttemptNotAllowed(payment: Payment, inFlight: PaymentAttempt | null, now = new Date()): AttemptBlock | null {
  const block = (message: string, expired = false): AttemptBlock => ({ code: "INVALID_STATE", message, expired });
  if (inFlight) return block("A payment attempt is already in progress; wait for its result");
  switch (payment.status) {
    case "success":
    case "partially_refunded":
    case "fully_refunded":
      return block("This payment has already been paid");
    case "auth_needed":
      return block("Complete the verification step of the current attempt first");
    case "cancelled":
      return block("This payment was cancelled");
    case "blocked":
      return block("This payment was blocked and cannot be retried");
    case "incomplete":
      return block("This payment session has expired", true);
  }
  if (now >= payment.expiresAt) return block("This payment session has expired", true);
  if (payment.attemptCount >= MAX_ATTEMPTS) return block(`No retries left: the limit of ${MAX_ATTEMPTS} attempts was reached`);
  const windowEnd = retryWindowEndsAt(payment);
  if (windowEnd && now >= windowEnd) return block(`No retries left: the ${payment.retryWindowMinutes}-minute retry window has closed`);
  return null;
}
