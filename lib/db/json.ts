import "server-only";
// Rows read as JSON (row_to_json) on the hottest reads: one column to decode instead of thirty,
// and a result shape that no migration can change under a running server's prepared statements
// (PostgreSQL refuses a cached plan whose columns changed). JSON carries int8 as a number and a
// timestamp as text without its zone (stored in UTC); these are turned back into the BigInt and
// Date that Prisma returns. Which columns need that is read from the database's own catalog,
// once per table and process, so no list of column names is kept by hand.
import type { Db } from "@/lib/db";

type ColumnKinds = { bigints: string[]; timestamps: string[] };
const cacheKey = Symbol.for("gateway.jsonColumnKinds");
const kindsByTable = ((globalThis as Record<symbol, unknown>)[cacheKey] ??= new Map()) as Map<string, Promise<ColumnKinds>>;

function columnKinds(db: Db, table: string): Promise<ColumnKinds> {
  let kinds = kindsByTable.get(table);
  if (!kinds) {
    kinds = db
      .$queryRawUnsafe<{ column_name: string; data_type: string }[]>(
        `SELECT column_name, data_type FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = $1
            AND data_type IN ('bigint', 'timestamp without time zone')`,
        table,
      )
      .then((rows) => ({
        bigints: rows.filter((r) => r.data_type === "bigint").map((r) => r.column_name),
        timestamps: rows.filter((r) => r.data_type !== "bigint").map((r) => r.column_name),
      }));
    kinds.catch(() => kindsByTable.delete(table)); // a failed read is retried next time
    kindsByTable.set(table, kinds);
  }
  return kinds;
}

/** A row_to_json row of `table` with Prisma's types. Amounts stay below 2^53, so JSON numbers hold them exactly. */
export async function fromJsonRows<T>(db: Db, table: string, rows: Record<string, unknown>[]): Promise<T[]> {
  if (rows.length === 0) return [];
  const { bigints, timestamps } = await columnKinds(db, table);
  return rows.map((row) => {
    const out = { ...row };
    for (const key of bigints) if (out[key] !== null && out[key] !== undefined) out[key] = BigInt(out[key] as number);
    for (const key of timestamps) if (out[key] !== null && out[key] !== undefined) out[key] = new Date(`${out[key]}Z`);
    return out as T;
  });
}
