// POST /v2/payments/hosted validation and creation, GET /v2/payments/{ref}/verify,
// GET /v2/payment-methods — every rule with its error code, and nothing written on failure.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor, postHostedPayment, validPaymentBody } from "@/tests/factories/payments";
import { GET as verify } from "@/app/v2/payments/[reference]/verify/route";
import { GET as methods } from "@/app/v2/payment-methods/route";
import { db } from "@/lib/db";
import { serveLivePayments } from "@/tests/factories/connections";
import { invalidateConnectionCache } from "@/lib/processors/connections";
import { updateMerchantSettings } from "@/lib/merchants/update-merchant-settings";

setupTestDatabase();

let m: Awaited<ReturnType<typeof createTestMerchant>>;
let key: string;
beforeAll(async () => {
  m = await createTestMerchant({ name: "Addis Shop" });
  key = m.keys.test.secret;
  await serveLivePayments(); // the live payments here are about modes, not processors
});

const paymentCount = () => db().payment.count({ where: { merchantId: m.merchant.id } });

async function expectRejected(body: Record<string, unknown>, code: string, field?: string | RegExp) {
  const before = await paymentCount();
  const { res, body: json } = await postHostedPayment(key, body);
  expect(res.status, JSON.stringify(json)).toBe(code === "RESOURCE_CONFLICT" ? 409 : 400);
  expect(json.status).toBe("error");
  expect(json.error.code).toBe(code);
  if (field) {
    const fields = (json.error.details ?? []).map((d: { field: string }) => d.field);
    expect(fields.some((f: string) => (typeof field === "string" ? f === field : field.test(f))), JSON.stringify(json)).toBe(true);
  }
  expect(await paymentCount()).toBe(before);
  return json;
}

