// What a reconciliation run compares: the processor's records and the gateway's own
// objects (attempts, refunds, payouts, disputes' withdrawals and reinstatements) reduced to the same few fields, and what a comparison finds.
import type { SettlementRecord } from "@/lib/processors/types";

export const ITEM_KINDS = ["matched", "amount_mismatch", "currency_mismatch", "status_mismatch", "missing_at_processor", "missing_in_gateway", "fee_mismatch"] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
export const EXCEPTION_KINDS = ITEM_KINDS.filter((k) => k !== "matched");

/** Where a gateway object stands with its money: moved, failed (nothing moved), still open, or came back. */
export type GatewayState = "moved" | "failed" | "pending" | "reversed";

/** Which of a dispute's two movements: the hold taken (the processor withdrew the amount) or released (it returned it). */
export type DisputeMovement = "withdrawal" | "reinstatement";

export type GatewayObject = {
  type: "attempt" | "refund" | "payout" | "dispute";
  id: string;
  processorRef: string | null;
  amount: bigint;
  currency: string;
  /** The gateway's own status word (success, failed, succeeded, …), shown as evidence. */
  status: string;
  state: GatewayState;
  /** When the gateway sent it to the processor (what the processor dates it by). */
  at: Date;
  /** For attempts: the payment method (the expected fee may depend on it). */
  method?: string;
  /**
   * For disputes: which movement this is. A dispute is two gateway objects, its withdrawal (amount
   * negative, as the processor reports it) and its reinstatement (positive), each matched on its own.
   */
  movement?: DisputeMovement;
};

export type ReconciliationItemDraft = {
  kind: ItemKind;
  record: SettlementRecord | null;
  gateway: GatewayObject | null;
  evidence: string;
};
