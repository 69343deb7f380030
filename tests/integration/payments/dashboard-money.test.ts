// Dashboard side: the services behind the dashboard's money pages. Recent
// payments and the payment page are scoped by merchant and mode (another merchant's or the
// other mode's payment is NOT_FOUND); refunds, subaccount changes and test funds made from the
// dashboard write an audit row with the change and nothing at all when refused; the subaccount
// form's browser-side validation reports the same fields as the server.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { balanceOf, checkLedgerAfterEach } from "@/tests/support/ledger";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor, createPaidPayment } from "@/tests/factories/payments";
import { subaccountBody } from "@/tests/factories/subaccounts";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { parseOrThrow } from "@/lib/http/validation";
import { getBalances } from "@/lib/ledger/get-balances";
import { addTestFunds } from "@/lib/ledger/add-test-funds";
import { getPaymentDetail } from "@/lib/payments/get-payment-detail";
import { serializePaymentDetail } from "@/lib/payments/serialize-payment-detail";
import { createRefund } from "@/lib/refunds/create-refund";
import { createSubaccount } from "@/lib/subaccounts/create-subaccount";
import { deactivateSubaccount, updateSubaccount } from "@/lib/subaccounts/update-subaccount";
import { createSubaccountSchema } from "@/lib/schemas/subaccounts";
import { validateCreateSubaccount, type CreateSubaccountValues } from "@/lib/subaccounts/subaccount-form";
import { POST as refundRoute } from "@/app/api/dashboard/payments/[reference]/refunds/route";

setupTestDatabase();
checkLedgerAfterEach();

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Merchant;
let other: Merchant;

beforeAll(async () => {
  shop = await createTestMerchant({ name: "Dashboard Shop" });
  other = await createTestMerchant({ name: "Someone Else" });
});

const actor = (m: Merchant) => ({ type: "dashboard" as const, userId: m.user.id });

// What the dashboard's routes do: the API's services, in one transaction (withDashboard's),
// answering the other mode's objects with NOT_FOUND (ctx.otherMode).
type Without<F extends (tx: never, opts: never) => unknown, K extends string> = Omit<Parameters<F>[1], K>;
const dashboard = {
  refund: (opts: Without<typeof createRefund, "otherMode">) => db().$transaction((tx) => createRefund(tx, { ...opts, otherMode: "not_found" })),
  createSubaccount: (opts: Parameters<typeof createSubaccount>[1]) => db().$transaction((tx) => createSubaccount(tx, opts)),
  updateSubaccount: (opts: Without<typeof updateSubaccount, "otherMode">) => db().$transaction((tx) => updateSubaccount(tx, { ...opts, otherMode: "not_found" })),
  deactivateSubaccount: (opts: Without<typeof deactivateSubaccount, "otherMode">) =>
    db().$transaction((tx) => deactivateSubaccount(tx, { ...opts, otherMode: "not_found" })),
  addTestFunds: (opts: Omit<Parameters<typeof addTestFunds>[1], "currency" | "amount"> & { input: { currency: string; amount: number } }) =>
    db().$transaction((tx) => addTestFunds(tx, { merchantId: opts.merchantId, mode: opts.mode, actor: opts.actor, ...opts.input })),
};

