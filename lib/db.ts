// One place decides which database the app talks to (issue 2):
//   DATABASE_URL unset  -> embedded PGlite in .data/pglite (single process, guarded by a lock file)
//   DATABASE_URL set    -> PostgreSQL through @prisma/adapter-pg with a pool
// The client is created on first use, never at import time, so `next build` never
// opens the database. It lives on globalThis because Next can evaluate this module
// once per bundle layer; two PGlite instances on one directory would corrupt it.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PrismaClient, Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PGlite, parse as pgliteParse, protocol as pgliteProtocol } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";

export type DbClient = PrismaClient;
/** A client or an interactive transaction: services accept either. */
export type Db = PrismaClient | Prisma.TransactionClient;

type Holder = { client?: PrismaClient; close?: () => Promise<void>; kind?: "pglite" | "postgres"; pool?: pg.Pool; pglite?: PGlite };
const globalKey = Symbol.for("gateway.db");
const holder: Holder = ((globalThis as Record<symbol, unknown>)[globalKey] as Holder) ??= {};

export class DatabaseLockedError extends Error {}

export function db(): PrismaClient {
  if (!holder.client) open();
  return holder.client!;
}

export function databaseKind(): "pglite" | "postgres" {
  if (!holder.kind) open();
  return holder.kind!;
}

/** Tests (and the CLI) hand in a client they created themselves. */
export function setDatabase(client: PrismaClient, kind: "pglite" | "postgres", close?: () => Promise<void>, pool?: pg.Pool, pglite?: PGlite) {
  holder.client = client;
  holder.kind = kind;
  holder.close = close;
  holder.pool = pool;
  holder.pglite = pglite;
}

export async function closeDatabase() {
  const close = holder.close;
  holder.client = undefined;
  holder.close = undefined;
  holder.kind = undefined;
  holder.pool = undefined;
  holder.pglite = undefined;
  await close?.();
}

function open() {
  const url = env().DATABASE_URL;
  if (url) {
    const { client, close, pool } = createPostgresClient(url, env().DATABASE_POOL_SIZE);
    setDatabase(client, "postgres", close, pool);
  } else {
    const { client, close, pglite } = createPgliteClient(env().pgliteDir);
    setDatabase(client, "pglite", close, undefined, pglite);
  }
}

/**
 * A hook that sees the text of every SQL statement the app sends (issue 15): the tenancy test
 * (tests/integration/merchant-scoping.test.ts) registers one and checks that each statement on a
 * merchant's table filters on "merchantId". Nothing registers one in the app, so there it costs
 * one null check per statement. On PostgreSQL Prisma's statements pass `statementName` (the
 * adapter asks it for every query); on PGlite the adapter is wrapped; `hotQuery` reports its own.
 */
type SqlObserver = (sql: string) => void;
let sqlObserver: SqlObserver | null = null;

export function setSqlObserver(next: SqlObserver | null) {
  sqlObserver = next;
}

/**
 * Timeouts (issue 15, faults; docs/operations.md "When the database fails"): a statement longer
 * than `statementTimeoutMs` is cancelled by the server (0: none), and a connection not made within
 * `connectTimeoutMs` fails instead of waiting forever; both answer 503 (lib/db-errors.ts). A
 * transaction left idle (its process stuck) is ended by the server after a minute, so its locks
 * do not outlive it.
 */
export type PoolTimeouts = { statementTimeoutMs: number; connectTimeoutMs: number };

export function createPostgresClient(url: string, poolSize = 10, timeouts: Partial<PoolTimeouts> = {}) {
  const statementTimeoutMs = timeouts.statementTimeoutMs ?? env().DATABASE_STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: timeouts.connectTimeoutMs ?? env().DATABASE_CONNECT_TIMEOUT_MS,
    keepAlive: true,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
    idle_in_transaction_session_timeout: 60_000,
  });
  // An idle connection that the server drops (a restart) emits "error" on the pool; unheard, it
  // would end the process. The pool discards that connection and opens a new one when needed.
  pool.on("error", (error) => logger().warn({ err: error }, "database connection lost while idle; the pool opens a new one"));
  // A connection checked out but between queries has no "error" listener of the pool's (and
  // Prisma's only inside an interactive transaction): the server's FATAL on a restart ("terminating
  // connection due to administrator command", 57P01) arriving then was emitted unheard and ended
  // the process (found by `npm run test:faults`, issue 15). Every connection keeps this listener
  // for its life; the dead connection is no longer queryable, so its next query fails (a 503) and
  // the pool discards it on release.
  pool.on("connect", (connection) => {
    connection.on("error", (error) => logger().debug({ err: error }, "database connection lost"));
  });
  const adapter = new PrismaPg(pool, { statementNameGenerator: statementName, disposeExternalPool: true });
  const client = new PrismaClient({ adapter, transactionOptions: TRANSACTION_OPTIONS });
  return { client, pool, close: () => client.$disconnect() };
}

