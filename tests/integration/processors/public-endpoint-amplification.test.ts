// Public endpoints never amplify into processor calls. The callback URL and the checkout's return URL
// are in every customer's browser; hits on them only ask the processor through a claim on the object
// (its "statusAskedAt"), which one request in the whole installation wins per window
// (PROCESSOR_STATUS_ASK_INTERVAL_SECONDS, 5 s here): the others answer from what is recorded. Both routes
// are also rate-limited per token and per client address: over the limit, 429 RATE_LIMITED with
// Retry-After, no processor call, nothing written.
//
// The bound this file states: 1,000 hits spread over 10 s (ten waves of 100 concurrent requests, one a
// second) make at most ASK_BOUND = 3 status calls to the processor per object (an ask at the first wave,
// and at most one per 5 s window after it). On PostgreSQL the waves run on several database connections
// at once, so the claim is contended for real.
import http from "node:http";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { startRouteServer, type RouteModule } from "@/tests/support/route-server";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { addLiveFundsFor } from "@/tests/factories/funds";
import { chapaSignature, startChapaFake, type ChapaFake } from "@/tests/fakes/chapa/server";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { processPayout } from "@/lib/payouts/process-payout";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { resetInProcessBucketsForTests, setRateLimitClockForTests } from "@/lib/rate-limit/token-bucket";
import { askNotedStatusRechecks } from "@/lib/processor-callbacks/handle-callback";
import * as callbackRoute from "@/app/v2/processor-callbacks/[token]/route";
import * as returnRoute from "@/app/checkout/[token]/return/route";
import * as payoutsRoute from "@/app/v2/payouts/route";

setupTestDatabase();
checkLedgerAfterEach();

const SECRET = "CHASECK-amplification00000000000000000000";
const WEBHOOK_SECRET = "amplification-webhook-secret";
const WINDOW_SECONDS = 5;
/** 1,000 hits over 10 s, asks at most once per 5 s window per object: the first wave, then at most one per window. */
const ASK_BOUND = 3;

const LIMIT_NAMES = [
  "PROCESSOR_STATUS_ASK_INTERVAL_SECONDS",
  "RATE_LIMIT_CALLBACK_IP_PER_MINUTE",
  "RATE_LIMIT_CALLBACK_IP_BURST",
  "RATE_LIMIT_CALLBACK_TOKEN_PER_MINUTE",
  "RATE_LIMIT_CALLBACK_TOKEN_BURST",
  "RATE_LIMIT_RETURN_IP_PER_MINUTE",
  "RATE_LIMIT_RETURN_IP_BURST",
  "RATE_LIMIT_RETURN_SESSION_PER_MINUTE",
  "RATE_LIMIT_RETURN_SESSION_BURST",
] as const;
const saved = Object.fromEntries(LIMIT_NAMES.map((n) => [n, process.env[n]]));
function setEnv(values: Partial<Record<(typeof LIMIT_NAMES)[number], string | undefined>>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
}

let fake: ChapaFake;
let server: { url: string; close(): Promise<void> };
let liveKey: string;
let merchantId: string;
let connectionId: string;
let callbackToken: string;

beforeAll(async () => {
  server = await startRouteServer({ "/v2/processor-callbacks/[token]": callbackRoute, "/checkout/[token]/return": returnRoute as unknown as RouteModule });
  process.env.PUBLIC_BASE_URL = server.url;
  resetEnvForTests();
  fake = await startChapaFake({ secretKey: SECRET, webhookSecret: WEBHOOK_SECRET, transferDelayMs: 60_000 });
  const m = await createTestMerchant();
  liveKey = m.keys.live.secret;
  merchantId = m.merchant.id;
  const connection = await createConnection({ connector: "chapa", mode: "live", credentials: { secret_key: SECRET, webhook_secret: WEBHOOK_SECRET }, baseUrl: fake.url, merchantId: null });
  connectionId = connection.id;
  callbackToken = connection.webhookToken;
  invalidateConnectionCache();
});
afterAll(async () => {
  await fake?.close();
  await server?.close();
  delete process.env.PUBLIC_BASE_URL;
  setEnv(saved);
});
beforeEach(async () => {
  setEnv({ PROCESSOR_STATUS_ASK_INTERVAL_SECONDS: String(WINDOW_SECONDS) });
  resetInProcessBucketsForTests();
  if (onPostgres) await db().$executeRawUnsafe(`DELETE FROM "RateLimitBucket"`);
});
afterEach(() => {
  setRateLimitClockForTests(null);
  setEnv(saved);
});

