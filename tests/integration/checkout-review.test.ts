// Issue 9, hosted checkout: every field error at once, the retry keeps the customer's choice,
// and a wallet OTP allows 3 tries within one attempt. Real Requests to the real form handlers,
// a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL).
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { POST as pay } from "@/app/checkout/[token]/pay/route";
import { POST as otp } from "@/app/checkout/[token]/otp/route";
import { readRetryChoice, retryChoiceCookie, RETRY_CHOICE_COOKIE } from "@/lib/checkout/retry-choice";
import { CHECKOUT_FIELD_MESSAGES, cardAttemptSchema } from "@/lib/schemas/checkout";
import { schemaErrors } from "@/lib/forms/form-errors";

setupTestDatabase();

let key: string;
beforeAll(async () => {
  key = (await createTestMerchant()).keys.test.secret;
});

const own = () => new URL(env().publicBaseUrl).origin;
type Route = typeof pay;

async function submit(route: Route, token: string, fields: Record<string, string>) {
  const action = route === pay ? "pay" : "otp";
  const request = new Request(`${own()}/checkout/${token}/${action}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: own(), "sec-fetch-site": "same-origin" },
    body: new URLSearchParams(fields).toString(),
  });
  return route(request, { params: Promise.resolve({ token }) });
}

const location = (res: Response) => res.headers.get("location") ?? "";
const params = (res: Response) => new URL(location(res), "http://x").searchParams;
const cookieValue = (res: Response) => /^gw_checkout_choice=([^;]*)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
const attempts = (reference: string) => db().paymentAttempt.count({ where: { paymentId: reference } });
const events = (reference: string) => db().event.count({ where: { objectId: reference } });

describe("every field error at once (issue 9)", () => {
  it("a bad number, a past expiry and a short CVC come back together, and nothing is written", async () => {
    const p = await createHostedPaymentFor(key);
    const res = await submit(pay, p.token, { method: "card", card_number: "4242 4242 4242 4241", expiry: "01/20", cvc: "12", name: "" });
    expect(res.status).toBe(303);
    expect(params(res).getAll("field_error")).toEqual(["card_number:invalid", "expiry:expired", "cvc:format", "name:required"]);
    expect(params(res).get("method")).toBe("card");
    expect(params(res).get("error")).toBeNull();
    expect(location(res)).not.toMatch(/4241|4242/);
    expect(await attempts(p.reference)).toBe(0);
    expect(await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).toMatchObject({ status: "pending", attemptCount: 0 });
    // The card's number and CVC are never kept for the retry; the method is.
    expect(readRetryChoice(p.token, cookieValue(res))).toEqual({ method: "card" });
  });

  it("the schema the browser runs gives the same sentences, one per field", () => {
    const errors = schemaErrors(cardAttemptSchema, { method: "card", card_number: "1234", expiry: "13/40", cvc: "", name: "x".repeat(101) });
    expect(errors).toEqual({
      card_number: CHECKOUT_FIELD_MESSAGES.card_number.length,
      expiry: CHECKOUT_FIELD_MESSAGES.expiry.format,
      cvc: CHECKOUT_FIELD_MESSAGES.cvc.required,
      name: CHECKOUT_FIELD_MESSAGES.name.too_long,
    });
  });
});

describe("the retry keeps the method and the wallet number (issue 9)", () => {
  it("a failed wallet attempt answers with the method to reopen and a signed cookie holding the number", async () => {
    const p = await createHostedPaymentFor(key, { currency: "ETB", amount: 500 });
    const res = await submit(pay, p.token, { method: "telebirr", phone_number: "+251 91 111 0002" });
    expect(location(res)).toBe(`/checkout/${p.token}?method=telebirr`);
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(new RegExp(`Path=/checkout/${p.token};`));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=3600/);
    expect(readRetryChoice(p.token, cookieValue(res))).toEqual({ method: "telebirr", phone: "+251911110002" });
    // The attempt itself keeps only the last four digits.
    const [attempt] = await db().paymentAttempt.findMany({ where: { paymentId: p.reference } });
    expect(attempt).toMatchObject({ outcome: "failed", phoneLast4: "0002" });
  });

  it("the cookie is bound to its session, cannot be altered and expires", async () => {
    const a = await createHostedPaymentFor(key);
    const b = await createHostedPaymentFor(key);
    const value = retryChoiceCookie(a.token, { method: "telebirr", phone: "+251911110003" }).split(";")[0].slice(RETRY_CHOICE_COOKIE.length + 1);
    expect(readRetryChoice(a.token, value)).toEqual({ method: "telebirr", phone: "+251911110003" });
    expect(readRetryChoice(b.token, value)).toBeNull();
    const [payload, signature] = value.split(".");
    const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), p: "+251911119999" })).toString("base64url");
    expect(readRetryChoice(a.token, `${altered}.${signature}`)).toBeNull();
    expect(readRetryChoice(a.token, value, Date.now() + 3601_000)).toBeNull();
    expect(readRetryChoice(a.token, "garbage")).toBeNull();
  });
});
