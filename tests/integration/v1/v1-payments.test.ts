// The v1 compatibility layer: POST /v1/transaction/initialize and
// GET /v1/transaction/verify/{tx_ref}. Every answer is pinned whole (toEqual), for JSON, form
// and multipart bodies, success and each error; refusals write nothing. v1 and v2 payments are
// one kind of payment: each verifies through the other version, and v1's appear in v2's list
// and webhooks' events.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { callV1, v1Failed, type V1Body } from "@/tests/support/v1";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { createSubaccountFor } from "@/tests/factories/subaccounts";
import { POST as initialize, GET as initializeGet } from "@/app/v1/transaction/initialize/route";
import { GET as verify } from "@/app/v1/transaction/verify/[tx_ref]/route";
import { GET as catchAll } from "@/app/v1/[...path]/route";
import { GET as verifyV2 } from "@/app/v2/payments/[reference]/verify/route";
import { GET as listV2 } from "@/app/v2/payments/route";
import { db } from "@/lib/db";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { wrapApi } from "@/lib/api/with-api";
import { V1_STYLE } from "@/lib/v1/with-v1-api";
import { decimalTextToNumber } from "@/lib/money";
import { fractionToPercent, normalizeV1Phone } from "@/lib/v1/schemas";
import type { Payment } from "@/lib/generated/prisma/client";
import { serveLivePayments } from "@/tests/factories/connections";

setupTestDatabase();

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;
let m: Merchant;
let other: Merchant;
let key: string;
let sub: string;
beforeAll(async () => {
  m = await createTestMerchant();
  other = await createTestMerchant();
  key = m.keys.test.secret;
  sub = await createSubaccountFor(key, { split_type: "percentage", split_value: 10 });
  await serveLivePayments(); // a tx_ref is reused in live mode: a live connection must serve it
});

const init = (body: V1Body, k: string | null = key, headers: Record<string, string> = {}) => callV1(initialize, "/v1/transaction/initialize", { key: k ?? undefined, body, headers });
const verifyRef = (ref: string, k = key) => callV1(verify, `/v1/transaction/verify/${ref}`, { key: k, params: { tx_ref: ref } });
const paymentByRef = (ref: string, merchantId = m.merchant.id) =>
  db().payment.findUniqueOrThrow({ where: { merchantId_mode_merchantReference: { merchantId, mode: "test", merchantReference: ref } }, include: { splits: true } });
const hostedLink = { message: "Hosted Link", status: "success", data: { checkout_url: expect.stringMatching(/^http:\/\/localhost:\d+\/checkout\/cs_test_[0-9A-Za-z]{24,}$/) } };
const tokenOf = (body: { data: { checkout_url: string } }) => body.data.checkout_url.split("/checkout/")[1];
const card = (number: string) => ({ method: "card" as const, card: { number, expMonth: 1, expYear: 2040, cvc: "123", name: "A", brand: "visa" as const, last4: number.slice(-4) } });

/** Everything a refused request could have written. */
async function effects() {
  const counts = await Promise.all([db().payment.count(), db().paymentSplit.count(), db().auditLog.count(), db().event.count(), db().job.count(), db().customer.count(), db().idempotencyKey.count()]);
  return counts.join(",");
}

let seq = 0;
const ref = (label: string) => `v1-${label}-${++seq}-${Date.now()}`;

