import "server-only";
// A reconciliation run: what one processor connection says it settled for [from, to), by its
// API (`fetchSettlements`) or its report file (`parseSettlementReport`), matched against the gateway's
// attempts, refunds, payouts and disputes' withdrawals and reinstatements on that connection, and the connection's clearing account explained
// line by line. The processor is asked before any database work; the run and all its items are then
// written in one transaction. A run never moves money: every exception is a case for a person.
// Re-running a period makes a new run (the history of what was seen when is kept); the daily job's
// runs are unique per connection and day (`dailyKey`).
import { db as defaultDb, type DbClient } from "@/lib/db";
import { inTransaction } from "@/lib/db";
import type { Prisma, ProcessorConnection, ReconciliationRun } from "@/lib/generated/prisma/client";
import { newId } from "@/lib/ids";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { ApiError } from "@/lib/http/errors";
import { formatMoney } from "@/lib/money";
import { findConnection } from "@/lib/processors/connections";
import { processorForConnectionRow } from "@/lib/processors/registry";
import { SettlementFileError } from "@/lib/processors/settlement-csv";
import type { SettlementRecord, SettlementReport } from "@/lib/processors/types";
import { compareSettlementRecord } from "@/lib/reconciliation/compare-settlement-record";
import { explainClearingAccount } from "@/lib/reconciliation/explain-clearing-account";
import { expectedAtProcessor, loadGatewayObjects } from "@/lib/reconciliation/load-gateway-objects";
import { matchSettlementRecords } from "@/lib/reconciliation/match-settlement-records";
import { ITEM_KINDS, type GatewayObject, type ItemKind, type ReconciliationItemDraft } from "@/lib/reconciliation/types";

/** A period longer than this is refused: split it (processors page their lists; a person reads the report). */
export const MAX_PERIOD_DAYS = 93;

export type RunReconciliationInput = {
  connectionId: string;
  from: Date;
  to: Date;
  /** The processor's report file; absent: its API. */
  file?: { name: string; text: string };
  /** A dashboard user's id, "cli" or "job". */
  startedBy: string;
  /** Dashboard callers: only this merchant's own connections (another's is NOT_FOUND). Undefined: the operator. */
  merchantScope?: string | null;
  dailyKey?: string;
  /** A dashboard user's run: audited in the run's own transaction. */
  audit?: { actor: AuditActor; merchantId: string };
};

export async function runReconciliation(input: RunReconciliationInput, database: DbClient = defaultDb()): Promise<ReconciliationRun> {
  const { from, to } = input;
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw new ApiError("INVALID_VALUE", "from and to must be dates");
  if (from >= to) throw new ApiError("INVALID_VALUE", "from must be before to");
  if (to.getTime() - from.getTime() > MAX_PERIOD_DAYS * 86_400_000) throw new ApiError("INVALID_VALUE", `A period is at most ${MAX_PERIOD_DAYS} days: split it`);
  const connection = await findConnection(input.connectionId, database);
  if (!connection || (input.merchantScope !== undefined && connection.merchantId !== input.merchantScope)) throw new ApiError("NOT_FOUND", `No processor connection ${input.connectionId}`);

  const read = await readSettlements(connection, input);
  if ("error" in read) return writeRun(database, connection, input, { status: "failed", error: read.error, items: [], clearing: null });

  // Records outside the period belong to another run (a processor's list may run past the edges).
  const records = read.report.records.filter((r) => r.occurredAt >= from && r.occurredAt < to);
  const disputeRefs = records.filter((r) => r.kind === "dispute").map((r) => r.processorRef);
  const gateway = await loadGatewayObjects(database, { connectionId: connection.id, from, to, disputeRefs });
  const items = reconcileRecords(connection.connector, records, gateway, from, to);
  const clearing = await explainClearingAccount(database, { connectionId: connection.id, mode: connection.mode, from, to, report: { records, payouts: read.report.payouts } });
  return writeRun(database, connection, input, { status: "completed", error: null, items, clearing });
}

/** The processor's report for the period, or why there is none. A bad file is the caller's mistake: refused, nothing written. */
async function readSettlements(connection: ProcessorConnection, input: RunReconciliationInput): Promise<{ report: SettlementReport } | { error: string }> {
  const processor = processorForConnectionRow(connection);
  if (input.file) {
    if (!processor.parseSettlementReport) throw new ApiError("INVALID_VALUE", `${connection.connector} reports are read from its API, not from a file: run without a file`);
    try {
      return { report: processor.parseSettlementReport(input.file.text) };
    } catch (error) {
      if (error instanceof SettlementFileError) throw new ApiError("INVALID_VALUE", `The report file cannot be read: ${error.message}`, { file: input.file.name });
      throw error;
    }
  }
  if (!processor.fetchSettlements) throw new ApiError("INVALID_VALUE", `${connection.connector} has no settlement API: give its report file`);
  try {
    return { report: await processor.fetchSettlements({ from: input.from, to: input.to }) };
  } catch (error) {
    // The processor down or refusing: a failed run says so (the daily job retries later).
    return { error: `The processor's settlement data could not be read: ${(error as Error).message}` };
  }
}

