// HotQuery, the hottest reads and initialize's write, outside Prisma's client. On
// PostgreSQL it sends a named prepared statement on Prisma's pool; on PGlite it prepares the
// statement once and sends each call as one protocol message (lib/db/hot-query.ts, pglitePreparedQuery).
// Either way it must answer exactly what Prisma's own raw query answers, fail as it fails, and
// on PGlite never run inside another request's open transaction.
import { describe, expect, it, vi } from "vitest";
import { db, hotQuery } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import { setupTestDatabase, onPostgres } from "@/tests/support/database";

setupTestDatabase();

async function seedPayment(id: string) {
  await db().merchant.upsert({ where: { id: "mch_hotquery" }, create: { id: "mch_hotquery", name: "Hot Query Ltd" }, update: {} });
  return db().payment.create({
    data: {
      id,
      merchantId: "mch_hotquery",
      mode: "test",
      amount: 9_007_199_254_740n, // beyond 2^32: int8 must come back exact, as a BigInt
      currency: "ETB",
      checkoutToken: `cs_test_${id}`,
      expiresAt: new Date("2026-11-25T18:00:00.123Z"),
      retryWindowMinutes: 30,
      customization: { title: "Tickets", nested: { list: [1, "two", null] } },
      customerEmail: null,
    },
  });
}

describe("hotQuery answers as Prisma's raw query does", () => {
  it("a whole row: int8, timestamp(3), json, enum, null", async () => {
    await seedPayment("pay_hotquery_row_0000001");
    const text = `SELECT * FROM "Payment" WHERE id = $1 AND "merchantId" = $2`;
    const ours = await hotQuery<Record<string, unknown>>(db(), "test_row", text, ["pay_hotquery_row_0000001", "mch_hotquery"]);
    const prisma = await db().$queryRawUnsafe<Record<string, unknown>[]>(text, "pay_hotquery_row_0000001", "mch_hotquery");
    expect(ours).toHaveLength(1);
    expect(ours).toEqual(prisma);
    expect(ours[0].amount).toBe(9_007_199_254_740n);
    expect(ours[0].expiresAt).toEqual(new Date("2026-11-25T18:00:00.123Z"));
    expect(ours[0].customization).toEqual({ title: "Tickets", nested: { list: [1, "two", null] } });
    expect(ours[0].customerEmail).toBeNull();
  });

  it("parameters of every kind the services send", async () => {
    const text = `SELECT $1::int8 AS big, $2::timestamp(3) AS at, $3::jsonb AS doc, $4::boolean AS flag, $5::"Mode" AS mode, $6::text AS nothing, $7::int4 AS small, $8::text AS quote`;
    const values = [12_345_678_901n, new Date("2026-01-02T03:04:05.678Z"), JSON.stringify({ a: [1, { b: "c" }] }), true, "live", null, 42, `it's "quoted"; DROP TABLE x`];
    const ours = await hotQuery<Record<string, unknown>>(db(), "test_params", text, values);
    expect(ours).toEqual(await db().$queryRawUnsafe(text, ...values));
    expect(ours[0]).toMatchObject({ big: 12_345_678_901n, flag: true, mode: "live", nothing: null, small: 42, quote: `it's "quoted"; DROP TABLE x` });
  });

  it("no rows is an empty list, and the same statement answers again and again", async () => {
    const text = `SELECT id FROM "Payment" WHERE id = $1 AND "merchantId" = $2`;
    expect(await hotQuery(db(), "test_again", text, ["pay_nosuchpayment", "mch_hotquery"])).toEqual([]);
    await seedPayment("pay_hotquery_again_00001");
    for (let i = 0; i < 30; i++) expect(await hotQuery(db(), "test_again", text, ["pay_hotquery_again_00001", "mch_hotquery"])).toEqual([{ id: "pay_hotquery_again_00001" }]);
  });

  it("a unique violation fails as one (SQLSTATE 23505), and the next call works", async () => {
    await seedPayment("pay_hotquery_dup_0000001");
    const insert = `INSERT INTO "Payment" (id, "merchantId", mode, amount, currency, "checkoutToken", "expiresAt", "retryWindowMinutes", "updatedAt")
      VALUES ($1, 'mch_hotquery', 'test', 1, 'USD', $2, now(), 30, now()) RETURNING id`;
    const failure = await hotQuery(db(), "test_insert", insert, ["pay_hotquery_dup_0000001", "cs_test_other"]).catch((e: unknown) => e);
    expect(isUniqueViolation(failure)).toBe(true);
    expect(await hotQuery(db(), "test_insert", insert, ["pay_hotquery_dup_0000002", "cs_test_dup2"])).toEqual([{ id: "pay_hotquery_dup_0000002" }]);
    // The failed insert wrote nothing.
    expect(await db().payment.count({ where: { checkoutToken: "cs_test_other" } })).toBe(0);
  });

  it("a syntax error fails, is not kept, and the statement can be sent again once fixed", async () => {
    await expect(hotQuery(db(), "test_bad", `SELEC 1`, [])).rejects.toThrow(/syntax/);
    await expect(hotQuery(db(), "test_bad", `SELEC 1`, [])).rejects.toThrow(/syntax/);
    expect(await hotQuery(db(), "test_good", `SELECT 1::int4 AS one`, [])).toEqual([{ one: 1 }]);
  });
});

