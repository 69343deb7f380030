// The operator API (/v2/operator, docs/operator.md "Operator API"): a platform creates a merchant with
// its owner and keys, the owner's password link works, the keys work and the live secret waits for
// activation; a key per mode and kind afterwards; every write in both audit logs with the key; and
// the boundary both ways: a merchant's key opens no operator route, an operator key no merchant route,
// a revoked key nothing. A refused request writes nothing.
import "@/tests/support/next-async-storage"; // first: before any of Next's modules load
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { db, inTransaction } from "@/lib/db";
import { checkPasswordResetToken } from "@/lib/auth/password-reset";
import { revokeOperatorApiKey } from "@/lib/operator/api/operator-api-keys";
import { newOperatorApiKey } from "@/tests/contract-cases/operator";
import { GET as listMerchants, POST as createMerchant } from "@/app/v2/operator/merchants/route";
import { GET as getMerchant } from "@/app/v2/operator/merchants/[merchantId]/route";
import { POST as createKey } from "@/app/v2/operator/merchants/[merchantId]/api-keys/route";
import { GET as account } from "@/app/v2/account/route";
import { POST as consoleCreateKey } from "@/app/api/operator/api-keys/route";
import { POST as consoleRevokeKey } from "@/app/api/operator/api-keys/[keyId]/revoke/route";
import { callOperatorRoute, createSignedInOperator } from "@/tests/integration/operator/operator-helpers";

setupTestDatabase();

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
let operatorKey: Awaited<ReturnType<typeof newOperatorApiKey>>;

beforeAll(async () => {
  operatorKey = await newOperatorApiKey();
});

async function call(handler: Handler, path: string, opts: { key?: string; body?: unknown; method?: string; params?: Record<string, string> } = {}) {
  const res = await handler(apiRequest(path, { key: opts.key ?? operatorKey.key, body: opts.body, method: opts.method, headers: { "user-agent": "operator-api-test" } }), {
    params: Promise.resolve(opts.params ?? {}),
  });
  return { status: res.status, json: await res.json() };
}

async function writes() {
  const [merchants, users, keys, audits, operatorAudits, resets] = await Promise.all([
    db().merchant.count(),
    db().user.count(),
    db().apiKey.count(),
    db().auditLog.count(),
    db().operatorAuditLog.count(),
    db().passwordReset.count(),
  ]);
  return { merchants, users, keys, audits, operatorAudits, resets };
}

