// Rate limiting of the checkout's pay and OTP forms: per client IP and per checkout
// session, on the API's token buckets. A browser's form comes back to the page with a clear
// message; a script asking for JSON gets 429 RATE_LIMITED with Retry-After. Nothing is written
// for a refused form.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { db } from "@/lib/db";
import { env, resetEnvForTests } from "@/lib/env";
import { formErrorMessage } from "@/lib/checkout/checkout-messages";
import { resetInProcessBucketsForTests, setRateLimitClockForTests } from "@/lib/rate-limit/token-bucket";
import { POST as pay } from "@/app/checkout/[token]/pay/route";
import { POST as otp } from "@/app/checkout/[token]/otp/route";

setupTestDatabase();

const NAMES = ["RATE_LIMIT", "RATE_LIMIT_CHECKOUT_IP_PER_MINUTE", "RATE_LIMIT_CHECKOUT_IP_BURST", "RATE_LIMIT_CHECKOUT_SESSION_PER_MINUTE", "RATE_LIMIT_CHECKOUT_SESSION_BURST"] as const;
const saved = Object.fromEntries(NAMES.map((n) => [n, process.env[n]]));
function setEnv(values: Partial<Record<(typeof NAMES)[number], string | undefined>>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
}

let now = 1_800_000_000_000;
let key: string;
beforeAll(async () => {
  key = (await createTestMerchant()).keys.test.secret;
});
beforeEach(async () => {
  now = 1_800_000_000_000;
  setRateLimitClockForTests(() => now);
  resetInProcessBucketsForTests();
  if (onPostgres) await db().$executeRawUnsafe(`DELETE FROM "RateLimitBucket"`);
});
afterEach(() => {
  setRateLimitClockForTests(null);
  setEnv(saved);
});

const own = () => new URL(env().publicBaseUrl).origin;

async function submit(route: typeof pay, token: string, fields: Record<string, string>, opts: { ip?: string; json?: boolean } = {}) {
  const action = route === pay ? "pay" : "otp";
  const request = new Request(`${own()}/checkout/${token}/${action}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: own(),
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": opts.ip ?? "203.0.113.7",
      accept: opts.json ? "application/json" : "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    },
    body: new URLSearchParams(fields).toString(),
  });
  return route(request, { params: Promise.resolve({ token }) });
}

// A number failing the Luhn check: a field error, no attempt; the form still costs a token.
const badCard = { method: "card", card_number: "4242 4242 4242 4241", expiry: "12/39", cvc: "123", name: "Abebe Kebede" };
const errorOf = (res: Response) => new URL(res.headers.get("location") ?? "", "http://x").searchParams.get("error");

describe("checkout form rate limits", () => {
  it("per session: the burst, then the page says to wait; a JSON client gets 429 with Retry-After; the bucket refills", async () => {
    setEnv({ RATE_LIMIT_CHECKOUT_SESSION_BURST: "3", RATE_LIMIT_CHECKOUT_SESSION_PER_MINUTE: "6" });
    const p = await createHostedPaymentFor(key);
    for (let i = 0; i < 3; i++) {
      const res = await submit(pay, p.token, badCard);
      expect(res.status).toBe(303);
      expect(errorOf(res)).toBeNull(); // a field error, not the limit
    }
    const refused = await submit(pay, p.token, { ...badCard, card_number: "4242 4242 4242 4242" });
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe(`/checkout/${p.token}?error=too-many-tries`);
    expect(formErrorMessage("rate_limited")).toBe("Too many tries in a short time. Please wait a minute, then try again.");
    // The good card above was never tried.
    expect(await db().paymentAttempt.count({ where: { paymentId: p.reference } })).toBe(0);

    const json = await submit(pay, p.token, badCard, { json: true });
    expect(json.status).toBe(429);
    expect(json.headers.get("retry-after")).toBe("10"); // 6 a minute: one every 10 s
    expect(json.headers.get("ratelimit-limit")).toBe("3");
    expect(await json.json()).toEqual({
      status: "error",
      message: "Too many requests for this payment: the limit is 6 requests per minute with bursts of 3; retry after 10 s",
      error: { code: "RATE_LIMITED", details: { retry_after: 10, limit: 3, per_second: 0.1 } },
    });

    // The OTP form shares the session's bucket.
    expect(errorOf(await submit(otp, p.token, { otp: "123456" }))).toBe("too-many-tries");

    // Another session from the same address is not held up.
    const q = await createHostedPaymentFor(key);
    expect(errorOf(await submit(pay, q.token, badCard))).toBeNull();

    now += 10_000; // one token back
    expect(errorOf(await submit(pay, p.token, badCard))).toBeNull();
    expect(errorOf(await submit(pay, p.token, badCard))).toBe("too-many-tries");
  });

  it("per IP: every session from one address shares its bucket; another address is unaffected", async () => {
    setEnv({ RATE_LIMIT_CHECKOUT_IP_BURST: "2", RATE_LIMIT_CHECKOUT_IP_PER_MINUTE: "30" });
    const sessions = [await createHostedPaymentFor(key), await createHostedPaymentFor(key), await createHostedPaymentFor(key)];
    expect(errorOf(await submit(pay, sessions[0].token, badCard, { ip: "198.51.100.1" }))).toBeNull();
    expect(errorOf(await submit(pay, sessions[1].token, badCard, { ip: "198.51.100.1" }))).toBeNull();
    expect(errorOf(await submit(pay, sessions[2].token, badCard, { ip: "198.51.100.1" }))).toBe("too-many-tries");
    const json = await submit(otp, sessions[2].token, { otp: "123456" }, { ip: "198.51.100.1", json: true });
    expect(json.status).toBe(429);
    expect(json.headers.get("retry-after")).toBe("2"); // 30 a minute
    expect((await json.json()).message).toMatch(/^Too many requests for this address/);
    // The last entry of X-Forwarded-For is the address (the one a proxy in front appends).
    expect(errorOf(await submit(pay, sessions[2].token, badCard, { ip: "198.51.100.1, 198.51.100.2" }))).toBeNull();
    expect(errorOf(await submit(pay, sessions[2].token, badCard, { ip: "198.51.100.3" }))).toBeNull();
  });

  it("a limited attempt with a good card charges nothing and changes nothing", async () => {
    setEnv({ RATE_LIMIT_CHECKOUT_SESSION_BURST: "1" });
    const p = await createHostedPaymentFor(key);
    await submit(pay, p.token, badCard);
    const res = await submit(pay, p.token, { ...badCard, card_number: "4242 4242 4242 4242" });
    expect(errorOf(res)).toBe("too-many-tries");
    expect(await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).toMatchObject({ status: "pending", attemptCount: 0 });
    expect(await db().paymentAttempt.count({ where: { paymentId: p.reference } })).toBe(0);
  });

  it("RATE_LIMIT=off: no checkout limits either", async () => {
    setEnv({ RATE_LIMIT: "off", RATE_LIMIT_CHECKOUT_SESSION_BURST: "1", RATE_LIMIT_CHECKOUT_IP_BURST: "1" });
    const p = await createHostedPaymentFor(key);
    for (let i = 0; i < 4; i++) expect(errorOf(await submit(pay, p.token, badCard))).toBeNull();
  });
});
