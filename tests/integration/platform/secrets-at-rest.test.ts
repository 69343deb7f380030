// Webhook signing secrets and TOTP secrets are encrypted at rest with
// ENCRYPTION_KEY. The columns never hold a secret, signing, the dashboard's reveal and the
// two-factor checks still see it, rows written before encryption stay readable and are encrypted
// by encryptStoredSecrets (start-up and `secrets rotate`), and a key rotation re-encrypts
// everything with the new key.
import crypto from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { db } from "@/lib/db";
import { env, resetEnvForTests } from "@/lib/env";
import { keyId } from "@/lib/crypto/encryption-keys";
import { encryptedKeyId, SecretDecryptionError } from "@/lib/crypto/encrypt-secret";
import { encryptStoredSecrets } from "@/lib/stored-secrets/encrypt-stored-secrets";
import { createWebhookEndpoint, findWebhookEndpoint, rotateWebhookSecret, activeSecrets } from "@/lib/webhooks/endpoints";
import { revealWebhookSecret } from "@/lib/webhooks/reveal-webhook-secret";
import { startTwoFactorEnrolment } from "@/lib/auth/two-factor/start-two-factor-enrolment";
import { confirmTwoFactorEnrolment } from "@/lib/auth/two-factor/confirm-two-factor-enrolment";
import { disableTwoFactor } from "@/lib/auth/two-factor/disable-two-factor";
import { openTotpSecret } from "@/lib/auth/two-factor/totp-secret-at-rest";
import { openOperatorTotp } from "@/lib/auth/two-factor/operator-totp-at-rest";
import { newTotpSecret, totpCodeAt } from "@/lib/auth/two-factor/totp";

setupTestDatabase();

type Owner = Awaited<ReturnType<typeof createTestMerchant>>;
let m: Owner;
const actor = { type: "cli" } as const;
const saved = { ...process.env };

beforeAll(async () => {
  m = await createTestMerchant();
});
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

const scope = (id: string) => ({ merchantId: m.merchant.id, mode: "test" as const, id, otherMode: "not_found" as const });
const rawRow = (id: string) => db().webhookEndpoint.findUniqueOrThrow({ where: { id } });