/**
 * Named prepared statements: PostgreSQL parses and plans each distinct SQL text once per
 * connection instead of on every query. Prisma's SQL is stable per query shape; the name is
 * a hash of the text, so different texts can never share a name.
 */
const statementNames = new Map<string, string>();
function statementName(query: { sql: string }): string {
  if (sqlObserver) sqlObserver(query.sql);
  let name = statementNames.get(query.sql);
  if (!name) {
    name = `gw_${crypto.createHash("sha1").update(query.sql).digest("hex").slice(0, 24)}`;
    if (statementNames.size < 5_000) statementNames.set(query.sql, name);
  }
  return name;
}

export function createPgliteClient(dir: string | null) {
  const release = dir ? acquirePgliteLock(dir) : () => {};
  const pglite = dir ? new PGlite(dir) : new PGlite();
  const client = new PrismaClient({ adapter: new ObservedPGlite(pglite), transactionOptions: TRANSACTION_OPTIONS });
  return {
    client,
    pglite,
    close: async () => {
      await client.$disconnect();
      await pglite.close();
      release();
    },
  };
}

type Queryable = { queryRaw(query: { sql: string }): Promise<unknown>; executeRaw(query: { sql: string }): Promise<number> };

/** The PGlite adapter, reporting each statement to the SQL observer (see setSqlObserver). */
class ObservedPGlite extends PrismaPGlite {
  override async connect() {
    const adapter = observeQueryable(await super.connect());
    const startTransaction = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) => observeQueryable(await startTransaction(isolationLevel));
    return adapter;
  }
}

function observeQueryable<T extends Queryable>(queryable: T): T {
  const queryRaw = queryable.queryRaw.bind(queryable);
  const executeRaw = queryable.executeRaw.bind(queryable);
  queryable.queryRaw = (query) => {
    if (sqlObserver) sqlObserver(query.sql);
    return queryRaw(query);
  };
  queryable.executeRaw = (query) => {
    if (sqlObserver) sqlObserver(query.sql);
    return executeRaw(query);
  };
  return queryable;
}

// PGlite serialises transactions; the 2 s default maxWait fails under load (STACK-NOTES).
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 30_000 };

/**
 * PGlite has no lock of its own and a second process silently corrupts its directory.
 * A lock file beside it names the owning pid (the schema-engine bridge takes the same
 * file). A live holder is waited for briefly, since a migration that just finished may
 * still be flushing; then we fail with a clear message. A stale lock (dead pid) is taken over.
 */
export function acquirePgliteLock(dir: string, waitMs = 5_000): () => void {
  const lockFile = `${path.resolve(dir).replace(/[\\/]+$/, "")}.lock`;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockFile, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = readLockOwner(lockFile);
    if (owner === process.pid) return () => {};
    if (owner && isAlive(owner)) {
      if (Date.now() >= deadline) {
        throw new DatabaseLockedError(
          `The embedded database ${dir} is in use by pid ${owner}; stop it or set DATABASE_URL to use PostgreSQL.`,
        );
      }
      sleepSync(100);
      continue;
    }
    fs.rmSync(lockFile, { force: true }); // stale (its owner is gone) or vanished meanwhile
  }
}

function readLockOwner(lockFile: string): number | null {
  try {
    return Number.parseInt(fs.readFileSync(lockFile, "utf8"), 10) || null;
  } catch {
    return null;
  }
}

/** db() is synchronous; the rare wait for a finishing migration blocks briefly. */
function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Runs fn in one database transaction. Given a transaction already, joins it:
 * services compose without caring whether their caller opened one.
 */
export async function inTransaction<T>(database: Db, fn: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  // Prisma 7 transaction clients also have $transaction (savepoints, which the PGlite adapter
  // lacks); only the root client has $connect.
  if (isRootClient(database)) return database.$transaction(fn, TRANSACTION_OPTIONS);
  return fn(database);
}

function isRootClient(database: Db): database is PrismaClient {
  return "$connect" in database;
}

/** True inside a transaction (a transaction client), false for the root client. */
export function isInTransaction(database: Db): database is Prisma.TransactionClient {
  return !isRootClient(database);
}

/**
 * A read on the hottest paths (verify, refund lookup), as a named prepared statement.
 * Given the root client on PostgreSQL it runs straight on the pool that Prisma uses: the
 * same SQL and rows as `$queryRawUnsafe`, without the client's per-query overhead (measured:
 * about half the Node CPU of verify). Given a transaction, it runs inside that transaction
 * (Prisma's raw query), so a service reading through `db` sees its own uncommitted writes
 * and takes part in its locks. Values come back typed as Prisma types them, decided by the
 * column's PostgreSQL type, never by a list of column names: int8 as BigInt, timestamps as
 * UTC Dates, json parsed, arrays as arrays.
 */
