// What the gateway expects a processor to charge on one transaction, to compare with the
// fee the processor reports. This is not the gateway's own service fee (lib/catalog/fees.ts: what
// the merchant pays the operator) but the processor's price to the operator, which lives in the
// operator's contract with the processor: so it is data here, one line per connector, in basis points
// plus a fixed part, half-up, as the service fee is computed. A connector without a line has no
// expectation: its fees are reported in the run but never flagged. Documented in docs/reconciliation.md.
import type { SettlementRecord } from "@/lib/processors/types";

/** `currency`: the rule holds only for amounts in it (a fixed part is in that currency's minor units); another currency has no expectation. */
type FeeRule = { bps: bigint; fixed: bigint; currency?: string };
type ConnectorFees = Partial<Record<SettlementRecord["kind"], FeeRule>>;

export const EXPECTED_PROCESSOR_FEES: Record<string, ConnectorFees> = {
  // Chapa's published merchant rate for local payments (3.5 %); refunds and transfers carry no charge.
  chapa: { payment: { bps: 350n, fixed: 0n }, refund: { bps: 0n, fixed: 0n }, payout: { bps: 0n, fixed: 0n } },
  // MTN MoMo collections and disbursements: the merchant tariff is per contract; the default expects none.
  mtn_momo: { payment: { bps: 0n, fixed: 0n }, refund: { bps: 0n, fixed: 0n }, payout: { bps: 0n, fixed: 0n } },
  // Stripe's published standard price for domestic cards in the US (stripe.com/pricing): 2.9 % + 30 cents,
  // so USD only; its fixed part and rates in other currencies depend on the account's country and the card's
  // (not a single published figure): shown, never flagged. A refund carries no fee (Stripe keeps the
  // original charge's fee; the refund's balance transaction has none). Stripe's payouts are not records.
  stripe: { payment: { bps: 290n, fixed: 30n, currency: "USD" }, refund: { bps: 0n, fixed: 0n } },
  // Airtel Money and WaafiPay publish no merchant tariff (it is each operator's contract): no line, so
  // their fees are shown in the run and in the clearing explanation, never flagged (docs/reconciliation.md).
};

/** The fee expected on `amount` for this connector and kind; null: no expectation (not compared). */
export function expectedProcessorFee(connector: string, kind: SettlementRecord["kind"], amount: bigint, currency?: string): bigint | null {
  const rule = EXPECTED_PROCESSOR_FEES[connector]?.[kind];
  if (!rule || (rule.currency && rule.currency !== currency)) return null;
  return (amount * rule.bps + 5_000n) / 10_000n + rule.fixed;
}
