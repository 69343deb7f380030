// POST/GET/PATCH /v2/subaccounts, GET /v2/banks, split rules at initialization,
// POST /v2/splits/preview, and the settlement of a split payment in the ledger.
import { beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { balanceOf, checkLedgerAfterEach, entriesOf } from "@/tests/support/ledger";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor, postHostedPayment } from "@/tests/factories/payments";
import { createSubaccountFor, postSubaccount, subaccountBody } from "@/tests/factories/subaccounts";
import { GET as listSubs } from "@/app/v2/subaccounts/route";
import { GET as getSub, PATCH as patchSub } from "@/app/v2/subaccounts/[reference]/route";
import { POST as deactivate } from "@/app/v2/subaccounts/[reference]/deactivate/route";
import { GET as banks } from "@/app/v2/banks/route";
import { POST as preview } from "@/app/v2/splits/preview/route";
import { GET as verify } from "@/app/v2/payments/[reference]/verify/route";
import { GET as balances } from "@/app/v2/balances/route";
import { db } from "@/lib/db";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { findPaymentWithSplits } from "@/lib/payments/find-payment";
import { updateMerchantSettings } from "@/lib/merchants/update-merchant-settings";

setupTestDatabase();
checkLedgerAfterEach();

let m: Awaited<ReturnType<typeof createTestMerchant>>;
let key: string;
beforeAll(async () => {
  m = await createTestMerchant();
  key = m.keys.test.secret;
});

const subCount = () => db().subaccount.count({ where: { merchantId: m.merchant.id } });
const params = (reference: string) => ({ params: Promise.resolve({ reference }) });

async function expectSubRejected(body: Record<string, unknown>, status: number, code: string, field?: string) {
  const before = await subCount();
  const { res, body: json } = await postSubaccount(key, body);
  expect(res.status, JSON.stringify(json)).toBe(status);
  expect(json.error.code).toBe(code);
  if (field) expect(json.error.details.map((d: { field: string }) => d.field)).toContain(field);
  expect(await subCount()).toBe(before);
  return json;
}

