import "server-only";
// Processor connections (docs/processors.md): the operator's accounts at each processor
// (merchantId null: they serve every merchant) and a merchant's own (they come first for that
// merchant). Credentials are checked against the connector's shape, encrypted at rest with
// ENCRYPTION_KEY (context "processor_connection:<id>": a value copied to another row does not
// decrypt) and never returned: a connection is shown with its credential field names only.
//
// Where a connection connects is never a merchant's choice: a connection the merchant added in the
// dashboard (addedByMerchant) talks only to its connector's declared host for its mode, whatever its
// row says; only operator-side code (the CLI, tests) may give a base URL (docs/security.md).
//
// Servers read enabled connections through a cache that lives CACHE_TTL_MS, so a connection the CLI
// adds or disables on PostgreSQL is used (or dropped) by every running server within seconds.
import { z } from "zod";
import { db as defaultDb, type Db, type DbClient } from "@/lib/db";
import type { ProcessorConnection } from "@/lib/generated/prisma/client";
import type { Mode } from "@/lib/generated/prisma/enums";
import { newId, randomBase62 } from "@/lib/ids";
import { ApiError } from "@/lib/http/errors";
import { decryptSecret, encryptSecret } from "@/lib/crypto/encrypt-secret";
import { encryptionKeys } from "@/lib/crypto/encryption-keys";
import { logger } from "@/lib/logger";
import { connectorSpec, installedConnectors, isConnectorName } from "@/lib/processors/connector-specs";

export const CACHE_TTL_MS = 3_000;

export type ConnectionInput = {
  connector: string;
  mode: Mode;
  credentials: unknown;
  /** Operator-side callers only (the CLI, tests): another host than the processor's own. */
  baseUrl?: string | null;
  merchantId?: string | null;
  /** The merchant added it (the dashboard): it may carry no base URL, and never uses one. */
  addedByMerchant?: boolean;
  priority?: number;
  methods?: string[];
  currencies?: string[];
};

const context = (id: string) => `processor_connection:${id}`;

export function sealCredentials(id: string, credentials: unknown): string {
  return encryptSecret(JSON.stringify(credentials), context(id));
}

export function openCredentials(connection: Pick<ProcessorConnection, "id" | "credentials">): unknown {
  return JSON.parse(decryptSecret(connection.credentials, context(connection.id)));
}

