// The words of the dispute pages: statuses, reasons, kinds, file purposes and evidence fields as a
// merchant reads them, and the status badge. The vocabularies themselves are lib/catalog/dispute-states.ts.
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { CHARGEBACK_STATUSES, REVERSAL_STATUSES, type DisputeStatus } from "@/lib/catalog/dispute-states";

export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, { label: string; tone: BadgeTone }> = {
  warning_needs_response: { label: "Inquiry: needs response", tone: "amber" },
  warning_under_review: { label: "Inquiry: under review", tone: "sky" },
  warning_closed: { label: "Inquiry closed", tone: "gray" },
  needs_response: { label: "Needs response", tone: "amber" },
  under_review: { label: "Under review", tone: "sky" },
  won: { label: "Won", tone: "green" },
  lost: { label: "Lost", tone: "red" },
  open: { label: "Open", tone: "amber" },
  funds_frozen: { label: "Funds frozen", tone: "orange" },
  reversed: { label: "Reversed", tone: "red" },
  rejected: { label: "Rejected (released)", tone: "green" },
};

export const STATUS_GROUPS = [
  { label: "Chargebacks", statuses: CHARGEBACK_STATUSES },
  { label: "Reversal claims", statuses: REVERSAL_STATUSES },
] as const;

export function DisputeStatusBadge({ status }: { status: string }) {
  const s = DISPUTE_STATUS_LABELS[status as DisputeStatus] ?? { label: status, tone: "gray" as const };
  return (
    <Badge tone={s.tone} dot>
      {s.label}
    </Badge>
  );
}

export const REASON_LABELS: Record<string, string> = {
  fraudulent: "Fraudulent",
  product_not_received: "Product not received",
  product_unacceptable: "Product unacceptable",
  duplicate: "Duplicate",
  credit_not_processed: "Credit not processed",
  subscription_canceled: "Subscription canceled",
  unrecognized: "Unrecognized",
  general: "General",
  other: "Other",
};

export const KIND_LABELS: Record<string, string> = { chargeback: "Chargeback", reversal: "Reversal claim" };

export const STAGE_LABELS: Record<string, string> = { pre_dispute: "Inquiry (pre-dispute)", dispute: "Dispute", pre_arbitration: "Pre-arbitration" };

export const PURPOSE_LABELS: Record<string, string> = {
  receipt: "Receipt",
  shipping_documentation: "Shipping documentation",
  customer_communication: "Customer communication",
  refund_policy: "Refund policy",
  other: "Other",
};

export const EVIDENCE_FIELD_LABELS: Record<string, string> = {
  product_description: "Product description",
  customer_name: "Customer name",
  customer_email_address: "Customer email address",
  billing_address: "Billing address",
  service_date: "Service date",
  shipping_carrier: "Shipping carrier",
  shipping_tracking_number: "Shipping tracking number",
  shipping_date: "Shipping date",
  refund_policy_disclosure: "Refund policy disclosure",
  refund_refusal_explanation: "Refund refusal explanation",
  cancellation_rebuttal: "Cancellation rebuttal",
  uncategorized_text: "Other information",
};

export const BALANCE_MOVEMENT_LABELS: Record<string, string> = {
  hold: "Held from your available balance",
  release: "Released back to your balance",
  loss: "Kept by the processor",
  fee: "Dispute fee",
  debt: "Owed (your balance lacked it)",
};

/** Where the evidence goes, by evidence_details.channel. */
export function channelSentence(channel: string): string {
  return channel === "processor"
    ? "Submitted to the processor through its API: what you submit here is what the processor sees."
    : "The processor takes evidence elsewhere (Chapa's dashboard, the operator's customer care): send it there. The gateway keeps what you stage and submit here as your record.";
}
