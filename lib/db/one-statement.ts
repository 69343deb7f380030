// A write of several rows as ONE statement: data-modifying CTEs, which commit or fail
// together, so a money movement (its object, ledger posting, event, webhook deliveries, jobs and
// audit record) is one round trip on the pool with no BEGIN or COMMIT, or one statement inside the
// caller's transaction. Each domain adds its rows through its own function (lib/ledger, lib/events,
// lib/jobs, lib/audit), so the rules of what a write contains stay where they were.
//
// What a reader must know about CTEs: every part sees the database as it was when the statement
// began (a row inserted by one part is not visible to another part's SELECT, though foreign keys
// between them hold, being checked at the statement's end), the parts run in no promised order
// except where one reads another's RETURNING, and a part that only SELECTs runs only if the final
// SELECT reads it: `mustRun` makes sure it does. Any error (a unique index, a CHECK, a function
// raising) undoes the whole statement.
import { createHash } from "node:crypto";
import type { Db } from "@/lib/db/transaction";
import { hotQuery } from "@/lib/db/hot-query";

/** A value for a jsonb column or parameter. */
export type JsonValue = { readonly json: unknown };
export const asJson = (value: unknown): JsonValue | null => (value === null || value === undefined ? null : { json: value });

/**
 * A value the statement computes itself (from another part's RETURNING, under its locks), written
 * into an insert as SQL rather than sent as a parameter. A class, so no data can pass for one.
 */
export class SqlExpression {
  constructor(readonly sql: string) {}
}

export class OneStatement {
  private readonly values: unknown[] = [];
  private readonly parts: string[] = [];
  private readonly mustRunParts: string[] = [];
  private count = 0;

  /** A parameter placeholder for `value` (Dates as UTC text for timestamp(3) columns, BigInts as text). */
  value(value: unknown, cast?: string): string {
    this.values.push(toParameter(value));
    return `$${this.values.length}${cast ? `::${cast}` : ""}`;
  }

  /** A fresh CTE name with `prefix`. */
  name(prefix: string): string {
    return `${prefix}_${++this.count}`;
  }

  /** Adds `name AS (sql)`. */
  with(name: string, sql: string): string {
    this.parts.push(`${name} AS (${sql})`);
    return name;
  }

  /** Adds a CTE that only SELECTs (a function call with effects) and must run: the final SELECT joins it. It must return one row. */
  withMustRun(name: string, sql: string): string {
    this.with(name, sql);
    this.mustRunParts.push(name);
    return name;
  }

  /** `INSERT INTO table (columns) VALUES (…)` of one row; the parameters' types come from the columns. */
  insert(table: string, row: Record<string, unknown>, returning?: string): string {
    const columns = Object.keys(row);
    const values = columns.map((c) => (row[c] instanceof SqlExpression ? `(${(row[c] as SqlExpression).sql})` : this.value(row[c])));
    return `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${values.join(", ")})${returning ? ` RETURNING ${returning}` : ""}`;
  }

  /**
   * Runs the statement: `SELECT columns FROM from` (joined with every mustRun part). `from` may be
   * omitted when the columns read nothing but the mustRun parts.
   */
  async run<T>(db: Db, columns: string, from?: string): Promise<T[]> {
    const sources = [...(from ? [from] : []), ...this.mustRunParts];
    const text = `WITH ${this.parts.join(",\n")}\nSELECT ${columns}${sources.length ? ` FROM ${sources.join(" CROSS JOIN ")}` : ""}`;
    // Named after its text: the same shape is prepared once per connection and reused.
    const name = `gw_one_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;
    return hotQuery<T>(db, name, text, this.values);
  }
}

function toParameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return value.toString();
  if (value && typeof value === "object" && "json" in value && Object.keys(value).length === 1) return JSON.stringify((value as JsonValue).json);
  return value;
}
