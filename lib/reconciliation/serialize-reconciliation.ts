// The public shape of a reconciliation run and its items, for the CLI's --json, the
// dashboard's API and the CSV export. Amounts stay strings in minor units, as stored: no float ever
// touches money here. Internal columns (the merchant id, the daily key) stay out.
import type { ReconciliationItem, ReconciliationRun } from "@/lib/generated/prisma/client";
import { isConnectorName, connectorSpec } from "@/lib/processors/connector-specs";

export function serializeRun(run: ReconciliationRun) {
  return {
    id: run.id,
    connection_id: run.connectionId,
    connector: run.connector,
    // The processor's name as people read it ("MTN MoMo"); `connector` is its identifier.
    processor: isConnectorName(run.connector) ? connectorSpec(run.connector).label : run.connector,
    mode: run.mode,
    scope: run.merchantId ? ("merchant" as const) : ("installation" as const),
    period: { from: run.periodFrom.toISOString(), to: run.periodTo.toISOString() },
    source: run.source,
    file_name: run.fileName,
    status: run.status,
    error: run.error,
    matched: run.matchedCount,
    exceptions: run.exceptionCount,
    counts: run.counts as Record<string, number>,
    clearing: run.clearing ?? null,
    started_by: run.startedBy,
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
  };
}

/**
 * What an item is about, from either side: payment, refund, payout, or a dispute's withdrawal or
 * reinstatement (dispute_withdrawal, dispute_reinstatement: a processor's dispute line by its sign).
 */
export function itemObjectKind(item: Pick<ReconciliationItem, "processorRecord" | "gatewayValues" | "gatewayType">): string {
  const record = item.processorRecord as { kind?: string; amount?: string } | null;
  const values = item.gatewayValues as { movement?: string } | null;
  if (values?.movement) return `dispute_${values.movement}`;
  if (record?.kind === "dispute") return record.amount?.startsWith("-") ? "dispute_withdrawal" : "dispute_reinstatement";
  if (record?.kind) return record.kind;
  return item.gatewayType === "attempt" ? "payment" : (item.gatewayType ?? "unknown");
}

export function serializeItem(item: ReconciliationItem) {
  return {
    id: item.id,
    kind: item.kind,
    object_kind: itemObjectKind(item),
    evidence: item.evidence,
    gateway: item.gatewayType ? { type: item.gatewayType, id: item.gatewayId, values: item.gatewayValues } : null,
    processor_record: item.processorRecord ?? null,
    resolution: item.resolution
      ? { state: item.resolution, resolved_by: item.resolvedByUserId, resolved_at: item.resolvedAt?.toISOString() ?? null, note: item.resolutionNote }
      : null,
  };
}

export type SerializedRun = ReturnType<typeof serializeRun>;
export type SerializedItem = ReturnType<typeof serializeItem>;