/**
 * The connectors whose settlement data carries dispute lines (Stripe: its dispute balance transactions).
 * The others' reports show no dispute withdrawals that we know of (docs/reconciliation.md), so a dispute
 * the gateway held on their connections is not looked for there: its absence is no exception.
 */
export const DISPUTE_REPORTING_CONNECTORS: ReadonlySet<string> = new Set(["stripe"]);

const describeRecord = (r: SettlementRecord) =>
  r.kind === "dispute" ? `dispute ${r.amount < 0n ? "withdrawal" : "reinstatement"} ${r.processorRef} of ${formatMoney(r.amount, r.currency)}` : `${r.kind} ${r.processorRef}`;

/** Every record and every expected gateway object, each once: matched, or an exception. */
export function reconcileRecords(connector: string, records: SettlementRecord[], gateway: GatewayObject[], from: Date, to: Date): ReconciliationItemDraft[] {
  const { pairs, unmatchedRecords, unmatchedGateway } = matchSettlementRecords(records, gateway);
  const items: ReconciliationItemDraft[] = pairs.map((p) => compareSettlementRecord(connector, p.record, p.gateway));
  for (const record of unmatchedRecords) {
    // A failed transaction the gateway never sent moved no money: nothing to look at.
    if (record.status === "failed") continue;
    items.push({ kind: "missing_in_gateway", record, gateway: null, evidence: `The processor reports a ${describeRecord(record)}${record.gatewayRef ? ` (reference ${record.gatewayRef})` : ""}, ${record.status}, that the gateway does not know.` });
  }
  for (const g of unmatchedGateway) {
    if (!expectedAtProcessor(g, from, to)) continue;
    if (g.type === "dispute" && !DISPUTE_REPORTING_CONNECTORS.has(connector)) continue;
    const what = g.movement ? `dispute ${g.id}'s ${g.movement} (${g.processorRef}, ${formatMoney(g.amount, g.currency)})` : `${g.type} ${g.id} (${g.status})`;
    items.push({ kind: "missing_at_processor", record: null, gateway: g, evidence: `The gateway's ${what} is not in the processor's data for the period.` });
  }
  return items;
}

type RunOutcome = { status: "completed" | "failed"; error: string | null; items: ReconciliationItemDraft[]; clearing: unknown };

async function writeRun(database: DbClient, connection: ProcessorConnection, input: RunReconciliationInput, outcome: RunOutcome): Promise<ReconciliationRun> {
  const counts = Object.fromEntries(ITEM_KINDS.map((k) => [k, 0])) as Record<ItemKind, number>;
  for (const item of outcome.items) counts[item.kind] += 1;
  const runId = newId("rcn");
  const now = new Date();
  return inTransaction(database, async (tx) => {
    const run = await tx.reconciliationRun.create({
      data: {
        id: runId,
        connectionId: connection.id,
        merchantId: connection.merchantId,
        mode: connection.mode,
        connector: connection.connector,
        periodFrom: input.from,
        periodTo: input.to,
        source: input.file ? "file" : "api",
        fileName: input.file?.name ?? null,
        status: outcome.status,
        error: outcome.error,
        matchedCount: counts.matched,
        exceptionCount: outcome.items.length - counts.matched,
        counts,
        clearing: (outcome.clearing ?? undefined) as Prisma.InputJsonValue | undefined,
        // A failed daily run does not take the day's key: the retry may still complete it.
        dailyKey: outcome.status === "completed" ? (input.dailyKey ?? null) : null,
        startedBy: input.startedBy,
        startedAt: now,
        finishedAt: now,
      },
    });
    if (input.audit) {
      await recordAudit(tx, { merchantId: input.audit.merchantId, actor: input.audit.actor, mode: connection.mode, action: "reconciliation_run.created", targetId: runId, details: { connection_id: connection.id, source: run.source, status: run.status, exceptions: run.exceptionCount } });
    }
    if (outcome.items.length > 0) {
      await tx.reconciliationItem.createMany({
        data: outcome.items.map((item, position) => ({
          id: newId("rci"),
          runId,
          kind: item.kind,
          processorRecord: item.record ? (recordJson(item.record) as Prisma.InputJsonValue) : undefined,
          gatewayType: item.gateway?.type ?? null,
          gatewayId: item.gateway?.id ?? null,
          gatewayValues: item.gateway ? (gatewayJson(item.gateway) as Prisma.InputJsonValue) : undefined,
          evidence: item.evidence,
          resolution: item.kind === "matched" ? null : "open",
          position,
        })),
      });
    }
    return run;
  });
}

/** The processor's record as stored: amounts as strings (minor units), dates as ISO text. */
export function recordJson(r: SettlementRecord) {
  return { processor_ref: r.processorRef, gateway_ref: r.gatewayRef, kind: r.kind, amount: r.amount.toString(), currency: r.currency, fee: r.fee.toString(), status: r.status, occurred_at: r.occurredAt.toISOString(), settlement_ref: r.settlementRef };
}

export function gatewayJson(g: GatewayObject) {
  return { type: g.type, id: g.id, processor_ref: g.processorRef, amount: g.amount.toString(), currency: g.currency, status: g.status, at: g.at.toISOString(), ...(g.movement ? { movement: g.movement } : {}) };
}
