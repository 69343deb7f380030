// Rate limiting: a token bucket per API key in the shared API pipeline (/v2 and /v1).
// Exact counts with a burst, refill with an injected clock, the operator's defaults and a
// merchant's own limits, the off switch, the RateLimit-* headers' values, v1's envelope, and
// another merchant untouched. On PostgreSQL, two real server processes share one database.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { callV1 } from "@/tests/support/v1";
import { GET as getAccount } from "@/app/v2/account/route";
import { POST as createHosted } from "@/app/v2/payments/hosted/route";
import { GET as v1Banks } from "@/app/v1/banks/route";
import { db } from "@/lib/db";
import { invalidateApiKeyCache } from "@/lib/auth/api-keys";
import { resetEnvForTests } from "@/lib/env";
import { apiKeyLimit } from "@/lib/rate-limit/api-limits";
import { resetInProcessBucketsForTests, setRateLimitClockForTests } from "@/lib/rate-limit/token-bucket";

const database = setupTestDatabase();

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;

const ENV_NAMES = ["RATE_LIMIT", "RATE_LIMIT_LIVE_PER_SECOND", "RATE_LIMIT_LIVE_BURST", "RATE_LIMIT_TEST_PER_SECOND", "RATE_LIMIT_TEST_BURST"] as const;
const savedEnv = Object.fromEntries(ENV_NAMES.map((n) => [n, process.env[n]]));

function setEnv(values: Partial<Record<(typeof ENV_NAMES)[number], string | undefined>>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
}

let now = 1_800_000_000_000;
beforeEach(async () => {
  now = 1_800_000_000_000;
  setRateLimitClockForTests(() => now);
  resetInProcessBucketsForTests();
  if (onPostgres) await db().$executeRawUnsafe(`DELETE FROM "RateLimitBucket"`);
});
afterEach(() => {
  setRateLimitClockForTests(null);
  setEnv(savedEnv);
  invalidateApiKeyCache();
});

async function setLimits(m: Merchant, limits: { testPerSecond?: number | null; testBurst?: number | null; livePerSecond?: number | null; liveBurst?: number | null }) {
  await db().merchant.update({
    where: { id: m.merchant.id },
    data: {
      rateLimitTestPerSecond: limits.testPerSecond ?? null,
      rateLimitTestBurst: limits.testBurst ?? null,
      rateLimitLivePerSecond: limits.livePerSecond ?? null,
      rateLimitLiveBurst: limits.liveBurst ?? null,
    },
  });
  invalidateApiKeyCache(); // a change reaches a process within KEY_CACHE_TTL_MS; tests do not wait
}

async function account(key: string) {
  const res = await getAccount(apiRequest("/v2/account", { key }));
  return { status: res.status, body: await res.json(), headers: res.headers };
}

const rateHeaders = (h: Headers) => ({
  limit: h.get("ratelimit-limit"),
  remaining: h.get("ratelimit-remaining"),
  reset: h.get("ratelimit-reset"),
  retryAfter: h.get("retry-after"),
});

