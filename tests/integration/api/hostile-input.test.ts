// Section 1 (hostile input) and the currency case of section 5: real route handlers
// called with real Requests on a real database. Every refusal names its code and field, carries
// a Request-Id, and writes no row at all (counted before and after in every table a request
// could touch). A prototype key ("constructor", "__proto__"…) is never a currency.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor, validPaymentBody } from "@/tests/factories/payments";
import { createSubaccountFor, subaccountBody } from "@/tests/factories/subaccounts";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { findUnsafeText } from "@/lib/http/unsafe-text";
import { ApiError } from "@/lib/http/errors";
import { parseOrThrow } from "@/lib/http/validation";
import { formatMoney, isCurrency, normalizeCurrency, toMajorUnits } from "@/lib/money";
import { addTestFunds } from "@/lib/ledger/add-test-funds";
import { rollKeyBodySchema, setModeBodySchema } from "@/lib/schemas/dashboard";
import { POST as createHosted } from "@/app/v2/payments/hosted/route";
import { GET as verify } from "@/app/v2/payments/[reference]/verify/route";
import { POST as createRefund } from "@/app/v2/payments/[reference]/refunds/route";
import { GET as getRefund } from "@/app/v2/refunds/[reference]/route";
import { POST as createSub } from "@/app/v2/subaccounts/route";
import { GET as getSub, PATCH as patchSub } from "@/app/v2/subaccounts/[reference]/route";
import { POST as deactivateSub } from "@/app/v2/subaccounts/[reference]/deactivate/route";
import { POST as previewSplit } from "@/app/v2/splits/preview/route";
import { GET as banks } from "@/app/v2/banks/route";
import { GET as paymentMethods } from "@/app/v2/payment-methods/route";
import { GET as balances } from "@/app/v2/balances/route";
import { POST as signup } from "@/app/api/dashboard/signup/route";
import { POST as payForm } from "@/app/checkout/[token]/pay/route";
import { POST as otpForm } from "@/app/checkout/[token]/otp/route";
import { POST as cancelForm } from "@/app/checkout/[token]/cancel/route";
import * as catchAll from "@/app/v2/[...path]/route";
import { GET as healthz } from "@/app/healthz/route";
import { GET as readyz } from "@/app/readyz/route";
import { requestFingerprint } from "@/lib/http/idempotency";

setupTestDatabase();

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Merchant;
let key: string;
let paidReference: string;
let subReference: string;

const card = { method: "card", card: { number: "4242424242424242", expMonth: 12, expYear: 2039, cvc: "123", name: "A B", brand: "visa", last4: "4242" } } as const;

beforeAll(async () => {
  shop = await createTestMerchant({ name: "Hostile Input Shop" });
  key = shop.keys.test.secret;
  const p = await createHostedPaymentFor(key, { amount: 100, currency: "ETB" });
  await submitPaymentAttempt(p.token, card);
  paidReference = p.reference;
  subReference = await createSubaccountFor(key);
});

/** Row counts of every table a request could write. */
async function rowCounts() {
  const d = db();
  const [payments, attempts, subaccounts, refunds, ledgerAccounts, ledgerEntries, idempotencyKeys, auditLogs, merchants, users, events] = await Promise.all([
    d.payment.count(),
    d.paymentAttempt.count(),
    d.subaccount.count(),
    d.refund.count(),
    d.ledgerAccount.count(),
    d.ledgerEntry.count(),
    d.idempotencyKey.count(),
    d.auditLog.count(),
    d.merchant.count(),
    d.user.count(),
    d.event.count(),
  ]);
  return { payments, attempts, subaccounts, refunds, ledgerAccounts, ledgerEntries, idempotencyKeys, auditLogs, merchants, users, events };
}

type Route = (req: Request, ctx?: { params?: Promise<Record<string, string | string[]>> }) => Promise<Response>;

/** Calls a route, checks nothing was written, and returns status, body and Request-Id. */
async function callWritingNothing(route: Route, req: Request, params?: Record<string, string>) {
  const before = await rowCounts();
  const res = await route(req, params ? { params: Promise.resolve(params) } : undefined);
  const body = await res.json();
  expect(await rowCounts()).toEqual(before);
  return { status: res.status, body, requestId: res.headers.get("request-id") };
}

