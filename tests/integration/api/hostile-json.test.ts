// Hostile JSON found from outside, through the real route handlers
// on a real database. Every refusal is 400 naming the field, and writes no row at all.
// 16. `meta` nested 4,500 levels (27 KB) overflowed the stack in meta's 8 KB check and answered
//     500 on five endpoints; 1,000 levels were accepted and stored. Now meta nests at most 16
//     levels and a body 32 (lib/http/json-scan.ts), checked on the text before it is parsed.
// 18. `{"amount":999999999,"amount":10}` created a payment of 10 (JSON.parse keeps the last key).
//     A key given twice, at any depth, is now 400 INVALID_FORMAT naming it, on /v2 and /v1.
// 19. Bidirectional controls (U+202A-U+202E, U+2066-U+2069) were stored in names as given; they
//     are refused wherever NUL is (lib/http/unsafe-text.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createPaidPayment, validPaymentBody } from "@/tests/factories/payments";
import { addTestFundsFor } from "@/tests/factories/funds";
import { payoutBody } from "@/tests/factories/payouts";
import { createSubaccountFor, subaccountBody } from "@/tests/factories/subaccounts";
import { callV1 } from "@/tests/support/v1";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { cardAttempt } from "@/tests/factories/payments";
import { MAX_META_DEPTH } from "@/lib/http/json-scan";
import { POST as createHosted } from "@/app/v2/payments/hosted/route";
import { POST as createRefund } from "@/app/v2/payments/[reference]/refunds/route";
import { POST as createPayout } from "@/app/v2/payouts/route";
import { POST as createVirtualAccount } from "@/app/v2/virtual-accounts/route";
import { POST as createSub } from "@/app/v2/subaccounts/route";
import { PATCH as patchSub } from "@/app/v2/subaccounts/[reference]/route";
import { POST as initialize } from "@/app/v1/transaction/initialize/route";
import { POST as refundV1 } from "@/app/v1/refund/[reference]/route";
import { POST as signup } from "@/app/api/dashboard/signup/route";
import { POST as payForm } from "@/app/checkout/[token]/pay/route";

setupTestDatabase();

let key: string;
let merchantId: string;
let paidReference: string;
let v1PaidTxRef: string;
let subReference: string;

beforeAll(async () => {
  const shop = await createTestMerchant({ name: "Hostile JSON Shop" });
  key = shop.keys.test.secret;
  merchantId = shop.merchant.id;
  await addTestFundsFor(key, 100_000, "ETB");
  paidReference = (await createPaidPayment(key, { amount: 1000, currency: "ETB" })).reference;
  v1PaidTxRef = `hostile-json-v1-${Date.now()}`;
  const v1 = await callV1(initialize, "/v1/transaction/initialize", { key, body: { json: { amount: 1000, currency: "ETB", tx_ref: v1PaidTxRef } } });
  expect(v1.status).toBe(200);
  const paid = await submitPaymentAttempt(String(v1.body.data.checkout_url).split("/checkout/")[1], cardAttempt());
  expect(paid.status).toBe("success");
  subReference = await createSubaccountFor(key);
});

/** Row counts of every table these requests could write. */
async function rowCounts() {
  const d = db();
  const counts = await Promise.all([
    d.payment.count(),
    d.refund.count(),
    d.payout.count(),
    d.virtualAccount.count(),
    d.subaccount.count(),
    d.ledgerEntry.count(),
    d.idempotencyKey.count(),
    d.auditLog.count(),
    d.event.count(),
    d.merchant.count(),
    d.user.count(),
    d.paymentAttempt.count(),
  ]);
  return counts;
}

type Route = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Answer = { status: number; body: { message: unknown; data?: Record<string, string>; error?: { code: string; details: { field: string; message: string }[] } } };

