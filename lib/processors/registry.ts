import "server-only";
// Which processor moves a payment's or a payout's money.
//   - An attempt, refund or payout that names a connection goes through that connection, always:
//     its status, its refund and its callbacks belong to the processor that took it.
//   - A new attempt is routed: the enabled connections of the payment's mode that serve its method
//     and currency, the merchant's own first, then by priority (connections.ts), then by health
//     (an open circuit goes last, connection-health.ts). In test mode, with no connection
//     for the method, the simulator takes it; live mode has no simulator.
//   - A new payout likewise, by the bank or wallet it goes to.
import { db as defaultDb, type DbClient } from "@/lib/db";
import { env } from "@/lib/env";
import type { ProcessorConnection } from "@/lib/generated/prisma/client";
import type { Mode } from "@/lib/generated/prisma/enums";
import { simulator } from "@/lib/processors/simulator";
import type { Processor } from "@/lib/processors/types";
import { connectionBaseUrl, findConnection, methodsServed, openCredentials, routeFor, enabledConnections, routableConnections } from "@/lib/processors/connections";
import { connectorByName, connectorSpec } from "@/lib/processors/connector-specs";
import { createExecutor } from "@/lib/processors/http-executor";
import { payoutBanksOf } from "@/lib/processors/payout-banks";
import { orderByHealth, type CircuitState } from "@/lib/processors/connection-health";

export type RoutedProcessor = { processor: Processor; connectionId: string | null };

/** The URL a connection's processor sends its callbacks to (unguessable per connection). */
export function connectionCallbackUrl(connection: Pick<ProcessorConnection, "webhookToken">): string {
  return `${env().publicBaseUrl}/v2/processor-callbacks/${connection.webhookToken}`;
}

const built = new Map<string, { updatedAt: number; processor: Processor }>();

/** The connector for one connection, built once per version of the row (its tokens live as long as it does). */
export function processorForConnectionRow(connection: ProcessorConnection): Processor {
  const cached = built.get(connection.id);
  if (cached && cached.updatedAt === connection.updatedAt.getTime()) return cached.processor;
  const connector = connectorByName(connection.connector);
  const credentials = openCredentials(connection);
  const secrets = () => collectSecrets(credentials);
  // The declared host, or the operator's base URL; never one a merchant chose (connections.ts).
  const baseUrl = connectionBaseUrl(connection);
  const execute = createExecutor({ connectionId: connection.id, baseUrl, secrets });
  const processor = connector.connect({ credentials, execute, baseUrl, callbackUrl: connectionCallbackUrl(connection), connection });
  built.set(connection.id, { updatedAt: connection.updatedAt.getTime(), processor });
  return processor;
}

export async function processorForConnection(connectionId: string, database: Pick<DbClient, "processorConnection"> = defaultDb()): Promise<Processor | null> {
  const connection = (await enabledConnections(database)).find((c) => c.id === connectionId) ?? (await findConnection(connectionId, database));
  // A disabled connection still answers for what it already carries (status, refunds of its payments).
  return connection ? processorForConnectionRow(connection) : null;
}

/** The processor of something already sent: its connection's, or the simulator in test mode. */
export async function processorFor(item: { connectionId: string | null; mode: Mode }, database: DbClient = defaultDb()): Promise<Processor | null> {
  if (item.connectionId) return processorForConnection(item.connectionId, database);
  return item.mode === "test" ? simulator : null;
}

/**
 * The processor for a new attempt, or null when nothing serves this method (live mode without a
 * connection). Among the connections that serve it, health decides too (connection-health.ts:
 * open circuits last, a half-open one on its probe turn). `exclude`: connections already tried for
 * this attempt (failover); with every serving connection excluded, null (a failover has nowhere to go;
 * the simulator never takes over from a connection).
 */
export async function routeAttempt(
  opts: { merchantId: string; mode: Mode; method: string; currency: string; exclude?: readonly string[] },
  database: Pick<DbClient, "processorConnection" | "processorCall"> = defaultDb(),
): Promise<(RoutedProcessor & { connection: ProcessorConnection | null; circuit: CircuitState | null }) | null> {
  const serving = await routeFor(opts, database);
  const candidates = serving.filter((c) => !opts.exclude?.includes(c.id));
  const [first] = await orderByHealth(candidates, database);
  if (first) {
    const { circuit, ...connection } = first;
    return { processor: processorForConnectionRow(connection), connectionId: connection.id, connection, circuit };
  }
  if (opts.exclude?.length) return null;
  return opts.mode === "test" ? { processor: simulator, connectionId: null, connection: null, circuit: null } : null;
}

/** The methods processor connections serve for this merchant, mode and currency (the simulator serves every method in test mode besides). */
export async function availableMethods(opts: { merchantId?: string; mode: Mode; currency?: string }, database: DbClient = defaultDb()): Promise<Set<string>> {
  return methodsServed(opts, database);
}

/**
 * The processor for a new payout to this bank or wallet, or null when nothing sends it (live mode
 * without a connection). `exclude`: connections a send provably never reached (process-payout.ts);
 * with any excluded, null rather than the simulator, which never takes over from a connection.
 */
export async function routePayout(
  opts: { merchantId: string; mode: Mode; bankSlug: string; currency: string; exclude?: readonly string[]; heldAt?: string | null },
  database: Pick<DbClient, "processorConnection" | "processorCall"> = defaultDb(),
): Promise<RoutedProcessor | null> {
  const rows = (await routableConnections(database))
    .filter(
      (c) =>
        !opts.exclude?.includes(c.id) &&
        c.mode === opts.mode &&
        // Whose funds it pays (Payout.heldAtConnectionId): the operator's leave only through installation
        // connections; funds held at a merchant's own connection only through that connection.
        (opts.heldAt ? c.id === opts.heldAt && c.merchantId === opts.merchantId : c.merchantId === null) &&
        c.currencies.includes(opts.currency) &&
        payoutBanksOf(c.connector).includes(opts.bankSlug) &&
        // MTN and Airtel send payouts only with their disbursement credentials (the spec says which).
        (connectorSpec(c.connector).payoutsConfigured?.(openCredentials(c)) ?? true),
    )
    .sort((a, b) => Number(b.merchantId !== null) - Number(a.merchantId !== null) || a.priority - b.priority || a.createdAt.getTime() - b.createdAt.getTime());
  // Health decides among them as for attempts. A payout is failed over only when its send provably never left (process-payout.ts).
  const [first] = await orderByHealth(rows, database);
  if (first) return { processor: processorForConnectionRow(rows.find((r) => r.id === first.id)!), connectionId: first.id };
  if (opts.exclude?.length || opts.heldAt) return null;
  return opts.mode === "test" ? { processor: simulator, connectionId: null } : null;
}

function collectSecrets(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(collectSecrets);
  return [];
}
