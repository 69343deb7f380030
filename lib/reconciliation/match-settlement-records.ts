// Pairs each processor record with the gateway's object: first by the processor's own
// reference (what the gateway stored when the processor answered), then by the gateway's id the
// processor echoes (tx_ref, externalId, reference): a processor that never answered us still names
// our id. Each gateway object pairs at most once; the first record that claims it wins, a second is
// unmatched (a duplicate at the processor is "missing in the gateway", a person looks at it).
// A dispute line carries no id of ours: it is matched by the processor's dispute id alone, to the
// dispute's withdrawal when it takes money (a negative amount) and to its reinstatement when it returns it.
import type { SettlementRecord } from "@/lib/processors/types";
import type { GatewayObject } from "@/lib/reconciliation/types";

export type MatchResult = {
  pairs: { record: SettlementRecord; gateway: GatewayObject }[];
  unmatchedRecords: SettlementRecord[];
  unmatchedGateway: GatewayObject[];
};

const TYPE_OF_KIND: Record<SettlementRecord["kind"], GatewayObject["type"]> = { payment: "attempt", refund: "refund", payout: "payout", dispute: "dispute" };

/** A gateway object's matching type: a dispute's two movements are apart. */
const typeOf = (g: GatewayObject) => (g.movement ? `${g.type}:${g.movement}` : g.type);
const typeOfRecord = (r: SettlementRecord) => (r.kind === "dispute" ? `dispute:${r.amount < 0n ? "withdrawal" : "reinstatement"}` : TYPE_OF_KIND[r.kind]);

export function matchSettlementRecords(records: SettlementRecord[], gateway: GatewayObject[]): MatchResult {
  const key = (type: string, ref: string) => `${type}|${ref}`;
  const byRef = new Map<string, GatewayObject>();
  const byId = new Map<string, GatewayObject>();
  for (const g of gateway) {
    if (g.processorRef) byRef.set(key(typeOf(g), g.processorRef), g);
    byId.set(key(typeOf(g), g.id), g);
  }
  const taken = new Set<string>();
  const pairs: MatchResult["pairs"] = [];
  const unmatchedRecords: SettlementRecord[] = [];
  for (const record of records) {
    const type = typeOfRecord(record);
    const candidates = [byRef.get(key(type, record.processorRef)), record.gatewayRef ? byId.get(key(type, record.gatewayRef)) : undefined];
    const found = candidates.find((g) => g && !taken.has(key(typeOf(g), g.id)));
    if (found) {
      taken.add(key(typeOf(found), found.id));
      pairs.push({ record, gateway: found });
    } else unmatchedRecords.push(record);
  }
  return { pairs, unmatchedRecords, unmatchedGateway: gateway.filter((g) => !taken.has(key(typeOf(g), g.id))) };
}