describe("creating a merchant", () => {
  it("makes the merchant, its owner with a password link, and keys that work; the live secret waits for activation", async () => {
    const res = await call(createMerchant, "/v2/operator/merchants", { body: { name: "Selam Books", owner_email: "Owner@Selam.example", reason: "Onboarded by the marketplace" } });
    expect(res.status).toBe(201);
    const data = res.json.data;
    expect(data.merchant).toMatchObject({ name: "Selam Books", owner_email: "owner@selam.example", state: "test", hold: null });
    expect(data.merchant.activation.requirements_due).toContain("settlement_account");
    expect(data.keys.live.secret_key).toBeNull();
    const token = String(data.owner.password_setup_url).split("/reset-password/")[1];
    expect(await checkPasswordResetToken(db(), token)).toMatchObject({ valid: true, email: "owner@selam.example" });
    const who = await account(apiRequest("/v2/account", { key: data.keys.test.secret_key }));
    expect(who.status).toBe(200);
    expect((await who.json()).data.merchant_id).toBe(data.merchant.id);

    const op = await db().operatorAuditLog.findFirstOrThrow({ where: { action: "merchant.created", merchantId: data.merchant.id } });
    expect(op).toMatchObject({ actorType: "api", operatorApiKeyId: operatorKey.id, reason: "Onboarded by the marketplace", userAgent: "operator-api-test" });
    const mine = await db().auditLog.findFirstOrThrow({ where: { merchantId: data.merchant.id, action: "merchant.created" } });
    expect(mine).toMatchObject({ actorType: "operator" });
    expect(await db().auditLog.count({ where: { merchantId: data.merchant.id, action: "merchant.created" } })).toBe(1);
  });

  it("activated: the live secret key is in the answer and works", async () => {
    const res = await call(createMerchant, "/v2/operator/merchants", { body: { name: "Lulit Travel", owner_email: "owner@lulit.example", activated: true } });
    expect(res.status).toBe(201);
    expect(res.json.data.merchant.state).toBe("live");
    const live = await account(apiRequest("/v2/account", { key: res.json.data.keys.live.secret_key }));
    expect(live.status).toBe(200);
    // No reason given: the key's name stands in.
    expect((await db().operatorAuditLog.findFirstOrThrow({ where: { merchantId: res.json.data.merchant.id } })).reason).toContain("contract tests");
  });

  it("refuses an owner e-mail in use (409), unknown fields and bad values (400), writing nothing", async () => {
    const taken = await createTestMerchant();
    for (const [body, status, code] of [
      [{ name: "Again", owner_email: taken.user.email }, 409, "RESOURCE_CONFLICT"],
      [{ name: "Extra", owner_email: "x@extra.example", plan: "gold" }, 400, "VALIDATION_ERROR"],
      [{ name: "", owner_email: "x@extra.example" }, 400, "VALIDATION_ERROR"],
      [{ name: "x", owner_email: "x@short.example" }, 400, "VALIDATION_ERROR"],
      [{ name: "Mail", owner_email: "not-an-email" }, 400, "VALIDATION_ERROR"],
      [{ name: "Flag", owner_email: "x@flag.example", activated: "yes" }, 400, "VALIDATION_ERROR"],
    ] as const) {
      const before = await writes();
      const res = await call(createMerchant, "/v2/operator/merchants", { body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.json.error.code).toBe(code);
      expect(await writes()).toEqual(before);
    }
  });
});

describe("reading merchants", () => {
  it("lists and searches, and reads one; an unknown id is 404", async () => {
    const shop = await createTestMerchant({ name: "Tsehay Pharmacy" });
    const found = await call(listMerchants, "/v2/operator/merchants?q=tsehay");
    expect(found.status).toBe(200);
    expect(found.json.data.merchants.map((m: { id: string }) => m.id)).toEqual([shop.merchant.id]);
    const one = await call(getMerchant, `/v2/operator/merchants/${shop.merchant.id}`, { params: { merchantId: shop.merchant.id } });
    expect(one.json.data).toMatchObject({ id: shop.merchant.id, name: "Tsehay Pharmacy", state: "live" });
    const missing = await call(getMerchant, "/v2/operator/merchants/mch_nosuch", { params: { merchantId: "mch_nosuch" } });
    expect(missing.status).toBe(404);
    expect((await call(listMerchants, "/v2/operator/merchants?limit=5")).status).toBe(400);
  });
});

describe("a merchant's keys", () => {
  it("makes a test secret key that works; a live secret key waits for activation (409, nothing written)", async () => {
    const made = await call(createMerchant, "/v2/operator/merchants", { body: { name: "Kebede Motors", owner_email: "owner@kebede.example" } });
    const id = made.json.data.merchant.id;
    const res = await call(createKey, `/v2/operator/merchants/${id}/api-keys`, { params: { merchantId: id }, body: { mode: "test", kind: "secret" } });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ mode: "test", kind: "secret" });
    expect((await account(apiRequest("/v2/account", { key: res.json.data.key }))).status).toBe(200);
    expect(await db().auditLog.findFirstOrThrow({ where: { merchantId: id, action: "api_key.created", targetId: res.json.data.id } })).toMatchObject({ actorType: "operator", mode: "test" });
    expect(await db().operatorAuditLog.findFirstOrThrow({ where: { action: "merchant.api_key_created", targetId: res.json.data.id } })).toMatchObject({ operatorApiKeyId: operatorKey.id });

    const before = await writes();
    const live = await call(createKey, `/v2/operator/merchants/${id}/api-keys`, { params: { merchantId: id }, body: { mode: "live", kind: "secret" } });
    expect(live.status).toBe(409);
    expect(live.json.error.code).toBe("INVALID_STATE");
    expect(await writes()).toEqual(before);
    const publicLive = await call(createKey, `/v2/operator/merchants/${id}/api-keys`, { params: { merchantId: id }, body: { mode: "live", kind: "public" } });
    expect(publicLive.status).toBe(201);
    const unknown = await call(createKey, "/v2/operator/merchants/mch_nosuch/api-keys", { params: { merchantId: "mch_nosuch" }, body: { mode: "test", kind: "secret" } });
    expect(unknown.status).toBe(404);
  });
});

