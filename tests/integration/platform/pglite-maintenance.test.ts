// PGlite has no autovacuum, so the worker analyzes and vacuums its tables by autovacuum's
// own thresholds (lib/db/pglite-maintenance.ts). Without it a prepared read (verify's, through
// hotQuery) kept the sequential scan it was planned with on a near-empty table, and PGlite verify
// fell from 0.67× to 0.16× `/healthz` in one bench run as initialize grew the Payment table.
// PGlite only: PostgreSQL runs its own autovacuum, and the sweep leaves it alone.
import { describe, expect, it } from "vitest";
import type { PGlite } from "@electric-sql/pglite";
import { db } from "@/lib/db";
import { maintainPglite, needed } from "@/lib/db/pglite-maintenance";
import { paymentByIdSql } from "@/lib/payments/find-payment";
import { workerTick } from "@/lib/worker/worker-loop";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";

const database = setupTestDatabase();
const pglite = () => database.current.pglite as PGlite;
const MERCHANT = "mch_pglitemaint";

/** `count` payments of the test merchant, written in one statement as initialize would write them. */
async function insertPayments(count: number, prefix: string) {
  await pglite().query(
    `INSERT INTO "Payment" (id, "merchantId", mode, amount, currency, "checkoutToken", "expiresAt", "retryWindowMinutes", "updatedAt")
     SELECT $1 || lpad(g::text, 8, '0'), $2, 'test', 1000, 'USD', 'cs_test_' || $1 || g, now() + interval '1 hour', 30, now()
       FROM generate_series(1, $3::int4) g`,
    [prefix, MERCHANT, count],
  );
}

async function plan(statement: string, id: string) {
  const { rows } = await pglite().query<{ "QUERY PLAN": string }>(`EXPLAIN EXECUTE ${statement}('${id}', '${MERCHANT}')`);
  return rows.map((r) => r["QUERY PLAN"]).join("\n");
}

async function tableStats(table: string) {
  await pglite().query("SELECT pg_stat_force_next_flush()"); // PGlite's backend sends its counts when told
  const { rows } = await pglite().query<{ analyzed: number; vacuumed: number; modified: number; dead: number }>(
    `SELECT analyze_count::int4 AS analyzed, vacuum_count::int4 AS vacuumed, n_mod_since_analyze::int4 AS modified, n_dead_tup::int4 AS dead
       FROM pg_stat_user_tables WHERE relname = $1`,
    [table],
  );
  return rows[0];
}

describe.skipIf(onPostgres)("PGlite maintenance (autovacuum by hand)", () => {
  it("a prepared read planned on a near-empty table scans it whole once it grows, until the pass analyzes it", async () => {
    await db().merchant.create({ data: { id: MERCHANT, name: "PGlite Maintenance Ltd" } });
    await insertPayments(3, "pay_small_");
    // Verify's own statement text, prepared and run past PostgreSQL's five custom plans, as the
    // hot path runs it: the plan cache then keeps the generic plan.
    await pglite().exec(`PREPARE verify_read AS ${paymentByIdSql()}`);
    for (let i = 0; i < 8; i++) await pglite().query(`EXECUTE verify_read('pay_small_00000001', '${MERCHANT}')`);
    await insertPayments(20_000, "pay_large_");

    // The generic plan made for a few rows: the whole table, or every row of the merchant through one
    // of its indexes (which one depends on the statistics it had), never the primary key's one row.
    const before = await plan("verify_read", "pay_large_00012345");
    expect(before).toMatch(/Seq Scan on "Payment"|Index Scan using "Payment_\w+" on "Payment"/);
    expect(before).not.toMatch(/Payment_pkey/);

    const done = await maintainPglite(pglite());
    expect(done).toContainEqual({ table: "Payment", action: "vacuum" }); // 20,003 rows inserted since its last vacuum: never
    const after = await plan("verify_read", "pay_large_00012345");
    expect(after).toMatch(/Index Scan using "Payment_pkey"/);
    const { rows } = await pglite().query<{ payment: { id: string } }>(`EXECUTE verify_read('pay_large_00012345', '${MERCHANT}')`);
    expect(rows.map((r) => r.payment.id)).toEqual(["pay_large_00012345"]);
  });

  it("touches only tables past a threshold: a second pass right after does nothing", async () => {
    expect(await maintainPglite(pglite())).toEqual([]);
    expect((await tableStats("Payment")).modified).toBe(0);
  });

  it("updates leave dead rows, and past autovacuum's 50 + 20 % the pass vacuums them away", async () => {
    const before = await tableStats("Payment");
    // 20,003 rows: 10 % + 50 is the analyze threshold (2,050), 20 % + 50 the vacuum one (4,050).
    await pglite().query(`UPDATE "Payment" SET status = 'cancelled' WHERE id <= 'pay_large_00002000' AND id LIKE 'pay_large_%'`);
    expect(await maintainPglite(pglite())).toEqual([]); // 2,000 changed rows: under both
    await pglite().query(`UPDATE "Payment" SET status = 'incomplete' WHERE id <= 'pay_large_00004100' AND id LIKE 'pay_large_%'`);
    const stats = await tableStats("Payment");
    expect(stats.dead).toBeGreaterThan(4_050);
    expect(await maintainPglite(pglite())).toEqual([{ table: "Payment", action: "vacuum" }]);
    const vacuumed = await tableStats("Payment");
    expect(vacuumed.dead).toBe(0);
    expect(vacuumed.vacuumed).toBe(before.vacuumed + 1);
    expect(vacuumed.analyzed).toBe(before.analyzed + 1);
  });

  it("the worker's tick runs the pass on PGlite", async () => {
    const before = await tableStats("Payment");
    await pglite().query(`UPDATE "Payment" SET "updatedAt" = now() WHERE id LIKE 'pay_large_0000%'`); // 9,999 rows
    await workerTick(db(), new Date());
    const after = await tableStats("Payment");
    expect(after.vacuumed).toBe(before.vacuumed + 1);
    expect(after.dead).toBe(0);
  });
});

describe("autovacuum's thresholds", () => {
  it("by dead rows, inserts and changes since the last analyze, against the table's size", () => {
    const quiet = { reltuples: 10_000, dead: 0, modified: 0, inserted: 0 };
    expect(needed(quiet)).toBeNull();
    expect(needed({ ...quiet, modified: 1_050 })).toBeNull();
    expect(needed({ ...quiet, modified: 1_051 })).toBe("analyze");
    expect(needed({ ...quiet, dead: 2_050, modified: 1_051 })).toBe("analyze");
    expect(needed({ ...quiet, dead: 2_051 })).toBe("vacuum");
    expect(needed({ ...quiet, inserted: 3_001 })).toBe("vacuum");
    // A table never analyzed counts as empty: 51 changes are enough.
    expect(needed({ reltuples: 0, dead: 0, modified: 51, inserted: 51 })).toBe("analyze");
  });
});
