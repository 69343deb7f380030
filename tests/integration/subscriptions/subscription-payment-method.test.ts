// PATCH /v2/subscriptions/{id}: how a subscription is collected from now on, through the route's
// handler in test mode (the simulator saves a test card at once). A push subscription on a test clock
// moves to a saved card (token), then to another wallet (push), and each next cycle charges the new
// method once; one moves to sent invoices (send_invoice). Each change records subscription.updated
// and a masked audit record. Every refusal (another customer's or merchant's method, a detached one,
// a saved wallet or a push wallet of another currency, two ways at once or none, fields that are
// not this route's, an ended subscription, a charge on its way, no e-mail for invoices) answers its
// precise code and writes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { advanceTestClockUntilReady } from "@/tests/support/test-clock";
import { db } from "@/lib/db";
import { upsertCustomer } from "@/lib/customers/upsert-customer";
import { createPlan } from "@/lib/plans/create-plan";
import { createSubscription } from "@/lib/billing/create-subscription";
import { createTestClock } from "@/lib/billing/test-clocks";
import { advanceSubscription } from "@/lib/billing/advance-subscription";
import { stepMandateSetUp } from "@/lib/billing/saved-payment-method-setup";
import { SIMULATED_APPROVAL_MS } from "@/lib/processors/simulator-mandates";
import { GET as getRoute, PATCH as patchRoute } from "@/app/v2/subscriptions/[id]/route";
import { POST as cancelRoute } from "@/app/v2/subscriptions/[id]/cancel/route";
import { POST as attachRoute } from "@/app/v2/customers/[id]/payment-methods/route";
import { DELETE as detachRoute } from "@/app/v2/customers/[id]/payment-methods/[pm]/route";

setupTestDatabase();
checkLedgerAfterEach();

type Shop = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Shop;
let other: Shop;
let customerId: string;
let strangerId: string;
let planId: string;
let ugxPlanId: string;
const actor = { type: "cli" } as const;
const EMAIL = "almaz@example.test";

const fileCustomer = (merchantId: string, email: string | null, phone: string | null) =>
  db().$transaction(async (tx) => (await upsertCustomer(tx, { merchantId, mode: "test", customer: { email, phone, firstName: "Almaz", lastName: "Bekele" } }))!);

beforeAll(async () => {
  shop = await createTestMerchant();
  other = await createTestMerchant();
  customerId = await fileCustomer(shop.merchant.id, EMAIL, "+251911000001");
  strangerId = await fileCustomer(shop.merchant.id, "someone.else@example.test", null);
  const plan = (currency: string, amount: number) =>
    createPlan(db(), { merchantId: shop.merchant.id, mode: "test", input: { name: `Fiber ${currency}`, amount, currency, interval: "month", interval_count: 1, trial_days: 0, allow_multiple_subscriptions: true }, actor });
  planId = (await plan("ETB", 1200)).id;
  ugxPlanId = (await plan("UGX", 50_000)).id;
});

type Answer = { status: number; json: { status: string; data: Record<string, unknown>; error: { code: string; details?: unknown } } };
type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
async function call(handler: Handler, path: string, params: Record<string, string>, opts: { method?: string; body?: unknown; key?: string } = {}): Promise<Answer> {
  const res = await handler(apiRequest(path, { key: opts.key ?? shop.keys.test.secret, method: opts.method, body: opts.body }), { params: Promise.resolve(params) });
  return { status: res.status, json: await res.json() };
}
const patch = (id: string, body: unknown, key?: string) => call(patchRoute, `/v2/subscriptions/${id}`, { id }, { method: "PATCH", body, key });

/** A card saved through the API: the simulator saves it at once (a Visa ending 4242). */
async function savedCard(customer = customerId, key?: string) {
  const res = await call(attachRoute, `/v2/customers/${customer}/payment-methods`, { id: customer }, { body: { type: "card", currency: "ETB", description: "Fiber" }, key });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  expect(res.json.data.status).toBe("active");
  return res.json.data.payment_method_reference as string;
}

