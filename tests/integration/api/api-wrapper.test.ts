// Every error path of withApi, idempotency, and what the request log holds.
// The routes here are built with the real wrapper inside the test; their "effect" is an
// audit row, so we can count effects in the real database.
import { Writable } from "node:stream";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { ApiError, ERROR_STATUS, type ErrorCode } from "@/lib/http/errors";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit/record-audit";
import { setLogDestination } from "@/lib/logger";
import { GET as healthz } from "@/app/healthz/route";
import { GET as readyz } from "@/app/readyz/route";
import { withV1Api } from "@/lib/v1/with-v1-api";

setupTestDatabase();

let merchant: Awaited<ReturnType<typeof createTestMerchant>>;
let key: string;
beforeAll(async () => {
  merchant = await createTestMerchant();
  key = merchant.keys.test.secret;
});

const bodySchema = z.object({ amount: z.number().positive(), note: z.string().max(20).optional() }).strict();
let failNext: unknown = null;
let gate: Promise<void> | null = null;

/** A POST that writes one audit row per effect and echoes the amount. */
const createThing = withApi({
  auth: "secret",
  body: bodySchema,
  idempotent: true,
  handler: async ({ body, db: tx, merchantId, mode, auth }) => {
    if (gate) await gate;
    await recordAudit(tx, { merchantId, mode, actor: { type: "api", keyId: auth.keyId }, action: "thing.created", details: { amount: body.amount } });
    if (failNext) {
      const error = failNext;
      failNext = null;
      throw error;
    }
    return { status: 201, message: "Thing created", data: { amount: body.amount, at: Date.now() } };
  },
});

const effects = () => db().auditLog.count({ where: { merchantId: merchant.merchant.id, action: "thing.created" } });

function post(body: unknown, headers: Record<string, string> = {}) {
  return createThing(apiRequest("/v2/things", { key, body, headers }));
}

afterEach(() => {
  failNext = null;
  gate = null;
});