describe("POST /v2/subaccounts", () => {
  it("creates a subaccount", async () => {
    const body = subaccountBody({ split_value: 12.5, min_amount: 5, max_amount: 500 });
    const { res, body: json } = await postSubaccount(key, body);
    expect(res.status).toBe(201);
    expect(json.data).toEqual({
      subaccount_reference: expect.stringMatching(/^sub_/),
      subaccount_name: body.subaccount_name,
      account: body.account,
      currency: "ETB",
      split_type: "percentage",
      split_value: 12.5,
      min_amount: 5,
      max_amount: 500,
      active: true,
      mode: "test",
      balance: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const row = await db().subaccount.findUniqueOrThrow({ where: { id: json.data.subaccount_reference } });
    expect(row).toMatchObject({ splitValue: 1250n, minAmount: 500n, maxAmount: 50000n });
  });

  it("fills bank_name from the registry and accepts wallets", async () => {
    const { res, body } = await postSubaccount(key, subaccountBody({ account: { account_name: "Selam", account_number: "+251 911 234 567", bank_slug: "telebirr" } }));
    expect(res.status).toBe(201);
    expect(body.data.account).toEqual({ account_name: "Selam", account_number: "+251911234567", bank_slug: "telebirr", bank_name: "telebirr" });
  });

  it.each(["subaccount_name", "account", "currency", "split_type", "split_value"])("requires %s", async (field) => {
    const body = subaccountBody();
    delete (body as Record<string, unknown>)[field];
    await expectSubRejected(body, 400, "VALIDATION_ERROR", field);
  });

  it("rejects an unknown bank slug and a bad account number with INVALID_FORMAT, a bank of another currency with INVALID_VALUE", async () => {
    await expectSubRejected(subaccountBody({ account: { account_name: "X", account_number: "1000123456789", bank_slug: "nobank" } }), 400, "INVALID_FORMAT", "account.bank_slug");
    // Not available for the currency, as a payment method that is not.
    await expectSubRejected(subaccountBody({ account: { account_name: "X", account_number: "1000123456789", bank_slug: "stanbic_ug" } }), 400, "INVALID_VALUE", "account.bank_slug");
    const json = await expectSubRejected(subaccountBody({ account: { account_name: "X", account_number: "12345", bank_slug: "cbe" } }), 400, "INVALID_FORMAT", "account.account_number");
    expect(json.message).toMatch(/expected 13 digits/);
    await expectSubRejected(subaccountBody({ account: { account_name: "X", account_number: "0811234567", bank_slug: "telebirr" } }), 400, "INVALID_FORMAT");
  });

  it.each([
    [{ split_type: "fixed" }, "split_type"],
    [{ split_value: 100.5 }, "split_value"],
    [{ split_value: 0 }, "split_value"],
    [{ split_value: -10 }, "split_value"],
    [{ split_value: 10.125 }, "split_value"],
    [{ split_type: "flat", split_value: 10.5, currency: "UGX", account: { account_name: "X", account_number: "1234567890123", bank_slug: "stanbic_ug" } }, "split_value"],
    [{ min_amount: 100, max_amount: 50 }, "min_amount"],
    [{ min_amount: -1 }, "min_amount"],
    [{ max_amount: 10.001 }, "max_amount"],
    [{ currency: "EUR" }, "currency"],
  ])("rejects %j with INVALID_VALUE", async (overrides, field) => {
    await expectSubRejected(subaccountBody(overrides), 400, "INVALID_VALUE", field);
  });

  it("accepts a percentage of exactly 100 and a flat split", async () => {
    const whole = await postSubaccount(key, subaccountBody({ split_value: 100 }));
    expect(whole.res.status).toBe(201);
    expect(whole.body.data).toMatchObject({ split_type: "percentage", split_value: 100 });
    expect((await db().subaccount.findUniqueOrThrow({ where: { id: whole.body.data.subaccount_reference } })).splitValue).toBe(10000n);
    const flat = await postSubaccount(key, subaccountBody({ split_type: "flat", split_value: 25.75 }));
    expect(flat.res.status).toBe(201);
    expect(flat.body.data).toMatchObject({ split_type: "flat", split_value: 25.75 });
    expect((await db().subaccount.findUniqueOrThrow({ where: { id: flat.body.data.subaccount_reference } })).splitValue).toBe(2575n);
  });

  it("allows one subaccount per bank account (409), per merchant and mode", async () => {
    const body = subaccountBody();
    expect((await postSubaccount(key, body)).res.status).toBe(201);
    const json = await expectSubRejected({ ...body, subaccount_name: "Another name" }, 409, "RESOURCE_CONFLICT");
    expect(json.message).toBe("A subaccount for this bank account already exists");
    // the same account written differently is the same account
    const spaced = { ...body, account: { ...(body.account as object), account_number: String((body.account as { account_number: string }).account_number).replace(/(\d{4})/, "$1 ") } };
    await expectSubRejected(spaced, 409, "RESOURCE_CONFLICT");
    expect((await postSubaccount(m.keys.live.secret, body)).res.status).toBe(201);
  });
});

describe("reading and changing subaccounts", () => {
  it("lists with pagination, gets one with its balance, hides other merchants' and modes'", async () => {
    const other = await createTestMerchant();
    const ref = await createSubaccountFor(key);
    const listRes = await listSubs(apiRequest("/v2/subaccounts?per_page=2&page=1", { key }));
    const list = await listRes.json();
    expect(list.data.items).toHaveLength(2);
    expect(list.data.pagination).toMatchObject({ page: 1, per_page: 2, limit: 2, has_more: true, next_cursor: "2", prev_cursor: null });
    expect((await (await listSubs(apiRequest("/v2/subaccounts?per_page=500", { key }))).json()).error.code).toBe("VALIDATION_ERROR");

    const one = await (await getSub(apiRequest(`/v2/subaccounts/${ref}`, { key }), params(ref))).json();
    expect(one.data).toMatchObject({ subaccount_reference: ref, balance: 0 });
    const foreign = await getSub(apiRequest(`/v2/subaccounts/${ref}`, { key: other.keys.test.secret }), params(ref));
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error.code).toBe("NOT_FOUND");
    const wrongMode = await getSub(apiRequest(`/v2/subaccounts/${ref}`, { key: m.keys.live.secret }), params(ref));
    expect(wrongMode.status).toBe(401);
    expect((await wrongMode.json()).message).toMatch(/belongs to test mode/);
  });

  it("PATCH changes the name and default split, with the same validation", async () => {
    const ref = await createSubaccountFor(key);
    const ok = await patchSub(apiRequest(`/v2/subaccounts/${ref}`, { key, method: "PATCH", body: { subaccount_name: "Renamed", split_value: 20 } }), params(ref));
    expect(ok.status).toBe(200);
    expect((await ok.json()).data).toMatchObject({ subaccount_name: "Renamed", split_type: "percentage", split_value: 20 });
    const bad = await patchSub(apiRequest(`/v2/subaccounts/${ref}`, { key, method: "PATCH", body: { split_value: 150 } }), params(ref));
    expect((await bad.json()).error.code).toBe("INVALID_VALUE");
    const typeOnly = await patchSub(apiRequest(`/v2/subaccounts/${ref}`, { key, method: "PATCH", body: { split_type: "flat" } }), params(ref));
    expect((await typeOnly.json()).error.code).toBe("INVALID_VALUE");
    const empty = await patchSub(apiRequest(`/v2/subaccounts/${ref}`, { key, method: "PATCH", body: {} }), params(ref));
    expect((await empty.json()).error.code).toBe("VALIDATION_ERROR");
    const internal = await patchSub(apiRequest(`/v2/subaccounts/${ref}`, { key, method: "PATCH", body: { account: {} } }), params(ref));
    expect((await internal.json()).error.code).toBe("VALIDATION_ERROR");
    expect((await db().subaccount.findUniqueOrThrow({ where: { id: ref } })).splitValue).toBe(2000n);
  });

  it("a deactivated subaccount cannot be used in new splits", async () => {
    const ref = await createSubaccountFor(key);
    const res = await deactivate(apiRequest(`/v2/subaccounts/${ref}/deactivate`, { key, method: "POST" }), params(ref));
    expect((await res.json()).data.active).toBe(false);
    const before = await db().payment.count({ where: { merchantId: m.merchant.id } });
    const { res: payRes, body } = await postHostedPayment(key, { amount: 100, currency: "ETB", subaccounts: [{ subaccount_reference: ref }] });
    expect(payRes.status).toBe(404);
    expect(body.error.code).toBe("NOT_FOUND");
    expect(body.message).toBe("subaccount not found");
    expect(await db().payment.count({ where: { merchantId: m.merchant.id } })).toBe(before);
  });
});

describe("GET /v2/banks", () => {
  it("lists banks and wallets per currency with their account format", async () => {
    const res = await banks(apiRequest("/v2/banks?currency=UGX", { key }));
    const json = await res.json();
    expect(json.data.map((b: { slug: string }) => b.slug)).toEqual(["stanbic_ug", "centenary", "mtn_momo_ug", "airtel_ug"]);
    expect(json.data[0]).toEqual({ slug: "stanbic_ug", name: "Stanbic Bank Uganda", type: "bank", currency: "UGX", account_number_format: "13 digits", account_number_example: "1000123456789" });
    expect((await (await banks(apiRequest("/v2/banks?currency=XYZ", { key }))).json()).error.code).toBe("INVALID_VALUE");
  });
});

describe("split payments", () => {
  it("stores the split at initialization, shows it in verify, and settles it exactly", async () => {
    const a = await createSubaccountFor(key, { split_value: 10 });
    const b = await createSubaccountFor(key, { split_type: "flat", split_value: 50 });
    const p = await createHostedPaymentFor(key, {
      amount: 1000,
      currency: "ETB",
      subaccounts: [{ subaccount_reference: a }, { subaccount_reference: b, split_type: "percentage", split_value: 25.5 }],
    });
    const v = await (await verify(apiRequest(`/v2/payments/${p.reference}/verify`, { key }), params(p.reference))).json();
    expect(v.data.split).toEqual([
      { subaccount_reference: a, split_type: "percentage", split_value: 10, amount: 100, fee: null },
      { subaccount_reference: b, split_type: "percentage", split_value: 25.5, amount: 255, fee: null },
    ]);
    expect(v.data.amount).toBe(1000);

    const merchantBefore = await balanceOf("merchant_available", m.merchant.id, "ETB");
    await submitPaymentAttempt(p.token, { method: "telebirr", account: "+251911110001", kind: "wallet" });
    // verify's hot read (straight on the pool) must return exactly what Prisma returns
    const hot = await findPaymentWithSplits(db(), { merchantId: m.merchant.id, mode: "test", otherMode: "unauthorized", reference: p.reference });
    const prisma = await db().payment.findUniqueOrThrow({ where: { id: p.reference }, include: { splits: { orderBy: { position: "asc" } } } });
    expect(hot).toEqual(prisma);
    expect(hot.paidAt).toBeInstanceOf(Date);
    expect(typeof hot.amount).toBe("bigint");
    // fee: 1.5 % of 1000.00 = 15.00; merchant: 1000 - 15 - 100 - 255 = 630
    expect(await entriesOf("payment_settlement", p.reference)).toEqual(
      [
        { type: "customer_clearing", ownerId: m.merchant.id, amount: -100000n },
        { type: "fee_revenue", ownerId: m.merchant.id, amount: 1500n },
        { type: "merchant_available", ownerId: m.merchant.id, amount: 63000n },
        { type: "subaccount", ownerId: a, amount: 10000n },
        { type: "subaccount", ownerId: b, amount: 25500n },
      ].sort((x, y) => (x.type + x.ownerId < y.type + y.ownerId ? -1 : 1)),
    );
    expect(await balanceOf("merchant_available", m.merchant.id, "ETB")).toBe(merchantBefore + 63000n);
    expect(await balanceOf("subaccount", a, "ETB")).toBe(10000n);
    const sub = await (await getSub(apiRequest(`/v2/subaccounts/${b}`, { key }), params(b))).json();
    expect(sub.data.balance).toBe(255);
    const bal = await (await balances(apiRequest("/v2/balances", { key }))).json();
    expect(bal.data).toContainEqual({
      currency: "ETB",
      available: Number(merchantBefore + 63000n) / 100,
      pending: 0,
      disputed: 0,
      owed: 0,
      subaccounts: expect.any(Number),
      // Test mode: the simulator's money, all held by the operator.
      held_by_operator: Number(merchantBefore + 63000n) / 100,
      held_at_connections: [],
    });
  });

  it("holds shares within the subaccount's bounds", async () => {
    const capped = await createSubaccountFor(key, { split_value: 50, max_amount: 20 });
    const p = await createHostedPaymentFor(key, { amount: 1000, currency: "ETB", subaccounts: [{ subaccount_reference: capped }] });
    const splits = await db().paymentSplit.findMany({ where: { paymentId: p.reference } });
    expect(splits[0].shareAmount).toBe(2000n);
  });

  describe("validation, with nothing written", () => {
    const payments = () => db().payment.count({ where: { merchantId: m.merchant.id } });
    async function rejected(subaccounts: unknown[], status: number, code: string, message?: RegExp, extra: Record<string, unknown> = {}) {
      const before = await payments();
      const { res, body } = await postHostedPayment(key, { amount: 100, currency: "ETB", subaccounts, ...extra });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(body.error.code).toBe(code);
      if (message) expect(body.message).toMatch(message);
      expect(await payments()).toBe(before);
    }

    it("unknown, other merchant's and other mode's subaccounts are 404 subaccount not found", async () => {
      const other = await createTestMerchant();
      const theirs = await createSubaccountFor(other.keys.test.secret);
      const live = await createSubaccountFor(m.keys.live.secret);
      for (const ref of ["sub_nope", theirs, live]) await rejected([{ subaccount_reference: ref }], 404, "NOT_FOUND", /^subaccount not found$/);
    });

    it("invalid split_type, percentage above 100, half a rule: INVALID_VALUE", async () => {
      const ref = await createSubaccountFor(key);
      await rejected([{ subaccount_reference: ref, split_type: "share", split_value: 5 }], 400, "INVALID_VALUE", /split_type/);
      await rejected([{ subaccount_reference: ref, split_type: "percentage", split_value: 101 }], 400, "INVALID_VALUE", /must not exceed 100/);
      await rejected([{ subaccount_reference: ref, split_type: "percentage" }], 400, "INVALID_VALUE");
    });

    it("a subaccount of another currency, the same subaccount twice, more than 10 rules: INVALID_VALUE", async () => {
      const ref = await createSubaccountFor(key);
      const usd = await createSubaccountFor(key, { currency: "USD", account: { account_name: "X", account_number: String(1000000000000 + Math.floor(Math.random() * 1e9)), bank_slug: "cbe_usd" } });
      await rejected([{ subaccount_reference: usd }], 400, "INVALID_VALUE", /receives USD, not ETB/);
      await rejected([{ subaccount_reference: ref }, { subaccount_reference: ref }], 400, "INVALID_VALUE", /twice/);
      const many = await Promise.all(Array.from({ length: 11 }, () => createSubaccountFor(key, { split_value: 1 })));
      await rejected(many.map((r) => ({ subaccount_reference: r })), 400, "INVALID_VALUE", /at most 10/);
    });

    it("shares plus the highest possible fee larger than the amount: INVALID_VALUE", async () => {
      const ref = await createSubaccountFor(key, { split_value: 98 });
      // card fee on 100.00 ETB is 5.00 (3 %, min 5.00): 98 + 5 > 100
      await rejected([{ subaccount_reference: ref }], 400, "INVALID_VALUE", /merchant's share is not enough to cover the fee/);
      // with only telebirr allowed and restricted, the fee is 1.50: 98 + 1.5 <= 100
      await updateMerchantSettings(db(), { merchantId: m.merchant.id, actor: { type: "cli" }, input: { restrict_to_preferred_methods: true } });
      try {
        const { res } = await postHostedPayment(key, { amount: 100, currency: "ETB", preferred_payment_methods: ["telebirr"], subaccounts: [{ subaccount_reference: ref }] });
        expect(res.status).toBe(201);
      } finally {
        await updateMerchantSettings(db(), { merchantId: m.merchant.id, actor: { type: "cli" }, input: { restrict_to_preferred_methods: false } });
      }
    });
  });
});

describe("POST /v2/splits/preview", () => {
  const call = async (body: unknown) => {
    const res = await preview(apiRequest("/v2/splits/preview", { key, body }));
    return { res, body: await res.json() };
  };
  it("answers fee, shares and the merchant's net without writing anything", async () => {
    const ref = await createSubaccountFor(key, { split_value: 10 });
    const before = await db().payment.count();
    const highest = await call({ amount: 1000, currency: "ETB", subaccounts: [{ subaccount_reference: ref }] });
    expect(highest.res.status).toBe(200);
    expect(highest.body.data).toEqual({
      amount: 1000,
      currency: "ETB",
      service_fee: 30,
      fee_basis: "highest_fee_of_allowed_methods",
      fee_bearer: "merchant",
      shares: [{ subaccount_reference: ref, subaccount_name: expect.any(String), split_type: "percentage", split_value: 10, amount: 100, fee: 0 }],
      merchant_net: 870,
    });
    const wallet = await call({ amount: 1000, currency: "ETB", subaccounts: [{ subaccount_reference: ref }], payment_method: "telebirr" });
    expect(wallet.body.data).toMatchObject({ service_fee: 15, merchant_net: 885, fee_basis: "telebirr" });
    expect(await db().payment.count()).toBe(before);
  });
  it("answers the same errors as initialization", async () => {
    const unknown = await call({ amount: 1000, currency: "ETB", subaccounts: [{ subaccount_reference: "sub_x" }] });
    expect(unknown.res.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: "error", message: "subaccount not found", error: { code: "NOT_FOUND" } });
    expect((await call({ amount: 1000, currency: "ETB", subaccounts: [] })).body.error.code).toBe("VALIDATION_ERROR");
    expect((await call({ amount: 1000, currency: "ETB", subaccounts: [{ subaccount_reference: "sub_x" }], payment_method: "mtn_momo" })).body.error.code).toBe("INVALID_VALUE");
    const ref = await createSubaccountFor(key);
    expect((await call({ amount: 1000, currency: "ETB", subaccounts: [{ subaccount_reference: ref }], preferred_payment_methods: ["bitcoin"] })).body.error.code).toBe("INVALID_VALUE");
  });
});

describe.skipIf(!onPostgres)("concurrency (PostgreSQL)", () => {
  it("50 concurrent identical subaccount creations make one subaccount", async () => {
    const body = subaccountBody();
    const results = await Promise.all(Array.from({ length: 50 }, () => postSubaccount(key, body)));
    const unexpected = results.filter((r) => r.res.status !== 201 && r.res.status !== 409);
    expect(unexpected.map((r) => r.body)).toEqual([]);
    expect(results.filter((r) => r.res.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.res.status === 409 && r.body.error.code === "RESOURCE_CONFLICT")).toHaveLength(49);
    const account = (body.account as { account_number: string }).account_number;
    expect(await db().subaccount.count({ where: { merchantId: m.merchant.id, accountNumber: account, mode: "test" } })).toBe(1);
  });
});
