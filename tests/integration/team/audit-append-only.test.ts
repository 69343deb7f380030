// The audit log is append-only. The migration's trigger refuses UPDATE, DELETE
// and TRUNCATE on "AuditLog" on PGlite and on PostgreSQL, even for the superuser the tests connect
// as, and so refuses the foreign keys' cascades (deleting a merchant or a user with audit records).
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit/record-audit";

setupTestDatabase();

type Owner = Awaited<ReturnType<typeof createTestMerchant>>;
let m: Owner;
let auditId: string;

beforeAll(async () => {
  m = await createTestMerchant();
  await recordAudit(db(), { merchantId: m.merchant.id, actor: { type: "dashboard", userId: m.user.id }, action: "test.append_only", targetId: "x_1", details: { n: 1 } });
  auditId = (await db().auditLog.findFirstOrThrow({ where: { action: "test.append_only" } })).id;
});

const snapshot = async () => JSON.stringify(await db().auditLog.findMany({ orderBy: { id: "asc" } }));
const APPEND_ONLY = /AuditLog is append-only/;

describe("AuditLog is append-only", () => {
  it("refuses UPDATE through Prisma and in SQL, and the row stays as written", async () => {
    const before = await snapshot();
    await expect(db().auditLog.update({ where: { id: auditId }, data: { action: "test.rewritten" } })).rejects.toThrow(APPEND_ONLY);
    await expect(db().auditLog.updateMany({ data: { details: { n: 2 } } })).rejects.toThrow(APPEND_ONLY);
    await expect(db().$executeRawUnsafe(`UPDATE "AuditLog" SET "targetId" = 'x_2' WHERE id = $1`, auditId)).rejects.toThrow(APPEND_ONLY);
    expect(await snapshot()).toBe(before);
  });

  it("refuses DELETE and TRUNCATE", async () => {
    const before = await snapshot();
    await expect(db().auditLog.delete({ where: { id: auditId } })).rejects.toThrow(APPEND_ONLY);
    await expect(db().auditLog.deleteMany({})).rejects.toThrow(APPEND_ONLY);
    await expect(db().$executeRawUnsafe(`DELETE FROM "AuditLog"`)).rejects.toThrow(APPEND_ONLY);
    await expect(db().$executeRawUnsafe(`TRUNCATE "AuditLog"`)).rejects.toThrow(APPEND_ONLY);
    expect(await snapshot()).toBe(before);
  });

  it("refuses deleting a merchant or a user that has audit records (the foreign keys' cascade and SET NULL)", async () => {
    const before = await snapshot();
    await expect(db().merchant.delete({ where: { id: m.merchant.id } })).rejects.toThrow(APPEND_ONLY);
    await expect(db().user.delete({ where: { id: m.user.id } })).rejects.toThrow(APPEND_ONLY);
    expect(await db().merchant.count({ where: { id: m.merchant.id } })).toBe(1);
    expect(await db().user.count({ where: { id: m.user.id } })).toBe(1);
    expect(await snapshot()).toBe(before);
  });

  it("still accepts new records", async () => {
    const count = await db().auditLog.count();
    await recordAudit(db(), { merchantId: m.merchant.id, actor: { type: "cli" }, action: "test.appended" });
    expect(await db().auditLog.count()).toBe(count + 1);
  });
});