async function pushSubscription(opts: { clockId?: string; email?: string | null; phone?: string; plan?: string } = {}) {
  const email = opts.email === undefined ? EMAIL : opts.email;
  const sub = await db().$transaction((tx) =>
    createSubscription(tx, {
      merchantId: shop.merchant.id,
      mode: "test",
      otherMode: "unauthorized",
      input: {
        plan_reference: opts.plan ?? planId,
        customer: { first_name: "Almaz", ...(email ? { email } : { phone_number: opts.phone ?? "+251911000001" }) },
        collection_method: "push",
        payment_method: "telebirr",
        wallet_number: opts.phone ?? "+251911000001",
        ...(opts.clockId ? { test_clock: opts.clockId } : {}),
      },
      actor,
    }),
  );
  return sub;
}

/** What a request could have written: rows of every kind it touches, and the subscriptions as they stand. */
async function written() {
  const m = shop.merchant.id;
  const [audit, events, jobs, payments, subs] = await Promise.all([
    db().auditLog.count({ where: { merchantId: m } }),
    db().event.count({ where: { merchantId: m } }),
    db().job.count({ where: { merchantId: m } }),
    db().payment.count({ where: { merchantId: m } }),
    db().subscription.findMany({ where: { merchantId: m }, orderBy: { id: "asc" } }),
  ]);
  return JSON.stringify({ audit, events, jobs, payments, subs });
}

async function expectRefused(send: () => Promise<Answer>, status: number, code: string, fields: string[] = []) {
  const before = await written();
  const res = await send();
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(res.json.error.code).toBe(code);
  for (const field of fields) expect(JSON.stringify(res.json.error.details), field).toContain(`"field":"${field}"`);
  expect(await written()).toBe(before);
  return res;
}

/** The one charge of a period: its tries' payments and their attempts. */
async function chargesOf(subscriptionId: string, periodIndex: number) {
  const invoice = await db().invoice.findFirstOrThrow({ where: { subscriptionId, periodIndex } });
  const tries = await db().invoicePayment.findMany({ where: { invoiceId: invoice.id } });
  const attempts = await db().paymentAttempt.findMany({ where: { paymentId: { in: tries.map((t) => t.paymentId) } } });
  return { invoice, tries, attempts };
}

