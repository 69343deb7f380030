// Disputes' vocabularies and state tables (docs/disputes.md). Data, not code: services ask
// `canMoveDispute` before writing, and the outcome is read from the status, never from the name of
// the event that reported it (a processor's "funds reinstated" can come with a loss).

/** A card chargeback's statuses: Stripe's, which the other card rails map onto. */
export const CHARGEBACK_STATUSES = ["warning_needs_response", "warning_under_review", "warning_closed", "needs_response", "under_review", "won", "lost"] as const;
/** A mobile-money reversal claim's statuses: recorded, funds frozen by the operator, then reversed (taken) or rejected. */
export const REVERSAL_STATUSES = ["open", "funds_frozen", "reversed", "rejected"] as const;
export const DISPUTE_STATUSES = [...CHARGEBACK_STATUSES, ...REVERSAL_STATUSES] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export type DisputeKind = "chargeback" | "reversal";

export const DISPUTE_STAGES = ["pre_dispute", "dispute", "pre_arbitration"] as const;
export type DisputeStage = (typeof DISPUTE_STAGES)[number];

/** Why the customer disputes: Stripe's reasons, which Chapa's and the operators' are mapped onto. */
export const DISPUTE_REASONS = [
  "fraudulent",
  "product_not_received",
  "product_unacceptable",
  "duplicate",
  "credit_not_processed",
  "subscription_canceled",
  "unrecognized",
  "general",
  "other",
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/** Chapa's dispute reasons (its dispute webhooks) as the gateway's. */
export const CHAPA_DISPUTE_REASONS: Readonly<Record<string, DisputeReason>> = {
  FRAUD: "fraudulent",
  NON_DELIVERY: "product_not_received",
  NOT_AS_DESCRIBED: "product_unacceptable",
  DUPLICATE_CHARGE: "duplicate",
  REFUND_NOT_RECEIVED: "credit_not_processed",
};

/**
 * from -> allowed next statuses. An inquiry (warning_*) can escalate into a chargeback; a chargeback
 * in pre-arbitration is the same dispute at another stage, with these statuses. Closed statuses are
 * final: a processor's later report about a closed dispute changes nothing. A reversal claim ends
 * reversed or rejected.
 */
export const DISPUTE_TRANSITIONS: Record<DisputeStatus, readonly DisputeStatus[]> = {
  warning_needs_response: ["warning_under_review", "warning_closed", "needs_response", "under_review", "won", "lost"],
  warning_under_review: ["warning_needs_response", "warning_closed", "needs_response", "under_review", "won", "lost"],
  warning_closed: [],
  needs_response: ["under_review", "won", "lost"],
  under_review: ["needs_response", "won", "lost"],
  won: [],
  lost: [],
  open: ["funds_frozen", "reversed", "rejected"],
  funds_frozen: ["reversed", "rejected"],
  reversed: [],
  rejected: [],
};

export function canMoveDispute(from: DisputeStatus, to: DisputeStatus): boolean {
  return from === to || DISPUTE_TRANSITIONS[from].includes(to);
}

/** won or lost once the status says so; null while open (an inquiry that closed is won: nothing was taken). */
export function disputeOutcome(status: DisputeStatus): "won" | "lost" | null {
  if (status === "won" || status === "rejected" || status === "warning_closed") return "won";
  if (status === "lost" || status === "reversed") return "lost";
  return null;
}

/** Whether the merchant's money is held in this status: every status but an inquiry's and a closed one's. */
export function disputeHoldsFunds(status: DisputeStatus): boolean {
  return !status.startsWith("warning_") && disputeOutcome(status) === null;
}

/** Whether the merchant can still stage and submit evidence, or accept. */
export function disputeAwaitsResponse(status: DisputeStatus): boolean {
  return status === "needs_response" || status === "warning_needs_response" || status === "open" || status === "funds_frozen";
}

/** The stage a status belongs to when the processor does not say. */
export function stageOf(status: DisputeStatus): DisputeStage {
  return status.startsWith("warning_") ? "pre_dispute" : "dispute";
}

/** The dispute fee on a loss, in minor units (docs/pricing.md): the card networks' cost passed on; none on a mobile-money reversal. */
export const DISPUTE_FEES: Readonly<Record<string, bigint>> = { USD: 1500n, ETB: 150000n, UGX: 50000n, DJF: 2500n };

export function disputeFee(kind: DisputeKind, currency: string): bigint {
  return kind === "chargeback" ? (DISPUTE_FEES[currency] ?? 0n) : 0n;
}

/** dispute.due_soon is sent this long before the deadline, and the dashboard shows its notice. */
export const DISPUTE_DUE_SOON_MS = 48 * 60 * 60 * 1000;

/** Evidence files: at most this many bytes each, of these types, at most this many per dispute. */
export const DISPUTE_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const DISPUTE_FILE_TYPES: readonly string[] = ["application/pdf", "image/png", "image/jpeg", "text/plain"];
export const DISPUTE_FILES_PER_DISPUTE = 10;
export const DISPUTE_FILE_PURPOSES = ["receipt", "shipping_documentation", "customer_communication", "refund_policy", "other"] as const;

/** The evidence's text fields (Stripe's names), each at most EVIDENCE_TEXT_MAX characters. */
export const DISPUTE_EVIDENCE_FIELDS = [
  "product_description",
  "customer_name",
  "customer_email_address",
  "billing_address",
  "service_date",
  "shipping_carrier",
  "shipping_tracking_number",
  "shipping_date",
  "refund_policy_disclosure",
  "refund_refusal_explanation",
  "cancellation_rebuttal",
  "uncategorized_text",
] as const;
export const EVIDENCE_TEXT_MAX = 20_000;

export const DISPUTE_EVENT_TYPES = [
  "dispute.created",
  "dispute.updated",
  "dispute.funds_withdrawn",
  "dispute.funds_reinstated",
  "dispute.closed",
  "dispute.due_soon",
] as const;
