// The dashboard's key actions (roll, revoke, create secret key) each write one audit
// row in the same transaction, stay inside the merchant, and refuse what makes no sense.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { db } from "@/lib/db";
import { listApiKeys, revokeApiKey, rollApiKey } from "@/lib/auth/api-keys";
import { createSecretKey } from "@/lib/auth/create-secret-key";

setupTestDatabase();

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Merchant;
let other: Merchant;

beforeAll(async () => {
  shop = await createTestMerchant({ name: "Key Shop" });
  other = await createTestMerchant({ name: "Other Shop" });
});

const actor = () => ({ type: "dashboard" as const, userId: shop.user.id });

async function activeSecret(merchantId: string, mode: "test" | "live") {
  return (await listApiKeys(db(), merchantId, mode)).filter((k) => k.kind === "secret" && k.status === "active");
}

async function audit(merchantId: string, action: string) {
  return db().auditLog.findMany({ where: { merchantId, action }, orderBy: { createdAt: "asc" } });
}

describe("dashboard key actions", () => {
  it("rolls a key (old one revoked now), returns the new text once and audits it", async () => {
    const [old] = await activeSecret(shop.merchant.id, "test");
    const { created } = await rollApiKey(db(), { merchantId: shop.merchant.id, keyId: old.id, expireOldIn: "now", actor: actor() });
    expect(created.key).toMatch(/^sk_test_/);
    const keys = await listApiKeys(db(), shop.merchant.id, "test");
    expect(keys.find((k) => k.id === old.id)?.status).toBe("revoked");
    expect(keys.find((k) => k.id === created.id)?.status).toBe("active");
    const rows = await audit(shop.merchant.id, "api_key.rolled");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: shop.user.id, mode: "test", targetId: old.id });
    expect(JSON.stringify(rows[0].details)).not.toContain(created.key);
  });

  it("rolls with a grace period: the old key is expiring, not revoked", async () => {
    const [old] = await activeSecret(shop.merchant.id, "live");
    const { old: oldInfo } = await rollApiKey(db(), { merchantId: shop.merchant.id, keyId: old.id, expireOldIn: "24h", actor: actor() });
    expect(oldInfo.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const keys = await listApiKeys(db(), shop.merchant.id, "live");
    expect(keys.find((k) => k.id === old.id)?.status).toBe("expiring");
  });

  it("does not touch another merchant's key", async () => {
    const [theirs] = await activeSecret(other.merchant.id, "test");
    await expect(
      rollApiKey(db(), { merchantId: shop.merchant.id, keyId: theirs.id, expireOldIn: "now", actor: actor() }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(revokeApiKey(db(), { merchantId: shop.merchant.id, keyId: theirs.id, actor: actor() })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await activeSecret(other.merchant.id, "test")).toHaveLength(1);
    expect(await audit(other.merchant.id, "api_key.revoked")).toHaveLength(0);
  });

  it("refuses to create a secret key while one is active", async () => {
    await expect(createSecretKey(db(), { merchantId: shop.merchant.id, mode: "test", actor: actor() })).rejects.toMatchObject({
      code: "INVALID_STATE",
    });
    expect(await audit(shop.merchant.id, "api_key.created")).toHaveLength(0);
  });

  it("revokes (audited once, idempotent), then allows creating a new secret key", async () => {
    const [key] = await activeSecret(shop.merchant.id, "test");
    const first = await revokeApiKey(db(), { merchantId: shop.merchant.id, keyId: key.id, actor: actor() });
    const again = await revokeApiKey(db(), { merchantId: shop.merchant.id, keyId: key.id, actor: actor() });
    expect(first.changed).toBe(true);
    expect(again.changed).toBe(false);
    expect(await audit(shop.merchant.id, "api_key.revoked")).toHaveLength(1);
    expect(await activeSecret(shop.merchant.id, "test")).toHaveLength(0);

    const created = await createSecretKey(db(), { merchantId: shop.merchant.id, mode: "test", actor: actor() });
    expect(created.key).toMatch(/^sk_test_/);
    expect(await activeSecret(shop.merchant.id, "test")).toHaveLength(1);
    const rows = await audit(shop.merchant.id, "api_key.created");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ mode: "test", targetId: created.id });
  });

  it("refuses to revoke a public key", async () => {
    const pub = (await listApiKeys(db(), shop.merchant.id, "test")).find((k) => k.kind === "public")!;
    const audited = (await audit(shop.merchant.id, "api_key.revoked")).length;
    await expect(revokeApiKey(db(), { merchantId: shop.merchant.id, keyId: pub.id, actor: actor() })).rejects.toMatchObject({
      code: "INVALID_STATE",
    });
    expect((await listApiKeys(db(), shop.merchant.id, "test")).find((k) => k.id === pub.id)?.status).toBe("active");
    expect(await audit(shop.merchant.id, "api_key.revoked")).toHaveLength(audited);
  });
});
