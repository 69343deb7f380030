// How the reconciliation pages name each kind of line, and the badge tone it gets.
import type { BadgeTone } from "@/components/ui/badge";

export const KIND_LABELS: Record<string, { label: string; tone: BadgeTone }> = {
  matched: { label: "Matched", tone: "green" },
  amount_mismatch: { label: "Amount mismatch", tone: "red" },
  currency_mismatch: { label: "Currency mismatch", tone: "red" },
  status_mismatch: { label: "Status mismatch", tone: "orange" },
  missing_at_processor: { label: "Missing at the processor", tone: "amber" },
  missing_in_gateway: { label: "Missing in the gateway", tone: "amber" },
  fee_mismatch: { label: "Fee mismatch", tone: "violet" },
};

export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? { label: kind, tone: "gray" as const };

/** The clearing account's movements (ledger transaction kinds) in words. */
const MOVEMENT_LABELS: Record<string, string> = {
  payment_settlement: "Payment settlement",
  refund: "Refund",
  refund_returned: "Refund returned",
  duplicate_charge: "Duplicate charge",
  duplicate_charge_refund: "Duplicate charge refunded",
  duplicate_charge_refund_returned: "Duplicate charge refund returned",
  dispute_hold: "Dispute hold",
  dispute_release: "Dispute released",
  dispute_loss: "Dispute lost",
  debt_netting: "Debt netted",
  test_funding: "Test funds",
  virtual_account_credit: "Virtual account credit",
};

/** A kind this list does not name yet still reads as words: "payout_reversal" is "Payout reversal". */
export function movementLabel(kind: string): string {
  const known = MOVEMENT_LABELS[kind];
  if (known) return known;
  const words = kind.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