export async function hotQuery<T>(database: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const pool = holder.pool;
  if (pool && database === holder.client) {
    if (sqlObserver) sqlObserver(text);
    const result = await pool.query({ name, text, values, types: PRISMA_LIKE_TYPES });
    return result.rows as T[];
  }
  // On PGlite, straight to the database as well, without the client's per-query work (issue 15:
  // verify on PGlite).
  const pglite = holder.pglite;
  if (pglite && database === holder.client) {
    if (sqlObserver) sqlObserver(text);
    return pglitePreparedQuery<T>(pglite, text, values);
  }
  return database.$queryRawUnsafe<T[]>(text, ...values);
}

type PglitePrepared = { name: string; paramTypes: number[]; rowDescription: unknown[]; readOnly: boolean };
type PgliteHotState = { statements: Map<string, PglitePrepared>; parsers: PGlite["parsers"]; from: PGlite["parsers"] };
// Shared through globalThis, as the database holder is: Next bundles this module once per layer,
// and two copies each counting from 1 would prepare the same name twice on the one PGlite session
// ("prepared statement already exists", found by the e2e suite).
const pgliteHot = ((globalThis as Record<symbol, unknown>)[Symbol.for("gateway.pgliteHot")] ??= {
  states: new WeakMap<PGlite, PgliteHotState>(),
  count: 0,
}) as { states: WeakMap<PGlite, PgliteHotState>; count: number };

/**
 * A statement on PGlite as a named prepared statement, each call one message to the database
 * (bind, execute, sync). PGlite's own query() parses and plans the statement on every call and
 * sends each protocol step to the WebAssembly module apart: 510 µs for verify's read against
 * 117 µs this way (measured in one process, 3,000 calls each). It takes the same two locks as
 * query() (it waits for an open transaction to end and runs alone), serializes parameters with
 * the types PostgreSQL describes for them, and parses the rows with query()'s own parser, so the
 * answer is the same. Statements are prepared once per PGlite instance and text; a failed
 * prepare is not kept, and names are never reused.
 */
async function pglitePreparedQuery<T>(pglite: PGlite, text: string, values: unknown[]): Promise<T[]> {
  const { serialize } = pgliteProtocol;
  // As query() does: wait until PGlite is open (its parsers complete), and fail if it was closed.
  await pglite._checkReady();
  return pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(async () => {
      let state = pgliteHot.states.get(pglite);
      // The parsers merged once, not per call: parseResults copies all of PGlite's (one per type,
      // arrays included) when given overrides, and that copy was a fifth of verify's CPU.
      if (!state || state.from !== pglite.parsers) {
        state = { statements: state?.statements ?? new Map(), parsers: { ...pglite.parsers, ...PGLITE_PRISMA_LIKE_PARSERS }, from: pglite.parsers };
        pgliteHot.states.set(pglite, state);
      }
      const { statements } = state;
      let prepared = statements.get(text);
      if (!prepared) {
        const name = `gw_hot_${++pgliteHot.count}`;
        const { messages } = await pglite.execProtocol(concatBytes([serialize.parse({ name, text, types: [] }), serialize.describe({ type: "S", name }), serialize.sync()]), {
          syncToFs: false,
        });
        // Its row description (names and types of the columns), kept, so a call need not ask again.
        prepared = {
          name,
          paramTypes: pgliteParse.parseDescribeStatementResults(messages),
          rowDescription: messages.filter((m) => m.name === "rowDescription"),
          readOnly: /^\s*SELECT\b/i.test(text),
        };
        statements.set(text, prepared);
      }
      const { paramTypes } = prepared;
      const params = values.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pglite.serializers[paramTypes[i]];
        return serializer ? serializer(value) : String(value);
      });
      // A plain SELECT writes nothing, so there is nothing to flush to the data directory after it.
      const { messages } = await pglite.execProtocol(concatBytes([serialize.bind({ statement: prepared.name, values: params }), serialize.execute({}), serialize.sync()]), {
        syncToFs: !prepared.readOnly,
      });
      return pgliteParse.parseResults([...(prepared.rowDescription as typeof messages), ...messages], state.parsers)[0].rows as T[];
    }),
  );
}

function concatBytes(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** As PRISMA_LIKE_TYPES below, for PGlite's parsers: int8 as BigInt, timestamp(3) as a UTC Date. */
const PGLITE_PRISMA_LIKE_PARSERS = {
  20: (value: string) => BigInt(value),
  1114: (value: string) => new Date(`${value.replace(" ", "T")}Z`),
};

// By PostgreSQL type OID: what Prisma's adapter returns for the same columns.
const PRISMA_LIKE_TYPES = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === 20) return (v: string) => BigInt(v); // int8
    if (oid === 1114) return (v: string) => new Date(`${v.replace(" ", "T")}Z`); // timestamp(3), stored in UTC
    return pg.types.getTypeParser(oid, format ?? "text");
  },
} as pg.CustomTypesConfig;

export { Prisma };