describe("webhook signing secrets at rest", () => {
  it("stores the current and the previous secret encrypted; the services and the reveal see them in the clear", async () => {
    const created = await createWebhookEndpoint(db(), { merchantId: m.merchant.id, mode: "test" }, { url: "http://127.0.0.1:9/a" }, actor);
    expect(created.secret).toMatch(/^whsec_/);
    const first = created.secret;
    const rotated = await rotateWebhookSecret(db(), scope(created.id), 24, actor);
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.previousSecret).toBe(first);

    const row = await rawRow(created.id);
    for (const stored of [row.secret, row.previousSecret!]) {
      expect(stored).toMatch(/^enc1:[0-9a-f]{8}:/);
      for (const plain of [first, rotated.secret]) expect(stored).not.toContain(plain.slice("whsec_".length, 20));
    }
    expect(activeSecrets(await findWebhookEndpoint(db(), scope(created.id)))).toEqual([rotated.secret, first]);
    expect(await revealWebhookSecret(db(), scope(created.id), actor)).toMatchObject({ secret: rotated.secret, previous_secret: first });
  });

  it("reads a plaintext row from before encryption, and encrypts it once (start-up / secrets rotate)", async () => {
    const created = await createWebhookEndpoint(db(), { merchantId: m.merchant.id, mode: "test" }, { url: "http://127.0.0.1:9/b" }, actor);
    // What a row written looks like.
    await db().webhookEndpoint.update({ where: { id: created.id }, data: { secret: "whsec_bGVnYWN5LXNlY3JldC1sZWdhY3ktc2VjcmV0", previousSecret: "whsec_b2xkZXItbGVnYWN5LXNlY3JldC1vbGRlcg==" } });
    expect((await findWebhookEndpoint(db(), scope(created.id))).secret).toBe("whsec_bGVnYWN5LXNlY3JldC1sZWdhY3ktc2VjcmV0");

    const report = await encryptStoredSecrets(db());
    expect(report[0].table).toBe("WebhookEndpoint");
    expect(report[0].reencrypted).toBeGreaterThanOrEqual(1);
    const row = await rawRow(created.id);
    expect(row.secret).toMatch(/^enc1:/);
    expect(row.previousSecret).toMatch(/^enc1:/);
    expect(JSON.stringify(row)).not.toContain("bGVnYWN5");
    const open = await findWebhookEndpoint(db(), scope(created.id));
    expect(open.secret).toBe("whsec_bGVnYWN5LXNlY3JldC1sZWdhY3ktc2VjcmV0");
    expect(open.previousSecret).toBe("whsec_b2xkZXItbGVnYWN5LXNlY3JldC1vbGRlcg==");
    // Nothing left to do the second time.
    expect((await encryptStoredSecrets(db()))[0].reencrypted).toBe(0);
  });

  it("after ENCRYPTION_KEY changes (old key in ENCRYPTION_KEYS_OLD), re-encrypts every row with the new key", async () => {
    const created = await createWebhookEndpoint(db(), { merchantId: m.merchant.id, mode: "test" }, { url: "http://127.0.0.1:9/c" }, actor);
    const oldKey = crypto.randomBytes(32);
    const newKey = crypto.randomBytes(32);
    const developmentKey = env().encryptionKey; // the other tests' rows are under it
    process.env.ENCRYPTION_KEY = oldKey.toString("base64");
    process.env.ENCRYPTION_KEYS_OLD = developmentKey.toString("hex");
    resetEnvForTests();
    await encryptStoredSecrets(db()); // everything under the "old" key now
    delete process.env.ENCRYPTION_KEYS_OLD;
    expect(encryptedKeyId((await rawRow(created.id)).secret)).toBe(keyId(oldKey));

    process.env.ENCRYPTION_KEY = newKey.toString("base64");
    resetEnvForTests();
    // Without the old key the value cannot be read: the message says what to add.
    await expect(findWebhookEndpoint(db(), scope(created.id))).rejects.toThrow(/ENCRYPTION_KEYS_OLD/);
    // ...and a re-encryption run skips it (reporting it) rather than stopping at it.
    const blocked = await encryptStoredSecrets(db());
    expect(blocked[0]).toMatchObject({ reencrypted: 0 });
    expect(blocked[0].failed).toBe(blocked[0].scanned);
    process.env.ENCRYPTION_KEYS_OLD = oldKey.toString("hex");
    resetEnvForTests();
    expect((await findWebhookEndpoint(db(), scope(created.id))).secret).toBe(created.secret);
    const report = await encryptStoredSecrets(db());
    expect(report[0]).toMatchObject({ reencrypted: report[0].scanned, failed: 0 });
    const rows = await db().webhookEndpoint.findMany();
    expect(rows.every((r) => encryptedKeyId(r.secret) === keyId(newKey))).toBe(true);
    // The old key can go now.
    delete process.env.ENCRYPTION_KEYS_OLD;
    resetEnvForTests();
    expect((await findWebhookEndpoint(db(), scope(created.id))).secret).toBe(created.secret);
  });
});

