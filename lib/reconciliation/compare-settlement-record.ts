// One processor record against its gateway object: status first (did money move on both
// sides?), then currency, amount, and the processor's fee against the fee expected. One item per pair,
// the first disagreement found, its evidence naming both sides' values so a person can act on it.
import { formatMoney } from "@/lib/money";
import type { SettlementRecord } from "@/lib/processors/types";
import { expectedProcessorFee } from "@/lib/reconciliation/expected-processor-fee";
import type { GatewayObject, GatewayState, ReconciliationItemDraft } from "@/lib/reconciliation/types";

/** What the processor's status means for the money, in the gateway's terms. */
const PROCESSOR_STATE: Record<SettlementRecord["status"], GatewayState> = { settled: "moved", failed: "failed", pending: "pending", reversed: "reversed" };

const money = (amount: bigint, currency: string) => formatMoney(amount, currency);
const label = (g: GatewayObject) => (g.movement ? `dispute ${g.id}'s ${g.movement}` : `${g.type} ${g.id}`);

export function compareSettlementRecord(connector: string, record: SettlementRecord, gateway: GatewayObject): ReconciliationItemDraft {
  const item = (kind: ReconciliationItemDraft["kind"], evidence: string): ReconciliationItemDraft => ({ kind, record, gateway, evidence });
  const processorState = PROCESSOR_STATE[record.status];
  if (processorState !== gateway.state) {
    const said = record.status === "settled" ? "settled it" : `says ${record.status}`;
    return item("status_mismatch", `The processor ${said} (${record.processorRef}); the gateway's ${label(gateway)} is ${gateway.status}.`);
  }
  if (record.currency !== gateway.currency) {
    return item("currency_mismatch", `The processor reports ${money(record.amount, record.currency)}; the gateway's ${label(gateway)} is ${money(gateway.amount, gateway.currency)}.`);
  }
  if (record.amount !== gateway.amount) {
    const diff = record.amount - gateway.amount;
    return item("amount_mismatch", `The processor reports ${money(record.amount, record.currency)}; the gateway's ${label(gateway)} is ${money(gateway.amount, gateway.currency)} (difference ${money(diff, record.currency)}).`);
  }
  if (processorState === "moved") {
    const expected = expectedProcessorFee(connector, record.kind, gateway.amount, gateway.currency);
    if (expected !== null && expected !== record.fee) {
      return item("fee_mismatch", `The processor charged ${money(record.fee, record.currency)} on ${label(gateway)}; the gateway expected ${money(expected, record.currency)} (difference ${money(record.fee - expected, record.currency)}).`);
    }
  }
  return item("matched", `${label(gateway)} agrees: ${money(record.amount, record.currency)}, ${record.status}.`);
}