function expectRefused(result: { status: number; body: { status: string; error: { code: string; details: unknown } }; requestId: string | null }, code: string, field: string) {
  expect(result.status).toBe(400);
  expect(result.body.status).toBe("error");
  expect(result.body.error.code).toBe(code);
  expect(result.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  expect(result.requestId).toMatch(/^req_/);
}

const NUL = "a\u0000b";
const HIGH = "a\ud800b"; // a high surrogate with no low one after it
const LOW = "\udc00z"; // a low surrogate with no high one before it

describe("NUL and lone surrogates: 400 INVALID_FORMAT naming the field, nothing written", () => {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => apiRequest(path, { key, body, headers });

  it.each([
    ["merchant_reference", { merchant_reference: NUL }, "merchant_reference"],
    ["customer.first_name", { customer: { first_name: HIGH } }, "customer.first_name"],
    ["a meta value", { meta: { note: NUL } }, "meta.note"],
    ["a meta value deep down", { meta: { a: { b: [1, { c: LOW }] } } }, "meta.a.b.1.c"],
    ["a meta key", { meta: { ["k\u0000"]: "v" } }, "meta.k\\u0000"],
    ["a nested meta key with a lone surrogate", { meta: { a: { ["\ud83d"]: 1 } } }, "meta.a.\\ud83d"],
    ["customization.description", { customization: { description: LOW } }, "customization.description"],
    ["a preferred method", { preferred_payment_methods: ["card\u0000"] }, "preferred_payment_methods.0"],
    ["an unknown field's name", { ["status\u0000"]: "success" }, "status\\u0000"],
  ])("POST /v2/payments/hosted with NUL/surrogate in %s", async (_label, extra, field) => {
    const result = await callWritingNothing(createHosted, post("/v2/payments/hosted", { ...validPaymentBody, ...extra }, { "idempotency-key": `nul-${Math.random()}` }));
    expectRefused(result, "INVALID_FORMAT", field);
  });

  it("the same with a well-formed pair (an emoji) is accepted and stored as sent", async () => {
    const before = await db().payment.count();
    const res = await createHosted(post("/v2/payments/hosted", { ...validPaymentBody, meta: { "🎉": "party 🎉" } }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(await db().payment.count()).toBe(before + 1);
    const row = await db().payment.findUniqueOrThrow({ where: { id: body.data.gateway_reference } });
    expect(row.meta).toEqual({ "🎉": "party 🎉" });
  });

  it("POST /v2/subaccounts with NUL in the account name", async () => {
    const body = subaccountBody();
    const result = await callWritingNothing(createSub, post("/v2/subaccounts", { ...body, account: { ...body.account, account_name: NUL } }));
    expectRefused(result, "INVALID_FORMAT", "account.account_name");
  });

  it("PATCH /v2/subaccounts/{reference} with a lone surrogate in the name", async () => {
    const req = apiRequest(`/v2/subaccounts/${subReference}`, { key, method: "PATCH", body: { subaccount_name: HIGH } });
    expectRefused(await callWritingNothing(patchSub, req, { reference: subReference }), "INVALID_FORMAT", "subaccount_name");
  });

  it("POST /v2/splits/preview with NUL in a subaccount reference", async () => {
    const req = post("/v2/splits/preview", { amount: 100, currency: "ETB", subaccounts: [{ subaccount_reference: `${subReference}\u0000` }] });
    expectRefused(await callWritingNothing(previewSplit, req), "INVALID_FORMAT", "subaccounts.0.subaccount_reference");
  });

  it("POST /v2/payments/{reference}/refunds with NUL in the reason", async () => {
    const req = post(`/v2/payments/${paidReference}/refunds`, { amount: 10, reason: NUL });
    expectRefused(await callWritingNothing(createRefund, req, { reference: paidReference }), "INVALID_FORMAT", "reason");
  });

  // Next decodes the path before the handler sees it; the URL here only has to be valid.
  const safePath = (r: string) => encodeURIComponent(r.replace(/[\ud800-\udfff]/g, "?"));
  it.each([
    ["GET verify", verify, (r: string) => apiRequest(`/v2/payments/${safePath(r)}/verify`, { key })],
    ["POST refunds", createRefund, (r: string) => post(`/v2/payments/${safePath(r)}/refunds`, { amount: 1 })],
    ["GET refund", getRefund, (r: string) => apiRequest(`/v2/refunds/${safePath(r)}`, { key })],
    ["GET subaccount", getSub, (r: string) => apiRequest(`/v2/subaccounts/${safePath(r)}`, { key })],
    ["POST deactivate", deactivateSub, (r: string) => post(`/v2/subaccounts/${safePath(r)}/deactivate`, {})],
  ] as const)("%s with NUL or a lone surrogate in the path parameter", async (_label, route, request) => {
    for (const reference of [`pay_${NUL}`, `x${HIGH}`, "\u0000"]) {
      expectRefused(await callWritingNothing(route as Route, request(reference), { reference }), "INVALID_FORMAT", "reference");
    }
  });

  it.each([
    ["GET /v2/banks", banks, "/v2/banks?currency=ET%00B", "currency"],
    ["GET /v2/payment-methods", paymentMethods, "/v2/payment-methods?currency=%00", "currency"],
    ["an ignored query key of GET verify", verify, `/v2/payments/pay_x/verify?x%00=1`, "x\\u0000"],
  ] as const)("%s with NUL in the query", async (_label, route, path, field) => {
    expectRefused(await callWritingNothing(route as Route, apiRequest(path, { key }), { reference: "pay_x" }), "INVALID_FORMAT", field);
  });

  it.each([
    ["/v2/banks?currency=%FF", banks, "currency"],
    ["/v2/payment-methods?currency=%ED%A0%80", paymentMethods, "currency"],
    ["/v2/payment-methods?currency=%", paymentMethods, "currency"],
    ["/v2/payments/pay_x/verify?x=%E2%82", verify, "x"],
  ] as const)("malformed percent-encoding in the query %s: INVALID_FORMAT, not a silent U+FFFD", async (path, route, field) => {
    expectRefused(await callWritingNothing(route as Route, apiRequest(path, { key }), { reference: "pay_x" }), "INVALID_FORMAT", field);
  });

  it("U+FFFD in the query (what Next leaves of a malformed sequence under next start) is INVALID_FORMAT too", async () => {
    expectRefused(await callWritingNothing(banks, apiRequest("/v2/banks?currency=%EF%BF%BD", { key })), "INVALID_FORMAT", "currency");
  });

  it("a body that is not UTF-8 is INVALID_FORMAT, not silently stored as U+FFFD", async () => {
    const bytes = Buffer.concat([Buffer.from(`{"amount":10,"currency":"USD","merchant_reference":"`), Buffer.from([0xff, 0xfe]), Buffer.from(`"}`)]);
    const req = new Request("http://localhost/v2/payments/hosted", { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: bytes });
    const result = await callWritingNothing(createHosted, req);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ message: "Request body is not valid UTF-8", error: { code: "INVALID_FORMAT" } });
  });

  it("well-formed encoding in the query is decoded as usual (%55%53%44 is USD, + is a space)", async () => {
    const res = await paymentMethods(apiRequest("/v2/payment-methods?currency=%55%53%44", { key }));
    expect(res.status).toBe(200);
    const listed = (await res.json()).data as { pricing: { currency: string }[] }[];
    expect(new Set(listed.flatMap((m) => m.pricing.map((p) => p.currency)))).toEqual(new Set(["USD"]));
    expectRefused(await callWritingNothing(paymentMethods, apiRequest("/v2/payment-methods?currency=U+SD", { key })), "INVALID_VALUE", "currency");
  });

  it("the dashboard wrapper refuses NUL in a body too (sign-up writes no merchant and no user)", async () => {
    const origin = new URL(env().publicBaseUrl).origin;
    const req = apiRequest("/api/dashboard/signup", {
      body: { name: `Shop ${NUL}`, email: `nul-${Date.now()}@example.test`, password: "long enough password" },
      headers: { origin, host: new URL(origin).host },
    });
    expectRefused(await callWritingNothing(signup, req), "INVALID_FORMAT", "name");
  });

  it("the checkout's pay form refuses NUL in any field: back to the page as bad_form, no attempt", async () => {
    const p = await createHostedPaymentFor(key);
    const origin = new URL(env().publicBaseUrl).origin;
    const before = await rowCounts();
    const res = await payForm(
      new Request(`${origin}/checkout/${p.token}/pay`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin, "sec-fetch-site": "same-origin" },
        body: new URLSearchParams({ method: "card", card_number: "4242424242424242", expiry: "12/39", cvc: "123", name: `Abebe${"\u0000"}` }).toString(),
      }),
      { params: Promise.resolve({ token: p.token }) },
    );
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get("location") ?? "", origin).searchParams.get("error")).toBe("form-not-readable");
    expect(await rowCounts()).toEqual(before);
    expect(await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).toMatchObject({ status: "pending", attemptCount: 0 });
  });

  it("findUnsafeText survives a body nested 100,000 levels deep", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep)?.message).toMatch(/NUL/);
  });
});

