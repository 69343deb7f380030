// PostgreSQL's autovacuum, done by hand for embedded PGlite.
//
// PGlite is one backend in one process: no autovacuum launcher, so no table is ever analyzed or
// vacuumed on its own. Two things follow:
//   - A prepared statement (the hot reads, lib/db/hot-query.ts) keeps the generic plan it chose
//     while its table held a few rows: a scan of the whole table, or of the merchant's rows through
//     another index, cheapest for one page and slower with every row the table gains (verify's read
//     took 1.68 ms after 5,000 more payments, 0.35 ms once analyzed). Only ANALYZE (new statistics
//     invalidate the table's cached plans) makes the planner look again.
//   - Dead row versions from updates are never reclaimed, so tables and indexes only grow.
// So the worker (the only one a PGlite gateway has, inline in the server) asks the statistics
// PostgreSQL keeps anyway which tables are past autovacuum's own default thresholds, and
// analyzes or vacuums just those. On PostgreSQL none of this runs: its autovacuum does the same.
// It runs every ten seconds (lib/worker/sweeps.ts): at one minute, PGlite verify still fell by a third
// within a bench round while initialize grew the table (docs/performance.md, "PGlite verify across rounds").
import type { PGlite } from "@electric-sql/pglite";

/** PostgreSQL's defaults (autovacuum_*_threshold and *_scale_factor), so a table is treated as on PostgreSQL. */
const AUTOVACUUM_DEFAULTS = {
  analyzeThreshold: 50,
  analyzeScaleFactor: 0.1,
  vacuumThreshold: 50,
  vacuumScaleFactor: 0.2,
  // PostgreSQL 13+ also vacuums after inserts, which keeps the visibility map (index-only scans) current.
  insertThreshold: 1000,
  insertScaleFactor: 0.2,
} as const;

type TableStats = { table: string; reltuples: number; dead: number; modified: number; inserted: number };
export type MaintenanceDone = { table: string; action: "analyze" | "vacuum" }[];

/**
 * One pass: every table of the schema past a threshold is vacuumed (with ANALYZE) or analyzed.
 * Each command runs alone, as PGlite runs everything; a VACUUM holds the database for as long as it
 * takes, which is why only tables that need it are touched.
 */
export async function maintainPglite(pglite: PGlite): Promise<MaintenanceDone> {
  // A backend sends its statistics at most once a second, and PGlite's one backend is never idle
  // long enough for the timer PostgreSQL relies on: without this, the counts read below could miss
  // the last second's writes, and a table vacuumed now would look due again at the next pass.
  await pglite.query("SELECT pg_stat_force_next_flush()");
  const { rows } = await pglite.query<TableStats>(`
    SELECT s.relname AS "table",
           GREATEST(c.reltuples, 0)::float8 AS reltuples,
           s.n_dead_tup::float8 AS dead,
           s.n_mod_since_analyze::float8 AS modified,
           s.n_ins_since_vacuum::float8 AS inserted
      FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
     WHERE s.schemaname = current_schema()`);
  const done: MaintenanceDone = [];
  for (const stats of rows) {
    const action = needed(stats);
    if (!action) continue;
    const table = `"${stats.table.replaceAll('"', '""')}"`;
    await pglite.exec(action === "vacuum" ? `VACUUM (ANALYZE) ${table}` : `ANALYZE ${table}`);
    done.push({ table: stats.table, action });
  }
  return done;
}

/** What autovacuum would do to this table now, by its default thresholds. */
export function needed(stats: Omit<TableStats, "table">): "vacuum" | "analyze" | null {
  const d = AUTOVACUUM_DEFAULTS;
  if (stats.dead > d.vacuumThreshold + d.vacuumScaleFactor * stats.reltuples) return "vacuum";
  if (stats.inserted > d.insertThreshold + d.insertScaleFactor * stats.reltuples) return "vacuum";
  if (stats.modified > d.analyzeThreshold + d.analyzeScaleFactor * stats.reltuples) return "analyze";
  return null;
}