describe("PATCH /v2/subscriptions/{id}", () => {
  it("moves a push subscription to a saved card, then to another wallet: each next cycle charges the new method once", { timeout: 120_000 }, async () => {
    const clock = await db().$transaction((tx) => createTestClock(tx, { merchantId: shop.merchant.id, mode: "test", frozenTime: new Date("2027-03-01T08:00:00Z"), actor }));
    const sub = await pushSubscription({ clockId: clock.id });
    expect(sub.customerId).toBe(customerId);
    await advanceTestClockUntilReady({ merchantId: shop.merchant.id, clockId: clock.id, to: "2027-03-01T09:00:00Z" });
    const march = await chargesOf(sub.id, 0);
    expect([march.invoice.status, march.attempts.map((a) => a.method)]).toEqual(["paid", ["telebirr"]]);

    const pm = await savedCard();
    const updatedBefore = await db().event.count({ where: { objectId: sub.id, type: "subscription.updated" } });
    const toCard = await patch(sub.id, { payment_method_reference: pm });
    expect(toCard.status, JSON.stringify(toCard.json)).toBe(200);
    expect(toCard.json.data).toMatchObject({ collection_method: "token", payment_method: null, wallet_number: null, payment_method_reference: pm, status: "active" });
    expect(await db().event.count({ where: { objectId: sub.id, type: "subscription.updated" } })).toBe(updatedBefore + 1);
    const audit = await db().auditLog.findFirstOrThrow({ where: { merchantId: shop.merchant.id, action: "subscription.payment_method_changed", targetId: sub.id } });
    expect(audit).toMatchObject({
      actorType: "api",
      before: { collection_method: "push", payment_method: "telebirr", wallet_number: "+2519•••••001", payment_method_reference: null },
      after: { collection_method: "token", payment_method: "card", wallet_number: null, payment_method_reference: pm },
    });
    expect(JSON.stringify(audit)).not.toContain("+251911000001");
    // The same again changes nothing, and records nothing.
    const same = await written();
    expect((await patch(sub.id, { payment_method_reference: pm, collection_method: "token" })).status).toBe(200);
    expect(await written()).toBe(same);
    expect((await call(getRoute, `/v2/subscriptions/${sub.id}`, { id: sub.id })).json.data).toMatchObject({ collection_method: "token", payment_method_reference: pm });

    // April's cycle: one charge, on the saved card.
    await advanceTestClockUntilReady({ merchantId: shop.merchant.id, clockId: clock.id, to: "2027-04-01T09:00:00Z" });
    const april = await chargesOf(sub.id, 1);
    expect([april.invoice.status, april.invoice.chargeTries, april.tries.length]).toEqual(["paid", 1, 1]);
    expect(april.attempts.map((a) => [a.method, a.cardLast4, a.outcome])).toEqual([["card", "4242", "success"]]);

    // Back to a wallet, another one: push on CBE Birr, the saved card no longer named.
    const toWallet = await patch(sub.id, { payment_method: "cbebirr", wallet_number: "+251 911 000 111" });
    expect(toWallet.status, JSON.stringify(toWallet.json)).toBe(200);
    expect(toWallet.json.data).toMatchObject({ collection_method: "push", payment_method: "cbebirr", wallet_number: "+251911000111", payment_method_reference: null });
    const second = await db().auditLog.findFirstOrThrow({ where: { merchantId: shop.merchant.id, action: "subscription.payment_method_changed", targetId: sub.id }, orderBy: { createdAt: "desc" } });
    expect(second).toMatchObject({ before: { collection_method: "token", payment_method: "card" }, after: { collection_method: "push", payment_method: "cbebirr", wallet_number: "+2519•••••111" } });

    await advanceTestClockUntilReady({ merchantId: shop.merchant.id, clockId: clock.id, to: "2027-05-01T09:00:00Z" });
    const may = await chargesOf(sub.id, 2);
    expect([may.invoice.status, may.tries.length]).toEqual(["paid", 1]);
    expect(may.attempts.map((a) => [a.method, a.phoneLast4, a.outcome])).toEqual([["cbebirr", "0111", "success"]]);
  });

  it("moves a subscription to sent invoices: the next period's invoice is e-mailed, not charged", { timeout: 120_000 }, async () => {
    const clock = await db().$transaction((tx) => createTestClock(tx, { merchantId: shop.merchant.id, mode: "test", frozenTime: new Date("2027-06-01T08:00:00Z"), actor }));
    const sub = await pushSubscription({ clockId: clock.id });
    await advanceTestClockUntilReady({ merchantId: shop.merchant.id, clockId: clock.id, to: "2027-06-01T09:00:00Z" });
    const res = await patch(sub.id, { collection_method: "send_invoice" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ collection_method: "send_invoice", payment_method: null, wallet_number: null, payment_method_reference: null });
    await advanceTestClockUntilReady({ merchantId: shop.merchant.id, clockId: clock.id, to: "2027-07-01T09:00:00Z" });
    const july = await chargesOf(sub.id, 1);
    expect([july.invoice.status, july.invoice.chargeTries, july.tries.length]).toEqual(["open", 0, 0]);
    expect(await db().job.count({ where: { type: "invoice.send_email", objectId: july.invoice.id } })).toBe(1);
  });

  it("a preapproval wallet moves a UGX subscription to preapproval", async () => {
    const sub = await db().$transaction((tx) =>
      createSubscription(tx, {
        merchantId: shop.merchant.id,
        mode: "test",
        otherMode: "unauthorized",
        input: { plan_reference: ugxPlanId, customer: { email: EMAIL }, collection_method: "push", payment_method: "airtel_money", wallet_number: "+256752000001", trial_days: 7 },
        actor,
      }),
    );
    const pm = await savedWallet();
    const res = await patch(sub.id, { payment_method_reference: pm });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ collection_method: "preapproval", payment_method_reference: pm, payment_method: null });
    const audit = await db().auditLog.findFirstOrThrow({ where: { merchantId: shop.merchant.id, action: "subscription.payment_method_changed", targetId: sub.id } });
    expect(audit).toMatchObject({ after: { collection_method: "preapproval", payment_method: "mtn_momo", wallet_number: "+2567•••••001" } });
    // Collected by preapproval, it cannot be named as a card's collection.
    await expectRefused(() => patch(sub.id, { payment_method_reference: pm, collection_method: "token" }), 400, "INVALID_VALUE", ["collection_method"]);
  });
});

