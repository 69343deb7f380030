// What the gateway expects a processor to charge on one transaction, to compare with the
// fee the processor reports. This is not the gateway's own service fee (lib/catalog/fees.ts: what
// the merchant pays the operator) but the processor's price to the operator, which lives in the
// operator's contract with the processor: so it is data, each connector's `expectedFees` in its spec
// (lib/processors/<name>/spec.ts), in basis points plus a fixed part, half-up, as the service fee is
// computed. A connector without one has no expectation: its fees are reported in the run but never
// flagged. Documented in docs/reconciliation.md.
import { installedConnectors } from "@/lib/processors/connector-specs";
import type { SettlementRecord } from "@/lib/processors/types";

/** The fee expected on `amount` for this connector and kind; null: no expectation (not compared). */
export function expectedProcessorFee(connector: string, kind: SettlementRecord["kind"], amount: bigint, currency?: string): bigint | null {
  const rule = installedConnectors().find((c) => c.spec.name === connector)?.spec.expectedFees?.[kind];
  if (!rule || (rule.currency && rule.currency !== currency)) return null;
  return (amount * rule.bps + 5_000n) / 10_000n + rule.fixed;
}