// Every own and inherited key of a plain object that `key in {...}` would have accepted.
const PROTOTYPE_KEYS = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf", "propertyIsEnumerable", "toLocaleString", "__defineGetter__", "__lookupSetter__"];

describe("bodies the API does not read: another charset, a body on a route that takes none", () => {
  it("a body declared charset=iso-8859-1 is INVALID_FORMAT, not read as UTF-8", async () => {
    const bytes = Buffer.concat([Buffer.from(`{"amount":10,"currency":"USD","merchant_reference":"caf`), Buffer.from([0xe9]), Buffer.from(`"}`)]);
    const req = new Request("http://localhost/v2/payments/hosted", { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json; charset=iso-8859-1" }, body: bytes });
    const result = await callWritingNothing(createHosted, req);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ status: "error", error: { code: "INVALID_FORMAT", details: null } });
    expect(result.body.message).toMatch(/charset=iso-8859-1.*UTF-8/);
  });

  it("POST /v2/subaccounts/{reference}/deactivate refuses a body, 20 MB too, and the subaccount stays active", async () => {
    const deactivate = (body: BodyInit, headers: Record<string, string> = {}) =>
      new Request(`http://localhost/v2/subaccounts/${subReference}/deactivate`, { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json", ...headers }, body });
    const params = { reference: subReference };
    const fields = await callWritingNothing(deactivateSub, deactivate('{"active":true}'), params);
    expectRefused(fields, "VALIDATION_ERROR", "active");
    const huge = await callWritingNothing(deactivateSub, deactivate("x".repeat(20_000_000)), params);
    expect(huge.status).toBe(400);
    expect(huge.body).toMatchObject({ status: "error", error: { code: "INVALID_FORMAT" } });
    expect((await db().subaccount.findUniqueOrThrow({ where: { id: subReference } })).active).toBe(true);
  });
});

describe("currency codes are a closed list: prototype keys are 400 INVALID_VALUE, nothing written", () => {
  const post = (path: string, body: unknown) => apiRequest(path, { key, body });

  it.each(PROTOTYPE_KEYS)("POST /v2/payments/hosted with currency %j", async (currency) => {
    const result = await callWritingNothing(createHosted, post("/v2/payments/hosted", { ...validPaymentBody, currency }));
    expectRefused(result, "INVALID_VALUE", "currency");
  });

  it.each(PROTOTYPE_KEYS)("POST /v2/subaccounts with currency %j", async (currency) => {
    const result = await callWritingNothing(createSub, post("/v2/subaccounts", subaccountBody({ currency })));
    expectRefused(result, "INVALID_VALUE", "currency");
  });

  it.each(PROTOTYPE_KEYS)("POST /v2/splits/preview with currency %j", async (currency) => {
    const result = await callWritingNothing(previewSplit, post("/v2/splits/preview", { amount: 100, currency, subaccounts: [{ subaccount_reference: subReference }] }));
    expectRefused(result, "INVALID_VALUE", "currency");
  });

  it.each(PROTOTYPE_KEYS)("GET /v2/banks and /v2/payment-methods with ?currency=%s", async (currency) => {
    for (const [route, path] of [[banks, "/v2/banks"], [paymentMethods, "/v2/payment-methods"]] as const) {
      const result = await callWritingNothing(route, apiRequest(`${path}?currency=${currency}`, { key }));
      expectRefused(result, "INVALID_VALUE", "currency");
    }
  });

  it.each(PROTOTYPE_KEYS)("dashboard test funds with currency %j (the service behind the route)", async (currency) => {
    const before = await rowCounts();
    const error = await db().$transaction((tx) => addTestFunds(tx, { merchantId: shop.merchant.id, mode: "test", currency, amount: 10, actor: { type: "dashboard", userId: shop.user.id } })).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "INVALID_VALUE", details: [{ field: "currency", message: expect.stringMatching(/one of USD/) }] });
    expect(await rowCounts()).toEqual(before);
  });

  it("meta keys named after prototype members: __proto__ is refused (it would vanish), the others are kept as data", async () => {
    const rawBody = `{"amount":10,"currency":"USD","meta":{"__proto__":{"polluted":true}}}`;
    const req = apiRequest("/v2/payments/hosted", { key, rawBody, method: "POST", headers: { "content-type": "application/json" } });
    const result = await callWritingNothing(createHosted, req);
    expect(result.status).toBe(400);
    expect(result.body.error).toMatchObject({ code: "VALIDATION_ERROR", details: [{ field: "meta", message: "__proto__ is not allowed as a key, at any depth" }] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const deep = `{"amount":10,"currency":"USD","meta":{"a":[{"b":{"__proto__":1}}]}}`;
    const refused = await callWritingNothing(createHosted, apiRequest("/v2/payments/hosted", { key, rawBody: deep, method: "POST", headers: { "content-type": "application/json" } }));
    expect(refused.body.error).toMatchObject({ code: "VALIDATION_ERROR", details: [{ field: "meta" }] });

    const kept = `{"amount":10,"currency":"USD","meta":{"constructor":"c","toString":{"valueOf":1}}}`;
    const res = await createHosted(apiRequest("/v2/payments/hosted", { key, rawBody: kept, method: "POST", headers: { "content-type": "application/json" } }));
    expect(res.status).toBe(201);
    const row = await db().payment.findUniqueOrThrow({ where: { id: (await res.json()).data.gateway_reference } });
    expect(row.meta).toEqual({ constructor: "c", toString: { valueOf: 1 } });
  });

  it("a roll grace or a mode named after a prototype key is refused by its closed enum", () => {
    for (const value of PROTOTYPE_KEYS) {
      expect(() => parseOrThrow(rollKeyBodySchema, { expire_old_in: value })).toThrow(expect.objectContaining({ code: "VALIDATION_ERROR" }));
      expect(() => parseOrThrow(setModeBodySchema, { mode: value })).toThrow(expect.objectContaining({ code: "VALIDATION_ERROR" }));
    }
  });

  it("toMajorUnits and formatMoney treat a prototype key as an unknown code (2 decimals), not as Object's members", () => {
    expect(toMajorUnits(1234n, "constructor")).toBe(12.34);
    expect(formatMoney(1234n, "__proto__")).toBe("__proto__ 12.34");
    expect(isCurrency("constructor")).toBe(false);
    expect(normalizeCurrency("toString")).toBeNull();
  });
});

describe("currency case (section 5): any case in, the upper-case code stored and answered", () => {
  const post = (path: string, body: unknown) => apiRequest(path, { key, body });

  it.each(["usd", "Usd", "uSD"])("POST /v2/payments/hosted with %j creates a USD payment", async (currency) => {
    const res = await createHosted(post("/v2/payments/hosted", { ...validPaymentBody, amount: 10.5, currency }));
    expect(res.status).toBe(201);
    const reference = (await res.json()).data.gateway_reference as string;
    expect(await db().payment.findUniqueOrThrow({ where: { id: reference } })).toMatchObject({ currency: "USD", amount: 1050n });
    const verified = await verify(apiRequest(`/v2/payments/${reference}/verify`, { key }), { params: Promise.resolve({ reference }) });
    expect((await verified.json()).data).toMatchObject({ amount: 10.5, currency: "USD" });
  });

  it("lower case still follows the currency's decimals (ugx has none)", async () => {
    const result = await callWritingNothing(createHosted, post("/v2/payments/hosted", { ...validPaymentBody, amount: 10.5, currency: "ugx" }));
    expect(result.status).toBe(400);
    expect(result.body.error).toMatchObject({ code: "INVALID_VALUE", details: [{ field: "amount" }] });
    expect(result.body.message).toMatch(/UGX amounts are whole numbers/);
  });

  it("POST /v2/subaccounts with \"etb\" stores ETB and opens an ETB ledger account", async () => {
    const res = await createSub(post("/v2/subaccounts", subaccountBody({ currency: "etb" })));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.data.currency).toBe("ETB");
    expect(await db().subaccount.findUniqueOrThrow({ where: { id: body.data.subaccount_reference } })).toMatchObject({ currency: "ETB" });
    expect(await db().ledgerAccount.findMany({ where: { ownerId: body.data.subaccount_reference }, select: { currency: true } })).toEqual([{ currency: "ETB" }]);
  });

  it("POST /v2/splits/preview with \"Etb\" answers ETB", async () => {
    const res = await previewSplit(post("/v2/splits/preview", { amount: 100, currency: "Etb", subaccounts: [{ subaccount_reference: subReference }] }));
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ amount: 100, currency: "ETB" });
  });

  it("GET /v2/banks?currency=djf and /v2/payment-methods?currency=ugx answer the upper-case code", async () => {
    const bankList = (await (await banks(apiRequest("/v2/banks?currency=djf", { key }))).json()).data as { currency: string }[];
    expect(bankList.length).toBeGreaterThan(0);
    expect(new Set(bankList.map((b) => b.currency))).toEqual(new Set(["DJF"]));
    const methods = (await (await paymentMethods(apiRequest("/v2/payment-methods?currency=ugx", { key }))).json()).data as { id: string; pricing: { currency: string }[] }[];
    expect(methods.map((m) => m.id)).toContain("mtn_momo");
    expect(new Set(methods.flatMap((m) => m.pricing.map((p) => p.currency)))).toEqual(new Set(["UGX"]));
  });

  it("dashboard test funds in \"usd\" credit the USD balance and audit USD", async () => {
    const before = await db().auditLog.count({ where: { merchantId: shop.merchant.id, action: "ledger.test_funds_added" } });
    await db().$transaction((tx) => addTestFunds(tx, { merchantId: shop.merchant.id, mode: "test", currency: "usd", amount: 10, actor: { type: "dashboard", userId: shop.user.id } }));
    const accounts = await db().ledgerAccount.findMany({ where: { merchantId: shop.merchant.id, type: "merchant_available", mode: "test" }, select: { currency: true } });
    expect(accounts.map((a) => a.currency)).toContain("USD");
    expect(accounts.map((a) => a.currency)).not.toContain("usd");
    const audit = await db().auditLog.findMany({ where: { merchantId: shop.merchant.id, action: "ledger.test_funds_added" }, orderBy: { createdAt: "desc" }, take: 1 });
    expect(await db().auditLog.count({ where: { merchantId: shop.merchant.id, action: "ledger.test_funds_added" } })).toBe(before + 1);
    expect(audit[0].details).toMatchObject({ currency: "USD" });
  });

  it.each(["US D", " usd", "usd ", "uſd", "USDT", "us", "", "ＵＳＤ"])("everything else stays refused: %j", async (currency) => {
    const result = await callWritingNothing(createHosted, post("/v2/payments/hosted", { ...validPaymentBody, currency }));
    expectRefused(result, "INVALID_VALUE", "currency");
  });
});