/** A live Chapa payment whose attempt waits on the customer at Chapa's page (pending). */
async function waitingPayment() {
  const p = await createHostedPaymentFor(liveKey, { amount: 250, currency: "ETB", customer: { first_name: "Abebe", last_name: "Kebede", email: "customer@example.com" } });
  const payment = await submitPaymentAttempt(p.token, { method: "telebirr", account: "+251900123456", kind: "wallet" });
  expect(payment.status).toBe("pending");
  const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: p.reference }, orderBy: { number: "desc" } });
  return { ...p, attempt };
}

const statusCalls = (objectId: string, operation = "payment_status") => db().processorCall.count({ where: { connectionId, objectId, operation } });
const fakeStatusCalls = (path: string) => fake.kit.requests.filter((r) => r.method === "GET" && r.path === path).length;

/**
 * `total` requests in `waves` waves of concurrent requests, one wave a second; the count of each
 * answer's status. Each request on its own connection (no keep-alive: a reused socket that the
 * server closes meanwhile would fail the request on a loaded machine without reaching the route).
 */
async function hammer(request: (i: number) => Hit, total = 1000, waves = 10) {
  const statuses: Record<number, number> = {};
  const started = Date.now();
  const perWave = total / waves;
  for (let w = 0; w < waves; w++) {
    const due = started + w * 1000;
    if (Date.now() < due) await new Promise((r) => setTimeout(r, due - Date.now()));
    const answers = await Promise.all(Array.from({ length: perWave }, (_, i) => send(request(w * perWave + i))));
    for (const status of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  }
  return { statuses, seconds: (Date.now() - started) / 1000 };
}

type Hit = { url: string; method?: string; headers: Record<string, string>; body?: string };
function send(hit: Hit): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(hit.url, { method: hit.method ?? "GET", headers: hit.headers, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end(hit.body);
  });
}
const asFetch = (hit: Hit) => fetch(hit.url, { method: hit.method, headers: hit.headers, body: hit.body, redirect: "manual" });

/**
 * The bound for hits spread over `seconds`: the first ask, then at most one per window (ASK_BOUND when
 * the hits took 10 s, as asked; a machine too loaded to send them that fast gets the bound of its time).
 */
const boundFor = (seconds: number) => 1 + Math.floor(seconds / WINDOW_SECONDS);

const ip = (i: number) => `198.51.100.${(i % 200) + 1}`;
const callbackGetHit = (attemptId: string) => (i: number): Hit => ({
  url: `${server.url}/v2/processor-callbacks/${callbackToken}?trx_ref=${attemptId}&status=success`,
  headers: { "x-forwarded-for": ip(i) },
});
const webhookHit = (reference: string, event = "charge.success") => {
  const body = JSON.stringify({ event, tx_ref: reference, reference, status: "success" });
  return (i: number): Hit => ({
    url: `${server.url}/v2/processor-callbacks/${callbackToken}`,
    method: "POST",
    headers: { "content-type": "application/json", "x-chapa-signature": chapaSignature(body, WEBHOOK_SECRET), "x-forwarded-for": ip(i) },
    body,
  });
};
const returnURLHit = (token: string, opts: { json?: boolean } = {}) => (i: number): Hit => ({
  url: `${server.url}/checkout/${token}/return`,
  headers: { "x-forwarded-for": ip(i), accept: opts.json ? "application/json" : "text/html" },
});
const callbackGet = (attemptId: string) => (i: number) => asFetch(callbackGetHit(attemptId)(i));
const signedWebhook = (reference: string, event?: string) => (i: number) => asFetch(webhookHit(reference, event)(i));
const returnHit = (token: string, opts: { json?: boolean } = {}) => (i: number) => asFetch(returnURLHit(token, opts)(i));

