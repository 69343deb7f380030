// Pairs each processor record with the gateway's object: first by the processor's own
// reference (what the gateway stored when the processor answered), then by the gateway's id the
// processor echoes (tx_ref, externalId, reference): a processor that never answered us still names
// our id. Each gateway object pairs at most once; the first record that claims it wins, a second is
// unmatched (a duplicate at the processor is "missing in the gateway", a person looks at it).
import type { SettlementRecord } from "@/lib/processors/types";
import type { GatewayObject } from "@/lib/reconciliation/types";

export type MatchResult = {
  pairs: { record: SettlementRecord; gateway: GatewayObject }[];
  unmatchedRecords: SettlementRecord[];
  unmatchedGateway: GatewayObject[];
};

const TYPE_OF_KIND: Record<SettlementRecord["kind"], GatewayObject["type"]> = { payment: "attempt", refund: "refund", payout: "payout" };

export function matchSettlementRecords(records: SettlementRecord[], gateway: GatewayObject[]): MatchResult {
  const key = (type: string, ref: string) => `${type}|${ref}`;
  const byRef = new Map<string, GatewayObject>();
  const byId = new Map<string, GatewayObject>();
  for (const g of gateway) {
    if (g.processorRef) byRef.set(key(g.type, g.processorRef), g);
    byId.set(key(g.type, g.id), g);
  }
  const taken = new Set<string>();
  const pairs: MatchResult["pairs"] = [];
  const unmatchedRecords: SettlementRecord[] = [];
  for (const record of records) {
    const type = TYPE_OF_KIND[record.kind];
    const candidates = [byRef.get(key(type, record.processorRef)), record.gatewayRef ? byId.get(key(type, record.gatewayRef)) : undefined];
    const found = candidates.find((g) => g && !taken.has(key(g.type, g.id)));
    if (found) {
      taken.add(key(found.type, found.id));
      pairs.push({ record, gateway: found });
    } else unmatchedRecords.push(record);
  }
  return { pairs, unmatchedRecords, unmatchedGateway: gateway.filter((g) => !taken.has(key(g.type, g.id))) };
}
