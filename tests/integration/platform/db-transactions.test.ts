// lib/db/transaction.ts: inTransaction joins a transaction it is given instead of nesting one
// (nesting needs savepoints, which the PGlite adapter does not have).
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { db, inTransaction } from "@/lib/db";
import { createTestMerchant } from "@/tests/factories/merchants";

setupTestDatabase();

describe("inTransaction", () => {
  it("joins the caller's transaction: a later failure rolls back the inner work too", async () => {
    const m = await createTestMerchant();
    await expect(
      db().$transaction(async (tx) => {
        await inTransaction(tx, (inner) => inner.merchant.update({ where: { id: m.merchant.id }, data: { name: "Changed inside" } }));
        throw new Error("outer fails");
      }),
    ).rejects.toThrow("outer fails");
    expect((await db().merchant.findUniqueOrThrow({ where: { id: m.merchant.id } })).name).toBe(m.merchant.name);
  });

  it("opens a transaction when given the client", async () => {
    const m = await createTestMerchant();
    await expect(
      inTransaction(db(), async (tx) => {
        await tx.merchant.update({ where: { id: m.merchant.id }, data: { name: "Changed" } });
        throw new Error("inner fails");
      }),
    ).rejects.toThrow("inner fails");
    expect((await db().merchant.findUniqueOrThrow({ where: { id: m.merchant.id } })).name).toBe(m.merchant.name);
  });
});