describe("POST /v1/transaction/initialize", () => {
  it("JSON: answers Hosted Link and stores the payment in v2's terms (tx_ref, E.164 phone, fraction as percentage, callback_url)", async () => {
    const txRef = ref("json");
    const res = await init({
      json: {
        amount: "100.50",
        currency: "ETB",
        tx_ref: txRef,
        email: "Abebe@Example.test",
        first_name: "Abebe",
        last_name: "Kebede",
        phone_number: "0911234567",
        callback_url: "https://merchant.example/callback",
        return_url: "https://merchant.example/return",
        customization: { title: "Shop", description: "Order 42", logo: "https://merchant.example/logo.png" },
        meta: { order_id: "42" },
        subaccounts: [{ id: sub, split_type: "percentage", split_value: 0.03 }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(hostedLink);
    const p = await paymentByRef(txRef);
    expect(res.body.data.checkout_url.endsWith(p.checkoutToken)).toBe(true);
    expect(p).toMatchObject({
      amount: 10050n,
      currency: "ETB",
      status: "pending",
      customerEmail: "abebe@example.test",
      customerFirstName: "Abebe",
      customerLastName: "Kebede",
      customerPhone: "+251911234567",
      callbackUrl: "https://merchant.example/callback",
      returnUrl: "https://merchant.example/return",
      customization: { title: "Shop", description: "Order 42", logo: "https://merchant.example/logo.png" },
      meta: { order_id: "42" },
      paymentType: "Hosted",
    });
    expect(p.splits.map((s) => [s.subaccountId, s.splitType, s.splitValue])).toEqual([[sub, "percentage", 300n]]); // 0.03 = 3 % = 300 bps
  });

  const formFields = (txRef: string): [string, string][] => [
    ["amount", "250"],
    ["currency", "ETB"],
    ["tx_ref", txRef],
    ["email", ""],
    ["first_name", "Almaz"],
    ["phone_number", "0712345678"],
    ["customization[title]", "Form shop"],
    ["meta[order_id]", "77"],
    ["meta[note]", "by form"],
    ["subaccounts[0][id]", sub],
    ["subaccounts[0][split_type]", "percentage"],
    ["subaccounts[0][split_value]", "0.125"],
  ];

  it.each([
    ["form-encoded", (txRef: string): V1Body => ({ form: formFields(txRef) })],
    ["multipart", (txRef: string): V1Body => ({ multipart: formFields(txRef) })],
  ])("%s with bracket keys: the same payment as the JSON request; an empty field is absent", async (kind, body) => {
    const txRef = ref(kind);
    const res = await init(body(txRef));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(hostedLink);
    const p = await paymentByRef(txRef);
    expect(p).toMatchObject({
      amount: 25000n,
      customerEmail: null,
      customerFirstName: "Almaz",
      customerPhone: "+251712345678",
      callbackUrl: null,
      customization: { title: "Form shop" },
      meta: { order_id: "77", note: "by form" },
    });
    expect(p.splits.map((s) => s.splitValue)).toEqual([1250n]); // 0.125 = 12.5 %
  });

  it("one split rule as an object (subaccounts[id]=…), as v1 took it", async () => {
    const txRef = ref("single-split");
    const res = await init({ form: [["amount", "100"], ["currency", "ETB"], ["tx_ref", txRef], ["subaccounts[id]", sub]] });
    expect(res.body).toEqual(hostedLink);
    expect((await paymentByRef(txRef)).splits.map((s) => [s.subaccountId, s.splitValue])).toEqual([[sub, 1000n]]); // the subaccount's default 10 %
  });

  it("a reused tx_ref (a v1 or a v2 payment's merchant reference) is 400 and writes nothing", async () => {
    const txRef = ref("reused");
    expect((await init({ json: { amount: 10, currency: "ETB", tx_ref: txRef } })).status).toBe(200);
    await createHostedPaymentFor(key, { merchant_reference: "v2-made-ref" });
    for (const reused of [txRef, "v2-made-ref"]) {
      const before = await effects();
      for (const body of [{ json: { amount: 10, currency: "ETB", tx_ref: reused } }, { form: { amount: "10", currency: "ETB", tx_ref: reused } }]) {
        const res = await init(body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual(v1Failed("Transaction reference has been used before"));
      }
      expect(await effects()).toBe(before);
    }
    // Unique per merchant and mode: another merchant, and the live mode, may use it.
    expect((await init({ json: { amount: 10, currency: "ETB", tx_ref: txRef } }, other.keys.test.secret)).status).toBe(200);
    expect((await init({ json: { amount: 10, currency: "ETB", tx_ref: txRef } }, m.keys.live.secret)).status).toBe(200);
  });

  it.each([
    ["bad currency", { amount: 10, currency: "EUR" }, "currency must be one of USD, ETB, UGX, DJF"],
    ["more decimals than the currency has", { amount: "10.123", currency: "ETB" }, "ETB amounts have at most 2 decimal places"],
    ["a zero amount", { amount: "0", currency: "ETB" }, "amount must be greater than zero"],
    ["a fee larger than the merchant's share", { amount: 100, currency: "ETB", subaccounts: [{ id: "SUB", split_type: "percentage", split_value: 0.99 }] }, "merchant's share is not enough to cover the fee"],
    ["an unknown subaccount", { amount: 100, currency: "ETB", subaccounts: [{ id: "sub_doesnotexist" }] }, "subaccount not found"],
  ])("%s: 400 in the v1 envelope (JSON and form), nothing written", async (_name, fields, message) => {
    const json = { ...fields, tx_ref: ref("bad") } as Record<string, unknown>;
    if (Array.isArray(json.subaccounts)) json.subaccounts = (json.subaccounts as { id: string }[]).map((s) => ({ ...s, id: s.id === "SUB" ? sub : s.id }));
    const before = await effects();
    const res = await init({ json });
    expect(res.body).toEqual(v1Failed(message));
    expect(res.status).toBe(message === "subaccount not found" ? 404 : 400);
    const form: [string, string][] = [["amount", String(json.amount)], ["currency", String(json.currency)], ["tx_ref", String(json.tx_ref)]];
    for (const [i, s] of ((json.subaccounts as Record<string, unknown>[]) ?? []).entries()) for (const [k, v] of Object.entries(s)) form.push([`subaccounts[${i}][${k}]`, String(v)]);
    const viaForm = await init({ form });
    expect(viaForm.body).toEqual(v1Failed(message));
    expect(await effects()).toBe(before);
  });

  it("fields failing the schema answer 400 with message as { field: [messages] }; unknown fields are refused (JSON and form)", async () => {
    const before = await effects();
    const missing = await init({ json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(v1Failed({ amount: ["must be a number"], currency: ["must be a string"], tx_ref: ["must be a string"] }));

    const bad = await init({
      json: { amount: "ten", currency: "ETB", tx_ref: "has space", email: "nope", phone_number: "0811", status: "success", merchant_id: "x", subaccounts: [{ id: sub, split_type: "percentage", split_value: 3 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(
      v1Failed({
        amount: ["must be a number, such as 100 or 100.50"],
        tx_ref: ["may contain only letters, digits, dots, dashes and underscores"],
        email: ["must be a valid e-mail address"],
        phone_number: ["must be in international format with a leading + and country code, e.g. +251911234567", "is not a valid phone number for its country code"],
        "subaccounts.0.split_value": ["a percentage is a fraction above 0 and at most 1 with up to 4 decimals (0.03 means 3%)"],
        status: ["Unknown field"],
        merchant_id: ["Unknown field"],
      }),
    );

    const form = await init({ form: [["amount", "10"], ["currency", "ETB"], ["tx_ref", ref("f")], ["customization[colour]", "red"], ["merchant_reference", "x"]] });
    expect(form.status).toBe(400);
    expect(form.body).toEqual(v1Failed({ merchant_reference: ["Unknown field"], "customization.colour": ["Unknown field"] }));
    expect(await effects()).toBe(before);
  });

  it("malformed bodies: 400 with a sentence (bad JSON, a form key given twice, an unsupported content type)", async () => {
    const before = await effects();
    expect(await init({ raw: "{", contentType: "application/json" })).toMatchObject({ status: 400, body: v1Failed(expect.stringMatching(/^Request body is not valid JSON: /)) });
    expect((await init({ raw: "amount=1&amount=2", contentType: "application/x-www-form-urlencoded" })).body).toEqual(v1Failed('Form field "amount" is given more than once'));
    expect((await init({ raw: "meta[__proto__][x]=1", contentType: "application/x-www-form-urlencoded" })).body).toEqual(v1Failed('Form field "meta[__proto__][x]" must not use "__proto__" as a name'));
    expect((await init({ raw: "amount=10", contentType: "text/plain" })).body).toEqual(
      v1Failed("Content-Type must be application/json, application/x-www-form-urlencoded or multipart/form-data"),
    );
    expect(await effects()).toBe(before);
  });

  it("a missing, malformed, unknown or public key is 401 Invalid API Key or User doesn't exist, and writes nothing", async () => {
    const before = await effects();
    const body = { json: { amount: 10, currency: "ETB", tx_ref: ref("nokey") } };
    for (const k of [null, "nonsense", "sk_test_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", m.keys.test.public]) {
      const res = await init(body, k);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(v1Failed("Invalid API Key or User doesn't exist"));
      expect(res.headers.get("request-id")).toBeTruthy();
    }
    expect(await effects()).toBe(before);
  });

  it("a live payment's callback_url must be https", async () => {
    const res = await init({ json: { amount: 10, currency: "ETB", tx_ref: ref("live-cb"), callback_url: "http://merchant.example/cb" } }, m.keys.live.secret);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(v1Failed("callback_url must be an https URL in live mode"));
  });

  it("an Idempotency-Key replays the first answer and creates one payment", async () => {
    const txRef = ref("idem");
    const body = { json: { amount: 10, currency: "ETB", tx_ref: txRef } };
    const first = await init(body, key, { "idempotency-key": txRef });
    const second = await init(body, key, { "idempotency-key": txRef });
    expect(first.body).toEqual(hostedLink);
    expect(second.text).toBe(first.text);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await db().payment.count({ where: { merchantReference: txRef } })).toBe(1);
  });

  it("other methods are 405 and unknown /v1 paths 404, in the v1 envelope", async () => {
    const res = await callV1(initializeGet, "/v1/transaction/initialize", { key });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST, OPTIONS");
    expect(res.body).toEqual(v1Failed("GET is not allowed on this endpoint; allowed: POST, OPTIONS"));
    const missing = await callV1(catchAll, "/v1/charges", { key });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(v1Failed("No endpoint GET /v1/charges; see the v1 documentation"));
  });

  it("an unexpected error is 500 in the v1 envelope with a generic message naming the request id, and rolls back", async () => {
    const before = await effects();
    const broken = wrapApi(V1_STYLE, {
      auth: "secret",
      handler: async ({ db: tx, merchantId }) => {
        await tx.auditLog.create({ data: { id: `aud_${Date.now()}`, merchantId, mode: "test", actorType: "api", action: "x", targetId: "x" } });
        throw new TypeError("secret detail hunter2");
      },
    });
    const res = await callV1(broken, "/v1/broken", { key, method: "POST", headers: { "request-id": "req_v1_broken" } });
    expect(res.status).toBe(500);
    expect(res.body).toEqual(v1Failed("The request could not be processed; retry later or contact support with request id req_v1_broken"));
    expect(await effects()).toBe(before);
  });
});

describe("GET /v1/transaction/verify/{tx_ref}", () => {
  const expectedBody = (p: Payment, fields: Record<string, unknown>) => ({
    message: "Payment details",
    status: "success",
    data: {
      first_name: p.customerFirstName,
      last_name: p.customerLastName,
      email: p.customerEmail,
      currency: p.currency,
      mode: "test",
      type: "API",
      reference: p.id,
      tx_ref: p.merchantReference,
      created_at: p.createdAt.toISOString(),
      updated_at: p.updatedAt.toISOString(),
      ...fields,
    },
  });

  it("a pending payment: amount as a number, charge null until a method sets the fee, status pending", async () => {
    const txRef = ref("pending");
    await init({ json: { amount: "100.50", currency: "ETB", tx_ref: txRef, first_name: "Abebe", email: "a@example.test", meta: { order_id: 1 } } });
    const p = await paymentByRef(txRef);
    const res = await verifyRef(txRef);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expectedBody(p, { amount: 100.5, charge: null, method: null, status: "pending", customization: { title: null, description: null, logo: null }, meta: { order_id: 1 } }),
    );
  });

  it("a paid payment: the fee as charge, the method, status success", async () => {
    const txRef = ref("paid");
    const created = await init({ json: { amount: 200, currency: "USD", tx_ref: txRef, last_name: "Kebede", customization: { title: "Shop" } } });
    await submitPaymentAttempt(tokenOf(created.body), card("4242424242424242"));
    const p = await paymentByRef(txRef);
    expect(p.status).toBe("success");
    const res = await verifyRef(txRef);
    expect(res.body).toEqual(expectedBody(p, { amount: 200, charge: 5.8, method: "card", status: "success", customization: { title: "Shop", description: null, logo: null }, meta: null }));
  });

  it("a declined payment is failed", async () => {
    const txRef = ref("declined");
    const created = await init({ json: { amount: 20, currency: "USD", tx_ref: txRef } });
    await submitPaymentAttempt(tokenOf(created.body), card("4000000000000002"));
    expect((await verifyRef(txRef)).body.data.status).toBe("failed");
  });

  it("an unknown reference, or another merchant's, is 404 Invalid transaction or Transaction not found", async () => {
    const txRef = ref("mine");
    await init({ json: { amount: 10, currency: "ETB", tx_ref: txRef } });
    for (const [r, k] of [["no-such-ref", key], [txRef, other.keys.test.secret], [(await paymentByRef(txRef)).id, other.keys.test.secret]]) {
      const res = await verifyRef(r, k);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(v1Failed("Invalid transaction or Transaction not found"));
    }
  });

  it("the other mode's key is 401 saying live and test keys cannot be mixed", async () => {
    const txRef = ref("modes");
    await init({ json: { amount: 10, currency: "ETB", tx_ref: txRef } });
    const res = await verifyRef(txRef, m.keys.live.secret);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(v1Failed("Live and test keys cannot be mixed: this reference belongs to test mode; use your test secret key"));
  });

  it("a v2 payment verifies through v1 by its merchant reference (and by its gateway reference)", async () => {
    const v2 = await createHostedPaymentFor(key, { merchant_reference: "made-in-v2", amount: 12.5, currency: "ETB" });
    const p = await db().payment.findUniqueOrThrow({ where: { id: v2.reference } });
    for (const r of ["made-in-v2", v2.reference]) {
      const res = await verifyRef(r);
      expect(res.body).toEqual(
        expectedBody(p, { amount: 12.5, charge: null, method: null, status: "pending", customization: { title: null, description: null, logo: null }, meta: null }),
      );
    }
  });

  it("a v1 payment is an ordinary payment: v2 verify and list show it, and its events are recorded for webhooks", async () => {
    const txRef = ref("interop");
    const created = await init({ json: { amount: 30, currency: "USD", tx_ref: txRef, email: "x@example.test" } });
    await submitPaymentAttempt(tokenOf(created.body), card("4242424242424242"));
    const p = await paymentByRef(txRef);
    const v2 = await verifyV2(apiRequest(`/v2/payments/${txRef}/verify`, { key }), { params: Promise.resolve({ reference: txRef }) });
    expect(await v2.json()).toMatchObject({ status: "success", data: { gateway_reference: p.id, merchant_reference: txRef, status: "success", amount: 30, currency: "USD", payment_type: "Hosted" } });
    const list = await listV2(apiRequest(`/v2/payments?reference=${txRef}`, { key }), { params: Promise.resolve({}) });
    expect(((await list.json()).data.items as { gateway_reference: string }[]).map((i) => i.gateway_reference)).toEqual([p.id]);
    const events = await db().event.findMany({ where: { objectId: p.id }, select: { type: true, payload: true } });
    expect(events.map((e) => e.type)).toContain("payment.success");
    expect(events.find((e) => e.type === "payment.success")!.payload).toMatchObject({ merchant_reference: txRef, gateway_reference: p.id });
  });
});

describe("v1 value rules", () => {
  it("decimal text is read exactly, or refused", () => {
    expect(decimalTextToNumber("100.50")).toBe(100.5);
    expect(decimalTextToNumber("0.1000000000000000055")).toBeNull();
    expect(decimalTextToNumber("1e3")).toBeNull();
    expect(decimalTextToNumber("-1")).toBeNull();
  });
  it("fractions become percentages without float arithmetic", () => {
    expect([0.03, 0.125, 1, 0.0001, 0.07].map(fractionToPercent)).toEqual([3, 12.5, 100, 0.01, 7]);
    expect([0, 1.5, 0.00001, -0.1].map(fractionToPercent)).toEqual([null, null, null, null]);
  });
  it("local Ethiopian numbers become E.164; others are left for the phone rule", () => {
    expect(["0911234567", "0712345678", "251911234567", "+251911234567", "09 11 23 45 67", "0811234567"].map(normalizeV1Phone)).toEqual([
      "+251911234567",
      "+251712345678",
      "+251911234567",
      "+251911234567",
      "+251911234567",
      "0811234567",
    ]);
  });
});