describe("the API's token bucket", () => {
  let acme: Merchant;
  let other: Merchant;
  beforeAll(async () => {
    acme = await createTestMerchant({ name: "Acme" });
    other = await createTestMerchant({ name: "Other" });
  });

  it("accepts exactly the burst at one instant, then answers 429 RATE_LIMITED with Retry-After", async () => {
    await setLimits(acme, { testPerSecond: 2, testBurst: 5 });
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await account(acme.keys.test.secret));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    // Remaining counts down from the burst; Reset is the seconds until the bucket is full again.
    expect(answers.slice(0, 5).map((a) => rateHeaders(a.headers))).toEqual([
      { limit: "5", remaining: "4", reset: "1", retryAfter: null },
      { limit: "5", remaining: "3", reset: "1", retryAfter: null },
      { limit: "5", remaining: "2", reset: "2", retryAfter: null },
      { limit: "5", remaining: "1", reset: "2", retryAfter: null },
      { limit: "5", remaining: "0", reset: "3", retryAfter: null },
    ]);
    const refused = answers[5];
    expect(rateHeaders(refused.headers)).toEqual({ limit: "5", remaining: "0", reset: "3", retryAfter: "1" });
    expect(refused.body).toEqual({
      status: "error",
      message: "Too many requests for this API key: the limit is 2 requests per second with bursts of 5; retry after 1 s",
      error: { code: "RATE_LIMITED", details: { retry_after: 1, limit: 5, per_second: 2 } },
    });
    expect(refused.headers.get("request-id")).toMatch(/^req_/);
  });

  it("refills at the rate over time (injected clock), never beyond the burst", async () => {
    await setLimits(acme, { testPerSecond: 2, testBurst: 5 });
    for (let i = 0; i < 5; i++) expect((await account(acme.keys.test.secret)).status).toBe(200);
    expect((await account(acme.keys.test.secret)).status).toBe(429);
    now += 499; // 0.998 tokens: still refused
    expect((await account(acme.keys.test.secret)).status).toBe(429);
    now += 1; // one token
    const one = await account(acme.keys.test.secret);
    expect(one.status).toBe(200);
    expect(rateHeaders(one.headers)).toMatchObject({ remaining: "0" });
    expect((await account(acme.keys.test.secret)).status).toBe(429);
    now += 1_000; // two tokens
    expect((await account(acme.keys.test.secret)).status).toBe(200);
    expect((await account(acme.keys.test.secret)).status).toBe(200);
    expect((await account(acme.keys.test.secret)).status).toBe(429);
    now += 3_600_000; // an hour idle: the burst, not 7,200 tokens
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await account(acme.keys.test.secret)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("takes the operator's defaults from the environment: Retry-After and Reset follow a slow rate", async () => {
    await setLimits(acme, {});
    setEnv({ RATE_LIMIT_TEST_PER_SECOND: "0.25", RATE_LIMIT_TEST_BURST: "2" });
    const a = await account(acme.keys.test.secret);
    const b = await account(acme.keys.test.secret);
    const c = await account(acme.keys.test.secret);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 429]);
    expect(rateHeaders(a.headers)).toEqual({ limit: "2", remaining: "1", reset: "4", retryAfter: null });
    expect(rateHeaders(c.headers)).toEqual({ limit: "2", remaining: "0", reset: "8", retryAfter: "4" });
    expect(c.body.error.details).toEqual({ retry_after: 4, limit: 2, per_second: 0.25 });
    now += 1_000; // a quarter token: 3 s to go
    expect(rateHeaders((await account(acme.keys.test.secret)).headers).retryAfter).toBe("3");
  });

  it("defaults to 100/s with a burst of 200 live and 25/s with a burst of 50 in test mode", () => {
    setEnv({ RATE_LIMIT_LIVE_PER_SECOND: undefined, RATE_LIMIT_LIVE_BURST: undefined, RATE_LIMIT_TEST_PER_SECOND: undefined, RATE_LIMIT_TEST_BURST: undefined });
    const none = { perSecond: null, burst: null };
    expect(apiKeyLimit({ mode: "live", rateLimit: none })).toEqual({ perSecond: 100, burst: 200 });
    expect(apiKeyLimit({ mode: "test", rateLimit: none })).toEqual({ perSecond: 25, burst: 50 });
    // A merchant's own column wins field by field.
    expect(apiKeyLimit({ mode: "live", rateLimit: { perSecond: 500, burst: null } })).toEqual({ perSecond: 500, burst: 200 });
  });

  it("applies the test-mode default to a test key and the live default to a live key", async () => {
    setEnv({ RATE_LIMIT_LIVE_PER_SECOND: undefined, RATE_LIMIT_LIVE_BURST: undefined, RATE_LIMIT_TEST_PER_SECOND: undefined, RATE_LIMIT_TEST_BURST: undefined });
    await setLimits(acme, {});
    const test: number[] = [];
    for (let i = 0; i < 51; i++) test.push((await account(acme.keys.test.secret)).status);
    expect(test.filter((s) => s === 200)).toHaveLength(50);
    expect(test[50]).toBe(429);
    const live = await account(acme.keys.live.secret);
    expect(rateHeaders(live.headers)).toEqual({ limit: "200", remaining: "199", reset: "1", retryAfter: null });
  });

  it("a merchant's own limits apply to its keys only; another merchant's keys are unaffected", async () => {
    await setLimits(acme, { testPerSecond: 1, testBurst: 3 });
    await setLimits(other, { testPerSecond: 1, testBurst: 10 });
    for (let i = 0; i < 3; i++) await account(acme.keys.test.secret);
    expect((await account(acme.keys.test.secret)).status).toBe(429);
    // Same instant: the other merchant still has its whole burst.
    const theirs = [];
    for (let i = 0; i < 10; i++) theirs.push(await account(other.keys.test.secret));
    expect(theirs.every((a) => a.status === 200)).toBe(true);
    expect(rateHeaders(theirs[9].headers)).toMatchObject({ limit: "10", remaining: "0" });
    // Acme's live key has its own bucket (and the live default).
    expect((await account(acme.keys.live.secret)).status).toBe(200);
  });

  it("refuses before the body is read: a limited request with a broken body is 429, not 400, and writes nothing", async () => {
    await setLimits(acme, { testPerSecond: 1, testBurst: 1 });
    await account(acme.keys.test.secret);
    const before = await db().payment.count();
    const res = await createHosted(apiRequest("/v2/payments/hosted", { key: acme.keys.test.secret, rawBody: "{not json", headers: { "content-type": "application/json" } }));
    expect(res.status).toBe(429);
    expect((await res.json()).error.code).toBe("RATE_LIMITED");
    expect(await db().payment.count()).toBe(before);
  });

  it("every answer after the key carries the headers, errors included; a 401 does not", async () => {
    await setLimits(acme, { testPerSecond: 1, testBurst: 10 });
    const invalid = await createHosted(apiRequest("/v2/payments/hosted", { key: acme.keys.test.secret, body: { amount: "x" } }));
    expect(invalid.status).toBe(400);
    expect(rateHeaders(invalid.headers)).toEqual({ limit: "10", remaining: "9", reset: "1", retryAfter: null });
    const unauthenticated = await getAccount(apiRequest("/v2/account", { key: "sk_test_nope" }));
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.get("ratelimit-limit")).toBeNull();
  });

  it("answers /v1 in v1's envelope with the same headers and 429", async () => {
    await setLimits(acme, { testPerSecond: 1, testBurst: 2 });
    const first = await callV1(v1Banks, "/v1/banks", { key: acme.keys.test.secret });
    expect(first.status).toBe(200);
    expect(rateHeaders(first.headers)).toEqual({ limit: "2", remaining: "1", reset: "1", retryAfter: null });
    await callV1(v1Banks, "/v1/banks", { key: acme.keys.test.secret });
    const refused = await callV1(v1Banks, "/v1/banks", { key: acme.keys.test.secret });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: "Too many requests for this API key: the limit is 1 requests per second with bursts of 2; retry after 1 s",
      status: "failed",
      data: null,
    });
    expect(rateHeaders(refused.headers)).toEqual({ limit: "2", remaining: "0", reset: "2", retryAfter: "1" });
  });

  it("RATE_LIMIT=off: no limit and no RateLimit headers", async () => {
    await setLimits(acme, { testPerSecond: 1, testBurst: 1 });
    setEnv({ RATE_LIMIT: "off" });
    for (let i = 0; i < 5; i++) {
      const a = await account(acme.keys.test.secret);
      expect(a.status).toBe(200);
      expect(rateHeaders(a.headers)).toEqual({ limit: null, remaining: null, reset: null, retryAfter: null });
    }
    if (onPostgres) expect(await db().rateLimitBucket.count()).toBe(0);
  });

  it.runIf(onPostgres)("leases: a well-filled bucket hands this process 10 tokens per statement, and near the limit it takes one at a time, exactly", async () => {
    await setLimits(acme, { livePerSecond: 1, liveBurst: 200 });
    const row = async () => db().rateLimitBucket.findFirstOrThrow({ where: { key: { startsWith: "api:" } } });
    const first = await account(acme.keys.live.secret);
    expect(rateHeaders(first.headers)).toMatchObject({ limit: "200", remaining: "199" });
    // One statement took 10 tokens: the row holds 190, and the next nine requests spend the lease without touching it.
    expect(await row()).toMatchObject({ tokens: 190, granted: 10 });
    for (let i = 0; i < 9; i++) expect((await account(acme.keys.live.secret)).status).toBe(200);
    expect(await row()).toMatchObject({ tokens: 190, granted: 10 });
    const eleventh = await account(acme.keys.live.secret);
    expect(rateHeaders(eleventh.headers)).toMatchObject({ remaining: "189" });
    expect(await row()).toMatchObject({ tokens: 180 });
    // The clock stands still: exactly 200 requests pass, then the bucket is empty and the 201st is refused.
    let accepted = 11;
    while ((await account(acme.keys.live.secret)).status === 200) accepted++;
    expect(accepted).toBe(200);
    // Below half the burst every take was a single token: the row says so.
    expect(await row()).toMatchObject({ tokens: 0, granted: 0 });
  });

  it.runIf(onPostgres)("keeps one row per bucket on PostgreSQL, in an UNLOGGED table", async () => {
    await setLimits(acme, { testPerSecond: 1, testBurst: 3 });
    await account(acme.keys.test.secret);
    await account(acme.keys.test.secret);
    const rows = await db().rateLimitBucket.findMany();
    expect(rows).toEqual([{ key: expect.stringMatching(/^api:key_/), tokens: 1, updatedMs: now, allowed: true, granted: 1 }]);
    const [{ relpersistence }] = await db().$queryRawUnsafe<{ relpersistence: string }[]>(`SELECT relpersistence::text FROM pg_class WHERE relname = 'RateLimitBucket'`);
    expect(relpersistence).toBe("u");
  });
});