describe("hotQuery and an open transaction", () => {
  it("never sees another request's uncommitted write", async () => {
    await seedPayment("pay_hotquery_tx_00000001");
    const text = `SELECT status::text FROM "Payment" WHERE id = $1 AND "merchantId" = $2`;
    const params = ["pay_hotquery_tx_00000001", "mch_hotquery"];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let updated!: () => void;
    const didUpdate = new Promise<void>((resolve) => (updated = resolve));
    const transaction = db().$transaction(async (tx) => {
      await tx.payment.update({ where: { id: params[0] }, data: { status: "cancelled" } });
      updated();
      await held;
    });
    await didUpdate;
    const read = hotQuery<{ status: string }>(db(), "test_tx", text, params).then((rows) => ({ rows, afterCommit: committed }));
    let committed = false;
    if (onPostgres) {
      // Another connection, READ COMMITTED: the committed state, at once.
      expect((await read).rows).toEqual([{ status: "pending" }]);
      release();
      await transaction;
    } else {
      // PGlite has one session: the read waits for the transaction to end, then sees its outcome.
      await new Promise((r) => setTimeout(r, 50));
      committed = true;
      release();
      await transaction;
      expect(await read).toEqual({ rows: [{ status: "cancelled" }], afterCommit: true });
    }
  });

  it.skipIf(onPostgres)("on PGlite, each statement text is prepared once", async () => {
    const text = `SELECT 2::int4 AS two WHERE $1::text IS NOT NULL`;
    for (let i = 0; i < 10; i++) expect(await hotQuery(db(), "test_once", text, [String(i)])).toEqual([{ two: 2 }]);
    const prepared = await db().$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int4 AS n FROM pg_prepared_statements WHERE statement = $1`, text);
    expect(prepared).toEqual([{ n: 1 }]);
  });

  it("two copies of lib/db (Next bundles one per layer) share the one session's statements", async () => {
    // The module's state lives on globalThis, as the database holder does; a copy of its own
    // counted from 1 again and prepared a name that already existed (found by the e2e suite).
    expect(await hotQuery(db(), "test_copy_a", `SELECT 'a'::text AS copy WHERE $1::int4 = 1`, [1])).toEqual([{ copy: "a" }]);
    vi.resetModules();
    const copy = await import("@/lib/db");
    expect(copy.hotQuery).not.toBe(hotQuery);
    expect(await copy.hotQuery(copy.db(), "test_copy_b", `SELECT 'b'::text AS copy WHERE $1::int4 = 1`, [1])).toEqual([{ copy: "b" }]);
    expect(await hotQuery(db(), "test_copy_a", `SELECT 'a'::text AS copy WHERE $1::int4 = 1`, [1])).toEqual([{ copy: "a" }]);
  });
});
