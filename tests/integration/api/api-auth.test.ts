// Every bad header and every bad key answers 401 UNAUTHORIZED saying which;
// a good key resolves to its merchant and mode.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { GET as getAccount, PUT as putAccount } from "@/app/v2/account/route";
import { GET as unknownGet, POST as unknownPost } from "@/app/v2/[...path]/route";
import { db } from "@/lib/db";
import { hashApiKey, generateApiKey } from "@/lib/auth/api-key-format";
import { invalidateApiKeyCache, revokeApiKey, rollApiKey } from "@/lib/auth/api-keys";
import { resetEnvForTests } from "@/lib/env";

setupTestDatabase();

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;
let acme: Merchant;

beforeAll(async () => {
  acme = await createTestMerchant({ name: "Acme Ltd" });
});

async function call(headers: Record<string, string>) {
  const res = await getAccount(apiRequest("/v2/account", { headers }));
  return { res, body: await res.json() };
}

async function expect401(headers: Record<string, string>, message: RegExp) {
  const { res, body } = await call(headers);
  expect(res.status).toBe(401);
  expect(body).toEqual({ status: "error", message: expect.stringMatching(message), error: { code: "UNAUTHORIZED", details: null } });
  expect(res.headers.get("request-id")).toMatch(/^req_/);
}

describe("API key authentication", () => {
  it("accepts a test secret key and answers in test mode", async () => {
    const { res, body } = await call({ authorization: `Bearer ${acme.keys.test.secret}` });
    expect(res.status).toBe(200);
    expect(body).toEqual({
      status: "success",
      message: "Account retrieved",
      data: { merchant_id: acme.merchant.id, business_name: "Acme Ltd", mode: "test" },
    });
  });

  it("accepts a live secret key and answers in live mode", async () => {
    const { body } = await call({ authorization: `Bearer ${acme.keys.live.secret}` });
    expect(body.data.mode).toBe("live");
  });

  it("records when a key was last used", async () => {
    await call({ authorization: `Bearer ${acme.keys.test.secret}` });
    await new Promise((r) => setTimeout(r, 50)); // the write is off the request path
    const row = await db().apiKey.findUnique({ where: { hash: hashApiKey(acme.keys.test.secret) } });
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });

  it("rejects a missing Authorization header", () => expect401({}, /Missing Authorization header/));
  it("rejects a non-Bearer scheme", () => expect401({ authorization: `Basic ${acme.keys.test.secret}` }, /Malformed Authorization header/));
  it("rejects Bearer without a key", () => expect401({ authorization: "Bearer" }, /Malformed Authorization header/));
  it("rejects Bearer with two tokens", () => expect401({ authorization: `Bearer ${acme.keys.test.secret} extra` }, /Malformed Authorization header/));
  it("rejects a malformed key", () => expect401({ authorization: "Bearer sk_test_tooShort" }, /Malformed API key/));
  it("rejects an unknown key type", () => expect401({ authorization: `Bearer xk_${acme.keys.test.secret.slice(3)}` }, /Malformed API key/));

  it("rejects a key with a typo by its checksum", async () => {
    const key = acme.keys.test.secret;
    const typo = key.slice(0, 10) + (key[10] === "a" ? "b" : "a") + key.slice(11);
    await expect401({ authorization: `Bearer ${typo}` }, /checksum/);
  });

  it("rejects a well-formed key that does not exist", () =>
    expect401({ authorization: `Bearer ${generateApiKey("secret", "test")}` }, /Unknown API key/));

  it("rejects a public key on a server endpoint", () =>
    expect401({ authorization: `Bearer ${acme.keys.test.public}` }, /public keys are for client-side use/));

  it("rejects a revoked key at once", async () => {
    const m = await createTestMerchant();
    await call({ authorization: `Bearer ${m.keys.test.secret}` }); // now cached
    const row = await db().apiKey.findUniqueOrThrow({ where: { hash: hashApiKey(m.keys.test.secret) } });
    await revokeApiKey(db(), { merchantId: m.merchant.id, keyId: row.id, actor: { type: "cli" } });
    await expect401({ authorization: `Bearer ${m.keys.test.secret}` }, /revoked/);
  });

  it("rejects an expired key, and a rolled key keeps working until its grace period ends", async () => {
    const m = await createTestMerchant();
    const row = await db().apiKey.findUniqueOrThrow({ where: { hash: hashApiKey(m.keys.test.secret) } });
    const { created } = await rollApiKey(db(), { merchantId: m.merchant.id, keyId: row.id, expireOldIn: "1h", actor: { type: "cli" } });
    expect((await call({ authorization: `Bearer ${m.keys.test.secret}` })).res.status).toBe(200);
    expect((await call({ authorization: `Bearer ${created.key}` })).res.status).toBe(200);
    await db().apiKey.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    invalidateApiKeyCache();
    await expect401({ authorization: `Bearer ${m.keys.test.secret}` }, /expired/);
    expect((await call({ authorization: `Bearer ${created.key}` })).res.status).toBe(200);
  });

  it("sees a revocation made by another process once the cache entry ages out", async () => {
    process.env.KEY_CACHE_TTL_MS = "200";
    resetEnvForTests();
    try {
      const m = await createTestMerchant();
      const auth = { authorization: `Bearer ${m.keys.test.secret}` };
      expect((await call(auth)).res.status).toBe(200);
      // Another server process revokes it: only the database changes, not our cache.
      await db().apiKey.update({ where: { hash: hashApiKey(m.keys.test.secret) }, data: { revokedAt: new Date() } });
      expect((await call(auth)).res.status).toBe(200); // still cached: one cheap lookup saved
      await new Promise((r) => setTimeout(r, 250));
      await expect401(auth, /revoked/);
    } finally {
      delete process.env.KEY_CACHE_TTL_MS;
      resetEnvForTests();
    }
  });
});

describe("routing", () => {
  it("answers unknown /v2 paths with 404 NOT_FOUND in the envelope", async () => {
    for (const handler of [unknownGet, unknownPost]) {
      const res = await handler(apiRequest("/v2/nothing/here", { key: acme.keys.test.secret, method: handler === unknownGet ? "GET" : "POST" }));
      expect(res.status).toBe(404);
      const body = await res.json();
      expect(body.status).toBe("error");
      expect(body.error).toEqual({ code: "NOT_FOUND", details: null });
      expect(body.message).toContain("/v2/nothing/here");
      expect(res.headers.get("request-id")).toMatch(/^req_/);
    }
  });

  it("answers a wrong method with 405 in the envelope and an Allow header", async () => {
    const res = await putAccount(apiRequest("/v2/account", { method: "PUT", key: acme.keys.test.secret }));
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    const body = await res.json();
    expect(body).toMatchObject({ status: "error", error: { code: "METHOD_NOT_ALLOWED", details: null } });
  });

  it("echoes the caller's Request-Id or X-Request-Id", async () => {
    const a = await call({ authorization: `Bearer ${acme.keys.test.secret}`, "request-id": "order-42-try-1" });
    expect(a.res.headers.get("request-id")).toBe("order-42-try-1");
    const b = await call({ authorization: `Bearer ${acme.keys.test.secret}`, "x-request-id": "abc-123" });
    expect(b.res.headers.get("request-id")).toBe("abc-123");
  });
});