describe("the Authorization header as HTTP defines it (RFC 9110 section 11.1)", () => {
  const balancesWith = (authorization: string) => balances(apiRequest("/v2/balances", { headers: { authorization } }));

  it.each(["bearer ", "BEARER ", "Bearer  ", "bEaReR \t ", "Bearer\t", "bearer     "])("scheme %j then the key is accepted", async (prefix) => {
    const res = await balancesWith(`${prefix}${key}`);
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe("success");
  });

  it.each(["Bearer", `Bearer${"x"}`, "BearerKEY", "Basic KEY", "Token KEY", "Bearer KEY extra", "Bearer, KEY"])(
    "%j stays 401 with a message showing the expected form",
    async (template) => {
      const result = await callWritingNothing(balances as Route, apiRequest("/v2/balances", { headers: { authorization: template.replace("KEY", key) } }));
      expect(result.status).toBe(401);
      expect(result.body.error.code).toBe("UNAUTHORIZED");
      expect(result.body.message).toContain("Authorization: Bearer <secret key>");
      expect(result.requestId).toMatch(/^req_/);
    },
  );
});

describe("OPTIONS, Allow and Request-Id on every answer (section 1)", () => {
  const routeFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? routeFiles(path.join(dir, d.name)) : d.name === "route.ts" ? [path.join(dir, d.name)] : []));
  const files = [...routeFiles("app/v2"), ...routeFiles("app/api/dashboard")].filter((f) => !f.includes("[...path]"));
  const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

  it("finds the routes", () => expect(files.length).toBeGreaterThanOrEqual(25));

  it("OPTIONS answers 204 with the same Allow as every 405 of that route, and a Request-Id", async () => {
    for (const file of files) {
      const mod = (await import(path.resolve(file))) as Record<string, Route | undefined>;
      expect(typeof mod.OPTIONS, `${file} exports OPTIONS`).toBe("function");
      const url = `/${path.dirname(file).replace(/^app\/(api\/dashboard|v2)/, "$1")}`;
      const res = await mod.OPTIONS!(new Request(`http://localhost${url}`, { method: "OPTIONS" }), { params: Promise.resolve({ reference: "x", id: "x" }) });
      expect(res.status, file).toBe(204);
      expect(await res.text()).toBe("");
      expect(res.headers.get("request-id")).toMatch(/^req_/);
      const allow = res.headers.get("allow") ?? "";
      const listed = allow.split(", ");
      expect(listed.at(-1), file).toBe("OPTIONS");
      expect(listed.includes("HEAD"), file).toBe(listed.includes("GET"));
      for (const method of METHODS) {
        if (listed.includes(method)) continue;
        const refused = await mod[method]!(new Request(`http://localhost${url}`, { method }), { params: Promise.resolve({ reference: "x", id: "x" }) });
        expect(refused.status, `${method} ${file}`).toBe(405);
        expect(refused.headers.get("allow"), `${method} ${file}`).toBe(allow);
        expect(refused.headers.get("request-id")).toMatch(/^req_/);
        expect((await refused.json()).error.code).toBe("METHOD_NOT_ALLOWED");
      }
    }
  });

  it("the /v2 catch-all answers every method, OPTIONS included, with 404 in the envelope and a Request-Id", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const) {
      const res = await catchAll[method](new Request("http://localhost/v2/nothing/here", { method }));
      expect(res.status).toBe(404);
      expect(res.headers.get("request-id")).toMatch(/^req_/);
      expect((await res.json()).error.code).toBe("NOT_FOUND");
    }
  });

  it("/healthz and /readyz carry a Request-Id, the caller's when it sent one", async () => {
    expect((await healthz(new Request("http://localhost/healthz"))).headers.get("request-id")).toMatch(/^req_/);
    expect((await readyz(new Request("http://localhost/readyz", { headers: { "request-id": "probe-7" } }))).headers.get("request-id")).toBe("probe-7");
  });

  it("the checkout's form answers carry a Request-Id: 303, 403, 404 and 415 alike", async () => {
    const p = await createHostedPaymentFor(key);
    const origin = new URL(env().publicBaseUrl).origin;
    const form = (token: string, headers: Record<string, string>) =>
      new Request(`${origin}/checkout/${token}/cancel`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body: "" });
    const answers = [
      await cancelForm(form(p.token, { origin, "sec-fetch-site": "same-origin" }), { params: Promise.resolve({ token: p.token }) }),
      await cancelForm(form(p.token, { origin: "https://evil.example" }), { params: Promise.resolve({ token: p.token }) }),
      await otpForm(form("not-a-token", { origin }), { params: Promise.resolve({ token: "not-a-token" }) }),
      await payForm(new Request(`${origin}/checkout/${p.token}/pay`, { method: "POST", headers: { origin, "content-type": "text/plain" }, body: "x" }), { params: Promise.resolve({ token: p.token }) }),
    ];
    expect(answers.map((r) => r.status)).toEqual([303, 403, 404, 415]);
    for (const res of answers) expect(res.headers.get("request-id")).toMatch(/^req_/);
  });

  it("409 IDEMPOTENCY_KEY_IN_USE for a request still in flight carries Retry-After and writes nothing", async () => {
    const body = { ...validPaymentBody, merchant_reference: `in-flight-${Date.now()}` };
    const idempotencyKey = `in-flight-${Math.random()}`;
    const now = new Date();
    // The first request's claim, with no response stored yet: it is still running.
    await db().idempotencyKey.create({
      data: { id: `idk_test_${Date.now()}`, merchantId: shop.merchant.id, mode: "test", key: idempotencyKey, fingerprint: requestFingerprint("POST", "/v2/payments/hosted", body), createdAt: now, expiresAt: new Date(now.getTime() + 3_600_000) },
    });
    const before = await rowCounts();
    const res = await createHosted(apiRequest("/v2/payments/hosted", { key, body, headers: { "idempotency-key": idempotencyKey } }));
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe("IDEMPOTENCY_KEY_IN_USE");
    expect(res.headers.get("retry-after")).toBe("1");
    expect(res.headers.get("request-id")).toMatch(/^req_/);
    expect(await rowCounts()).toEqual(before);
  });
});
