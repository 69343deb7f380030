// The processor interface (issue 3): what the gateway asks of whoever moves the money.
// The test-mode simulator implements it; a live processor would too (refund and payout
// arrive with later issues).

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

export interface Processor {
  readonly name: string;
  authorize(input: AuthorizeInput): Promise<AttemptOutcome>;
  confirmOtp(input: { processorRef: string; otp: string }): Promise<OtpOutcome>;
  checkPending(input: { processorRef: string; startedAt: Date; now?: Date }): Promise<AttemptOutcome>;
}