describe("POST /v2/payments/hosted", () => {
  it("creates a payment and answers with its checkout URL, references and expiry", async () => {
    const { res, body } = await postHostedPayment(key, {
      ...validPaymentBody,
      amount: 25.5,
      merchant_reference: "order-1001",
      preferred_payment_methods: ["card"],
      meta: { order_id: "1001", notes: "gift" },
      return_url: "https://shop.example/thanks?x=1",
      customization: { title: "Order 1001", description: "Two books", logo: "https://shop.example/logo.png" },
    });
    expect(res.status).toBe(201);
    expect(body.status).toBe("success");
    expect(body.data).toEqual({
      gateway_reference: expect.stringMatching(/^pay_[0-9A-Za-z]{22}$/),
      merchant_reference: "order-1001",
      checkout_url: expect.stringMatching(/^http:\/\/localhost:3000\/checkout\/cs_test_[0-9A-Za-z]{33}$/),
      created_at: expect.any(String),
      expires_at: expect.any(String),
    });
    expect(body.data.checkout_url).not.toContain(body.data.gateway_reference);
    const lifetime = Date.parse(body.data.expires_at) - Date.parse(body.data.created_at);
    expect(lifetime).toBe(60 * 60_000);
    const row = await db().payment.findUniqueOrThrow({ where: { id: body.data.gateway_reference } });
    expect(row).toMatchObject({ amount: 2550n, currency: "USD", status: "pending", mode: "test", customerPhone: "+251911234567", retryWindowMinutes: 60 });
  });

  it("accepts a minimal body", async () => {
    const before = await paymentCount();
    const { res, body } = await postHostedPayment(key, { amount: 5000, currency: "UGX" });
    expect(res.status).toBe(201);
    expect(body).toMatchObject({ status: "success", data: { gateway_reference: expect.stringMatching(/^pay_/), merchant_reference: null } });
    expect(await paymentCount()).toBe(before + 1);
    const row = await db().payment.findUniqueOrThrow({ where: { id: body.data.gateway_reference } });
    expect(row).toMatchObject({ merchantId: m.merchant.id, amount: 5000n, currency: "UGX", status: "pending", mode: "test", customerEmail: null });
  });

  it("uses the merchant's session lifetime", async () => {
    const other = await createTestMerchant();
    await updateMerchantSettings(db(), { merchantId: other.merchant.id, actor: { type: "cli" }, input: { session_lifetime_minutes: 15 } });
    const { body } = await postHostedPayment(other.keys.test.secret);
    expect(Date.parse(body.data.expires_at) - Date.parse(body.data.created_at)).toBe(15 * 60_000);
  });

  describe("amount", () => {
    it.each([
      [0, /greater than zero/],
      [-5, /greater than zero/],
      [10.123, /at most 2 decimal places/],
      [1_000_000.01, /must not exceed USD 1,000,000.00/],
    ])("rejects %s USD with INVALID_VALUE", async (amount, message) => {
      const json = await expectRejected({ ...validPaymentBody, amount }, "INVALID_VALUE", "amount");
      expect(json.message).toMatch(message);
    });
    it("rejects decimals on a zero-decimal currency", async () => {
      const json = await expectRejected({ amount: 100.5, currency: "UGX" }, "INVALID_VALUE", "amount");
      expect(json.message).toMatch(/UGX amounts are whole numbers/);
    });
    it.each([["12"], [null], [true], [[1]]])("rejects a non-number %j with VALIDATION_ERROR", async (amount) => {
      await expectRejected({ ...validPaymentBody, amount }, "VALIDATION_ERROR", "amount");
    });
    it("requires it", async () => {
      await expectRejected({ currency: "USD" }, "VALIDATION_ERROR", "amount");
    });
  });

  // Any case of a supported code is accepted: "usd" is covered in hostile-input.test.ts.
  it.each(["EUR", "eur", "usd ", "", "ETBX", "constructor"])("rejects currency %j with INVALID_VALUE", async (currency) => {
    await expectRejected({ ...validPaymentBody, currency }, "INVALID_VALUE", "currency");
  });

  describe("customer", () => {
    it.each(["0911234567", "251911234567", "+25191", "+999123456789", "+1 555", "phone"])("rejects phone %j naming the field", async (phone) => {
      const json = await expectRejected({ ...validPaymentBody, customer: { phone_number: phone } }, "VALIDATION_ERROR", "customer.phone_number");
      expect(json.message).toMatch(/customer\.phone_number/);
    });
    it.each(["not-an-email", "a@", "@b.com"])("rejects email %j", async (email) => {
      await expectRejected({ ...validPaymentBody, customer: { email } }, "VALIDATION_ERROR", "customer.email");
    });
    it("rejects unknown customer fields", async () => {
      await expectRejected({ ...validPaymentBody, customer: { age: 3 } }, "VALIDATION_ERROR", "customer.age");
    });
  });

  describe("merchant_reference", () => {
    it("must be 1-100 characters", async () => {
      await expectRejected({ ...validPaymentBody, merchant_reference: "" }, "VALIDATION_ERROR", "merchant_reference");
      await expectRejected({ ...validPaymentBody, merchant_reference: "x".repeat(101) }, "VALIDATION_ERROR", "merchant_reference");
    });
    it("is unique per merchant and mode (409), but free in the other mode and for other merchants", async () => {
      await createHostedPaymentFor(key, { merchant_reference: "dup-1" });
      await expectRejected({ ...validPaymentBody, merchant_reference: "dup-1" }, "RESOURCE_CONFLICT", "merchant_reference");
      expect((await postHostedPayment(m.keys.live.secret, { ...validPaymentBody, merchant_reference: "dup-1" })).res.status).toBe(201);
      const other = await createTestMerchant();
      expect((await postHostedPayment(other.keys.test.secret, { ...validPaymentBody, merchant_reference: "dup-1" })).res.status).toBe(201);
    });
  });

  describe("preferred_payment_methods", () => {
    it("rejects an unknown method", async () => {
      await expectRejected({ ...validPaymentBody, preferred_payment_methods: ["card", "bitcoin"] }, "INVALID_VALUE", "preferred_payment_methods.1");
    });
    it("rejects a method not available for the currency", async () => {
      const json = await expectRejected({ ...validPaymentBody, preferred_payment_methods: ["telebirr"] }, "INVALID_VALUE");
      expect(json.message).toMatch(/not available for USD/);
    });
    it("rejects duplicates", async () => {
      await expectRejected({ amount: 10, currency: "ETB", preferred_payment_methods: ["telebirr", "telebirr"] }, "INVALID_VALUE");
    });
  });

  it("answers 404 for a split rule naming an unknown subaccount", async () => {
    const before = await paymentCount();
    const { res, body: json } = await postHostedPayment(key, { ...validPaymentBody, subaccounts: [{ subaccount_reference: "sub_1" }] });
    expect(res.status).toBe(404);
    expect(json.error.code).toBe("NOT_FOUND");
    expect(json.message).toBe("subaccount not found");
    expect(await paymentCount()).toBe(before);
  });

  describe("meta, return_url, customization", () => {
    it("limits meta to 50 keys", async () => {
      const meta = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]));
      await expectRejected({ ...validPaymentBody, meta }, "VALIDATION_ERROR", "meta");
    });
    it("limits meta to 8 KB", async () => {
      await expectRejected({ ...validPaymentBody, meta: { notes: "x".repeat(8200) } }, "VALIDATION_ERROR", "meta");
    });
    it("requires meta to be an object", async () => {
      await expectRejected({ ...validPaymentBody, meta: ["a"] }, "VALIDATION_ERROR", "meta");
    });
    it.each(["javascript:alert(1)", "ftp://x.example/", "not a url"])("rejects return_url %j", async (url) => {
      await expectRejected({ ...validPaymentBody, return_url: url }, "VALIDATION_ERROR", "return_url");
    });
    it("rejects a non-https logo and unknown customization fields", async () => {
      await expectRejected({ ...validPaymentBody, customization: { logo: "http://x.example/l.png" } }, "VALIDATION_ERROR", "customization.logo");
      await expectRejected({ ...validPaymentBody, customization: { colour: "red" } }, "VALIDATION_ERROR", "customization.colour");
    });
  });

  it("rejects internal fields such as status", async () => {
    await expectRejected({ ...validPaymentBody, status: "success" }, "VALIDATION_ERROR", "status");
  });

  it("honours Idempotency-Key: one payment, the same answer", async () => {
    const before = await paymentCount();
    const first = await postHostedPayment(key, { ...validPaymentBody, merchant_reference: "idem-1" }, { "idempotency-key": "create-idem-1" });
    const again = await postHostedPayment(key, { ...validPaymentBody, merchant_reference: "idem-1" }, { "idempotency-key": "create-idem-1" });
    expect(first.res.status).toBe(201);
    expect(again.res.status).toBe(201);
    expect(again.res.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await paymentCount()).toBe(before + 1);
  });
});