const baseUrlSchema = z
  .string()
  .url()
  .refine((u) => /^https?:\/\//.test(u), "must be an http(s) URL")
  .transform((u) => u.replace(/\/+$/, ""));

export async function createConnection(input: ConnectionInput, database: Db = defaultDb()): Promise<ProcessorConnection> {
  if (!isConnectorName(input.connector)) {
    const names = installedConnectors().map((c) => c.spec.name);
    throw new ApiError("INVALID_VALUE", `connector must be one of ${names.join(", ")}`, [{ field: "connector", message: "unknown connector" }]);
  }
  const spec = connectorSpec(input.connector);
  const credentials = spec.credentialsSchema.safeParse(input.credentials);
  if (!credentials.success) {
    throw new ApiError(
      "INVALID_VALUE",
      `credentials do not match ${spec.label}'s shape: ${spec.credentialsHelp}`,
      credentials.error.issues.map((i) => ({ field: ["credentials", ...i.path].join("."), message: i.message })),
    );
  }
  const modeProblem = spec.credentialsModeProblem?.(credentials.data, input.mode);
  if (modeProblem) throw new ApiError("INVALID_VALUE", modeProblem, [{ field: "credentials", message: modeProblem }]);
  let baseUrl: string | null = null;
  if (input.baseUrl && input.addedByMerchant) {
    throw new ApiError("INVALID_VALUE", "a merchant's own connection uses its processor's own host; only the gateway's operator may set a base URL", [{ field: "base_url", message: "not allowed" }]);
  }
  if (input.baseUrl) {
    const parsed = baseUrlSchema.safeParse(input.baseUrl);
    if (!parsed.success) throw new ApiError("INVALID_VALUE", "base URL must be an http(s) URL", [{ field: "base_url", message: "must be an http(s) URL" }]);
    baseUrl = parsed.data;
  }
  // A processor whose test and live credentials look alike (Airtel) tells the modes apart by its host.
  const hostProblem = baseUrl ? spec.baseUrlModeProblem?.(baseUrl, input.mode) : null;
  if (hostProblem) throw new ApiError("INVALID_VALUE", hostProblem, [{ field: "base_url", message: hostProblem }]);
  const methods = input.methods?.length ? input.methods : [...spec.methods];
  const unknownMethod = methods.find((m) => !(spec.methods as readonly string[]).includes(m));
  if (unknownMethod) throw new ApiError("INVALID_VALUE", `${spec.label} does not serve ${unknownMethod}; it serves ${spec.methods.join(", ")}`);
  const currencies = input.currencies?.length ? input.currencies : [...spec.currencies];
  const unknownCurrency = currencies.find((c) => !(spec.currencies as readonly string[]).includes(c));
  if (unknownCurrency) throw new ApiError("INVALID_VALUE", `${spec.label} does not serve ${unknownCurrency}; it serves ${spec.currencies.join(", ")}`);
  const priority = input.priority ?? 100;
  if (!Number.isInteger(priority) || priority < 0 || priority > 10_000) throw new ApiError("INVALID_VALUE", "priority must be a whole number from 0 to 10000");
  if (input.merchantId) {
    const merchant = await database.merchant.findUnique({ where: { id: input.merchantId }, select: { id: true } });
    if (!merchant) throw new ApiError("NOT_FOUND", `no merchant ${input.merchantId}`);
  }
  const id = newId("pcn");
  const created = await database.processorConnection.create({
    data: {
      id,
      connector: input.connector,
      mode: input.mode,
      merchantId: input.merchantId ?? null,
      credentials: sealCredentials(id, credentials.data),
      baseUrl,
      addedByMerchant: input.addedByMerchant ?? false,
      methods,
      currencies,
      priority,
      webhookToken: randomBase62(24),
    },
  });
  invalidateConnectionCache();
  return created;
}

export async function disableConnection(id: string, opts: { merchantId?: string } = {}, database: Db = defaultDb()): Promise<ProcessorConnection> {
  const found = await database.processorConnection.findUnique({ where: { id } });
  // A merchant may disable only its own; the operator (no merchantId given) any.
  if (!found || (opts.merchantId !== undefined && found.merchantId !== opts.merchantId)) throw new ApiError("NOT_FOUND", `no processor connection ${id}`);
  const updated = found.enabled ? await database.processorConnection.update({ where: { id }, data: { enabled: false, disabledAt: new Date() } }) : found;
  invalidateConnectionCache();
  return updated;
}

export function listConnections(opts: { merchantId?: string } = {}, database: DbClient = defaultDb()): Promise<ProcessorConnection[]> {
  return database.processorConnection.findMany({
    where: opts.merchantId ? { OR: [{ merchantId: null }, { merchantId: opts.merchantId }] } : {},
    orderBy: [{ mode: "asc" }, { priority: "asc" }, { createdAt: "asc" }],
  });
}

export async function findConnection(id: string, database: ConnectionReader = defaultDb()): Promise<ProcessorConnection | null> {
  return database.processorConnection.findUnique({ where: { id } });
}

/**
 * The base URL the gateway calls for this connection: the connector's declared host for its mode, or
 * the operator's base URL. A row the merchant added never uses its baseUrl (one stored before merchants
 * lost the field was cleared by a migration; this keeps any such value inert all the same).
 */
export function connectionBaseUrl(c: Pick<ProcessorConnection, "connector" | "mode" | "baseUrl" | "addedByMerchant">): string {
  const declared = connectorSpec(c.connector).baseUrls[c.mode];
  return c.addedByMerchant ? declared : (c.baseUrl ?? declared);
}

/** A connection as the CLI and the dashboard show it: never its credentials, only their field names. */
export function serializeConnection(c: ProcessorConnection, opts: { callbackBaseUrl?: string } = {}) {
  const spec = connectorSpec(c.connector);
  return {
    id: c.id,
    connector: c.connector,
    name: spec.label,
    mode: c.mode,
    merchant_id: c.merchantId,
    scope: c.merchantId ? "merchant" : "installation",
    base_url: connectionBaseUrl(c),
    methods: c.methods,
    currencies: c.currencies,
    priority: c.priority,
    enabled: c.enabled,
    credentials: spec.credentialFieldNames,
    // False: this server cannot decrypt them (sealed under another ENCRYPTION_KEY); routing skips the connection.
    credentials_readable: credentialsProblem(c) === null,
    callback_url: opts.callbackBaseUrl ? `${opts.callbackBaseUrl}/v2/processor-callbacks/${c.webhookToken}` : undefined,
    last_check: c.lastCheckAt ? { at: c.lastCheckAt.toISOString(), ok: c.lastCheckOk, message: c.lastCheckMessage } : null,
    created_at: c.createdAt.toISOString(),
    disabled_at: c.disabledAt?.toISOString() ?? null,
  };
}

// ---- the routing cache ------------------------------------------------------------------------

let cache: { at: number; rows: ProcessorConnection[] } | null = null;
/** One load at a time: a burst of requests after the cache expires waits for one query, not one each. */
let loading: Promise<ProcessorConnection[]> | null = null;

export function invalidateConnectionCache(): void {
  cache = null;
}

/** Anything that can read connections: the client, or the caller's transaction (so a payout being created reads on its own connection). */
type ConnectionReader = Pick<DbClient, "processorConnection">;

/** Every enabled connection, at most CACHE_TTL_MS old. */
export async function enabledConnections(database: ConnectionReader = defaultDb()): Promise<ProcessorConnection[]> {
  if (cache && Date.now() - cache.at < CACHE_TTL_MS) return cache.rows;
  if (loading) return loading;
  loading = database.processorConnection
    .findMany({ where: { enabled: true }, orderBy: [{ priority: "asc" }, { createdAt: "asc" }] })
    .then((rows) => {
      cache = { at: Date.now(), rows };
      return rows;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

// ---- credentials this server can read ---------------------------------------------------------

/**
 * Per connection, what opening its credentials gave for the stored text and the keys this process
 * holds: null when they open, else why not. A connection sealed under another ENCRYPTION_KEY (a CLI
 * run without the server's key) cannot carry anything here, so routing skips it rather than failing
 * every customer routed to it; the reason is logged once per stored value, not once per request.
 */
const credentialProblems = new Map<string, { sealed: string; problem: string | null }>();

export function credentialsProblem(connection: Pick<ProcessorConnection, "id" | "connector" | "mode" | "credentials">): string | null {
  const sealed = `${encryptionKeys()
    .all.map((k) => k.id)
    .join(",")}|${connection.credentials}`;
  const known = credentialProblems.get(connection.id);
  if (known?.sealed === sealed) return known.problem;
  let problem: string | null = null;
  try {
    openCredentials(connection);
  } catch (error) {
    problem = `this server cannot decrypt the credentials: ${(error as Error).message}`;
    logger().error(
      { connectionId: connection.id, connector: connection.connector, mode: connection.mode, err: error },
      "processor connection skipped: its credentials cannot be decrypted with this server's ENCRYPTION_KEY or ENCRYPTION_KEYS_OLD",
    );
  }
  credentialProblems.set(connection.id, { sealed, problem });
  return problem;
}

/** The enabled connections routing may use: those whose credentials this server can open. */
export async function routableConnections(database: ConnectionReader = defaultDb()): Promise<ProcessorConnection[]> {
  return (await enabledConnections(database)).filter((c) => credentialsProblem(c) === null);
}

/**
 * The connections that may carry a payment of this merchant, mode, method and currency, in the order
 * to try them: the merchant's own first, then the installation's, each by priority.
 */
export async function routeFor(
  opts: { merchantId: string; mode: Mode; method: string; currency: string },
  database: ConnectionReader = defaultDb(),
): Promise<ProcessorConnection[]> {
  const rows = await routableConnections(database);
  return rows
    .filter((c) => c.mode === opts.mode && (c.merchantId === null || c.merchantId === opts.merchantId) && c.methods.includes(opts.method) && c.currencies.includes(opts.currency))
    .sort((a, b) => Number(b.merchantId !== null) - Number(a.merchantId !== null) || a.priority - b.priority || a.createdAt.getTime() - b.createdAt.getTime());
}

/** The methods any enabled connection whose credentials open serves for this merchant, mode and currency. */
export async function methodsServed(opts: { merchantId?: string; mode: Mode; currency?: string }, database: ConnectionReader = defaultDb()): Promise<Set<string>> {
  const rows = await routableConnections(database);
  const served = new Set<string>();
  for (const c of rows) {
    if (c.mode !== opts.mode) continue;
    if (c.merchantId !== null && c.merchantId !== opts.merchantId) continue;
    if (opts.currency && !c.currencies.includes(opts.currency)) continue;
    for (const m of c.methods) served.add(m);
  }
  return served;
}
