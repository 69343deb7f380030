// The hosted checkout's HTML form handlers (POST /checkout/[token]/pay, /otp, /cancel)
// called with real Requests: 303 back to the page, errors as codes in the query, nothing written
// on a validation error, foreign Origins refused, and card numbers never in a URL or a log line.
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { setLogDestination } from "@/lib/logger";
import { POST as pay } from "@/app/checkout/[token]/pay/route";
import { POST as otp } from "@/app/checkout/[token]/otp/route";
import { POST as cancel } from "@/app/checkout/[token]/cancel/route";

setupTestDatabase();

const logLines: string[] = [];
let key: string;
beforeAll(async () => {
  setLogDestination(new Writable({ write: (chunk, _enc, done) => (logLines.push(String(chunk)), done()) }), "debug");
  key = (await createTestMerchant()).keys.test.secret;
});
afterAll(() => setLogDestination(undefined));

const own = () => new URL(env().publicBaseUrl).origin;

type Route = typeof pay;
async function submit(route: Route, token: string, fields: Record<string, string>, headers: Record<string, string> = { origin: own(), "sec-fetch-site": "same-origin" }) {
  const action = route === pay ? "pay" : route === otp ? "otp" : "cancel";
  const request = new Request(`${own()}/checkout/${token}/${action}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return route(request, { params: Promise.resolve({ token }) });
}

const card = (number: string, extra: Record<string, string> = {}) => ({ method: "card", card_number: number, expiry: "12/39", cvc: "123", name: "Abebe Kebede", ...extra });
const payment = (reference: string) => db().payment.findUniqueOrThrow({ where: { id: reference } });
const attempts = (reference: string) => db().paymentAttempt.count({ where: { paymentId: reference } });
const location = (res: Response) => res.headers.get("location") ?? "";
const query = (res: Response) => Object.fromEntries(new URL(location(res), "http://x").searchParams);

describe("POST /checkout/[token]/pay", () => {
  it("a good card answers 303 to the page and the payment succeeds", async () => {
    const p = await createHostedPaymentFor(key);
    const res = await submit(pay, p.token, card("4242 4242 4242 4242"));
    expect(res.status).toBe(303);
    expect(location(res)).toBe(`/checkout/${p.token}`);
    expect(await payment(p.reference)).toMatchObject({ status: "success", attemptCount: 1, paymentMethod: "card" });
    expect(location(res)).not.toMatch(/4242/);
  });

  it("a number failing the Luhn check comes back as a field error and writes nothing", async () => {
    const p = await createHostedPaymentFor(key);
    const res = await submit(pay, p.token, card("4242 4242 4242 4241"));
    expect(res.status).toBe(303);
    expect(query(res)).toEqual({ field_error: "card_number:invalid", method: "card" });
    expect(location(res)).not.toMatch(/4241|4242/);
    expect(await payment(p.reference)).toMatchObject({ status: "pending", attemptCount: 0, paymentMethod: null });
    expect(await attempts(p.reference)).toBe(0);
  });

  it.each([
    [{ card_number: "" }, { field_error: "card_number:required" }],
    [{ card_number: "4242 4242" }, { field_error: "card_number:length" }],
    [{ expiry: "13/40" }, { field_error: "expiry:format" }],
    [{ expiry: "01/20" }, { field_error: "expiry:expired" }],
    [{ cvc: "12" }, { field_error: "cvc:format" }],
    [{ name: " " }, { field_error: "name:required" }],
  ])("card field error %j -> %j", async (override, expected) => {
    const p = await createHostedPaymentFor(key);
    const res = await submit(pay, p.token, card("4242424242424242", override));
    expect(query(res)).toEqual({ ...expected, method: "card" });
    expect(location(res)).not.toContain("4242424242424242");
    expect(await attempts(p.reference)).toBe(0);
  });

  it("accepts an expiry typed without a slash on a numeric keypad", async () => {
    const p = await createHostedPaymentFor(key);
    const res = await submit(pay, p.token, card("4242424242424242", { expiry: "1239" }));
    expect(location(res)).toBe(`/checkout/${p.token}`);
    expect((await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: p.reference } })).cardExpYear).toBe(2039);
  });

  it("a declined card answers 303 back with the method to reopen, and the payment is failed", async () => {
    const p = await createHostedPaymentFor(key);
    const res = await submit(pay, p.token, card("4000 0000 0000 0002"));
    expect(query(res)).toEqual({ method: "card" });
    expect(await payment(p.reference)).toMatchObject({ status: "failed", attemptCount: 1 });
  });

  it("refuses a form from a foreign Origin with 403 and writes nothing", async () => {
    const p = await createHostedPaymentFor(key);
    const res = await submit(pay, p.token, card("4242424242424242"), { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
    expect(res.headers.get("location")).toBeNull();
    expect(await attempts(p.reference)).toBe(0);
    // The same with a forged Sec-Fetch-Site: the Origin alone decides.
    expect((await submit(pay, p.token, card("4242424242424242"), { origin: "https://evil.example" })).status).toBe(403);
    expect(await attempts(p.reference)).toBe(0);
  });

  it("treats Origin: null (sent under Referrer-Policy: no-referrer) by Sec-Fetch-Site", async () => {
    const p = await createHostedPaymentFor(key);
    const crossSite = await submit(pay, p.token, card("4242424242424242"), { origin: "null", "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect(await attempts(p.reference)).toBe(0);
    const ours = await submit(pay, p.token, card("4242424242424242"), { origin: "null", "sec-fetch-site": "same-origin" });
    expect(ours.status).toBe(303);
    expect((await payment(p.reference)).status).toBe("success");
  });

  it("accepts a form without Origin (non-browser client) and the host the request was sent to", async () => {
    const a = await createHostedPaymentFor(key);
    expect((await submit(pay, a.token, card("4242424242424242"), {})).status).toBe(303);
    const b = await createHostedPaymentFor(key);
    const viaHost = await submit(pay, b.token, card("4242424242424242"), { origin: "https://pay.example.org", host: "pay.example.org" });
    expect(viaHost.status).toBe(303);
    expect((await payment(b.reference)).status).toBe("success");
  });

  it("answers 415 to JSON and 404 to a malformed token", async () => {
    const p = await createHostedPaymentFor(key);
    const json = await pay(
      new Request(`${own()}/checkout/${p.token}/pay`, { method: "POST", headers: { "content-type": "application/json", origin: own() }, body: JSON.stringify(card("4242424242424242")) }),
      { params: Promise.resolve({ token: p.token }) },
    );
    expect(json.status).toBe(415);
    expect((await submit(pay, "cs_test_nope", card("4242424242424242"))).status).toBe(404);
    expect(await attempts(p.reference)).toBe(0);
  });

  it("an unknown method comes back as method_unavailable; a method of another currency is refused by the service", async () => {
    const p = await createHostedPaymentFor(key); // USD: no telebirr
    expect(query(await submit(pay, p.token, { method: "bitcoin" }))).toEqual({ error: "method-unavailable" });
    expect(query(await submit(pay, p.token, { method: "telebirr", phone_number: "+251911110001" }))).toEqual({ error: "method-unavailable", method: "telebirr" });
    expect(await attempts(p.reference)).toBe(0);
  });

  it("a second attempt after success is refused, the address saying already-paid in words", async () => {
    const p = await createHostedPaymentFor(key);
    await submit(pay, p.token, card("4242424242424242"));
    expect(query(await submit(pay, p.token, card("4242424242424242")))).toEqual({ error: "already-paid", method: "card" });
    expect((await payment(p.reference)).attemptCount).toBe(1);
  });

  it("carries a valid embed_origin through the redirect and drops anything else", async () => {
    const p = await createHostedPaymentFor(key);
    const res = await submit(pay, p.token, card("4242 4242 4242 4241", { embed_origin: "https://shop.example" }));
    expect(query(res)).toMatchObject({ embed_origin: "https://shop.example", field_error: "card_number:invalid" });
    const bad = await submit(pay, p.token, card("4242 4242 4242 4241", { embed_origin: "javascript:alert(1)" }));
    expect(query(bad).embed_origin).toBeUndefined();
  });

  it("a bank transfer uses the account number; wallet numbers are validated for their country code", async () => {
    const p = await createHostedPaymentFor(key);
    expect(query(await submit(pay, p.token, { method: "bank_transfer", account_number: "12 34" }))).toEqual({ field_error: "account_number:format", method: "bank_transfer" });
    expect(location(await submit(pay, p.token, { method: "bank_transfer", account_number: "1000 2000 0001" }))).toBe(`/checkout/${p.token}`);
    const [attempt] = await db().paymentAttempt.findMany({ where: { paymentId: p.reference } });
    expect(attempt).toMatchObject({ method: "bank_transfer", phoneLast4: "0001", outcome: "success" });

    const etb = await createHostedPaymentFor(key, { currency: "ETB", amount: 500 });
    expect(query(await submit(pay, etb.token, { method: "telebirr", phone_number: "+251 12" }))).toEqual({ field_error: "phone_number:invalid_et", method: "telebirr" });
    // A wallet takes numbers of its own country.
    expect(query(await submit(pay, etb.token, { method: "telebirr", phone_number: "+256 772 120 001" }))).toEqual({ field_error: "phone_number:invalid_et", method: "telebirr" });
    expect(await attempts(etb.reference)).toBe(0);
  });

  // A customer in Addis or Kampala types the number as they write it at home.
  it.each([
    ["ETB", "telebirr", ["0911110001", "911110001", "251911110001", "+251 91-111-0001", "+2510911110001"], "+251911110001"],
    ["UGX", "mtn_momo", ["0772120001", "772120001", "256772120001", "+256 772 120 001", "0772-120-001"], "+256772120001"],
    ["DJF", "waafi", ["77110001", "25377110001", "+253 77 11 00 01"], "+25377110001"],
  ] as const)("a %s wallet takes its country's local forms and stores E.164", async (currency, method, writings, e164) => {
    for (const phone_number of writings) {
      const p = await createHostedPaymentFor(key, { currency, amount: 5000 });
      expect(location(await submit(pay, p.token, { method, phone_number })), phone_number).toBe(`/checkout/${p.token}`);
      expect(await payment(p.reference), phone_number).toMatchObject({ status: "success", paymentMethod: method });
      const [attempt] = await db().paymentAttempt.findMany({ where: { paymentId: p.reference } });
      expect(attempt.phoneLast4).toBe(e164.slice(-4));
    }
  });
});

describe("POST /checkout/[token]/otp", () => {
  it("a wallet needing an OTP: a malformed code is a field error, a wrong code fails, 123456 succeeds", async () => {
    const p = await createHostedPaymentFor(key, { currency: "ETB", amount: 1450.5 });
    expect(location(await submit(pay, p.token, { method: "telebirr", phone_number: "+251 91 111 0003" }))).toBe(`/checkout/${p.token}`);
    expect(await payment(p.reference)).toMatchObject({ status: "auth_needed" });
    const [waiting] = await db().paymentAttempt.findMany({ where: { paymentId: p.reference } });
    expect(waiting.phoneLast4).toBe("0003");

    expect(query(await submit(otp, p.token, { otp: "12" }))).toEqual({ field_error: "otp:format" });
    expect(query(await submit(otp, p.token, { otp: "" }))).toEqual({ field_error: "otp:required" });
    expect((await payment(p.reference)).status).toBe("auth_needed");

    expect(location(await submit(otp, p.token, { otp: "123456" }))).toBe(`/checkout/${p.token}`);
    expect(await payment(p.reference)).toMatchObject({ status: "success" });
    expect(query(await submit(otp, p.token, { otp: "123456" }))).toEqual({ error: "nothing-to-confirm" });
  });

  it("refuses a foreign Origin", async () => {
    const p = await createHostedPaymentFor(key);
    await submit(pay, p.token, card("4000 0000 0000 3220"));
    expect((await submit(otp, p.token, { otp: "123456" }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await payment(p.reference)).status).toBe("auth_needed");
  });
});

describe("POST /checkout/[token]/cancel", () => {
  it("cancels a pending payment; a paid one cannot be cancelled", async () => {
    const p = await createHostedPaymentFor(key);
    const res = await submit(cancel, p.token, { embed_origin: "https://shop.example", confirm: "yes" });
    expect(res.status).toBe(303);
    expect(location(res)).toBe(`/checkout/${p.token}?embed_origin=https%3A%2F%2Fshop.example`);
    expect((await payment(p.reference)).status).toBe("cancelled");

    const paid = await createHostedPaymentFor(key);
    await submit(pay, paid.token, card("4242424242424242"));
    expect(query(await submit(cancel, paid.token, { confirm: "yes" }))).toEqual({ error: "cannot-cancel" });
    expect((await payment(paid.reference)).status).toBe("success");
  });

  // The first tap only asks; nothing changes until confirm=yes.
  it("without confirm=yes it cancels nothing and sends the page to its confirm step", async () => {
    const p = await createHostedPaymentFor(key);
    const firstTaps: Record<string, string>[] = [{}, { confirm: "" }, { confirm: "no" }, { embed_origin: "https://shop.example" }];
    for (const fields of firstTaps) {
      const res = await submit(cancel, p.token, fields);
      expect(res.status).toBe(303);
      expect(query(res)).toMatchObject({ cancel: "confirm" });
    }
    expect(location(await submit(cancel, p.token, { embed_origin: "https://shop.example" }))).toBe(`/checkout/${p.token}?cancel=confirm&embed_origin=https%3A%2F%2Fshop.example`);
    expect((await payment(p.reference)).status).toBe("pending");
  });

  it("refuses a foreign Origin", async () => {
    const p = await createHostedPaymentFor(key);
    expect((await submit(cancel, p.token, { confirm: "yes" }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await payment(p.reference)).status).toBe("pending");
  });
});

describe("logging", () => {
  it("no log line holds a card number or CVC from the forms above", () => {
    const all = logLines.join("\n");
    expect(all).not.toMatch(/4242 ?4242 ?4242 ?424[12]|4000 ?0000 ?0000 ?(0002|3220)/);
    expect(all).not.toMatch(/"cvc"\s*:\s*"123"/);
  });
});
