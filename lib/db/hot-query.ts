import pg from "pg";
import { parse as pgliteParse, protocol as pgliteProtocol, type PGlite } from "@electric-sql/pglite";
import { openConnection, pgliteUnder } from "@/lib/db/client";
import { observeSql } from "@/lib/db/observer";
import type { Db } from "@/lib/db/transaction";

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
  const holder = openConnection();
  const pool = holder.pool;
  if (pool && database === holder.client) {
    observeSql(text);
    const result = await pool.query({ name, text, values, types: PRISMA_LIKE_TYPES });
    return result.rows as T[];
  }
  // On PGlite, straight to the database as well, without the client's per-query work (
  // verify on PGlite).
  const pglite = pgliteUnder(database);
  if (pglite) {
    observeSql(text);
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