describe("GET /v2/payments/{reference}/verify", () => {
  const call = async (reference: string, k = key) => {
    const res = await verify(apiRequest(`/v2/payments/${reference}/verify`, { key: k }), { params: Promise.resolve({ reference }) });
    return { res, body: await res.json() };
  };

  it("returns the payment by gateway reference and by merchant reference", async () => {
    const p = await createHostedPaymentFor(key, { merchant_reference: "verify-1", amount: 12.34, meta: { order_id: "A1" } });
    for (const ref of [p.reference, "verify-1"]) {
      const { res, body } = await call(ref);
      expect(res.status).toBe(200);
      expect(body.data).toEqual({
        gateway_reference: p.reference,
        merchant_reference: "verify-1",
        status: "pending",
        amount: 12.34,
        currency: "USD",
        service_fee: null,
        amount_refunded: 0,
        payment_method: null,
        payment_type: "Hosted",
        fee_bearer: "merchant",
        customer: { first_name: "Abebe", last_name: "Kebede", email: "abebe@example.test", phone_number: "+251911234567" },
        meta: { order_id: "A1" },
        mode: "test",
        attempts: 0,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        expires_at: expect.any(String),
        paid_at: null,
        split: [],
      });
      // Same instants as the creation answer, whichever way the row was read.
      expect(body.data.created_at).toBe(p.data.created_at);
      expect(body.data.expires_at).toBe(p.data.expires_at);
    }
  });

  it("answers 404 for an unknown reference and for another merchant's payment", async () => {
    const unknown = await call("pay_doesnotexist");
    expect(unknown.res.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: "error", error: { code: "NOT_FOUND", details: null } });
    const other = await createTestMerchant();
    const theirs = await createHostedPaymentFor(other.keys.test.secret, { merchant_reference: "theirs-1" });
    for (const ref of [theirs.reference, "theirs-1"]) {
      const { res, body } = await call(ref);
      expect(res.status).toBe(404);
      expect(body.error.code).toBe("NOT_FOUND");
    }
  });

  it("answers 401 naming the mode when the reference belongs to the other mode", async () => {
    const live = await createHostedPaymentFor(m.keys.live.secret, { merchant_reference: "live-only-1" });
    for (const ref of [live.reference, "live-only-1"]) {
      const { res, body } = await call(ref);
      expect(res.status).toBe(401);
      expect(body.error.code).toBe("UNAUTHORIZED");
      expect(body.message).toMatch(/belongs to live mode/);
    }
    const test = await createHostedPaymentFor(key);
    expect((await call(test.reference, m.keys.live.secret)).body.message).toMatch(/belongs to test mode/);
  });
});

describe("GET /v2/payment-methods", () => {
  const call = async (query: string, k = key) => {
    const res = await methods(apiRequest(`/v2/payment-methods${query}`, { key: k }));
    return { res, body: await res.json() };
  };
  it("lists methods for a currency with pricing", async () => {
    const { res, body } = await call("?currency=UGX");
    expect(res.status).toBe(200);
    expect(body.data.map((x: { id: string }) => x.id)).toEqual(["card", "mtn_momo", "airtel_money", "bank_transfer"]);
    expect(body.data[0]).toEqual({ id: "card", name: "Card", type: "card", currencies: ["USD", "ETB", "UGX", "DJF"], available: true, pricing: [{ currency: "UGX", percentage: 3, minimum: 1000 }] });
  });
  it("says live methods are unavailable without a live processor", async () => {
    await db().processorConnection.updateMany({ data: { enabled: false } });
    invalidateConnectionCache();
    const { body } = await call("?currency=ETB", m.keys.live.secret);
    expect(body.data.every((x: { available: boolean }) => x.available === false)).toBe(true);
  });
  it("rejects an unknown currency and unknown parameters", async () => {
    expect((await call("?currency=EUR")).body.error.code).toBe("INVALID_VALUE");
    expect((await call("?colour=red")).body.error.code).toBe("VALIDATION_ERROR");
  });
});
