// PostgreSQL through @prisma/adapter-pg with a pool: timeouts, dropped connections, named prepared statements.
import crypto from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { observeSql } from "@/lib/db/observer";
import { TRANSACTION_OPTIONS } from "@/lib/db/transaction";

/**
 * Timeouts (faults; docs/operations.md "When the database fails"): a statement longer
 * than `statementTimeoutMs` is cancelled by the server (0: none), and a connection not made within
 * `connectTimeoutMs` fails instead of waiting forever; both answer 503 (lib/db/errors.ts). A
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
  // the process (found by `npm run test:faults`). Every connection keeps this listener
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
/** A LIKE in the statement: the dashboard's prefix search (lib/catalog/customer-search.ts). */
const LIKE = / LIKE /;
function statementName(query: { sql: string }): string {
  observeSql(query.sql);
  // "" is PostgreSQL's unnamed statement, planned with its values on every run: only a plan that
  // sees the pattern ('almaz%') can turn LIKE into a range of a text_pattern_ops index. A named
  // statement may switch to a generic plan after five runs, which cannot, and would walk the
  // whole list filtering instead (docs/performance.md, "Customer search").
  if (LIKE.test(query.sql)) return "";
  let name = statementNames.get(query.sql);
  if (!name) {
    name = `gw_${crypto.createHash("sha1").update(query.sql).digest("hex").slice(0, 24)}`;
    if (statementNames.size < 5_000) statementNames.set(query.sql, name);
  }
  return name;
}