describe("request parsing", () => {
  it("requires Content-Type: application/json on POST", async () => {
    const res = await createThing(apiRequest("/v2/things", { key, rawBody: '{"amount":1}', method: "POST", headers: { "content-type": "text/plain" } }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: "error", message: "Content-Type must be application/json", error: { code: "INVALID_FORMAT", details: null } });
  });

  it("accepts application/json with a charset", async () => {
    const res = await post({ amount: 1 }, { "content-type": "application/json; charset=utf-8" });
    expect(res.status).toBe(201);
  });

  it("refuses a JSON body declared in a charset other than UTF-8, and writes nothing", async () => {
    const before = await effects();
    // "é" in ISO-8859-1 is the byte 0xE9: read as UTF-8 it is no text at all, and other bytes would be other text.
    for (const contentType of ["application/json; charset=iso-8859-1", "application/json;charset=\"latin1\"", "application/json; charset=utf-16", "application/json; charset="]) {
      const res = await createThing(apiRequest("/v2/things", { key, method: "POST", rawBody: '{"amount":1,"note":"caf\u00e9"}', headers: { "content-type": contentType } }));
      expect(res.status, contentType).toBe(400);
      const body = await res.json();
      expect(body, contentType).toMatchObject({ status: "error", error: { code: "INVALID_FORMAT", details: null } });
      expect(body.message, contentType).toMatch(/UTF-8/);
    }
    for (const contentType of ["application/json; charset=UTF-8", 'application/json; charset="utf-8"', "application/json; charset=utf8"]) {
      expect((await post({ amount: 1 }, { "content-type": contentType })).status, contentType).toBe(201);
    }
    expect(await effects()).toBe(before + 3);
  });

  it("rejects a body over 1 MB", async () => {
    const before = await effects();
    const res = await createThing(apiRequest("/v2/things", { key, method: "POST", rawBody: JSON.stringify({ amount: 1, note: "x".repeat(1_100_000) }), headers: { "content-type": "application/json" } }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("INVALID_FORMAT");
    expect(body.message).toMatch(/larger than 1 MB/);
    expect(await effects()).toBe(before);
  });

  it("rejects malformed JSON", async () => {
    const res = await createThing(apiRequest("/v2/things", { key, method: "POST", rawBody: '{"amount": 1,', headers: { "content-type": "application/json" } }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("INVALID_FORMAT");
    expect(body.message).toMatch(/not valid JSON/);
  });

  it("rejects an empty body", async () => {
    const res = await createThing(apiRequest("/v2/things", { key, method: "POST", rawBody: "", headers: { "content-type": "application/json" } }));
    expect((await res.json()).error.code).toBe("INVALID_FORMAT");
  });

  it("rejects unknown fields and wrong types with VALIDATION_ERROR and per-field details", async () => {
    const before = await effects();
    const res = await post({ amount: "12", status: "success" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.status).toBe("error");
    expect(body.error.code).toBe("VALIDATION_ERROR");
    expect(body.error.details).toEqual(
      expect.arrayContaining([
        { field: "amount", message: expect.any(String) },
        { field: "status", message: "Unknown field" },
      ]),
    );
    expect(await effects()).toBe(before);
  });

  it("checks authentication before the body", async () => {
    const before = await effects();
    const res = await createThing(apiRequest("/v2/things", { rawBody: "not json", method: "POST", headers: { "content-type": "application/json" } }));
    expect(res.status).toBe(401);
    // The body is never read: the error is about the missing key, not the JSON.
    expect(await res.json()).toMatchObject({ status: "error", error: { code: "UNAUTHORIZED", details: null } });
    expect(await effects()).toBe(before);
  });
});

/** A write without a body schema (as POST …/deactivate): one audit row per effect. */
const noBodyEffects = () => db().auditLog.count({ where: { merchantId: merchant.merchant.id, action: "thing.deactivated" } });
const deactivateHandler = async ({ db: tx, merchantId, mode, auth }: { db: Parameters<typeof recordAudit>[0]; merchantId: string; mode: "test" | "live"; auth: { keyId: string } }) => {
  await recordAudit(tx, { merchantId, mode, actor: { type: "api", keyId: auth.keyId }, action: "thing.deactivated" });
  return { message: "Thing deactivated", data: { active: false } };
};
const deactivateThing = withApi({ auth: "secret", handler: deactivateHandler });
const v1DeactivateThing = withV1Api({ auth: "secret", handler: deactivateHandler });

describe("a write that takes no body", () => {
  const send = (init: { rawBody?: string | Uint8Array; contentType?: string | null; method?: string; headers?: Record<string, string> }, handler = deactivateThing) => {
    const headers: Record<string, string> = { authorization: `Bearer ${key}`, ...init.headers };
    if (init.contentType !== null) headers["content-type"] = init.contentType ?? "application/json";
    return handler(new Request("http://localhost/v2/things/x/deactivate", { method: init.method ?? "POST", headers, body: init.rawBody as BodyInit | undefined }));
  };

  it("runs with no body, an empty body or {}", async () => {
    const before = await noBodyEffects();
    expect((await send({ contentType: null })).status).toBe(200);
    expect((await send({ rawBody: "" })).status).toBe(200);
    expect((await send({ rawBody: "{}" })).status).toBe(200);
    expect((await send({ rawBody: " { }\n" })).status).toBe(200);
    expect((await send({ rawBody: "{}", method: "DELETE" })).status).toBe(200);
    expect(await noBodyEffects()).toBe(before + 5);
  });

  it("refuses any other body with 400 in the envelope, and writes nothing", async () => {
    const before = await noBodyEffects();
    const cases: [string, Parameters<typeof send>[0], string, RegExp | null][] = [
      ["fields", { rawBody: '{"active":true,"reason":"x"}' }, "VALIDATION_ERROR", /takes no body/],
      ["a list", { rawBody: "[]" }, "VALIDATION_ERROR", /takes no body/],
      ["a number", { rawBody: "1" }, "VALIDATION_ERROR", /takes no body/],
      ["not JSON", { rawBody: "not json" }, "INVALID_FORMAT", /not valid JSON/],
      ["text/plain", { rawBody: "{}", contentType: "text/plain" }, "INVALID_FORMAT", /Content-Type/],
      ["another charset", { rawBody: "{}", contentType: "application/json; charset=iso-8859-1" }, "INVALID_FORMAT", /UTF-8/],
      ["invalid UTF-8", { rawBody: new Uint8Array([0x7b, 0xff, 0x7d]) }, "INVALID_FORMAT", /UTF-8/],
      ["2 KB", { rawBody: JSON.stringify({ note: "x".repeat(2_000) }) }, "INVALID_FORMAT", /larger than 1024 bytes/],
    ];
    for (const [note, init, code, message] of cases) {
      const res = await send(init);
      expect(res.status, note).toBe(400);
      const body = await res.json();
      expect(body, note).toMatchObject({ status: "error", error: { code } });
      if (message) expect(body.message, note).toMatch(message);
    }
    const fields = await (await send({ rawBody: '{"active":true,"reason":"x"}' })).json();
    expect(fields.error.details).toEqual([
      { field: "active", message: "this operation takes no body; send none (or {})" },
      { field: "reason", message: "this operation takes no body; send none (or {})" },
    ]);
    expect(await noBodyEffects()).toBe(before);
  });

  it("refuses 20 MB without reading it: the stream is cancelled after the first kilobyte", async () => {
    const before = await noBodyEffects();
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        if (pulled > 20_000_000) controller.close();
        else controller.enqueue(chunk);
      },
    });
    // No Content-Length (chunked), so only the reader's limit stops it.
    const req = new Request("http://localhost/v2/things/x/deactivate", { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: stream, duplex: "half" } as RequestInit);
    const res = await deactivateThing(req);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("INVALID_FORMAT");
    expect(pulled).toBeLessThan(1_000_000);
    // With a declared Content-Length over the limit, nothing is read at all.
    const declared = await send({ rawBody: "{}", headers: { "content-length": "20000000" } });
    expect(declared.status).toBe(400);
    expect(await noBodyEffects()).toBe(before);
  });

  it("on /v1 too: a form with fields is refused, no body or an empty form runs", async () => {
    const before = await noBodyEffects();
    const form = await send({ rawBody: "active=true", contentType: "application/x-www-form-urlencoded" }, v1DeactivateThing);
    expect(form.status).toBe(400);
    expect(await form.json()).toMatchObject({ status: "failed", data: null, message: { active: [expect.stringMatching(/takes no body/)] } });
    const latin1 = await send({ rawBody: "a=%E9", contentType: "application/x-www-form-urlencoded; charset=iso-8859-1" }, v1DeactivateThing);
    expect(latin1.status).toBe(400);
    expect(await noBodyEffects()).toBe(before);
    expect((await send({ contentType: null }, v1DeactivateThing)).status).toBe(200);
    expect((await send({ rawBody: "", contentType: "application/x-www-form-urlencoded" }, v1DeactivateThing)).status).toBe(200);
    expect(await noBodyEffects()).toBe(before + 2);
  });

  it("checks authentication before the body", async () => {
    const res = await deactivateThing(new Request("http://localhost/v2/things/x/deactivate", { method: "POST", headers: { "content-type": "application/json" }, body: "x".repeat(5_000) }));
    expect(res.status).toBe(401);
  });
});

describe("errors", () => {
  // The spec's error table, written out by hand: a status read from ERROR_STATUS
  // itself could not catch a wrong entry in it.
  const EXPECTED_STATUS: Record<ErrorCode, number> = {
    INVALID_VALUE: 400,
    INVALID_FORMAT: 400,
    VALIDATION_ERROR: 400,
    INSUFFICIENT_BALANCE: 400,
    // Not in the spec's table: a payout above the operator-held part of the balance (docs/payouts.md).
    FUNDS_HELD_AT_CONNECTION: 400,
    UNAUTHORIZED: 401,
    // Not in the spec's table: live activation (a live key before the operator activated the merchant).
    ACTIVATION_PENDING: 401,
    // Not in the spec's table: the operator's holds (docs/operator.md "Holds").
    MERCHANT_SUSPENDED: 403,
    MERCHANT_RESTRICTED: 403,
    NOT_FOUND: 404,
    METHOD_NOT_ALLOWED: 405,
    RESOURCE_CONFLICT: 409,
    INVALID_STATE: 409,
    // Not in the spec's table: a live payment no live processor connection could take.
    NO_LIVE_PROCESSOR: 409,
    IDEMPOTENCY_KEY_IN_USE: 409,
    IDEMPOTENCY_KEY_MISMATCH: 422,
    RATE_LIMITED: 429,
    PROCESSING_FAILED: 500,
    SERVICE_UNAVAILABLE: 503,
  };
  const codes = Object.keys(ERROR_STATUS) as ErrorCode[];
  it("knows every code of the table and no other", () => {
    expect(codes.sort()).toEqual(Object.keys(EXPECTED_STATUS).sort());
  });
  it.each(codes)("maps ApiError %s to its status and envelope", async (code) => {
    failNext = new ApiError(code, `boom ${code}`, code === "VALIDATION_ERROR" ? [{ field: "x", message: "bad" }] : null);
    const res = await post({ amount: 3 });
    expect(res.status).toBe(EXPECTED_STATUS[code]);
    const body = await res.json();
    expect(body).toEqual({
      status: "error",
      message: `boom ${code}`,
      error: { code, details: code === "VALIDATION_ERROR" ? [{ field: "x", message: "bad" }] : null },
    });
  });

  it("turns an unexpected exception into 500 PROCESSING_FAILED without leaking it, and rolls back", async () => {
    const before = await effects();
    failNext = new Error("database password is hunter2");
    const res = await post({ amount: 4 });
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body.error).toEqual({ code: "PROCESSING_FAILED", details: null });
    expect(body.message).not.toContain("hunter2");
    expect(body.message).toContain(res.headers.get("request-id"));
    expect(await effects()).toBe(before); // the audit row written before the throw is gone
  });
});

describe("Idempotency-Key", () => {
  it("replays the first response byte for byte and does the work once", async () => {
    const before = await effects();
    const first = await post({ amount: 10, note: "a" }, { "idempotency-key": "order-1" });
    const firstText = await first.text();
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    // Same body with keys in another order and other whitespace: same request.
    const again = await createThing(
      apiRequest("/v2/things", { key, method: "POST", rawBody: '{ "note": "a",  "amount": 10 }', headers: { "content-type": "application/json", "idempotency-key": "order-1" } }),
    );
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.text()).toBe(firstText);
    expect(await effects()).toBe(before + 1);
  });

  it("answers 422 IDEMPOTENCY_KEY_MISMATCH for a different request under the same key", async () => {
    await post({ amount: 11 }, { "idempotency-key": "order-2" });
    const before = await effects();
    const res = await post({ amount: 12 }, { "idempotency-key": "order-2" });
    expect(res.status).toBe(422);
    expect((await res.json()).error.code).toBe("IDEMPOTENCY_KEY_MISMATCH");
    expect(await effects()).toBe(before);
  });

  it("scopes keys by merchant and mode", async () => {
    const other = await createTestMerchant();
    await post({ amount: 13 }, { "idempotency-key": "shared" });
    const otherMerchant = await createThing(apiRequest("/v2/things", { key: other.keys.test.secret, body: { amount: 99 }, headers: { "idempotency-key": "shared" } }));
    expect(otherMerchant.status).toBe(201);
    const liveMode = await createThing(apiRequest("/v2/things", { key: merchant.keys.live.secret, body: { amount: 98 }, headers: { "idempotency-key": "shared" } }));
    expect(liveMode.status).toBe(201);
    expect(liveMode.headers.get("idempotent-replayed")).toBeNull();
  });

  it.each([
    ["empty", ""],
    ["too long", "k".repeat(256)],
    ["non-printable", "abc\u0001"],
    ["non-ASCII", "clé"],
  ])("rejects a %s key with 400 INVALID_FORMAT", async (_label, value) => {
    const before = await effects();
    const keysBefore = await db().idempotencyKey.count();
    // All four reach the wrapper: Headers carries any Latin-1 value but NUL, CR and LF
    // (no try/catch that would let a refused header pass the test).
    const res = await post({ amount: 1 }, { "idempotency-key": value });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      status: "error",
      message: "Idempotency-Key must be 1-255 printable ASCII characters",
      error: { code: "INVALID_FORMAT", details: null },
    });
    expect(await effects()).toBe(before);
    expect(await db().idempotencyKey.count()).toBe(keysBefore);
  });

  it("a key beyond Latin-1 cannot even be sent (the Headers class refuses it)", () => {
    expect(() => new Headers({ "idempotency-key": "日本" })).toThrow(/ByteString/);
  });

  it("accepts a 255-character key", async () => {
    const before = await effects();
    const res = await post({ amount: 1 }, { "idempotency-key": "k".repeat(255) });
    expect(res.status).toBe(201);
    expect((await res.json()).data).toMatchObject({ amount: 1 });
    expect(await effects()).toBe(before + 1);
    expect(await db().idempotencyKey.count({ where: { key: "k".repeat(255), merchantId: merchant.merchant.id } })).toBe(1);
  });

  it("does not store a validation failure: a corrected retry under the same key succeeds", async () => {
    const before = await effects();
    const bad = await post({ amount: -1 }, { "idempotency-key": "order-3" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe("VALIDATION_ERROR");
    expect(await effects()).toBe(before);
    const good = await post({ amount: 5 }, { "idempotency-key": "order-3" });
    expect(good.status).toBe(201);
    expect(good.headers.get("idempotent-replayed")).toBeNull();
  });

  it("does not store a 500: the retry runs again and can succeed", async () => {
    const before = await effects();
    failNext = new Error("transient");
    const failed = await post({ amount: 6 }, { "idempotency-key": "order-4" });
    expect(failed.status).toBe(500);
    expect((await failed.json()).error.code).toBe("PROCESSING_FAILED");
    expect(await effects()).toBe(before); // rolled back
    const retry = await post({ amount: 6 }, { "idempotency-key": "order-4" });
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    expect(await effects()).toBe(before + 1);
  });

  it("stores a business error and replays it without redoing the work", async () => {
    failNext = new ApiError("RESOURCE_CONFLICT", "merchant_reference already used");
    const first = await post({ amount: 7 }, { "idempotency-key": "order-5" });
    expect(first.status).toBe(409);
    expect((await first.clone().json()).error).toEqual({ code: "RESOURCE_CONFLICT", details: null });
    const before = await effects();
    const again = await post({ amount: 7 }, { "idempotency-key": "order-5" });
    expect(again.status).toBe(409);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.text()).toBe(await first.text());
    expect(await effects()).toBe(before);
  });

  it("forgets keys after 24 hours", async () => {
    await post({ amount: 8 }, { "idempotency-key": "order-6" });
    const row = await db().idempotencyKey.findFirstOrThrow({ where: { key: "order-6", merchantId: merchant.merchant.id } });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(24 * 3_600_000);
    await db().idempotencyKey.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    const reused = await post({ amount: 9 }, { "idempotency-key": "order-6" });
    expect(reused.status).toBe(201);
    expect(reused.headers.get("idempotent-replayed")).toBeNull();
  });

  it.skipIf(!onPostgres)("answers 409 IDEMPOTENCY_KEY_IN_USE while the first request still runs", async () => {
    let open!: () => void;
    gate = new Promise<void>((resolve) => (open = resolve));
    const first = post({ amount: 20 }, { "idempotency-key": "order-7" });
    await new Promise((r) => setTimeout(r, 100));
    const second = await post({ amount: 20 }, { "idempotency-key": "order-7" });
    expect(second.status).toBe(409);
    expect((await second.json()).error.code).toBe("IDEMPOTENCY_KEY_IN_USE");
    open();
    expect((await first).status).toBe(201);
  });

  it.skipIf(!onPostgres)("50 concurrent identical requests make exactly one effect (PostgreSQL)", async () => {
    const before = await effects();
    const responses = await Promise.all(Array.from({ length: 50 }, () => post({ amount: 50 }, { "idempotency-key": "burst-1" })));
    const texts = await Promise.all(responses.map((r) => r.text()));
    expect(await effects()).toBe(before + 1);
    const unexpected = responses.map((r, i) => ({ status: r.status, text: texts[i] })).filter((r) => r.status !== 201 && r.status !== 409);
    expect(unexpected).toEqual([]);
    const created = responses.map((r, i) => ({ status: r.status, text: texts[i] })).filter((r) => r.status === 201);
    const inUse = responses.filter((r) => r.status === 409);
    expect(created.length + inUse.length).toBe(50);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.text)).size).toBe(1); // every 201 is the stored body
    for (const r of inUse) expect(r.status).toBe(409);
    const inUseCodes = await Promise.all(
      responses.map(async (r, i) => (r.status === 409 ? JSON.parse(texts[i]).error.code : null)),
    );
    expect(inUseCodes.filter(Boolean).every((c) => c === "IDEMPOTENCY_KEY_IN_USE")).toBe(true);
  });
});

