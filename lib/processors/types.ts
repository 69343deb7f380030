// The processor interface (issue 3): what the gateway asks of whoever moves the money, in
// (payments) and out (payouts, issue 10). The test-mode simulator implements it; a live
// processor would too. Every call is keyed by the gateway's own attempt id where it can be, as an
// idempotency key: asking twice never charges twice, and the gateway can ask what happened
// even when it never saved the processor's reference (issue 9).

export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string; name: string };

export type AuthorizeInput = {
  attemptId: string;
  amount: bigint;
  currency: string;
  method: string;
  card?: CardDetails;
  /** Wallet number, or the payer's account number for bank transfers. */
  account?: string;
};

export type AttemptOutcome =
  | { outcome: "success"; processorRef: string }
  | { outcome: "failed"; processorRef: string; reason: string }
  | { outcome: "blocked"; processorRef: string; reason: string }
  | { outcome: "auth_needed"; processorRef: string; challenge: "otp" | "3ds" }
  /**
   * Asynchronous confirmation: ask again with `checkPending`, no sooner than
   * `checkAgainAfterMs` from now. The processor knows its own timing; the gateway asks.
   */
  | { outcome: "pending"; processorRef: string; checkAgainAfterMs: number };

/**
 * What a processor answers to a verification code: an attempt outcome, or `wrong_code` when
 * the code was not the one sent and the customer may type it again (the gateway counts the
 * tries, lib/checkout/attempt-rules.ts).
 */
export type OtpOutcome = AttemptOutcome | { outcome: "wrong_code"; processorRef: string };

/** What the processor knows about an attempt; `unknown`: it never received it. */
export type AttemptStatus = AttemptOutcome | { outcome: "unknown" };

export interface Processor extends PayoutProcessor {
  readonly name: string;
  /** Charges once per `attemptId`: a repeated call answers the first decision. */
  authorize(input: AuthorizeInput): Promise<AttemptOutcome>;
  confirmOtp(input: { processorRef: string; otp: string }): Promise<OtpOutcome>;
  checkPending(input: { processorRef: string; startedAt: Date; now?: Date }): Promise<AttemptOutcome>;
  /** Status query by the gateway's attempt id (the stale-attempt sweep asks before failing). */
  status(input: { attemptId: string; now?: Date }): Promise<AttemptStatus>;
  /** Gives a charge back to the customer (a duplicate charge); once per attempt. */
  refund(input: { attemptId: string; amount: bigint; currency: string }): Promise<{ refundRef: string }>;
}

export type PayoutInput = {
  /** The gateway's payout id: the idempotency key of the transfer. */
  payoutId: string;
  amount: bigint;
  currency: string;
  bankSlug: string;
  accountNumber: string;
  accountName: string;
};

/**
 * What a processor says about a payout (issue 10). `processing`: still on its way, ask again
 * with `payoutStatus` after `checkAgainAfterMs`. A `success` may carry `checkAgainAfterMs`
 * too: the transfer can still come back (reversed), so the gateway asks once more then.
 */
export type PayoutOutcome =
  | { outcome: "processing"; processorRef: string; checkAgainAfterMs: number }
  | { outcome: "success"; processorRef: string; checkAgainAfterMs?: number }
  | { outcome: "failed" | "blocked" | "reversed"; processorRef: string; reason: string }
  | { outcome: "auth_needed" | "otp_needed"; processorRef: string };

export interface PayoutProcessor {
  /** Sends a payout once per `payoutId`: a repeated call answers the first transfer's state. */
  sendPayout(input: PayoutInput): Promise<PayoutOutcome>;
  /** The transfer's state now; `unknown`: it was never received. */
  payoutStatus(input: { payoutId: string; now?: Date }): Promise<PayoutOutcome | { outcome: "unknown" }>;
  /** The code the account holder received; `wrong_code`: not it (the gateway counts the tries). */
  confirmPayoutOtp(input: { payoutId: string; otp: string }): Promise<PayoutOutcome | { outcome: "wrong_code" }>;
  /** The merchant's decision on a payout that needs approval. */
  decidePayoutApproval(input: { payoutId: string; approve: boolean }): Promise<PayoutOutcome>;
}
