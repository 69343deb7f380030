// The public shape of a reconciliation run and its items, for the CLI's --json, the
// dashboard's API and the CSV export. Amounts stay strings in minor units, as stored: no float ever
// touches money here. Internal columns (the merchant id, the daily key) stay out.
import type { ReconciliationItem, ReconciliationRun } from "@/lib/generated/prisma/client";

export function serializeRun(run: ReconciliationRun) {
  return {
    id: run.id,
    connection_id: run.connectionId,
    connector: run.connector,
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

export function serializeItem(item: ReconciliationItem) {
  return {
    id: item.id,
    kind: item.kind,
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
