import "server-only";
// Settings → Processors: the processor connections that serve a merchant, as the
// dashboard shows and changes them. The connection rules themselves are lib/processors/connections.ts
// (credential shapes, test and live keys, priority) and check-connection.ts; this file adds
// what the dashboard needs on top:
//   - no base URL: a merchant never chooses where the gateway connects. The body has no such field
//     (the strict schema refuses one, 400, nothing written) and the connection is marked as the
//     merchant's (addedByMerchant), so it talks only to its connector's declared host for its mode;
//   - scope: the dashboard shows one mode, so a connection of the other mode is NOT_FOUND here, as
//     another merchant's is; a merchant may check the gateway-wide connections that serve it but
//     disable only its own;
//   - roles, checked again in the service (lib/team/authorize-actor.ts): processors.manage to add
//     and disable, processors.check to check;
//   - an audit record for each of them (never the credentials: only their field names).
import { z } from "zod";
import { inTransaction, type Db } from "@/lib/db";
import type { ProcessorConnection } from "@/lib/generated/prisma/client";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { AuditActor } from "@/lib/audit/record-audit";
import { recordAudit } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { ApiError } from "@/lib/http/errors";
import { env } from "@/lib/env";
import { CONNECTOR_NAMES } from "@/lib/processors/connector-specs";
import { createConnection, disableConnection, invalidateConnectionCache, listConnections, serializeConnection } from "@/lib/processors/connections";
import { checkConnection } from "@/lib/processors/check-connection";
import { summarizeConnectionHealth, type ConnectionHealth } from "@/lib/processors/summarize-connection-health";

type Scope = { merchantId: string; mode: DashboardMode };

/** POST /api/dashboard/processors. The credentials' shape is the connector's (createConnection checks it). */
export const connectProcessorBodySchema = z
  .object({
    connector: z.enum(CONNECTOR_NAMES, `must be one of ${CONNECTOR_NAMES.join(", ")}`),
    credentials: z.record(z.string(), z.unknown(), { error: "must be an object of the connector's credential fields" }),
    priority: z.number({ error: "must be a whole number" }).int("must be a whole number").min(0, "must be at least 0").max(10_000, "must be at most 10000").optional(),
  })
  .strict();

export type ConnectProcessorBody = z.output<typeof connectProcessorBodySchema>;

/** The last 24 hours' totals, and the circuit, the last hour and day and their buckets. */
export type ProcessorHealth = { calls: number; errors: number; p50_ms: number | null; p95_ms: number | null } & ConnectionHealth;
export type DashboardProcessor = ReturnType<typeof serializeConnection> & { own: boolean; health: ProcessorHealth };

/**
 * The callback URL (it carries the connection's webhook token) only on the merchant's own
 * connections: an installation connection's token is the operator's, who pastes it into the
 * processor's dashboard and reads it from the CLI; every merchant it serves sees it without one.
 */
function serialize(connection: ProcessorConnection, merchantId: string) {
  const own = connection.merchantId === merchantId;
  return { ...serializeConnection(connection, own ? { callbackBaseUrl: env().publicBaseUrl } : {}), own };
}

/** The connections serving the merchant in the dashboard's mode (the gateway's and its own), each with its health (circuit, last hour, last day). */
export async function listDashboardProcessors(scope: Scope): Promise<DashboardProcessor[]> {
  const rows = (await listConnections({ merchantId: scope.merchantId })).filter((c) => c.mode === scope.mode);
  const health = await summarizeConnectionHealth(rows.map((c) => c.id));
  return rows.map((c) => {
    const h = health.get(c.id)!;
    const day = h.last_day;
    return { ...serialize(c, scope.merchantId), health: { calls: day.calls, errors: day.errors, p50_ms: day.p50_ms, p95_ms: day.p95_ms, ...h } };
  });
}

/** A connection the merchant may see in this mode: its own, or (unless ownOnly) the gateway's. Anything else is NOT_FOUND. */
async function findVisible(db: Db, scope: Scope, id: string, ownOnly: boolean): Promise<ProcessorConnection> {
  const found = await db.processorConnection.findUnique({ where: { id } });
  const visible = found !== null && found.mode === scope.mode && (found.merchantId === scope.merchantId || (!ownOnly && found.merchantId === null));
  if (!found || !visible) throw new ApiError("NOT_FOUND", `no processor connection ${id}`);
  return found;
}

/**
 * "Connect your own account": a connection of the merchant's own, in the dashboard's mode, and its
 * audit record, in one transaction (joined when the caller has one). The routing cache is dropped
 * again once it commits, so no server keeps the list it read in between.
 */
export async function connectOwnProcessor(database: Db, opts: Scope & { actor: AuditActor; input: ConnectProcessorBody }) {
  const created = await inTransaction(database, async (tx) => {
    await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "processors.manage" });
    const row = await createConnection(
      { connector: opts.input.connector, mode: opts.mode, credentials: opts.input.credentials, priority: opts.input.priority, merchantId: opts.merchantId, addedByMerchant: true },
      tx,
    );
    await recordAudit(tx, {
      merchantId: opts.merchantId,
      actor: opts.actor,
      mode: opts.mode,
      action: "processor_connection.created",
      targetId: row.id,
      details: { connector: row.connector, priority: row.priority },
    });
    return row;
  });
  invalidateConnectionCache();
  return serialize(created, opts.merchantId);
}

/** Turn off one of the merchant's own connections; the gateway's and other merchants' are NOT_FOUND. */
export async function disableOwnProcessor(database: Db, opts: Scope & { actor: AuditActor; id: string }) {
  const result = await inTransaction(database, async (tx) => {
    await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "processors.manage" });
    const found = await findVisible(tx, opts, opts.id, true);
    const updated = await disableConnection(found.id, { merchantId: opts.merchantId }, tx);
    if (found.enabled) {
      await recordAudit(tx, { merchantId: opts.merchantId, actor: opts.actor, mode: opts.mode, action: "processor_connection.disabled", targetId: found.id });
    }
    return { connection: serialize(updated, opts.merchantId), changed: found.enabled };
  });
  invalidateConnectionCache();
  return result;
}

/**
 * One harmless authenticated call through the connection (check-connection.ts), recorded on it as its
 * last check. Not in a transaction: it waits for the processor. The merchant gets the check's
 * sentence (what happened, what to do), never the connector's technical detail.
 */
export async function checkVisibleProcessor(db: Db, opts: Scope & { actor: AuditActor; id: string }) {
  await authorizeActor(db, { actor: opts.actor, merchantId: opts.merchantId, action: "processors.check" });
  const found = await findVisible(db, opts, opts.id, false);
  const result = await checkConnection(found.id, { merchantId: opts.merchantId });
  await recordAudit(db, { merchantId: opts.merchantId, actor: opts.actor, mode: opts.mode, action: "processor_connection.checked", targetId: found.id, details: { ok: result.ok, outcome: result.outcome } });
  return { ok: result.ok, outcome: result.outcome, detail: result.message, checked_at: result.checked_at };
}