describe("the boundary", () => {
  it("a merchant's key, no key, a malformed key and a revoked key open no operator route, and write nothing", async () => {
    const shop = await createTestMerchant();
    const revoked = await newOperatorApiKey();
    await inTransaction(db(), (tx) => revokeOperatorApiKey(tx, { keyId: revoked.id, reason: "rotated", actor: { type: "cli" } }));
    for (const key of [shop.keys.test.secret, shop.keys.live.secret, shop.keys.test.public, "opk_short", revoked.key, ""]) {
      const before = await writes();
      const res = await createMerchant(
        new Request("http://localhost/v2/operator/merchants", {
          method: "POST",
          headers: { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) },
          body: JSON.stringify({ name: "Intruder", owner_email: "intruder@example.com" }),
        }),
        { params: Promise.resolve({}) },
      );
      expect(res.status, key).toBe(401);
      expect((await res.json()).error.code).toBe("UNAUTHORIZED");
      expect(await writes()).toEqual(before);
    }
    const merchantKeyAnswer = await call(listMerchants, "/v2/operator/merchants", { key: shop.keys.test.secret });
    expect(merchantKeyAnswer.json.message).toMatch(/merchant's key cannot use the operator API/);
  });

  it("an operator API key opens no merchant route", async () => {
    const res = await account(apiRequest("/v2/account", { key: operatorKey.key }));
    expect(res.status).toBe(401);
  });
});

describe("the console's keys", () => {
  it("an administrator makes a key in the console (shown once, audited with the reason), it works, and revoked it stops at once", async () => {
    const admin = await createSignedInOperator("administrator");
    const made = await callOperatorRoute(consoleCreateKey, { path: "/api/operator/api-keys", cookie: admin.cookie, body: { name: "Marketplace", reason: "Marketplace onboarding goes live" } });
    expect(made.status).toBe(201);
    expect(made.json.data.key).toMatch(/^opk_[0-9A-Za-z]{40}$/);
    const row = await db().operatorApiKey.findUniqueOrThrow({ where: { id: made.json.data.id } });
    expect(row.secretHash).not.toContain(made.json.data.key.slice(4, 20));
    expect(row.createdBy).toBe(admin.id);
    expect(await db().operatorAuditLog.findFirstOrThrow({ where: { action: "operator_api_key.created", targetId: row.id } })).toMatchObject({ operatorId: admin.id, reason: "Marketplace onboarding goes live" });
    expect((await call(listMerchants, "/v2/operator/merchants", { key: made.json.data.key })).status).toBe(200);

    const revoked = await callOperatorRoute(consoleRevokeKey, { path: `/api/operator/api-keys/${row.id}/revoke`, cookie: admin.cookie, params: { keyId: row.id }, body: { reason: "Key leaked in a log" } });
    expect(revoked.status).toBe(200);
    expect((await call(listMerchants, "/v2/operator/merchants", { key: made.json.data.key })).status).toBe(401);
    const again = await callOperatorRoute(consoleRevokeKey, { path: `/api/operator/api-keys/${row.id}/revoke`, cookie: admin.cookie, params: { keyId: row.id }, body: { reason: "twice" } });
    expect(again.status).toBe(409);
    const blank = await callOperatorRoute(consoleCreateKey, { path: "/api/operator/api-keys", cookie: admin.cookie, body: { name: "No reason", reason: " " } });
    expect(blank.status).toBe(400);
  });
});
