// The processor interface: what the gateway asks of
// whoever moves the money, in (payments) and out (payouts). The test-mode simulator and
// every connector (lib/processors/<name>/, bound to one connection) implement it. Every call is keyed by the gateway's own attempt id where it can be, as an
// idempotency key: asking twice never charges twice, and the gateway can ask what happened
// even when it never saved the processor's reference.

import type { DisputeReason, DisputeStage, DisputeStatus } from "@/lib/catalog/dispute-states";

export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string; name: string };

export type AuthorizeInput = {
  attemptId: string;
  amount: bigint;
  currency: string;
  method: string;
  card?: CardDetails;
  /** Wallet number (E.164), or the payer's account number for bank transfers. */
  account?: string;
  /** What a real processor needs besides the money; the simulator ignores it. */
  context?: AttemptContext;
};

/** The payment around an attempt, for processors that show a hosted page or send callbacks. */
export type AttemptContext = {
  paymentId: string;
  /** Where the processor sends the customer back (a redirect): the gateway's return URL, never the merchant's. */
  returnUrl: string;
  /** Where the processor sends its callbacks for this connection. */
  callbackUrl: string;
  customer: { email?: string | null; firstName?: string | null; lastName?: string | null; phone?: string | null };
  title?: string | null;
  description?: string | null;
};

/**
 * The gateway's own id for the refund of a duplicate charge, which has no refund row: derived from
 * the attempt, so every try sends (and asks about) the same reference and the processor refunds once.
 */
export function duplicateChargeRefundId(attemptId: string): string {
  return `dup_${attemptId}`;
}

export type AttemptOutcome =
  | { outcome: "success"; processorRef: string }
  | { outcome: "failed"; processorRef: string; reason: string }
  | { outcome: "blocked"; processorRef: string; reason: string }
  | { outcome: "auth_needed"; processorRef: string; challenge: "otp" | "3ds" }
  /**
   * Asynchronous confirmation: ask again with `checkPending`, no sooner than
   * `checkAgainAfterMs` from now. The processor knows its own timing; the gateway asks.
   * `push`: the customer approves on the phone (STK/USSD push); the waiting page says so.
   */
  | { outcome: "pending"; processorRef: string; checkAgainAfterMs: number; push?: boolean }
  /**
   * The customer goes to the processor's page (a hosted page, 3-D Secure) and comes back to the
   * gateway's return URL; until then the attempt is pending and status sync asks after `checkAgainAfterMs`.
   */
  | { outcome: "redirect"; processorRef: string; url: string; checkAgainAfterMs: number };

/**
 * What a processor answers to a verification code: an attempt outcome, or `wrong_code` when
 * the code was not the one sent and the customer may type it again (the gateway counts the
 * tries, lib/catalog/attempt-rules.ts).
 */
export type OtpOutcome = AttemptOutcome | { outcome: "wrong_code"; processorRef: string };

/** What the processor knows about an attempt; `unknown`: it never received it. */
export type AttemptStatus = AttemptOutcome | { outcome: "unknown" };

/**
 * A processor is its payments (authorize, checkPending, status: every processor takes payments) plus
 * the optional capabilities it has. A capability it lacks is absent, never a method that throws: the
 * callers (checkout's OTP, refunds, payouts, reconciliation, the connection check) see the gap and
 * answer the gateway's own error code for it (docs/processors.md "Capabilities").
 */
