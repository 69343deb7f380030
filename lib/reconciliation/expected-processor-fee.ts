// What the gateway expects a processor to charge on one transaction (issue 28), to compare with the
// fee the processor reports. This is not the gateway's own service fee (lib/payments/fees.ts: what
// the merchant pays the operator) but the processor's price to the operator, which lives in the
// operator's contract with the processor: so it is data here, one line per connector, in basis points
// plus a fixed part, half-up, as the service fee is computed. A connector without a line has no
// expectation: its fees are reported in the run but never flagged. Documented in docs/reconciliation.md.
import type { SettlementRecord } from "@/lib/processors/types";

type FeeRule = { bps: bigint; fixed: bigint };
type ConnectorFees = Partial<Record<SettlementRecord["kind"], FeeRule>>;

export const EXPECTED_PROCESSOR_FEES: Record<string, ConnectorFees> = {
  // Chapa's published merchant rate for local payments (3.5 %); refunds and transfers carry no charge.
  chapa: { payment: { bps: 350n, fixed: 0n }, refund: { bps: 0n, fixed: 0n }, payout: { bps: 0n, fixed: 0n } },
  // MTN MoMo collections and disbursements: the merchant tariff is per contract; the default expects none.
  mtn_momo: { payment: { bps: 0n, fixed: 0n }, refund: { bps: 0n, fixed: 0n }, payout: { bps: 0n, fixed: 0n } },
};

/** The fee expected on `amount` for this connector and kind; null: no expectation (not compared). */
export function expectedProcessorFee(connector: string, kind: SettlementRecord["kind"], amount: bigint): bigint | null {
  const rule = EXPECTED_PROCESSOR_FEES[connector]?.[kind];
  if (!rule) return null;
  return (amount * rule.bps + 5_000n) / 10_000n + rule.fixed;
}
