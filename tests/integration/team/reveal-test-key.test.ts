// A test secret key can be shown again in the dashboard, as often as a member who manages keys
// asks; a live secret key is shown once and never kept. Each reveal is audited without the key's
// text, and the kept text is encrypted, bound to its key, and moves to a new ENCRYPTION_KEY with
// the other stored secrets.
import crypto from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { addMember, callAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { POST as reveal } from "@/app/api/dashboard/api-keys/[id]/reveal/route";
import { db } from "@/lib/db";
import { env, resetEnvForTests } from "@/lib/env";
import { authenticateSecretKey, invalidateApiKeyCache, listApiKeys, revokeApiKey, rollApiKey } from "@/lib/auth/api-keys";
import { encryptStoredSecrets } from "@/lib/stored-secrets/encrypt-stored-secrets";

setupTestDatabase();

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Merchant;
let other: Merchant;
let owner: SessionUser;

beforeAll(async () => {
  shop = await createTestMerchant({ name: "Reveal Shop" });
  other = await createTestMerchant({ name: "Reveal Other" });
  owner = { userId: shop.user.id, merchantId: shop.merchant.id, role: "owner" };
});

const savedKey = process.env.ENCRYPTION_KEY;
const savedOld = process.env.ENCRYPTION_KEYS_OLD;
afterEach(() => {
  if (savedKey === undefined) delete process.env.ENCRYPTION_KEY;
  else process.env.ENCRYPTION_KEY = savedKey;
  if (savedOld === undefined) delete process.env.ENCRYPTION_KEYS_OLD;
  else process.env.ENCRYPTION_KEYS_OLD = savedOld;
  resetEnvForTests();
});

const keyOf = async (m: Merchant, mode: "test" | "live", kind: "secret" | "public" = "secret") =>
  (await listApiKeys(db(), m.merchant.id, mode)).find((k) => k.kind === kind && k.status === "active")!;
const revealAs = (user: SessionUser, keyId: string) => callAsUser(reveal, user, { path: `/api/dashboard/api-keys/${keyId}/reveal`, body: {}, params: { id: keyId } });

describe("revealing a test secret key", () => {
  it("answers the key made at sign-up, again and again, and it authenticates", async () => {
    const key = await keyOf(shop, "test");
    expect(key.revealable).toBe(true);
    const first = await revealAs(owner, key.id);
    expect(first.status).toBe(200);
    expect(first.json.data.key).toEqual({ id: key.id, kind: "secret", mode: "test", key: shop.keys.test.secret });
    expect((await revealAs(owner, key.id)).json.data.key.key).toBe(shop.keys.test.secret);
    expect(await authenticateSecretKey(db(), `Bearer ${first.json.data.key.key}`)).toMatchObject({ merchantId: shop.merchant.id, mode: "test" });
  });

  it("keeps the text encrypted and bound to its own key: copied to another key's row it does not open", async () => {
    const row = await db().apiKey.findUniqueOrThrow({ where: { id: (await keyOf(shop, "test")).id } });
    expect(row.sealedSecret).toMatch(/^enc1:/);
    expect(row.sealedSecret).not.toContain(shop.keys.test.secret.slice(8));
    const theirs = await keyOf(other, "test");
    const { sealedSecret: own } = await db().apiKey.findUniqueOrThrow({ where: { id: theirs.id } });
    await db().apiKey.update({ where: { id: theirs.id }, data: { sealedSecret: row.sealedSecret } });
    const copied = await revealAs({ userId: other.user.id, merchantId: other.merchant.id, role: "owner" }, theirs.id);
    expect(copied.status).toBe(500);
    expect(JSON.stringify(copied.json)).not.toContain(shop.keys.test.secret);
    await db().apiKey.update({ where: { id: theirs.id }, data: { sealedSecret: own } });
  });

  it("audits each reveal with the key's id and never its text", async () => {
    const key = await keyOf(shop, "test");
    const before = await db().auditLog.count({ where: { merchantId: shop.merchant.id, action: "api_key.revealed" } });
    await revealAs(owner, key.id);
    const rows = await db().auditLog.findMany({ where: { merchantId: shop.merchant.id, action: "api_key.revealed" }, orderBy: { createdAt: "asc" } });
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ userId: shop.user.id, mode: "test", targetId: key.id });
    expect(JSON.stringify(rows.at(-1))).not.toContain(shop.keys.test.secret);
  });

  it("refuses a live secret key (shown once, never kept), a publishable key, and a revoked one", async () => {
    const live = await keyOf(shop, "live");
    expect(live.revealable).toBe(false);
    expect(await db().apiKey.findUniqueOrThrow({ where: { id: live.id } })).toMatchObject({ sealedSecret: null });
    const refusedLive = await revealAs(owner, live.id);
    expect(refusedLive).toMatchObject({ status: 409, json: { error: { code: "INVALID_STATE" } } });
    expect(refusedLive.json.message).toMatch(/Live secret keys are shown once/);

    const publishable = await keyOf(shop, "test", "public");
    expect(publishable.revealable).toBe(false);
    expect(await revealAs(owner, publishable.id)).toMatchObject({ status: 409, json: { error: { code: "INVALID_STATE" } } });

    const { created } = await rollApiKey(db(), { merchantId: shop.merchant.id, keyId: (await keyOf(shop, "test")).id, expireOldIn: "24h", actor: { type: "dashboard", userId: shop.user.id } });
    const keys = await listApiKeys(db(), shop.merchant.id, "test");
    expect(keys.filter((k) => k.kind === "secret" && k.revealable).map((k) => k.status).sort()).toEqual(["active", "expiring"]);
    expect((await revealAs(owner, created.id)).json.data.key.key).toBe(created.key);
    await revokeApiKey(db(), { merchantId: shop.merchant.id, keyId: created.id, actor: { type: "dashboard", userId: shop.user.id } });
    invalidateApiKeyCache();
    expect((await listApiKeys(db(), shop.merchant.id, "test")).find((k) => k.id === created.id)?.revealable).toBe(false);
    const revoked = await revealAs(owner, created.id);
    expect(revoked).toMatchObject({ status: 409, json: { error: { code: "INVALID_STATE" } } });
    expect(revoked.json.message).toMatch(/revoked/);
  });

  it("says to roll a key made before keys were kept", async () => {
    const m = await createTestMerchant({ name: "Older Keys" });
    const key = await keyOf(m, "test");
    await db().apiKey.update({ where: { id: key.id }, data: { sealedSecret: null } });
    expect((await keyOf(m, "test")).revealable).toBe(false);
    const answer = await revealAs({ userId: m.user.id, merchantId: m.merchant.id, role: "owner" }, key.id);
    expect(answer).toMatchObject({ status: 409, json: { error: { code: "INVALID_STATE" } } });
    expect(answer.json.message).toMatch(/roll it/);
  });

  it("is for members who manage keys, inside their own merchant", async () => {
    const team = await createTestMerchant({ name: "Reveal Team" });
    const viewer = await addMember(team.merchant.id, "viewer");
    const key = await keyOf(team, "test");
    const refused = await revealAs(viewer, key.id);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.json)).not.toContain("sk_test_");
    const developer = await addMember(team.merchant.id, "developer");
    expect((await revealAs(developer, key.id)).json.data.key.key).toBe(team.keys.test.secret);
    const theirs = await keyOf(other, "test");
    expect(await revealAs(developer, theirs.id)).toMatchObject({ status: 404, json: { error: { code: "NOT_FOUND" } } });
  });

  it("moves to a new ENCRYPTION_KEY with the other stored secrets and still reveals", async () => {
    const m = await createTestMerchant({ name: "Rotating Keys" });
    const key = await keyOf(m, "test");
    const developmentKey = env().encryptionKey;
    const newKey = crypto.randomBytes(32);
    process.env.ENCRYPTION_KEY = newKey.toString("base64");
    process.env.ENCRYPTION_KEYS_OLD = developmentKey.toString("hex");
    resetEnvForTests();
    const report = await encryptStoredSecrets(db());
    const keys = report.find((t) => t.table === "ApiKey")!;
    expect(keys.reencrypted).toBeGreaterThanOrEqual(1);
    expect(keys.failed).toBe(0);
    delete process.env.ENCRYPTION_KEYS_OLD;
    resetEnvForTests();
    const answer = await revealAs({ userId: m.user.id, merchantId: m.merchant.id, role: "owner" }, key.id);
    expect(answer.json.data.key.key).toBe(m.keys.test.secret);
  });
});