describe("request log", () => {
  it("writes one JSON line per request with id, merchant, mode, route, status and duration, and never the key", async () => {
    const lines: string[] = [];
    setLogDestination(new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } }));
    try {
      await post({ amount: 1 }, { "request-id": "log-test-1" });
      // A typo in the last character (never the character it already has, or the key stays valid).
      const typo = key.slice(0, -1) + (key.endsWith("x") ? "y" : "x");
      await createThing(apiRequest("/v2/things", { key: typo, body: { amount: 1 } }));
    } finally {
      setLogDestination(undefined);
    }
    const records = lines.map((l) => JSON.parse(l));
    const ok = records.find((r) => r.requestId === "log-test-1");
    expect(ok).toMatchObject({ merchantId: merchant.merchant.id, mode: "test", route: "/v2/things", method: "POST", status: 201 });
    expect(typeof ok.durationMs).toBe("number");
    expect(records.some((r) => r.status === 401 && r.errorCode === "UNAUTHORIZED")).toBe(true);
    const all = lines.join("\n");
    expect(all).not.toContain(key);
    expect(all).not.toContain(key.slice(8, 30));
    expect(all.toLowerCase()).not.toContain("bearer");
  });
});

describe("health", () => {
  it("GET /healthz says the process is up", async () => {
    const res = await healthz(new Request("http://localhost/healthz"));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("GET /readyz says the database answers", async () => {
    const res = await readyz(new Request("http://localhost/readyz"));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: onPostgres ? "postgres" : "pglite" });
  });
});

describe("apiRoutes", () => {
  it("fills unimplemented methods with 405", async () => {
    const routes = apiRoutes({ POST: createThing });
    const res = await routes.DELETE(apiRequest("/v2/things", { method: "DELETE", key }));
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST, OPTIONS");
    expect(await res.json()).toMatchObject({ status: "error", error: { code: "METHOD_NOT_ALLOWED", details: null } });
  });
});