describe("1,000 hits in 10 s make a bounded number of processor calls", () => {
  it(`callback GETs (?trx_ref=): at most ${ASK_BOUND} status calls; every hit answered 200`, async () => {
    const { attempt } = await waitingPayment();
    const { statuses, seconds } = await hammer(callbackGetHit(attempt.id));
    const calls = await statusCalls(attempt.id);
    console.info(`callback GET: 1000 hits in ${seconds} s -> ${calls} status calls`, statuses);
    expect(statuses[200]).toBe(1000);
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(calls).toBeLessThanOrEqual(boundFor(seconds));
    if (seconds <= 10) expect(calls).toBeLessThanOrEqual(ASK_BOUND);
    expect(fakeStatusCalls(`/v1/transaction/verify/${attempt.id}`)).toBe(calls);
  }, 120_000);

  it(`signed webhook POSTs: at most ${ASK_BOUND} status calls`, async () => {
    const { attempt } = await waitingPayment();
    const { statuses, seconds } = await hammer(webhookHit(attempt.id));
    const calls = await statusCalls(attempt.id);
    console.info(`signed POST: 1000 hits in ${seconds} s -> ${calls} status calls`, statuses);
    expect(statuses[200]).toBe(1000);
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(calls).toBeLessThanOrEqual(boundFor(seconds));
    if (seconds <= 10) expect(calls).toBeLessThanOrEqual(ASK_BOUND);
  }, 120_000);

  it(`return URL: at most ${ASK_BOUND} status calls; every hit goes on to the checkout page`, async () => {
    const { attempt, token } = await waitingPayment();
    const { statuses, seconds } = await hammer(returnURLHit(token));
    const calls = await statusCalls(attempt.id);
    console.info(`return URL: 1000 hits in ${seconds} s -> ${calls} status calls`, statuses);
    expect(statuses[303]).toBe(1000);
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(calls).toBeLessThanOrEqual(boundFor(seconds));
    if (seconds <= 10) expect(calls).toBeLessThanOrEqual(ASK_BOUND);
  }, 120_000);

  it(`signed payout callbacks: at most ${ASK_BOUND} payout status calls`, async () => {
    await addLiveFundsFor(merchantId, 10_000_000n, "ETB");
    const res = await payoutsRoute.POST(apiRequest("/v2/payouts", { key: liveKey, body: { amount: 250, currency: "ETB", account: { account_name: "Abebe Kebede", account_number: "1000123450000", bank_slug: "cbe" } } }), { params: Promise.resolve({}) });
    expect(res.status).toBe(201);
    const id = (await res.json()).data.gateway_reference as string;
    await processPayout(id, db()); // sent; Chapa holds the transfer (transferDelayMs), so it stays processing
    expect((await db().payout.findUniqueOrThrow({ where: { id } })).status).toBe("processing");
    const { statuses, seconds } = await hammer(webhookHit(id, "payout.success"));
    const calls = await statusCalls(id, "payout_status");
    console.info(`payout POST: 1000 hits in ${seconds} s -> ${calls} payout status calls`, statuses);
    expect(statuses[200]).toBe(1000);
    expect(calls).toBeLessThanOrEqual(boundFor(seconds));
    if (seconds <= 10) expect(calls).toBeLessThanOrEqual(ASK_BOUND);
    expect(await statusCalls(id, "send_payout")).toBe(1);
  }, 120_000);
});