// The test: two server processes on one PostgreSQL database, one key.
describe.skipIf(!onPostgres)("two server processes sharing the buckets (PostgreSQL)", () => {
  const children: ChildProcess[] = [];
  const urls: string[] = [];
  let acme: Merchant;
  let other: Merchant;

  beforeAll(async () => {
    acme = await createTestMerchant({ name: "Acme Two Processes" });
    other = await createTestMerchant({ name: "Other Two Processes" });
    for (let i = 0; i < 2; i++) {
      const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", path.resolve("tests/support/api-server-child.ts")], {
        // The operator's defaults apply (live: 100/s, burst 200): none of this suite's generous ones.
        env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "test", DATABASE_URL: database.current.url, DATABASE_POOL_SIZE: "8", LOG_LEVEL: "silent" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      children.push(child);
      let stderr = "";
      child.stderr!.on("data", (d) => (stderr += d));
      urls.push(
        await new Promise<string>((resolve, reject) => {
          let out = "";
          child.stdout!.on("data", (d) => {
            out += d;
            const m = /listening (\S+)/.exec(out);
            if (m) resolve(m[1]);
          });
          child.on("exit", (code) => reject(new Error(`server child exited with ${code}: ${stderr}`)));
        }),
      );
    }
  }, 120_000);

  afterAll(() => {
    for (const child of children) child.kill("SIGKILL");
  });

  type Answer = { status: number; retryAfter: string | null; sentAt: number; doneAt: number };
  async function send(url: string, key: string): Promise<Answer> {
    const sentAt = performance.now();
    const res = await fetch(`${url}/v2/account`, { headers: { authorization: `Bearer ${key}` } });
    await res.arrayBuffer();
    return { status: res.status, retryAfter: res.headers.get("retry-after"), sentAt, doneAt: performance.now() };
  }

  /** `count` requests from one key spread over `spreadMs` (0: all at once), alternating between the two servers. */
  async function burst(key: string, count: number, spreadMs: number): Promise<Answer[]> {
    const started = performance.now();
    return Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const due = started + (spreadMs * i) / count;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        return send(urls[i % 2], key);
      }),
    );
  }

  it("500 requests in one second against 100/s with a burst of 200: exactly what the bucket allows, the rest 429; another merchant unaffected", { timeout: 120_000 }, async () => {
    // Warm both processes: their pools, and both keys in their key caches (the seed below refills the bucket).
    for (const k of [acme.keys.live.secret, other.keys.live.secret]) await Promise.all(urls.map((u) => send(u, k)));
    // The warm-up left each process a lease of spare tokens from the old row (lib/rate-limit/token-bucket.ts);
    // they would be spent beside the seeded bucket below. A lease lives one second.
    await new Promise((r) => setTimeout(r, 1_100));
    // The key's bucket, full, as of a known time on the database's clock (T0).
    const key = await db().apiKey.findFirstOrThrow({ where: { merchantId: acme.merchant.id, mode: "live", kind: "secret" } });
    const seeded = performance.now();
    const [{ updatedMs: t0 }] = await db().$queryRawUnsafe<{ updatedMs: number }[]>(
      `INSERT INTO "RateLimitBucket" ("key", "tokens", "updatedMs", "allowed") VALUES ($1, 200, EXTRACT(EPOCH FROM clock_timestamp()) * 1000, true)
       ON CONFLICT ("key") DO UPDATE SET "tokens" = EXCLUDED."tokens", "updatedMs" = EXCLUDED."updatedMs" RETURNING "updatedMs"`,
      `api:${key.id}`,
    );
    const [mine, theirs] = await Promise.all([burst(acme.keys.live.secret, 500, 1_000), burst(other.keys.live.secret, 100, 1_000)]);

    const ok = mine.filter((a) => a.status === 200).length;
    const refused = mine.filter((a) => a.status === 429);
    expect(ok + refused.length).toBe(500);
    expect(refused.every((a) => Number(a.retryAfter) >= 1)).toBe(true);
    expect(theirs.every((a) => a.status === 200)).toBe(true);

    // Exact: the bucket held 200 at T0 and gains 100 a second until its last take (T_last); each
    // success took one token and nothing else adds any. So successes + tokens left can never exceed
    // 200 + 100 × (T_last − T0), both times on the database's clock, however loaded the machine.
    // A take lost between the two processes (a read-modify-write race) would push it over. (It
    // may be less: a bucket that refills to full while requests are slow to arrive keeps no more.)
    const row = await db().rateLimitBucket.findUniqueOrThrow({ where: { key: `api:${key.id}` } });
    const refilled = 200 + (100 * (row.updatedMs - t0)) / 1000;
    expect(ok + row.tokens).toBeLessThanOrEqual(refilled + 1e-6);
    const firstTripSeconds = (Math.min(...mine.map((a) => a.doneAt)) - seeded) / 1000;

    // And in wall time: never more than the burst plus the refill while the requests were out.
    const spanSeconds = (Math.max(...mine.map((a) => a.doneAt)) - Math.min(...mine.map((a) => a.sentAt))) / 1000;
    expect(ok).toBeGreaterThanOrEqual(200);
    expect(ok).toBeLessThanOrEqual(200 + Math.ceil(100 * (spanSeconds + firstTripSeconds)));
    // Sent within about a second (as on an idle machine), at most ~300 pass and the rest are refused.
    if (spanSeconds < 2.5) expect(refused.length).toBeGreaterThan(0);
    console.log(
      `two processes: ${ok} of 500 accepted over ${spanSeconds.toFixed(2)} s; bucket: ${(ok + row.tokens).toFixed(2)} taken+left of ${refilled.toFixed(2)} refilled; other merchant ${theirs.filter((a) => a.status === 200).length}/100`,
    );
  });

  it("counts are exact under concurrency: 500 requests at once against a burst of 200 and 1 token a second", { timeout: 120_000 }, async () => {
    await setLimits(acme, { livePerSecond: 1, liveBurst: 200 });
    await new Promise((r) => setTimeout(r, 5_100)); // the children's key caches (KEY_CACHE_TTL_MS) expire
    if (onPostgres) await db().$executeRawUnsafe(`DELETE FROM "RateLimitBucket"`);
    const answers = await burst(acme.keys.live.secret, 500, 0);
    const spanSeconds = (Math.max(...answers.map((a) => a.doneAt)) - Math.min(...answers.map((a) => a.sentAt))) / 1000;
    const ok = answers.filter((a) => a.status === 200).length;
    // A lost update between the processes would accept more than the burst plus the refill.
    expect(ok).toBeGreaterThanOrEqual(200);
    expect(ok).toBeLessThanOrEqual(200 + Math.ceil(spanSeconds));
    expect(answers.filter((a) => a.status === 429).length).toBe(500 - ok);
  });
});