export interface Processor {
  readonly name: string;
  /** Charges once per `attemptId`: a repeated call answers the first decision. */
  authorize(input: AuthorizeInput): Promise<AttemptOutcome>;
  /** Present when the processor can answer `auth_needed` with an OTP challenge. */
  confirmOtp?(input: { processorRef: string; otp: string }): Promise<OtpOutcome>;
  checkPending(input: { processorRef: string; startedAt: Date; now?: Date }): Promise<AttemptOutcome>;
  /** Status query by the gateway's attempt id (the stale-attempt sweep asks before failing). */
  status(input: { attemptId: string; now?: Date; expected?: { amount: bigint; currency: string } }): Promise<AttemptStatus>;
  /**
   * Gives money back to the customer: a duplicate charge (no `refundId`: keyed by
   * duplicateChargeRefundId(attemptId), once per attempt), or a merchant's refund (`refundId`, its
   * idempotency key at the processor). `pending`: ask `refundStatus`. Absent: the processor refunds nothing.
   */
  refund?(input: {
    attemptId: string;
    amount: bigint;
    currency: string;
    refundId?: string;
    processorRef?: string | null;
    /** The whole payment's amount: processors that only reverse a whole payment (Airtel Money) refuse a part. */
    paymentAmount?: bigint;
  }): Promise<RefundOutcome>;
  /** A refund's state at the processor, by the gateway's refund id (a duplicate charge's: duplicateChargeRefundId). Absent: refunds are final at once. */
  refundStatus?(input: { refundId: string; attemptId: string; processorRef?: string | null }): Promise<RefundOutcome | { outcome: "unknown" }>;
  /** Why this connection cannot refund its payments, if it cannot (MTN MoMo without disbursement credentials). */
  readonly refundsUnavailable?: string | null;
  /**
   * A processor's callback, verified (signature over the raw body, where the processor signs) and
   * parsed into what changed. A hint only: the gateway asks the processor before changing anything.
   * Null: not this processor's callback, or the signature does not verify.
   */
  parseCallback?(input: ProcessorCallback): CallbackHint | null;
  /**
   * Disputes, where the processor has a dispute API (Stripe): the dispute as it stands now, by the
   * processor's own dispute id (a callback is a hint; this is what the gateway records). Null: no such dispute.
   */
  disputeStatus?(input: { disputeRef: string }): Promise<ProcessorDispute | null>;
  /** Sends the staged evidence (text fields, and files as the processor takes them), submitted at once: a dispute takes one submission. */
  submitDisputeEvidence?(input: { disputeRef: string; evidence: Record<string, string>; files: DisputeEvidenceFile[] }): Promise<ProcessorDispute>;
  /** Accepts the dispute (the merchant concedes): the processor closes it lost. */
  acceptDispute?(input: { disputeRef: string }): Promise<ProcessorDispute>;
  /**
   * Recurring collection without the customer present: a mandate (a saved card at Stripe, a MoMo
   * pre-approval) set up once with the customer, then charged each cycle. Absent: this processor
   * collects a subscription only by a payment the customer approves each time (docs/subscriptions.md).
   */
  readonly recurring?: RecurringProcessor;
  /** One harmless authenticated call (a token, the balance): ok, or why not. */
  check?(): Promise<{ ok: true; detail: string } | { ok: false; detail: string }>;
  /** Payouts (wallets, banks): absent when this processor, or this connection's credentials, send none. */
  readonly payouts?: PayoutProcessor;
  /**
   * Reconciliation: what the processor says it settled in [from, to), by its API.
   * Absent when the processor has no settlement API: then `parseSettlementReport` reads its report file.
   */
  fetchSettlements?(input: { from: Date; to: Date }): Promise<SettlementReport>;
  /** Reads the processor's own settlement report file (CSV, in its documented format). */
  parseSettlementReport?(file: string): SettlementReport;
}

/**
 * One transaction as the processor reports it settled (or not) for a period. Amounts in
 * the currency's minor units, as everywhere in the gateway (a connector converts from the processor's
 * major units or zero-decimal amounts).
 */
export type SettlementRecord = {
  /** The processor's own reference (what the gateway stored as processorRef / refundRef; a dispute's: Dispute.processorRef). */
  processorRef: string;
  /** The gateway's id the processor echoes back, when it does (att_…, rfd_…, po_…); null for a dispute. */
  gatewayRef: string | null;
  /**
   * "dispute": money the processor took back for a dispute (a withdrawal: a negative amount) or returned
   * (a reinstatement: a positive amount). Every other kind's amount is positive.
   */
  kind: "payment" | "refund" | "payout" | "dispute";
  amount: bigint;
  currency: string;
  /** The processor's fee on this transaction (0 when it charges none or does not say). */
  fee: bigint;
  status: "settled" | "failed" | "reversed" | "pending";
  /** When the processor says the transaction happened (for the period). */
  occurredAt: Date;
  /** The processor's payout (to the operator's bank) that carried it, when it says. */
  settlementRef: string | null;
};

/** The processor's payouts to the operator's bank account: the money it actually sent for the period. */
export type SettlementPayout = { ref: string; amount: bigint; currency: string; paidAt: Date };

export type SettlementReport = { records: SettlementRecord[]; payouts: SettlementPayout[] };

export type RefundOutcome =
  | { outcome: "succeeded"; refundRef: string }
  | { outcome: "pending"; refundRef: string; checkAgainAfterMs: number }
  | { outcome: "failed"; refundRef: string; reason: string };

export type ProcessorCallback = { method: string; rawBody: string; headers: Headers; query: URLSearchParams };

/**
 * What a callback says changed, by the gateway's own ids (attempt, refund or payout), or a dispute:
 * by the processor's dispute id, with what the callback reported. A processor with a dispute API is
 * asked (disputeStatus) before anything is recorded; one without (Chapa) is taken at its signed word.
 */
