// Hosted checkout: every field error at once, the retry keeps the customer's choice,
// and a wallet OTP allows 3 tries within one attempt. Real Requests to the real form handlers,
// a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL).
import { beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { POST as pay } from "@/app/checkout/[token]/pay/route";
import { POST as otp } from "@/app/checkout/[token]/otp/route";
import { POST as anotherNumber } from "@/app/checkout/[token]/another-number/route";
import { confirmAttemptOtp } from "@/lib/payments/attempts/confirm-attempt-otp";
import { loadCheckout } from "@/lib/checkout/load-checkout";
import { ANOTHER_NUMBER_REASON } from "@/lib/catalog/attempt-rules";
import { isApiError } from "@/lib/http/errors";
import { readRetryChoice, retryChoiceCookie, RETRY_CHOICE_COOKIE } from "@/lib/checkout/retry-choice";
import { cardAttemptSchema } from "@/lib/payments/attempts/checkout-schemas";
import { CHECKOUT_FIELD_MESSAGES } from "@/lib/payments/attempts/checkout-fields";
import { schemaErrors } from "@/lib/forms/form-errors";

setupTestDatabase();
checkLedgerAfterEach();

let key: string;
beforeAll(async () => {
  key = (await createTestMerchant()).keys.test.secret;
});

const own = () => new URL(env().publicBaseUrl).origin;
type Route = typeof pay;

async function submit(route: Route, token: string, fields: Record<string, string>) {
  const action = route === pay ? "pay" : route === otp ? "otp" : "another-number";
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

describe("every field error at once", () => {
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

describe("the retry keeps the method and the wallet number", () => {
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

/** An ETB payment whose telebirr attempt (…0003) waits for its code. */
async function waitingForCode() {
  const p = await createHostedPaymentFor(key, { currency: "ETB", amount: 1450.5 });
  expect(location(await submit(pay, p.token, { method: "telebirr", phone_number: "+251 91 111 0003" }))).toBe(`/checkout/${p.token}`);
  expect((await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).status).toBe("auth_needed");
  return p;
}

const attemptOf = async (reference: string) => (await db().paymentAttempt.findMany({ where: { paymentId: reference } }))[0];
const eventTypes = async (reference: string) => (await db().event.findMany({ where: { objectId: reference }, orderBy: { createdAt: "asc" } })).map((e) => e.type);
const settlements = (reference: string) => db().ledgerTransaction.count({ where: { kind: "payment_settlement", referenceId: reference } });

describe("the OTP allows 3 tries within one attempt", () => {
  it("a wrong code writes only the decrement: same attempt waiting, no event, no job, no payment change", async () => {
    const p = await waitingForCode();
    const paymentBefore = await db().payment.findUniqueOrThrow({ where: { id: p.reference } });
    const attemptBefore = await attemptOf(p.reference);
    const eventsBefore = await events(p.reference);
    const jobsBefore = await db().job.count();
    expect(attemptBefore.otpTriesLeft).toBe(3);

    const res = await submit(otp, p.token, { otp: "000000" });
    expect(location(res)).toBe(`/checkout/${p.token}?error=code-not-correct`);
    expect(await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).toEqual(paymentBefore);
    // The decrement, and the stale-attempt sweep's clock (when the code was last sent); nothing else.
    const attemptAfter = await attemptOf(p.reference);
    expect(attemptAfter).toEqual({ ...attemptBefore, otpTriesLeft: 2, inFlightSince: attemptAfter.inFlightSince });
    expect(attemptAfter.inFlightSince.getTime()).toBeGreaterThanOrEqual(attemptBefore.inFlightSince.getTime());
    expect(await events(p.reference)).toBe(eventsBefore);
    expect(await db().job.count()).toBe(jobsBefore);
    expect(await attempts(p.reference)).toBe(1);
    expect((await loadCheckout(p.token))!.view).toMatchObject({ screen: "auth_needed", otpTriesLeft: 2, codeSentTo: "•••• 0003" });
  });

  it("two wrong codes, then the right one: the same attempt succeeds, settled once", async () => {
    const p = await waitingForCode();
    expect((await confirmAttemptOtp(p.token, "111111")).wrongCode).toBe(true);
    expect((await confirmAttemptOtp(p.token, "222222")).triesLeft).toBe(1);
    const done = await confirmAttemptOtp(p.token, "123456");
    expect(done).toMatchObject({ wrongCode: false, payment: { status: "success", attemptCount: 1 } });
    expect(await attemptOf(p.reference)).toMatchObject({ outcome: "success", otpTriesLeft: 0 });
    expect(await eventTypes(p.reference)).toEqual(["payment.auth_needed", "payment.success"]);
    expect(await settlements(p.reference)).toBe(1);
  });

  it("a third wrong code fails the attempt; no fourth try", async () => {
    const p = await waitingForCode();
    expect(location(await submit(otp, p.token, { otp: "111111" }))).toBe(`/checkout/${p.token}?error=code-not-correct`);
    expect(location(await submit(otp, p.token, { otp: "222222" }))).toBe(`/checkout/${p.token}?error=code-not-correct`);
    expect(location(await submit(otp, p.token, { otp: "333333" }))).toBe(`/checkout/${p.token}`);
    const payment = await db().payment.findUniqueOrThrow({ where: { id: p.reference } });
    expect(payment).toMatchObject({ status: "failed", attemptCount: 1 });
    expect(payment.firstFailedAt).not.toBeNull();
    expect(await attemptOf(p.reference)).toMatchObject({ outcome: "failed", otpTriesLeft: 0, reason: "The verification code was wrong 3 times" });
    expect(await eventTypes(p.reference)).toEqual(["payment.auth_needed", "payment.failed"]);
    expect(params(await submit(otp, p.token, { otp: "123456" })).get("error")).toBe("nothing-to-confirm");
    expect(await settlements(p.reference)).toBe(0);
    // The retry opens on the same wallet.
    expect((await loadCheckout(p.token))!.view).toMatchObject({ screen: "failed", lastMethod: "telebirr", anotherNumber: false });
  });

  it("a malformed code is a field error and costs no try", async () => {
    const p = await waitingForCode();
    expect(params(await submit(otp, p.token, { otp: "12" })).getAll("field_error")).toEqual(["otp:format"]);
    expect((await attemptOf(p.reference)).otpTriesLeft).toBe(3);
  });

  it("use another number ends the waiting attempt and goes back to the same wallet; a card's 3-D Secure cannot", async () => {
    const p = await waitingForCode();
    const res = await submit(anotherNumber, p.token, {});
    expect(location(res)).toBe(`/checkout/${p.token}?method=telebirr`);
    expect(await attemptOf(p.reference)).toMatchObject({ outcome: "failed", reason: ANOTHER_NUMBER_REASON });
    expect(await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).toMatchObject({ status: "failed", attemptCount: 1 });
    expect(await eventTypes(p.reference)).toEqual(["payment.auth_needed", "payment.failed"]);
    expect((await loadCheckout(p.token))!.view).toMatchObject({ screen: "failed", anotherNumber: true, lastMethod: "telebirr" });
    // The corrected number pays, and the kept number is forgotten.
    const paid = await submit(pay, p.token, { method: "telebirr", phone_number: "+251 91 111 0001" });
    expect(location(paid)).toBe(`/checkout/${p.token}`);
    expect(paid.headers.get("set-cookie")).toMatch(/^gw_checkout_choice=; .*Max-Age=0/);
    expect((await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).status).toBe("success");

    const c = await createHostedPaymentFor(key);
    await submit(pay, c.token, { method: "card", card_number: "4000 0000 0000 3220", expiry: "12/39", cvc: "123", name: "A B" });
    const before = await attemptOf(c.reference);
    expect(params(await submit(anotherNumber, c.token, {})).get("error")).toBe("number-cannot-change");
    expect(await attemptOf(c.reference)).toEqual(before);
    expect((await db().payment.findUniqueOrThrow({ where: { id: c.reference } })).status).toBe("auth_needed");
  });
});

describe.skipIf(!onPostgres)("OTP tries under concurrency (PostgreSQL)", () => {
  const refused = (r: PromiseSettledResult<unknown>) => r.status === "rejected" && isApiError(r.reason) && r.reason.code === "INVALID_STATE";

  it("two codes at once can never both use the last try", async () => {
    for (let round = 0; round < 10; round++) {
      const p = await waitingForCode();
      await confirmAttemptOtp(p.token, "111111");
      await confirmAttemptOtp(p.token, "222222");
      const results = await Promise.allSettled([confirmAttemptOtp(p.token, "333333"), confirmAttemptOtp(p.token, "444444")]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      expect(results.filter(refused)).toHaveLength(1);
      expect(await attemptOf(p.reference)).toMatchObject({ outcome: "failed", otpTriesLeft: 0 });
      expect(await eventTypes(p.reference)).toEqual(["payment.auth_needed", "payment.failed"]);
    }
  });

  it("two right codes at once: one success, one settlement", async () => {
    for (let round = 0; round < 10; round++) {
      const p = await waitingForCode();
      await confirmAttemptOtp(p.token, "111111");
      const results = await Promise.allSettled([confirmAttemptOtp(p.token, "123456"), confirmAttemptOtp(p.token, "123456")]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      expect(results.filter(refused)).toHaveLength(1);
      expect(await attemptOf(p.reference)).toMatchObject({ outcome: "success", otpTriesLeft: 1 });
      expect(await settlements(p.reference)).toBe(1);
    }
  });
});