describe("the OpenAPI document", () => {
  it("lists 429 RATE_LIMITED with Retry-After for every authenticated operation, and the RateLimit fields on its answers", async () => {
    const { openApiDocument } = await import("@/lib/openapi/document");
    const { API_OPERATIONS } = await import("@/lib/openapi/operations");
    const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>> };
    // The operator API has no per-key rate limit (docs/operator.md "Operator API"): no 429 and no RateLimit fields.
    const authenticated = API_OPERATIONS.filter((op) => !op.public && !op.operatorApi);
    for (const op of API_OPERATIONS.filter((o) => o.operatorApi)) {
      const responses = doc.paths[op.path][op.method].responses;
      expect(responses[429], `${op.method} ${op.path}`).toBeUndefined();
      expect(Object.keys(responses[op.success.status].headers ?? {})).not.toContain("RateLimit-Limit");
    }
    expect(authenticated.length).toBeGreaterThan(30);
    for (const op of authenticated) {
      const responses = doc.paths[op.path][op.method].responses;
      expect(Object.keys(responses[429]?.headers ?? {}), `${op.method} ${op.path}`).toEqual(expect.arrayContaining(["Retry-After", "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"]));
      expect(Object.keys(responses[op.success.status].headers ?? {}), `${op.method} ${op.path}`).toEqual(expect.arrayContaining(["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"]));
    }
  });
});