export type CallbackHint = { kind: "attempt" | "refund" | "payout"; id: string } | { kind: "dispute"; id: string; reported: ProcessorDispute };

/**
 * A dispute as the processor reports it, in the gateway's vocabulary (lib/catalog/dispute-states.ts):
 * the connector maps the processor's status and reason; the outcome is derived from the status, never
 * from the event's name.
 */
export type ProcessorDispute = {
  /** The processor's own dispute id. */
  disputeRef: string;
  /** The disputed charge: the gateway's attempt id when the processor echoes it, else the processor's charge reference. */
  attemptId: string | null;
  chargeRef: string | null;
  amount: bigint;
  currency: string;
  status: DisputeStatus;
  /** The processor's status text, as it said it. */
  processorStatus: string;
  reason: DisputeReason;
  stage: DisputeStage;
  dueBy: Date | null;
  /** The processor's time for this state: an older report than the one recorded changes nothing. */
  updatedAt: Date;
  /** Whether the processor has the merchant's evidence (submitted). */
  evidenceSubmitted: boolean;
};

/** An evidence file as sent to a processor. */
export type DisputeEvidenceFile = { purpose: string; fileName: string; mimeType: string; content: Buffer };

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
 * What a processor says about a payout. `processing`: still on its way, ask again
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
  /** The code the account holder received; `wrong_code`: not it (the gateway counts the tries). Absent: its payouts never ask for one. */
  confirmPayoutOtp?(input: { payoutId: string; otp: string }): Promise<PayoutOutcome | { outcome: "wrong_code" }>;
  /** The merchant's decision on a payout that needs approval. Absent: its payouts never wait for one. */
  decidePayoutApproval?(input: { payoutId: string; approve: boolean }): Promise<PayoutOutcome>;
}

/**
 * What the customer agrees to once. `mandateId` is the gateway's own id (mdt_…): the idempotency key
 * of the set-up call and the reference the processor echoes, so asking twice sets up one mandate.
 */
export type MandateInput = {
  mandateId: string;
  currency: string;
  /** The payer's wallet (E.164) for a wallet mandate; absent for a card (the processor's page collects it). */
  account?: string;
  customer: AttemptContext["customer"];
  /** What the customer sees they agree to ("Fiber 50 Mbps, ETB 1,200.00 a month"). */
  description: string;
  /** Until when the processor may charge under it; null: until cancelled. */
  validUntil: Date | null;
  /** Where the processor sends the customer back after a hosted set-up page. */
  returnUrl: string;
  callbackUrl: string;
};

/** What the saved method looks like, for the customer and the merchant: never a full card number. */
export type MandateDisplay =
  | { kind: "card"; brand: string; last4: string; expMonth: number; expYear: number }
  | { kind: "wallet"; phone: string };

/**
 * A mandate at the processor. `pending`: the customer has not approved yet (a prompt on the phone, or
 * the processor's page after a redirect); ask `mandateStatus` after `checkAgainAfterMs`. `active`: the
 * gateway may charge it. `failed`, `canceled`, `expired` are final.
 */
export type MandateOutcome =
  | { outcome: "active"; mandateRef: string; display: MandateDisplay; validUntil: Date | null }
  | { outcome: "pending"; mandateRef: string; checkAgainAfterMs: number; push?: boolean }
  | { outcome: "redirect"; mandateRef: string; url: string; checkAgainAfterMs: number }
  | { outcome: "failed"; mandateRef: string; reason: string }
  | { outcome: "canceled" | "expired"; mandateRef: string };

export interface RecurringProcessor {
  /** Sets up one mandate per `mandateId`: a repeated call answers the first one's state. */
  createMandate(input: MandateInput): Promise<MandateOutcome>;
  /** The mandate's state now, by the gateway's id and the processor's reference; `unknown`: never received. */
  mandateStatus(input: { mandateId: string; mandateRef: string }): Promise<MandateOutcome | { outcome: "unknown" }>;
  /** Ends the mandate at the processor (a card detached, a pre-approval cancelled): nothing can be charged under it after. */
  cancelMandate(input: { mandateId: string; mandateRef: string }): Promise<{ outcome: "canceled" } | { outcome: "failed"; reason: string }>;
  /**
   * Charges under an active mandate with no customer present, once per `attemptId` (the idempotency key,
   * as `authorize`). `pending` when the processor confirms later; a card that needs the customer after all
   * (3-D Secure on an off-session charge) is `failed` with reason `authentication_required`.
   */
  chargeMandate(input: {
    attemptId: string;
    mandateId: string;
    mandateRef: string;
    amount: bigint;
    currency: string;
    account?: string;
    context: AttemptContext;
  }): Promise<AttemptOutcome>;
}
