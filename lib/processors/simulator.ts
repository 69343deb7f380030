// The test-mode processor (issue 3): deterministic outcomes from the card number or the
// wallet/account number, listed in docs/testing.md and on the checkout page. Nothing here
// is stored or logged; callers keep only brand, last four digits and expiry.
import { randomBase62 } from "@/lib/ids";
import type { AttemptOutcome, AuthorizeInput, OtpOutcome, Processor } from "@/lib/processors/types";

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

export const simulator: Processor = {
  name: "simulator",

  async authorize(input: AuthorizeInput): Promise<AttemptOutcome> {
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
  },

  async confirmOtp({ processorRef, otp }): Promise<OtpOutcome> {
    return otp === TEST_OTP ? { outcome: "success", processorRef } : { outcome: "wrong_code", processorRef };
  },

  async checkPending({ processorRef, startedAt, now = new Date() }): Promise<AttemptOutcome> {
    const waited = now.getTime() - startedAt.getTime();
    return waited >= ASYNC_CONFIRMATION_MS
      ? { outcome: "success", processorRef }
      : { outcome: "pending", processorRef, checkAgainAfterMs: ASYNC_CONFIRMATION_MS - waited };
  },
};