describe("TOTP secrets at rest", () => {
  const rawTotp = async (userId: string) => (await db().user.findUniqueOrThrow({ where: { id: userId }, select: { totpSecret: true } })).totpSecret!;
  const dashboardActor = (userId: string) => ({ type: "dashboard" as const, userId });
  const T0 = new Date("2026-11-23T08:00:10.000Z");

  it("stores the secret encrypted and bound to the user; enrolment, confirmation and turning it off see it in the clear", async () => {
    const owner = await createTestMerchant();
    const { secret } = await startTwoFactorEnrolment(db(), { userId: owner.user.id });
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const stored = await rawTotp(owner.user.id);
    expect(stored).toMatch(/^enc1:[0-9a-f]{8}:/);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(secret.slice(0, 12));
    expect(openTotpSecret(owner.user.id, stored)).toBe(secret);
    // Copied to another user's row, it does not decrypt.
    expect(() => openTotpSecret(m.user.id, stored)).toThrow(SecretDecryptionError);

    const actor = dashboardActor(owner.user.id);
    await db().$transaction((tx) => confirmTwoFactorEnrolment(tx, { userId: owner.user.id, merchantId: owner.merchant.id, actor, code: totpCodeAt(secret, T0), now: T0 }));
    expect(await rawTotp(owner.user.id)).toBe(stored);
    const later = new Date(T0.getTime() + 30_000);
    await db().$transaction((tx) => disableTwoFactor(tx, { userId: owner.user.id, merchantId: owner.merchant.id, actor, code: totpCodeAt(secret, later), now: later }));
    expect((await db().user.findUniqueOrThrow({ where: { id: owner.user.id } })).totpSecret).toBeNull();
  });

  it("reads a plaintext secret from before encryption, and encrypts it once (start-up / secrets rotate)", async () => {
    const owner = await createTestMerchant();
    const legacy = newTotpSecret();
    // What a row enrolled before TOTP secrets were encrypted looks like.
    await db().user.update({ where: { id: owner.user.id }, data: { totpSecret: legacy, totpEnabledAt: T0, totpLastStep: null } });
    const actor = dashboardActor(owner.user.id);
    const report = await encryptStoredSecrets(db());
    const users = report.find((t) => t.table === "User")!;
    expect(users.reencrypted).toBeGreaterThanOrEqual(1);
    expect(users.failed).toBe(0);
    const stored = await rawTotp(owner.user.id);
    expect(stored).toMatch(/^enc1:/);
    expect(stored).not.toContain(legacy);
    expect(openTotpSecret(owner.user.id, stored)).toBe(legacy);
    expect((await encryptStoredSecrets(db())).find((t) => t.table === "User")!.reencrypted).toBe(0);
    // The same secret still checks codes (turning it off takes one).
    await db().$transaction((tx) => disableTwoFactor(tx, { userId: owner.user.id, merchantId: owner.merchant.id, actor, code: totpCodeAt(legacy, T0), now: T0 }));
  });

  it("an operator's TOTP secret is encrypted by the same pass, bound to the operator's realm", async () => {
    const legacy = newTotpSecret();
    const operator = await db().operator.create({
      data: { id: `opr_${crypto.randomBytes(6).toString("hex")}`, email: `ops-${crypto.randomBytes(4).toString("hex")}@example.com`, passwordHash: "x", role: "support", totpSecret: legacy, totpEnabledAt: T0 },
    });
    const operators = (await encryptStoredSecrets(db())).find((t) => t.table === "Operator")!;
    expect(operators.reencrypted).toBeGreaterThanOrEqual(1);
    expect(operators.failed).toBe(0);
    const stored = (await db().operator.findUniqueOrThrow({ where: { id: operator.id } })).totpSecret!;
    expect(stored).toMatch(/^enc1:/);
    expect(openOperatorTotp(operator.id, stored)).toBe(legacy);
    // A user's context does not open it, even under the same id.
    expect(() => openTotpSecret(operator.id, stored)).toThrow(SecretDecryptionError);
    expect((await encryptStoredSecrets(db())).find((t) => t.table === "Operator")!.reencrypted).toBe(0);
  });

  it("a plaintext secret still checks codes before it is encrypted", async () => {
    const owner = await createTestMerchant();
    const legacy = newTotpSecret();
    await db().user.update({ where: { id: owner.user.id }, data: { totpSecret: legacy, totpEnabledAt: T0, totpLastStep: null } });
    const actor = dashboardActor(owner.user.id);
    await expect(
      db().$transaction((tx) => disableTwoFactor(tx, { userId: owner.user.id, merchantId: owner.merchant.id, actor, code: totpCodeAt(legacy, T0), now: T0 })),
    ).resolves.toEqual({ disabled: true });
  });

  it("after ENCRYPTION_KEY changes (old key in ENCRYPTION_KEYS_OLD), re-encrypts every TOTP secret with the new key", async () => {
    const owner = await createTestMerchant();
    const { secret } = await startTwoFactorEnrolment(db(), { userId: owner.user.id });
    const oldKey = crypto.randomBytes(32);
    const newKey = crypto.randomBytes(32);
    const developmentKey = env().encryptionKey;
    process.env.ENCRYPTION_KEY = oldKey.toString("base64");
    process.env.ENCRYPTION_KEYS_OLD = developmentKey.toString("hex");
    resetEnvForTests();
    await encryptStoredSecrets(db()); // everything under the "old" key now
    delete process.env.ENCRYPTION_KEYS_OLD;
    expect(encryptedKeyId(await rawTotp(owner.user.id))).toBe(keyId(oldKey));

    process.env.ENCRYPTION_KEY = newKey.toString("base64");
    resetEnvForTests();
    await expect(rawTotp(owner.user.id).then((s) => openTotpSecret(owner.user.id, s))).rejects.toThrow(/ENCRYPTION_KEYS_OLD/);
    const blocked = (await encryptStoredSecrets(db())).find((t) => t.table === "User")!;
    expect(blocked).toMatchObject({ reencrypted: 0 });
    expect(blocked.failed).toBe(blocked.scanned);

    process.env.ENCRYPTION_KEYS_OLD = oldKey.toString("hex");
    resetEnvForTests();
    const users = (await encryptStoredSecrets(db())).find((t) => t.table === "User")!;
    expect(users).toMatchObject({ reencrypted: users.scanned, failed: 0 });
    const rows = await db().user.findMany({ where: { totpSecret: { not: null } }, select: { totpSecret: true } });
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.every((r) => encryptedKeyId(r.totpSecret!) === keyId(newKey))).toBe(true);
    delete process.env.ENCRYPTION_KEYS_OLD;
    resetEnvForTests();
    expect(openTotpSecret(owner.user.id, await rawTotp(owner.user.id))).toBe(secret);
  });
});
