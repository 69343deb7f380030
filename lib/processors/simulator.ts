// The test-mode processor: deterministic outcomes from the card number or the
// wallet/account number, listed in docs/testing.md and on the checkout page. Card and
// account numbers are neither stored nor logged; callers keep only brand, last four digits
// and expiry. Its decisions are remembered by attempt id (simulator-charges.ts), so
// it answers a status query, refuses to charge one attempt twice and records refunds.
import { randomBase62 } from "@/lib/ids";
import type { AttemptOutcome, AttemptStatus, AuthorizeInput, OtpOutcome, Processor } from "@/lib/processors/types";
import { chargeForAttempt, completeVerification, rememberDecision, rememberRefund } from "@/lib/processors/simulator-charges";
import {
  confirmSimulatedPayoutOtp,
  decideSimulatedPayoutApproval,
  sendSimulatedPayout,
  simulatedPayoutStatus,
} from "@/lib/processors/simulator-payouts";
import { simulatorRecurring } from "@/lib/processors/simulator-mandates";

export const TEST_OTP = "123456";
/** How long an asynchronous (…0005) wallet payment stays pending: the simulator's own timing. */
const ASYNC_CONFIRMATION_MS = 30_000;

export const TEST_CARDS = [
  { number: "4242424242424242", outcome: "success", description: "Succeeds" },
  { number: "4000000000009995", outcome: "failed", description: "Fails: insufficient funds" },
  { number: "4000000000000002", outcome: "failed", description: "Fails: card declined" },
  { number: "4000000000003220", outcome: "auth_needed", description: `Needs 3-D Secure: OTP ${TEST_OTP} succeeds; 3 tries` },
  { number: "4100000000000019", outcome: "blocked", description: "Blocked (risk)" },
] as const;

export const TEST_WALLET_ENDINGS = [
  { ending: "0001", outcome: "success", description: "Succeeds" },
  { ending: "0002", outcome: "failed", description: "Fails: declined by the wallet" },
  { ending: "0003", outcome: "auth_needed", description: `Needs an OTP: ${TEST_OTP} succeeds; 3 tries` },
  { ending: "0004", outcome: "blocked", description: "Blocked (risk)" },
  { ending: "0005", outcome: "pending", description: "Stays pending for 30 seconds, then succeeds" },
] as const;

const ref = () => `sim_${randomBase62(12)}`;

export const simulator = {
  name: "simulator",

  async authorize(input: AuthorizeInput): Promise<AttemptOutcome> {
    const decided = decide(input);
    const stored = await rememberDecision({
      attemptId: input.attemptId,
      processorRef: decided.processorRef,
      outcome: decided.outcome,
      reason: "reason" in decided ? decided.reason : "challenge" in decided ? decided.challenge : undefined,
      amount: input.amount,
      currency: input.currency,
    });
    return answerFrom(stored); // the first decision, if this attempt was sent before
  },

  async confirmOtp({ processorRef, otp }): Promise<OtpOutcome> {
    // A wrong code may be typed again: the gateway counts the tries.
    if (otp !== TEST_OTP) return { outcome: "wrong_code", processorRef };
    await completeVerification(processorRef);
    return { outcome: "success", processorRef };
  },

  async checkPending({ processorRef, startedAt, now = new Date() }): Promise<AttemptOutcome> {
    return pendingAnswer(processorRef, startedAt, now);
  },

  async status({ attemptId, now = new Date() }): Promise<AttemptStatus> {
    const charge = await chargeForAttempt(attemptId);
    if (!charge) return { outcome: "unknown" };
    if (charge.outcome === "pending") return pendingAnswer(charge.processorRef, charge.createdAt, now);
    return answerFrom(charge);
  },

  async refund({ attemptId }) {
    const refundRef = await rememberRefund(attemptId, `simre_${randomBase62(12)}`);
    if (!refundRef) throw new Error(`simulator: no successful charge for attempt ${attemptId} to refund`);
    return { outcome: "succeeded" as const, refundRef };
  },

  // Saved payment methods' mandates, charged each cycle (lib/processors/simulator-mandates.ts: its test values).
  recurring: simulatorRecurring,

  // Payouts: lib/processors/simulator-payouts.ts. Every part of the capability: the simulator plays each answer a processor may give.
  payouts: {
    sendPayout: (input) => sendSimulatedPayout(input),
    async payoutStatus({ payoutId, now }) {
      return (await simulatedPayoutStatus(payoutId, now)) ?? { outcome: "unknown" };
    },
    async confirmPayoutOtp({ payoutId, otp }) {
      const answer = await confirmSimulatedPayoutOtp(payoutId, otp);
      if (!answer) throw new Error(`simulator: no payout ${payoutId}`);
      return answer;
    },
    async decidePayoutApproval({ payoutId, approve }) {
      const answer = await decideSimulatedPayoutApproval(payoutId, approve);
      if (!answer) throw new Error(`simulator: no payout ${payoutId}`);
      return answer;
    },
  },
} satisfies Processor;

/** An asynchronous payment succeeds once it has waited long enough. */
function pendingAnswer(processorRef: string, startedAt: Date, now: Date): AttemptOutcome {
  const waited = now.getTime() - startedAt.getTime();
  return waited >= ASYNC_CONFIRMATION_MS
    ? { outcome: "success", processorRef }
    : { outcome: "pending", processorRef, checkAgainAfterMs: ASYNC_CONFIRMATION_MS - waited };
}

function answerFrom(charge: { processorRef: string; outcome: string; reason: string | null }): AttemptOutcome {
  const { processorRef } = charge;
  switch (charge.outcome) {
    case "success":
      return { outcome: "success", processorRef };
    case "failed":
    case "blocked":
      return { outcome: charge.outcome, processorRef, reason: charge.reason ?? "Declined" };
    case "auth_needed":
      return { outcome: "auth_needed", processorRef, challenge: charge.reason === "3ds" ? "3ds" : "otp" };
    default:
      return { outcome: "pending", processorRef, checkAgainAfterMs: ASYNC_CONFIRMATION_MS };
  }
}

/** The deterministic test values (docs/testing.md). */
function decide(input: AuthorizeInput): AttemptOutcome {
  if (input.card) {
    switch (input.card.number) {
      case "4000000000009995":
        return { outcome: "failed", processorRef: ref(), reason: "Insufficient funds" };
      case "4000000000000002":
        return { outcome: "failed", processorRef: ref(), reason: "Card declined" };
      case "4000000000003220":
        return { outcome: "auth_needed", processorRef: ref(), challenge: "3ds" };
      case "4100000000000019":
        return { outcome: "blocked", processorRef: ref(), reason: "Blocked by risk checks" };
      default:
        return { outcome: "success", processorRef: ref() }; // 4242… and any other valid card
    }
  }
  const digits = (input.account ?? "").replace(/\D/g, "");
  switch (digits.slice(-4)) {
    case "0002":
      return { outcome: "failed", processorRef: ref(), reason: "Declined by the wallet provider" };
    case "0003":
      return { outcome: "auth_needed", processorRef: ref(), challenge: "otp" };
    case "0004":
      return { outcome: "blocked", processorRef: ref(), reason: "Blocked by risk checks" };
    case "0005":
      return { outcome: "pending", processorRef: ref(), checkAgainAfterMs: ASYNC_CONFIRMATION_MS };
    default:
      return { outcome: "success", processorRef: ref() }; // …0001 and any other number
  }
}