async function detail(m: Merchant, reference: string, mode: "test" | "live" = "test") {
  return serializePaymentDetail(await getPaymentDetail(db(), { merchantId: m.merchant.id, mode, reference }));
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const auditRows = (merchantId: string, action: string) =>
  db().auditLog.findMany({ where: { merchantId, action }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });

/** Everything a refused money action could have written, to compare before and after. */
async function writes(merchantId: string) {
  const [audit, refunds, ledger, subaccounts] = await Promise.all([
    db().auditLog.count({ where: { merchantId } }),
    db().refund.count({ where: { merchantId } }),
    db().ledgerTransaction.count({ where: { merchantId } }),
    db().subaccount.count({ where: { merchantId } }),
  ]);
  return { audit, refunds, ledger, subaccounts };
}

describe("getPaymentDetail", () => {
  let partner: string;
  let payment: { reference: string; token: string };

  beforeAll(async () => {
    const sub = await dashboard.createSubaccount({
      merchantId: shop.merchant.id,
      mode: "test",
      input: createSubaccountSchema.parse(subaccountBody({ subaccount_name: "Addis Delivery" })),
      actor: actor(shop),
    });
    partner = sub.id;
    payment = await createPaidPayment(shop.keys.test.secret, {
      amount: 1000,
      currency: "ETB",
      merchant_reference: "order-split-1",
      meta: { cart: "c-42" },
      subaccounts: [{ subaccount_reference: partner }],
    });
  });

  it("shows a paid split payment: shares with names, fee, merchant net, attempts and events", async () => {
    const d = await detail(shop, payment.reference);
    expect(d).toMatchObject({
      gateway_reference: payment.reference,
      merchant_reference: "order-split-1",
      status: "success",
      amount: 1000,
      currency: "ETB",
      service_fee: 30, // card, ETB: 3 %
      amount_refunded: 0,
      amount_refundable: 1000,
      merchant_net: 870,
      payment_method: "card",
      meta: { cart: "c-42" },
      splits: [{ subaccount_reference: partner, subaccount_name: "Addis Delivery", subaccount_active: true, split_type: "percentage", split_value: 10, amount: 100 }],
      refunds: [],
    });
    expect(d.attempt_history).toEqual([
      expect.objectContaining({ number: 1, method: "card", outcome: "success", card_brand: "visa", card_last4: "4242", phone_last4: null, service_fee: 30 }),
    ]);
    expect(d.events.map((e) => e.type)).toEqual(["payment.success"]);
    // The settlement matches the page: the subaccount holds its share.
    expect(await balanceOf("subaccount", partner, "ETB")).toBe(10000n);
    // Never internal columns: no checkout token, merchant id, processor references or card expiry.
    const text = JSON.stringify(d);
    for (const secret of [payment.token, shop.merchant.id, "processorRef", "cardExp", "checkoutToken"]) expect(text).not.toContain(secret);
  });

  it("finds a payment by the merchant's reference too", async () => {
    expect((await detail(shop, "order-split-1")).gateway_reference).toBe(payment.reference);
  });

  it("shows an unpaid payment without fee or net", async () => {
    const p = await createHostedPaymentFor(shop.keys.test.secret);
    const d = await detail(shop, p.reference);
    expect(d).toMatchObject({ status: "pending", service_fee: null, merchant_net: null, splits: [], attempt_history: [], events: [], refunds: [] });
  });

  it("answers NOT_FOUND for another merchant's payment, the other mode and unknown references", async () => {
    const cases: [Merchant, string, "test" | "live"][] = [
      [other, payment.reference, "test"], // another merchant, by gateway reference
      [other, "order-split-1", "test"], // another merchant, by merchant reference
      [shop, payment.reference, "live"], // the same merchant's payment, other mode
      [shop, "order-split-1", "live"],
      [shop, "pay_doesnotexist000000000", "test"],
      [shop, "", "test"],
      [shop, "x".repeat(300), "test"],
    ];
    for (const [m, reference, mode] of cases) {
      const error = await caught(getPaymentDetail(db(), { merchantId: m.merchant.id, mode, reference }));
      expect(error.code).toBe("NOT_FOUND");
      expect(error.message).toBe("payment not found");
    }
  });
});

describe("refunds from the dashboard", () => {
  it("refunds part of a payment, writes one audit row, and the payment page shows it", async () => {
    const p = await createPaidPayment(shop.keys.test.secret, { amount: 100 });
    const before = await balanceOf("merchant_available", shop.merchant.id, "USD");

    const { refund, payment } = await dashboard.refund({
      merchantId: shop.merchant.id,
      mode: "test",
      reference: p.reference,
      input: { amount: 30, reason: "one item returned" },
      actor: actor(shop),
    });
    expect(payment).toMatchObject({ status: "partially_refunded", amountRefunded: 3000n });
    expect(await balanceOf("merchant_available", shop.merchant.id, "USD")).toBe(before - 3000n);

    const rows = await auditRows(shop.merchant.id, "refund.created");
    expect(rows.at(-1)).toMatchObject({
      userId: shop.user.id,
      actorType: "dashboard",
      mode: "test",
      targetId: refund.id,
      details: { payment_reference: p.reference, amount: 30, currency: "USD", reason: "one item returned", payment_status: "partially_refunded" },
    });

    const d = await detail(shop, p.reference);
    expect(d).toMatchObject({ status: "partially_refunded", amount_refunded: 30, amount_refundable: 70 });
    expect(d.refunds).toEqual([expect.objectContaining({ refund_reference: refund.id, amount: 30, reason: "one item returned", status: "succeeded" })]);
    expect(d.events.map((e) => e.type)).toEqual(["payment.success", "payment.partially_refunded"]);
  });

  it("refunds the remainder when no amount is given", async () => {
    await dashboard.addTestFunds({ merchantId: shop.merchant.id, mode: "test", input: { currency: "USD", amount: 100 }, actor: actor(shop) });
    const p = await createPaidPayment(shop.keys.test.secret, { amount: 20 });
    await dashboard.refund({ merchantId: shop.merchant.id, mode: "test", reference: p.reference, input: { amount: 5 }, actor: actor(shop) });
    const { refund } = await dashboard.refund({ merchantId: shop.merchant.id, mode: "test", reference: p.reference, input: {}, actor: actor(shop) });
    expect(refund.amount).toBe(1500n);
    expect(await detail(shop, p.reference)).toMatchObject({ status: "fully_refunded", amount_refunded: 20, amount_refundable: 0 });
  });

  it.each([
    ["more than remains", "INVALID_VALUE", { amount: 100.01 }],
    ["too many decimals", "INVALID_VALUE", { amount: 1.005 }],
    ["a zero amount", "INVALID_VALUE", { amount: 0 }],
  ])("refuses %s (%s) and writes nothing", async (_label, code, input) => {
    const p = await createPaidPayment(shop.keys.test.secret, { amount: 100 });
    const before = await writes(shop.merchant.id);
    const error = await caught(dashboard.refund({ merchantId: shop.merchant.id, mode: "test", reference: p.reference, input, actor: actor(shop) }));
    expect(error.code).toBe(code);
    expect(await writes(shop.merchant.id)).toEqual(before);
    expect((await detail(shop, p.reference)).status).toBe("success");
  });

  it("refuses an unpaid payment (INVALID_STATE) and one beyond the available balance (INSUFFICIENT_BALANCE), writing nothing", async () => {
    const poor = await createTestMerchant();
    const pending = await createHostedPaymentFor(poor.keys.test.secret);
    let before = await writes(poor.merchant.id);
    expect((await caught(dashboard.refund({ merchantId: poor.merchant.id, mode: "test", reference: pending.reference, input: {}, actor: actor(poor) }))).code).toBe(
      "INVALID_STATE",
    );
    expect(await writes(poor.merchant.id)).toEqual(before);

    // 100.00 USD by card: 2.90 fee, 97.10 net; the fee is not returned, so all of 100 is too much.
    const p = await createPaidPayment(poor.keys.test.secret, { amount: 100 });
    before = await writes(poor.merchant.id);
    const error = await caught(dashboard.refund({ merchantId: poor.merchant.id, mode: "test", reference: p.reference, input: {}, actor: actor(poor) }));
    expect(error.code).toBe("INSUFFICIENT_BALANCE");
    expect(error.message).toMatch(/USD 97.10 available/);
    expect(await writes(poor.merchant.id)).toEqual(before);
  });

  it("answers NOT_FOUND for another merchant's payment and the other mode, writing nothing", async () => {
    const p = await createPaidPayment(shop.keys.test.secret, { amount: 10 });
    for (const [m, mode] of [
      [other, "test"],
      [shop, "live"],
    ] as const) {
      const before = await writes(m.merchant.id);
      const error = await caught(dashboard.refund({ merchantId: m.merchant.id, mode, reference: p.reference, input: {}, actor: actor(m) }));
      // Not the API's 401 for the other mode: in the dashboard a 401 means "signed out".
      expect(error.code).toBe("NOT_FOUND");
      expect(await writes(m.merchant.id)).toEqual(before);
    }
    expect((await detail(shop, p.reference)).refunds).toEqual([]);
  });

  it("the dashboard route refuses a cross-origin request before anything else", async () => {
    const p = await createPaidPayment(shop.keys.test.secret, { amount: 10 });
    const res = await refundRoute(
      apiRequest(`/api/dashboard/payments/${p.reference}/refunds`, { body: {}, headers: { origin: "https://evil.example", host: "localhost" } }),
      { params: Promise.resolve({ reference: p.reference }) },
    );
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("UNAUTHORIZED");
    expect((await detail(shop, p.reference)).refunds).toEqual([]);
  });
});

describe("test funds from the dashboard", () => {
  it("adds to the available balance in test mode, with an audit row", async () => {
    const m = await createTestMerchant();
    expect(await getBalances(db(), { merchantId: m.merchant.id, mode: "test" })).toEqual([]);
    const posting = await dashboard.addTestFunds({ merchantId: m.merchant.id, mode: "test", input: { currency: "ETB", amount: 1500.5 }, actor: actor(m) });
    expect(await getBalances(db(), { merchantId: m.merchant.id, mode: "test" })).toEqual([{ currency: "ETB", available: 1500.5, held_by_operator: 1500.5, held_at_connections: [], pending: 0, disputed: 0, owed: 0, subaccounts: 0 }]);
    expect(await auditRows(m.merchant.id, "ledger.test_funds_added")).toEqual([
      expect.objectContaining({ userId: m.user.id, mode: "test", targetId: posting.transactionId, details: { currency: "ETB", amount: 1500.5 } }),
    ]);
  });

  it.each([
    ["live mode", "live", { currency: "USD", amount: 10 }, "INVALID_STATE"],
    ["an unknown currency", "test", { currency: "EUR", amount: 10 }, "INVALID_VALUE"],
    ["too many decimals", "test", { currency: "UGX", amount: 10.5 }, "INVALID_VALUE"],
    ["a negative amount", "test", { currency: "USD", amount: -5 }, "INVALID_VALUE"],
  ] as const)("refuses %s (%s) and writes nothing", async (_label, mode, input, code) => {
    const m = await createTestMerchant();
    const before = await writes(m.merchant.id);
    const error = await caught(dashboard.addTestFunds({ merchantId: m.merchant.id, mode, input, actor: actor(m) }));
    expect(error.code).toBe(code);
    expect(await writes(m.merchant.id)).toEqual(before);
    expect(await getBalances(db(), { merchantId: m.merchant.id, mode })).toEqual([]);
  });
});

describe("subaccounts from the dashboard", () => {
  it("creates, edits and deactivates with one audit row per change; the audit keeps the account's last four digits only", async () => {
    const m = await createTestMerchant();
    const body = subaccountBody({ subaccount_name: "Lemma Crafts", split_value: 12.5, min_amount: 5 });
    const sub = await dashboard.createSubaccount({ merchantId: m.merchant.id, mode: "test", input: createSubaccountSchema.parse(body), actor: actor(m) });
    const [created] = await auditRows(m.merchant.id, "subaccount.created");
    expect(created).toMatchObject({
      targetId: sub.id,
      mode: "test",
      details: { name: "Lemma Crafts", currency: "ETB", bank_slug: "cbe", account_last4: body.account.account_number.slice(-4), split_type: "percentage", split_value: "1250" },
    });
    expect(JSON.stringify(created.details)).not.toContain(body.account.account_number);

    const opts = { merchantId: m.merchant.id, mode: "test" as const, reference: sub.id, actor: actor(m) };
    const edited = await dashboard.updateSubaccount({ ...opts, input: { subaccount_name: "Lemma Crafts PLC", split_type: "flat", split_value: 50, min_amount: null } });
    expect(edited.changed.sort()).toEqual(["minAmount", "name", "splitType", "splitValue"]);
    expect(edited.subaccount).toMatchObject({ name: "Lemma Crafts PLC", splitType: "flat", splitValue: 5000n, minAmount: null });
    expect((await auditRows(m.merchant.id, "subaccount.updated"))[0].details).toEqual({
      changes: {
        name: { from: "Lemma Crafts", to: "Lemma Crafts PLC" },
        splitType: { from: "percentage", to: "flat" },
        splitValue: { from: "1250", to: "5000" },
        minAmount: { from: "500", to: null },
      },
    });
    // Saving the same values changes nothing and records nothing.
    expect((await dashboard.updateSubaccount({ ...opts, input: { subaccount_name: "Lemma Crafts PLC", split_value: 50 } })).changed).toEqual([]);
    expect(await auditRows(m.merchant.id, "subaccount.updated")).toHaveLength(1);

    expect((await dashboard.deactivateSubaccount(opts)).active).toBe(false);
    expect((await dashboard.deactivateSubaccount(opts)).active).toBe(false);
    expect(await auditRows(m.merchant.id, "subaccount.deactivated")).toHaveLength(1);
    expect((await caught(dashboard.updateSubaccount({ ...opts, input: { split_value: 10 } }))).code).toBe("INVALID_STATE");
  });

  it("refuses a second subaccount for the same bank account (409) with the field in details, writing nothing", async () => {
    const m = await createTestMerchant();
    const body = subaccountBody();
    await dashboard.createSubaccount({ merchantId: m.merchant.id, mode: "test", input: createSubaccountSchema.parse(body), actor: actor(m) });
    const before = await writes(m.merchant.id);
    const error = await caught(
      dashboard.createSubaccount({ merchantId: m.merchant.id, mode: "test", input: createSubaccountSchema.parse({ ...body, subaccount_name: "Again" }), actor: actor(m) }),
    );
    expect(error.code).toBe("RESOURCE_CONFLICT");
    expect(error.status).toBe(409);
    expect(error.details).toEqual([{ field: "account.account_number", message: "already used by another subaccount" }]);
    expect(await writes(m.merchant.id)).toEqual(before);
  });

  it("answers NOT_FOUND for another merchant's subaccount and the other mode's, writing nothing", async () => {
    const m = await createTestMerchant();
    const sub = await dashboard.createSubaccount({ merchantId: m.merchant.id, mode: "test", input: createSubaccountSchema.parse(subaccountBody()), actor: actor(m) });
    for (const [who, mode] of [
      [other, "test"],
      [m, "live"],
    ] as const) {
      const before = await writes(who.merchant.id);
      const opts = { merchantId: who.merchant.id, mode, reference: sub.id, actor: actor(who) };
      expect(await caught(dashboard.updateSubaccount({ ...opts, input: { split_value: 50 } }))).toMatchObject({ code: "NOT_FOUND", message: "subaccount not found" });
      expect(await caught(dashboard.deactivateSubaccount(opts))).toMatchObject({ code: "NOT_FOUND", message: "subaccount not found" });
      expect(await writes(who.merchant.id)).toEqual(before);
    }
    expect(await db().subaccount.findUniqueOrThrow({ where: { id: sub.id } })).toMatchObject({ active: true, splitValue: 1000n });
  });

  // The form validates in the browser with the same schema, registry and parsers as the server:
  // whatever the server refuses, the form has already flagged on the same field.
  const valid: CreateSubaccountValues = {
    subaccount_name: "Partner",
    currency: "ETB",
    bank_slug: "cbe",
    account_name: "Partner PLC",
    account_number: "1000123456789",
    bank_name: "Commercial Bank of Ethiopia",
    split_type: "percentage",
    split_value: "10",
    min_amount: "",
    max_amount: "",
  };
  const toBody = (v: CreateSubaccountValues) => ({
    subaccount_name: v.subaccount_name,
    account: { account_name: v.account_name, account_number: v.account_number, bank_slug: v.bank_slug, bank_name: v.bank_name },
    currency: v.currency,
    split_type: v.split_type,
    split_value: Number(v.split_value),
    ...(v.min_amount ? { min_amount: Number(v.min_amount) } : {}),
    ...(v.max_amount ? { max_amount: Number(v.max_amount) } : {}),
  });

  it.each([
    ["an account number that breaks the bank's rule", { account_number: "12345" }, "account.account_number", "INVALID_FORMAT"],
    ["a bank of another currency", { bank_slug: "stanbic_ug" }, "account.bank_slug", "INVALID_VALUE"],
    ["a percentage above 100", { split_value: "101" }, "split_value", "INVALID_VALUE"],
    ["a flat share with too many decimals", { split_type: "flat", split_value: "10.005" }, "split_value", "INVALID_VALUE"],
    ["a minimum above the maximum", { min_amount: "50", max_amount: "10" }, "min_amount", "INVALID_VALUE"],
    ["a negative maximum", { max_amount: "-1" }, "max_amount", "INVALID_VALUE"],
    ["an empty name", { subaccount_name: "  " }, "subaccount_name", "VALIDATION_ERROR"],
  ] as const)("the form and the server both flag %s on %s", async (_label, change, field, code) => {
    const values = { ...valid, ...change, account_number: "account_number" in change ? change.account_number : String(1000000000000 + Math.floor(Math.random() * 8e12)) };
    expect(validateCreateSubaccount({ ...values })).toHaveProperty([field]);

    const m = await createTestMerchant();
    const error = await caught(
      (async () =>
        dashboard.createSubaccount({
          merchantId: m.merchant.id,
          mode: "test",
          input: parseOrThrow(createSubaccountSchema, toBody(values), "body"),
          actor: actor(m),
        }))(),
    );
    expect(error.code).toBe(code);
    expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it("the form accepts what the server accepts", async () => {
    expect(validateCreateSubaccount(valid)).toEqual({});
    expect(validateCreateSubaccount({ ...valid, split_type: "flat", split_value: "50.25", min_amount: "0", max_amount: "100" })).toEqual({});
    expect(validateCreateSubaccount({ ...valid, currency: "UGX", bank_slug: "mtn_momo_ug", account_number: "0772123456", split_value: "7.5" })).toEqual({});
    // Amounts as people type them, as in every amount field of the dashboard.
    expect(validateCreateSubaccount({ ...valid, split_type: "flat", split_value: "1,000", min_amount: "0", max_amount: "2 000" })).toEqual({});
    expect(validateCreateSubaccount({ ...valid, split_type: "flat", split_value: "1,00" }).split_value).toMatch(/groups of three digits/);
  });
});