describe("a coalesced callback never loses a final status", () => {
  it("the processor's own callback, arriving within the window of another ask, is asked by the worker once the window ends", async () => {
    // A long window here, so a loaded machine cannot let it lapse between the two hits; its end is then
    // reached by moving the ask's time back, as the clock would.
    setEnv({ PROCESSOR_STATUS_ASK_INTERVAL_SECONDS: "60" });
    const { attempt, reference } = await waitingPayment();
    // Someone asks (a stranger's GET): Chapa says pending, and the window starts.
    expect((await callbackGet(attempt.id)(0)).status).toBe(200);
    expect(await statusCalls(attempt.id)).toBe(1);
    // The customer pays at once; Chapa's own callback (its callback_url GET) comes within the window.
    await fake.completeCheckout(attempt.id, "success", "telebirr");
    await until("Chapa's callback answered", async () => fake.kit.callbacks.some((c) => c.url.includes(attempt.id) && c.status === 200));
    const noted = await db().paymentAttempt.findUniqueOrThrow({ where: { id: attempt.id } });
    expect(noted.outcome).toBe("pending"); // coalesced: not asked again yet
    expect(await statusCalls(attempt.id)).toBe(1);
    expect(noted.statusRecheckAt!.getTime()).toBe(noted.statusAskedAt!.getTime() + 60_000);
    // Not before the window's end (the confirm job itself is not due for another 30 s either).
    expect(await askNotedStatusRechecks(db())).toBe(0);
    expect(await statusCalls(attempt.id)).toBe(1);
    const minuteAgo = (at: Date) => new Date(at.getTime() - 60_000);
    await db().paymentAttempt.update({ where: { id: attempt.id }, data: { statusAskedAt: minuteAgo(noted.statusAskedAt!), statusRecheckAt: minuteAgo(noted.statusRecheckAt!) } });
    expect(await askNotedStatusRechecks(db())).toBe(1);
    expect(await statusCalls(attempt.id)).toBe(2);
    expect((await db().payment.findUniqueOrThrow({ where: { id: reference } })).status).toBe("success");
    expect(await db().ledgerTransaction.count({ where: { kind: "payment_settlement", referenceId: reference } })).toBe(1);
    expect((await db().paymentAttempt.findUniqueOrThrow({ where: { id: attempt.id } })).statusRecheckAt).toBeNull();
    expect(await askNotedStatusRechecks(db())).toBe(0); // the note was taken once
  }, 30_000);
  it("a customer's return that finds the ask taken: the process that noted it asks at the window's end by itself", async () => {
    setEnv({ PROCESSOR_STATUS_ASK_INTERVAL_SECONDS: "2" });
    const { attempt, reference, token } = await waitingPayment();
    expect((await returnHit(token)(0)).status).toBe(303); // asks: pending
    await fake.completeCheckout(attempt.id, "success", "telebirr");
    // Chapa's callback_url GET and the customer's return within the window: neither asks, one notes it.
    await until("Chapa's callback answered", async () => fake.kit.callbacks.some((c) => c.url.includes(attempt.id) && c.status === 200));
    expect((await returnHit(token)(1)).status).toBe(303);
    expect(await statusCalls(attempt.id)).toBe(1);
    // No sweep runs here: the note is taken by this process's own follow-up once the window ended.
    await until("the follow-up's ask", async () => (await db().payment.findUniqueOrThrow({ where: { id: reference } })).status === "success", 10_000);
    expect(await statusCalls(attempt.id)).toBe(2);
    expect(await db().ledgerTransaction.count({ where: { kind: "payment_settlement", referenceId: reference } })).toBe(1);
  }, 30_000);
});