/** POSTs `text` as a JSON body (v2 or v1 route), checks nothing was written, and returns the answer. */
async function postWritingNothing(route: Route, path: string, text: string, params: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<Answer> {
  const before = await rowCounts();
  const res = await route(apiRequest(path, { key, rawBody: text, headers: { "content-type": "application/json", ...headers } }), { params: Promise.resolve(params) });
  const answer = { status: res.status, body: await res.json() };
  expect(await rowCounts()).toEqual(before);
  return answer;
}

function expectV2Refusal(answer: Answer, code: string, field: string) {
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(400);
  expect(answer.body.error?.code).toBe(code);
  expect(answer.body.error?.details).toEqual([expect.objectContaining({ field })]);
  expect(String(answer.body.message)).toContain(field);
}

function expectV1Refusal(answer: Answer, field: string) {
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(400);
  expect(answer.body).toMatchObject({ status: "failed", data: null });
  expect(String(answer.body.message)).toContain(field);
}

/** A meta value `levels` objects deep, meta's own object included, as text (no recursion to build or send it). */
const deepMeta = (levels: number) => '{"level":'.repeat(levels - 1) + '{"leaf":"x"}' + "}".repeat(levels - 1);
const withMeta = (fields: string, levels: number) => `{${fields},"meta":${deepMeta(levels)}}`;
const nestedMetaValue = (levels: number): unknown => {
  let v: unknown = { leaf: "x" };
  for (let i = 1; i < levels; i++) v = { level: v };
  return v;
};

const endpoints: { name: string; v1?: true; route: () => Route; path: () => string; params?: () => Record<string, string>; fields: () => string; stored: (answer: Answer) => Promise<unknown> }[] = [
  {
    name: "POST /v2/payments/hosted",
    route: () => createHosted as Route,
    path: () => "/v2/payments/hosted",
    fields: () => '"amount":10,"currency":"USD"',
    stored: async (a) => (await db().payment.findUniqueOrThrow({ where: { id: a.body.data!.gateway_reference } })).meta,
  },
  {
    name: "POST /v2/payouts",
    route: () => createPayout as Route,
    path: () => "/v2/payouts",
    fields: () => JSON.stringify(payoutBody({ amount: 1 })).slice(1, -1),
    stored: async (a) => (await db().payout.findUniqueOrThrow({ where: { id: a.body.data!.gateway_reference } })).meta,
  },
  {
    name: "POST /v2/virtual-accounts",
    route: () => createVirtualAccount as Route,
    path: () => "/v2/virtual-accounts",
    fields: () => '"currency":"ETB","account_name":"Abebe Kebede"',
    stored: async (a) => (await db().virtualAccount.findUniqueOrThrow({ where: { id: a.body.data!.virtual_account_id } })).meta,
  },
  {
    name: "POST /v1/transaction/initialize",
    v1: true,
    route: () => initialize as Route,
    path: () => "/v1/transaction/initialize",
    fields: () => `"amount":10,"currency":"ETB","tx_ref":"deep-meta-${Math.random().toString(36).slice(2)}"`,
    stored: async () => (await db().payment.findFirstOrThrow({ where: { merchantId }, orderBy: { createdAt: "desc" } })).meta,
  },
  {
    name: "POST /v1/refund/{tx_ref}",
    v1: true,
    route: () => refundV1 as Route,
    path: () => `/v1/refund/${v1PaidTxRef}`,
    params: () => ({ reference: v1PaidTxRef }),
    fields: () => '"amount":1',
    stored: async () => (await db().refund.findFirstOrThrow({ where: { merchantId }, orderBy: { createdAt: "desc" } })).meta,
  },
];

describe("item 16: meta nested deeper than 16 levels is 400 naming meta, on the five endpoints that answered 500", () => {
  it.each(endpoints.map((e) => [e.name, e] as const))("%s: 4,500 levels (27 KB) and 17 levels refused, 16 accepted and stored", async (_name, e) => {
    const post = (text: string) => postWritingNothing(e.route(), e.path(), text, e.params?.() ?? {});
    const expectRefused = (a: Answer) => (e.v1 ? expectV1Refusal(a, "meta") : expectV2Refusal(a, "INVALID_FORMAT", "meta"));

    const huge = withMeta(e.fields(), 4_500);
    expect(huge.length).toBeGreaterThan(27_000);
    expectRefused(await post(huge));
    expectRefused(await post(withMeta(e.fields(), MAX_META_DEPTH + 1)));

    const res = await e.route()(apiRequest(e.path(), { key, rawBody: withMeta(e.fields(), MAX_META_DEPTH), headers: { "content-type": "application/json" } }), {
      params: Promise.resolve(e.params?.() ?? {}),
    });
    const answer = { status: res.status, body: await res.json() };
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBeLessThan(300);
    if (e.name !== "POST /v1/refund/{tx_ref}") expect(await e.stored(answer)).toEqual(nestedMetaValue(MAX_META_DEPTH));
  });

  it("a body nested deeper than 32 levels outside meta is refused before any rule, naming its top-level field", async () => {
    const deep = '{"x":'.repeat(40) + "1" + "}".repeat(40);
    expectV2Refusal(await postWritingNothing(createHosted as Route, "/v2/payments/hosted", `{"amount":10,"currency":"USD","customer":${deep}}`), "INVALID_FORMAT", "customer");
  });
});

describe("item 18: a key given twice is 400 INVALID_FORMAT naming it, nothing written", () => {
  it("top level on /v2: {amount: 999999999, amount: 10} no longer creates a payment of 10", async () => {
    const answer = await postWritingNothing(createHosted as Route, "/v2/payments/hosted", '{"amount":999999999,"amount":10,"currency":"USD"}');
    expectV2Refusal(answer, "INVALID_FORMAT", "amount");
    expect(answer.body.message).toBe("Invalid request body: amount is given more than once (duplicate key)");
  });

  it.each([
    ["customer.first_name", createHosted, "/v2/payments/hosted", '{"amount":10,"currency":"USD","customer":{"first_name":"Abebe","first_name":"Sara"}}'],
    ["the same key escaped: amount", createHosted, "/v2/payments/hosted", '{"amount":10,"\\u0061mount":20,"currency":"USD"}'],
    ["meta.order.id", createHosted, "/v2/payments/hosted", '{"amount":10,"currency":"USD","meta":{"order":{"id":1,"id":2}}}'],
    ["account.account_number", createPayout, "/v2/payouts", '{"amount":1,"currency":"ETB","account":{"account_name":"A","account_number":"1000123450000","bank_slug":"cbe","account_number":"1000999990000"}}'],
    ["subaccounts.0.split_value", createHosted, "/v2/payments/hosted", `{"amount":10,"currency":"ETB","subaccounts":[{"subaccount_reference":"SUB","split_value":1,"split_value":90}]}`],
  ] as const)("nested on /v2: %s", async (label, route, path, text) => {
    const field = label.replace(/^the same key escaped: /, "");
    const answer = await postWritingNothing(route as Route, path, text.replace("SUB", subReference), {}, { "idempotency-key": `dup-${Math.random()}` });
    expectV2Refusal(answer, "INVALID_FORMAT", field);
  });

  it("on /v1: the initialize body with amount twice, and a refund with a nested key twice", async () => {
    expectV1Refusal(await postWritingNothing(initialize as Route, "/v1/transaction/initialize", `{"amount":999999,"currency":"ETB","tx_ref":"dup-v1","amount":10}`), "amount");
    expectV1Refusal(
      await postWritingNothing(refundV1 as Route, `/v1/refund/${v1PaidTxRef}`, '{"amount":1,"meta":{"ticket":"T-1","ticket":"T-2"}}', { reference: v1PaidTxRef }),
      "meta.ticket",
    );
  });

  it("the dashboard's JSON bodies too (sign-up writes no merchant and no user)", async () => {
    const origin = new URL(env().publicBaseUrl).origin;
    const answer = await postWritingNothing(
      signup as Route,
      "/api/dashboard/signup",
      `{"name":"Shop","email":"dup-${Date.now()}@example.test","password":"long enough password","name":"Other"}`,
      {},
      { origin, host: new URL(origin).host },
    );
    expectV2Refusal(answer, "INVALID_FORMAT", "name");
  });
});

describe("item 19: bidirectional controls in text people read are 400 INVALID_FORMAT naming the field, nothing written", () => {
  const RLO = "\u202E"; // RIGHT-TO-LEFT OVERRIDE: "Sara \u202Eenot" displays as "Sara tone"
  const text = (body: unknown) => JSON.stringify(body);

  it.each([
    ["U+202A", "\u202A"],
    ["U+202B", "\u202B"],
    ["U+202C", "\u202C"],
    ["U+202D", "\u202D"],
    ["U+202E", "\u202E"],
    ["U+2066", "\u2066"],
    ["U+2067", "\u2067"],
    ["U+2068", "\u2068"],
    ["U+2069", "\u2069"],
  ])("%s in a customer's first name", async (codePoint, c) => {
    const answer = await postWritingNothing(createHosted as Route, "/v2/payments/hosted", text({ ...validPaymentBody, customer: { ...validPaymentBody.customer, first_name: `Abebe${c}` } }));
    expectV2Refusal(answer, "INVALID_FORMAT", "customer.first_name");
    expect(answer.body.message).toContain(codePoint);
  });

  it.each([
    ["customer.last_name", createHosted, "/v2/payments/hosted", { ...validPaymentBody, customer: { last_name: `${RLO}ebeK` } }],
    ["customization.description", createHosted, "/v2/payments/hosted", { ...validPaymentBody, customization: { description: `Order ${RLO}321` } }],
    ["customization.title", createHosted, "/v2/payments/hosted", { ...validPaymentBody, customization: { title: `Shop${RLO}` } }],
    ["merchant_reference", createHosted, "/v2/payments/hosted", { ...validPaymentBody, merchant_reference: `order-${RLO}1` }],
    ["meta.note", createHosted, "/v2/payments/hosted", { ...validPaymentBody, meta: { note: `a${RLO}b` } }],
    ["account.account_name", createPayout, "/v2/payouts", payoutBody({ amount: 1, account: { account_name: `Sara ${RLO}eyafseT`, account_number: "1000123450000", bank_slug: "cbe" } })],
    ["reason", createPayout, "/v2/payouts", payoutBody({ amount: 1, reason: `Invoice ${RLO}77` })],
    ["account_name", createVirtualAccount, "/v2/virtual-accounts", { currency: "ETB", account_name: `Abebe \u2067Kebede\u2069` }],
    ["subaccount_name", createSub, "/v2/subaccounts", subaccountBody({ subaccount_name: `Partner ${RLO}CLP` })],
    ["account.account_name", createSub, "/v2/subaccounts", { ...subaccountBody(), account: { ...subaccountBody().account, account_name: `${RLO}CLP rentraP` } }],
  ] as const)("%s on %s", async (field, route, path, body) => {
    expectV2Refusal(await postWritingNothing(route as Route, path, text(body)), "INVALID_FORMAT", field);
  });

  it("a refund's reason, and a subaccount's new name", async () => {
    const refund = await postWritingNothing(createRefund as Route, `/v2/payments/${paidReference}/refunds`, text({ amount: 1, reason: `damaged${RLO}` }), { reference: paidReference });
    expectV2Refusal(refund, "INVALID_FORMAT", "reason");
    const before = await rowCounts();
    const res = await patchSub(apiRequest(`/v2/subaccounts/${subReference}`, { key, method: "PATCH", body: { subaccount_name: `New ${RLO}eman` } }), { params: Promise.resolve({ reference: subReference }) });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: "INVALID_FORMAT", details: [{ field: "subaccount_name" }] });
    expect(await rowCounts()).toEqual(before);
    expect((await db().subaccount.findUniqueOrThrow({ where: { id: subReference } })).name).not.toContain(RLO);
  });

  it("v1, as JSON and as a form: first_name and a transfer-style field", async () => {
    expectV1Refusal(await postWritingNothing(initialize as Route, "/v1/transaction/initialize", text({ amount: 10, currency: "ETB", tx_ref: "bidi-v1", first_name: `Abebe${RLO}` })), "first_name");
    const before = await rowCounts();
    const form = await callV1(initialize, "/v1/transaction/initialize", { key, body: { form: [["amount", "10"], ["currency", "ETB"], ["tx_ref", "bidi-v1-form"], ["customization[title]", `Shop${RLO}`]] } });
    expect(form.status).toBe(400);
    expect(String(form.body.message)).toContain("customization.title");
    expect(await rowCounts()).toEqual(before);
  });

  it("the dashboard's sign-up and the checkout's pay form refuse them too", async () => {
    const origin = new URL(env().publicBaseUrl).origin;
    const answer = await postWritingNothing(signup as Route, "/api/dashboard/signup", text({ name: `Shop ${RLO}`, email: `bidi-${Date.now()}@example.test`, password: "long enough password" }), {}, { origin, host: new URL(origin).host });
    expectV2Refusal(answer, "INVALID_FORMAT", "name");

    const payment = await createHosted(apiRequest("/v2/payments/hosted", { key, body: validPaymentBody }));
    const token = String((await payment.json()).data.checkout_url).split("/checkout/")[1];
    const before = await rowCounts();
    const res = await payForm(
      new Request(`${origin}/checkout/${token}/pay`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin, "sec-fetch-site": "same-origin" },
        body: new URLSearchParams({ method: "card", card_number: "4242424242424242", expiry: "12/39", cvc: "123", name: `Abebe${RLO}` }).toString(),
      }),
      { params: Promise.resolve({ token }) },
    );
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get("location") ?? "", origin).searchParams.get("error")).toBe("form-not-readable");
    expect(await rowCounts()).toEqual(before);
  });

  it("right-to-left text and its marks (U+200F, U+200E, U+061C) are kept as sent", async () => {
    const name = "\u05E9\u05E8\u05D4\u200F"; // Hebrew "Sara" with a RIGHT-TO-LEFT MARK
    const res = await createHosted(apiRequest("/v2/payments/hosted", { key, body: { ...validPaymentBody, customer: { first_name: name, last_name: "\u0623\u062D\u0645\u062F\u061C" }, meta: { note: "a\u200Eb" } } }));
    expect(res.status).toBe(201);
    const row = await db().payment.findUniqueOrThrow({ where: { id: (await res.json()).data.gateway_reference } });
    expect(row.meta).toEqual({ note: "a\u200Eb" });
  });
});