let walletId: string | undefined;
/** An MTN MoMo pre-approval (UGX), approved on the simulator's phone a moment later. */
async function savedWallet() {
  if (walletId) return walletId;
  const res = await call(attachRoute, `/v2/customers/${customerId}/payment-methods`, { id: customerId }, { body: { type: "mtn_momo", currency: "UGX", phone_number: "+256772000001" } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const id = res.json.data.payment_method_reference as string;
  await new Promise((r) => setTimeout(r, SIMULATED_APPROVAL_MS + 50));
  expect(await stepMandateSetUp(db(), shop.merchant.id, { payment_method_id: id, currency: "UGX", description: "x", return_url: null })).toBe("done");
  expect((await db().savedPaymentMethod.findUniqueOrThrow({ where: { id } })).status).toBe("active");
  walletId = id;
  return id;
}

describe("PATCH /v2/subscriptions/{id} refusals: each writes nothing", () => {
  it("a method that is not the subscription's customer's, or not this merchant's, is NOT_FOUND", async () => {
    const sub = await pushSubscription();
    const theirs = await savedCard(strangerId);
    await expectRefused(() => patch(sub.id, { payment_method_reference: theirs }), 404, "NOT_FOUND", ["payment_method_reference"]);
    const otherCustomer = await db().$transaction(async (tx) => (await upsertCustomer(tx, { merchantId: other.merchant.id, mode: "test", customer: { email: EMAIL, phone: null, firstName: null, lastName: null } }))!);
    const foreign = await savedCard(otherCustomer, other.keys.test.secret);
    await expectRefused(() => patch(sub.id, { payment_method_reference: foreign }), 404, "NOT_FOUND", ["payment_method_reference"]);
    await expectRefused(() => patch(sub.id, { payment_method_reference: "pm_0000000000000000000000" }), 404, "NOT_FOUND", ["payment_method_reference"]);
  });

  it("a detached method is INVALID_STATE", async () => {
    const sub = await pushSubscription();
    const pm = await savedCard();
    const detached = await call(detachRoute, `/v2/customers/${customerId}/payment-methods/${pm}`, { id: customerId, pm }, { method: "DELETE" });
    expect(detached.status).toBe(200);
    await expectRefused(() => patch(sub.id, { payment_method_reference: pm }), 409, "INVALID_STATE", ["payment_method_reference"]);
  });

  it("a wallet of another currency is INVALID_VALUE: saved (a UGX pre-approval on an ETB plan) or pushed", async () => {
    const sub = await pushSubscription();
    const wallet = await savedWallet();
    await expectRefused(() => patch(sub.id, { payment_method_reference: wallet }), 400, "INVALID_VALUE", ["payment_method_reference"]);
    await expectRefused(() => patch(sub.id, { payment_method: "mtn_momo", wallet_number: "+256772123456" }), 400, "INVALID_VALUE", ["payment_method"]);
    await expectRefused(() => patch(sub.id, { payment_method: "card", wallet_number: "+251911000001" }), 400, "INVALID_VALUE", ["payment_method"]);
    await expectRefused(() => patch(sub.id, { payment_method: "telebirr", wallet_number: "12" }), 400, "INVALID_VALUE", ["wallet_number"]);
  });

  it("two ways at once, none, or a collection method that does not go with the fields is INVALID_VALUE naming them; other fields are VALIDATION_ERROR", async () => {
    const sub = await pushSubscription();
    const pm = await savedCard();
    await expectRefused(() => patch(sub.id, { payment_method_reference: pm, wallet_number: "+251911000001" }), 400, "INVALID_VALUE", ["payment_method_reference", "wallet_number"]);
    await expectRefused(() => patch(sub.id, { payment_method_reference: pm, payment_method: "telebirr", wallet_number: "+251911000001" }), 400, "INVALID_VALUE", ["payment_method_reference", "payment_method", "wallet_number"]);
    await expectRefused(() => patch(sub.id, {}), 400, "INVALID_VALUE", ["payment_method_reference"]);
    await expectRefused(() => patch(sub.id, { collection_method: "token" }), 400, "INVALID_VALUE", ["payment_method_reference"]);
    await expectRefused(() => patch(sub.id, { collection_method: "push" }), 400, "INVALID_VALUE", ["wallet_number"]);
    await expectRefused(() => patch(sub.id, { collection_method: "send_invoice", payment_method_reference: pm }), 400, "INVALID_VALUE", ["collection_method"]);
    await expectRefused(() => patch(sub.id, { collection_method: "push", payment_method_reference: pm }), 400, "INVALID_VALUE", ["collection_method"]);
    await expectRefused(() => patch(sub.id, { collection_method: "token", wallet_number: "+251911000001" }), 400, "INVALID_VALUE", ["collection_method"]);
    await expectRefused(() => patch(sub.id, { collection_method: "paypal" }), 400, "VALIDATION_ERROR", ["collection_method"]);
    await expectRefused(() => patch(sub.id, { dunning: { charge_attempts: 1 } }), 400, "VALIDATION_ERROR");
    await expectRefused(() => patch(sub.id, { cancel_at_period_end: true }), 400, "VALIDATION_ERROR");
    await expectRefused(() => patch(sub.id, { status: "active" }), 400, "VALIDATION_ERROR");
  });

  it("an ended subscription, and one with a charge on its way, are INVALID_STATE", async () => {
    const pm = await savedCard();
    const ended = await pushSubscription();
    expect((await call(cancelRoute, `/v2/subscriptions/${ended.id}/cancel`, { id: ended.id }, { body: { at_period_end: false } })).status).toBe(200);
    await expectRefused(() => patch(ended.id, { payment_method_reference: pm }), 409, "INVALID_STATE");
    await expectRefused(() => patch(ended.id, { collection_method: "send_invoice" }), 409, "INVALID_STATE");

    // Due now: the cycle step makes the invoice and its first try, whose charge job has not run.
    const charging = await pushSubscription();
    expect(await advanceSubscription(db(), { id: charging.id, merchantId: shop.merchant.id })).toBe("invoiced");
    const { tries } = await chargesOf(charging.id, 0);
    expect(tries).toHaveLength(1);
    const res = await expectRefused(() => patch(charging.id, { payment_method_reference: pm }), 409, "INVALID_STATE");
    expect(JSON.stringify(res.json)).toContain("charge on its way");
    await expectRefused(() => patch(charging.id, { payment_method: "cbebirr", wallet_number: "+251911000111" }), 409, "INVALID_STATE");
  });

  it("send_invoice without the customer's e-mail is INVALID_VALUE; another merchant's subscription is NOT_FOUND; the other mode's key is 401", async () => {
    const sub = await pushSubscription({ email: null, phone: "+251911000021" });
    await expectRefused(() => patch(sub.id, { collection_method: "send_invoice" }), 400, "INVALID_VALUE", ["collection_method"]);
    await expectRefused(() => patch(sub.id, { collection_method: "send_invoice" }, other.keys.test.secret), 404, "NOT_FOUND");
    const live = await expectRefused(() => patch(sub.id, { collection_method: "send_invoice" }, shop.keys.live.secret), 401, "UNAUTHORIZED");
    expect(live.json.status).toBe("error");
    await expectRefused(() => patch("subs_0000000000000000000000", { collection_method: "send_invoice" }), 404, "NOT_FOUND");
  });
});