describe("rate limits of the public routes: 429 with Retry-After, no processor call, nothing changes", () => {
  let now = 1_800_000_000_000;
  beforeEach(() => {
    now = 1_800_000_000_000;
    setRateLimitClockForTests(() => now);
  });
  /** Frees the claim, so a hit that got through would ask Chapa: a refused one must not. */
  const freeClaim = (id: string) => db().paymentAttempt.update({ where: { id }, data: { statusAskedAt: null, statusRecheckAt: null } });
  const expectRefused = async (res: Response, whose: RegExp) => {
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const body = await res.json();
    expect(body).toMatchObject({ status: "error", error: { code: "RATE_LIMITED", details: { retry_after: expect.any(Number) } } });
    expect(body.message).toMatch(whose);
  };

  it("the callback URL: per client address, then per token; signed POSTs and GETs alike", async () => {
    setEnv({ RATE_LIMIT_CALLBACK_IP_BURST: "4", RATE_LIMIT_CALLBACK_IP_PER_MINUTE: "60", RATE_LIMIT_CALLBACK_TOKEN_BURST: "6", RATE_LIMIT_CALLBACK_TOKEN_PER_MINUTE: "60" });
    const { attempt, reference } = await waitingPayment();
    const get = callbackGet(attempt.id);
    const post = signedWebhook(attempt.id);
    // One address: its burst of 4, then 429 for that address.
    for (let i = 0; i < 4; i++) expect((await get(0)).status).toBe(200);
    await freeClaim(attempt.id);
    const before = await statusCalls(attempt.id);
    await expectRefused(await post(0), /this address/);
    await expectRefused(await get(0), /this address/);
    // Other addresses: the token's burst of 6 holds across them (4 taken above), then 429 for the URL.
    expect((await get(1)).status).toBe(200);
    expect((await post(2)).status).toBe(200);
    expect(await statusCalls(attempt.id)).toBe(before + 1); // the claim was free: the first of these asked
    await freeClaim(attempt.id);
    const asked = await statusCalls(attempt.id);
    // The customer pays; Chapa's own callback GET is refused too, and nothing changes on any refused hit.
    await fake.completeCheckout(attempt.id, "success", "telebirr");
    await until("Chapa's callback answered", async () => fake.kit.callbacks.some((c) => c.url.includes(attempt.id) && c.status === 429));
    await expectRefused(await post(3), /this callback URL/);
    await expectRefused(await get(4), /this callback URL/);
    expect(await statusCalls(attempt.id)).toBe(asked);
    const row = await db().paymentAttempt.findUniqueOrThrow({ where: { id: attempt.id } });
    expect(row).toMatchObject({ outcome: "pending", statusAskedAt: null, statusRecheckAt: null });
    expect((await db().payment.findUniqueOrThrow({ where: { id: reference } })).status).toBe("pending");
    // A second later the token's bucket has one again: the processor's retry gets through and settles it.
    now += 1_000;
    expect((await post(5)).status).toBe(200);
    expect((await db().payment.findUniqueOrThrow({ where: { id: reference } })).status).toBe("success");
  });

  it("the return URL: per checkout session, then per client address; a browser gets a page that goes on, a script the envelope", async () => {
    setEnv({ RATE_LIMIT_RETURN_SESSION_BURST: "3", RATE_LIMIT_RETURN_SESSION_PER_MINUTE: "6", RATE_LIMIT_RETURN_IP_BURST: "5", RATE_LIMIT_RETURN_IP_PER_MINUTE: "60" });
    const a = await waitingPayment();
    const b = await waitingPayment();
    for (let i = 0; i < 3; i++) expect((await returnHit(a.token)(0)).status).toBe(303);
    await freeClaim(a.attempt.id);
    const asked = await statusCalls(a.attempt.id);
    const page = await returnHit(a.token)(1);
    expect(page.status).toBe(429);
    expect(page.headers.get("retry-after")).toBe("10"); // 6 a minute: one every 10 s
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain(`<meta http-equiv="refresh" content="10;url=/checkout/${a.token}">`);
    expect(html).toContain("Too many tries in a short time");
    await expectRefused(await returnHit(a.token, { json: true })(2), /this payment/);
    expect(await statusCalls(a.attempt.id)).toBe(asked);
    expect(await db().paymentAttempt.findUniqueOrThrow({ where: { id: a.attempt.id } })).toMatchObject({ statusAskedAt: null, statusRecheckAt: null });
    // Address 0 has used 3 of its 5: two returns of another payment, then the address is refused.
    expect((await returnHit(b.token)(0)).status).toBe(303);
    expect((await returnHit(b.token)(0)).status).toBe(303);
    await freeClaim(b.attempt.id);
    const askedB = await statusCalls(b.attempt.id);
    await expectRefused(await returnHit(b.token, { json: true })(0), /this address/);
    expect(await statusCalls(b.attempt.id)).toBe(askedB);
  });
});

async function until(what: string, check: () => Promise<boolean>, ms = 5_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}
