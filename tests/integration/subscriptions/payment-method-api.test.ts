// The /v2/customers/{id}/payment-methods routes end to end through their handlers, in test mode on the
// simulator's mandates: a card saved at once (a Visa ending 4242), a wallet approved a moment later
// (…0001) or declined (…0002), read, listed by cursor, detached once; every refusal (an unknown type, a
// wallet without its number, another merchant's customer, a live card nothing serves, a second detach)
// a precise code with nothing written; a subscription by token on the saved card; and
// payment_method.expiring sent once per method however often the sweep runs.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { db } from "@/lib/db";
import { upsertCustomer } from "@/lib/customers/upsert-customer";
import { GET as listRoute, POST as attachRoute } from "@/app/v2/customers/[id]/payment-methods/route";
import { DELETE as detachRoute, GET as oneRoute } from "@/app/v2/customers/[id]/payment-methods/[pm]/route";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { stepMandateSetUp } from "@/lib/billing/saved-payment-method-setup";
import { sendPaymentMethodsExpiring } from "@/lib/billing/saved-payment-method-expiring";
import { SIMULATED_APPROVAL_MS } from "@/lib/processors/simulator-mandates";
import { createPlan } from "@/lib/plans/create-plan";
import { createSubscription } from "@/lib/billing/create-subscription";
import { savedPaymentMethodSchema } from "@/lib/schemas/responses/saved-payment-methods";
import { isApiError } from "@/lib/http/errors";

setupTestDatabase();

type Shop = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Shop;
let other: Shop;
let key: string;
let customerId: string;
let liveCustomerId: string;

const fileCustomer = (merchantId: string, mode: "test" | "live", email: string) =>
  db().$transaction(async (tx) => (await upsertCustomer(tx, { merchantId, mode, customer: { email, phone: null, firstName: "Nakato", lastName: "Sarah" } }))!);

beforeAll(async () => {
  shop = await createTestMerchant();
  other = await createTestMerchant();
  key = shop.keys.test.secret;
  customerId = await fileCustomer(shop.merchant.id, "test", "nakato@example.test");
  liveCustomerId = await fileCustomer(shop.merchant.id, "live", "nakato.live@example.test");
});

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
async function call(handler: Handler, path: string, opts: { key?: string; body?: unknown; params?: Record<string, string>; method?: string; headers?: Record<string, string> } = {}) {
  const req = apiRequest(path, { key: opts.key ?? key, headers: opts.headers, ...(opts.method ? { method: opts.method } : {}), ...(opts.body === undefined ? {} : { body: opts.body }) });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  return { status: res.status, json: await res.json() };
}
const attach = (body: unknown, opts: { customer?: string; key?: string; headers?: Record<string, string> } = {}) => {
  const customer = opts.customer ?? customerId;
  return call(attachRoute, `/v2/customers/${customer}/payment-methods`, { body, key: opts.key, headers: opts.headers, params: { id: customer } });
};
const detach = (pm: string, customer = customerId) => call(detachRoute, `/v2/customers/${customer}/payment-methods/${pm}`, { method: "DELETE", params: { id: customer, pm } });

const snapshot = async () =>
  [await db().savedPaymentMethod.count(), await db().job.count(), await db().auditLog.count(), await db().event.count(), JSON.stringify(await db().savedPaymentMethod.findMany({ orderBy: { id: "asc" } }))].join("|");

async function expectRefused(send: () => Promise<{ status: number; json: { status: string; error: { code: string; details?: unknown } } }>, status: number, code: string, field?: string) {
  const before = await snapshot();
  const res = await send();
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(res.json.error.code).toBe(code);
  if (field) expect(JSON.stringify(res.json.error.details)).toContain(field);
  expect(await snapshot()).toBe(before);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("saving a payment method in test mode", () => {
  it("a card is active at once as the simulator's Visa 4242, with the request's acceptance; read, listed, detached once", async () => {
    const res = await attach({ type: "card", currency: "usd", description: "Fiber 50 Mbps, USD 12 a month" }, { headers: { "x-forwarded-for": "203.0.113.7", "user-agent": "shop-backend/2.1" } });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const pm = res.json.data;
    expect(savedPaymentMethodSchema.safeParse(pm).success).toBe(true);
    const nextYear2 = new Date().getUTCFullYear() + 2;
    expect(pm).toMatchObject({
      customer_reference: customerId,
      type: "card",
      kind: "card",
      status: "active",
      processor: "simulator",
      setup_url: null,
      card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: nextYear2 },
      wallet: null,
      mandate: { ip: "203.0.113.7", user_agent: "shop-backend/2.1", channel: "api", valid_until: null },
      mode: "test",
    });
    expect(pm.payment_method_reference).toMatch(/^pm_[0-9A-Za-z]{22}$/);
    expect(pm.mandate.accepted_at).not.toBeNull();
    expect(await db().auditLog.count({ where: { targetId: pm.payment_method_reference, action: "payment_method.attached" } })).toBe(1);

    const read = await call(oneRoute, "/x", { method: "GET", params: { id: customerId, pm: pm.payment_method_reference } });
    expect(read.status).toBe(200);
    expect(read.json.data.status).toBe("active");

    // The set-up job that follows finds it decided and does nothing.
    await db().job.updateMany({ where: { type: "payment_method.set_up", objectId: pm.payment_method_reference }, data: { runAt: new Date() } });
    while ((await runDueJobs(db())) > 0);
    expect((await db().savedPaymentMethod.findUniqueOrThrow({ where: { id: pm.payment_method_reference } })).status).toBe("active");

    const detached = await detach(pm.payment_method_reference);
    expect(detached.status, JSON.stringify(detached.json)).toBe(200);
    expect(detached.json.data).toMatchObject({ status: "detached", detached_at: expect.any(String) });
    expect(await db().job.count({ where: { type: "payment_method.cancel", objectId: pm.payment_method_reference } })).toBe(1);
    await expectRefused(() => detach(pm.payment_method_reference), 409, "INVALID_STATE");
    expect(await db().auditLog.count({ where: { targetId: pm.payment_method_reference, action: "payment_method.detached" } })).toBe(1);
  });

  it("a wallet …0001 is pending (the prompt), then active with its masked number and channel phone_prompt; …0002 is declined", async () => {
    const res = await attach({ type: "mtn_momo", phone_number: "0772 000 001", currency: "UGX" });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({ status: "pending", kind: "wallet", wallet: { phone_number: "+2567•••••001" }, card: null });
    expect(JSON.stringify(res.json)).not.toContain("256772000001");
    const id = res.json.data.payment_method_reference;
    await sleep(SIMULATED_APPROVAL_MS + 50);
    const request = { payment_method_id: id, currency: "UGX", description: "x", return_url: null };
    expect(await stepMandateSetUp(db(), shop.merchant.id, request)).toBe("done");
    const read = await call(oneRoute, "/x", { method: "GET", params: { id: customerId, pm: id } });
    expect(read.json.data).toMatchObject({ status: "active", mandate: { channel: "phone_prompt" }, wallet: { phone_number: "+2567•••••001" } });

    const declined = await attach({ type: "mtn_momo", phone_number: "+256772000002", currency: "UGX" });
    expect(declined.json.data).toMatchObject({ status: "failed", failure_reason: "The pre-approval was declined on the phone" });
  });

  it("lists the customer's methods newest first by cursor, filtered by status", async () => {
    const all = await call(listRoute, `/v2/customers/${customerId}/payment-methods`, { method: "GET", params: { id: customerId } });
    expect(all.status).toBe(200);
    const items = all.json.data.items as { payment_method_reference: string; status: string }[];
    expect(items.length).toBeGreaterThanOrEqual(3);
    const first = await call(listRoute, `/v2/customers/${customerId}/payment-methods?per_page=1`, { method: "GET", params: { id: customerId } });
    expect(first.json.data.items).toHaveLength(1);
    expect(first.json.data.items[0].payment_method_reference).toBe(items[0].payment_method_reference);
    const cursor = first.json.data.pagination.next_cursor;
    const second = await call(listRoute, `/v2/customers/${customerId}/payment-methods?per_page=1&cursor=${encodeURIComponent(cursor)}`, { method: "GET", params: { id: customerId } });
    expect(second.json.data.items[0].payment_method_reference).toBe(items[1].payment_method_reference);
    const failed = await call(listRoute, `/v2/customers/${customerId}/payment-methods?status=failed`, { method: "GET", params: { id: customerId } });
    expect((failed.json.data.items as { status: string }[]).every((i) => i.status === "failed")).toBe(true);
  });
});

describe("refusals write nothing", () => {
  it("an unknown type, unknown fields, a wallet without its number, a card with one, a wallet in the wrong currency, a past valid_until", async () => {
    await expectRefused(() => attach({ type: "paypal", currency: "USD" }), 400, "VALIDATION_ERROR", "type");
    await expectRefused(() => attach({ type: "card", currency: "USD", status: "active" }), 400, "VALIDATION_ERROR");
    await expectRefused(() => attach({ type: "mtn_momo", currency: "UGX" }), 400, "INVALID_VALUE", "phone_number");
    await expectRefused(() => attach({ type: "mtn_momo", currency: "UGX", phone_number: "12" }), 400, "INVALID_VALUE", "phone_number");
    await expectRefused(() => attach({ type: "card", currency: "USD", phone_number: "+256772000001" }), 400, "INVALID_VALUE", "phone_number");
    await expectRefused(() => attach({ type: "mtn_momo", currency: "ETB", phone_number: "+256772000001" }), 400, "INVALID_VALUE", "currency");
    await expectRefused(() => attach({ type: "card", currency: "XYZ" }), 400, "INVALID_VALUE", "currency");
    await expectRefused(() => attach({ type: "card", currency: "USD", valid_until: "2020-01-01T00:00:00Z" }), 400, "INVALID_VALUE", "valid_until");
  });

  it("another merchant's customer or method is NOT_FOUND; the other mode's key is 401 naming the mode", async () => {
    await expectRefused(() => attach({ type: "card", currency: "USD" }, { key: other.keys.test.secret }), 404, "NOT_FOUND");
    await expectRefused(() => attach({ type: "card", currency: "USD" }, { key: shop.keys.live.secret }), 401, "UNAUTHORIZED");
    const mine = (await attach({ type: "card", currency: "USD" })).json.data.payment_method_reference as string;
    const foreign = await call(oneRoute, "/x", { key: other.keys.test.secret, method: "GET", params: { id: customerId, pm: mine } });
    expect([foreign.status, foreign.json.error.code]).toEqual([404, "NOT_FOUND"]);
    // Another customer of the same merchant does not own it either.
    const second = await fileCustomer(shop.merchant.id, "test", "second@example.test");
    const wrongCustomer = await call(oneRoute, "/x", { method: "GET", params: { id: second, pm: mine } });
    expect([wrongCustomer.status, wrongCustomer.json.error.code]).toEqual([404, "NOT_FOUND"]);
    await expectRefused(() => call(detachRoute, "/x", { key: other.keys.test.secret, method: "DELETE", params: { id: customerId, pm: mine } }), 404, "NOT_FOUND");
    await expectRefused(() => call(oneRoute, "/x", { method: "GET", params: { id: customerId, pm: "pm_nope" } }), 404, "NOT_FOUND");
  });

  it("live mode: a card in UGX that no live connection serves is NO_LIVE_PROCESSOR naming the currency", async () => {
    await expectRefused(() => attach({ type: "card", currency: "UGX" }, { key: shop.keys.live.secret, customer: liveCustomerId }), 409, "NO_LIVE_PROCESSOR", "currency");
    await expectRefused(() => attach({ type: "mtn_momo", currency: "UGX", phone_number: "+256772000001" }, { key: shop.keys.live.secret, customer: liveCustomerId }), 409, "NO_LIVE_PROCESSOR", "currency");
  });
});

describe("a subscription by token on a saved card", () => {
  const subscribe = (input: Record<string, unknown>) =>
    db().$transaction((tx) =>
      createSubscription(tx, {
        merchantId: shop.merchant.id,
        mode: "test",
        otherMode: "unauthorized",
        input: { plan_reference: "", customer: {}, collection_method: "token", ...input } as never,
        actor: { type: "cli" },
      }),
    );
  const refusal = async (input: Record<string, unknown>) => {
    try {
      await subscribe(input);
    } catch (error) {
      if (isApiError(error)) return { code: error.code, details: JSON.stringify(error.details) };
      throw error;
    }
    throw new Error("not refused");
  };

  it("needs an active card of the plan's currency, and bills the method's customer", async () => {
    const plan = await createPlan(db(), { merchantId: shop.merchant.id, mode: "test", input: { name: "Fiber", amount: 12, currency: "USD", interval: "month", interval_count: 1, trial_days: 0, allow_multiple_subscriptions: true }, actor: { type: "cli" } });
    const card = (await attach({ type: "card", currency: "USD" })).json.data.payment_method_reference as string;
    const wallet = (await attach({ type: "mtn_momo", phone_number: "+256772000009", currency: "UGX" })).json.data.payment_method_reference as string;
    const detached = (await attach({ type: "card", currency: "USD" })).json.data.payment_method_reference as string;
    await detach(detached);

    expect(await refusal({ plan_reference: plan.id })).toMatchObject({ code: "INVALID_VALUE", details: expect.stringContaining("payment_method_reference") });
    expect(await refusal({ plan_reference: plan.id, payment_method_reference: wallet })).toMatchObject({ code: "INVALID_VALUE", details: expect.stringContaining("payment_method_reference") });
    expect(await refusal({ plan_reference: plan.id, payment_method_reference: detached })).toMatchObject({ code: "INVALID_STATE", details: expect.stringContaining("payment_method_reference") });
    expect(await refusal({ plan_reference: plan.id, payment_method_reference: "pm_0000000000000000000000" })).toMatchObject({ code: "NOT_FOUND" });
    expect(await refusal({ plan_reference: plan.id, payment_method_reference: card, payment_method: "telebirr" })).toMatchObject({ code: "INVALID_VALUE", details: expect.stringContaining("payment_method") });
    expect(await refusal({ plan_reference: plan.id, payment_method_reference: card, collection_method: "push", payment_method: "telebirr", wallet_number: "+251911000001" })).toMatchObject({
      code: "INVALID_VALUE",
      details: expect.stringContaining("payment_method_reference"),
    });
    // A pending wallet cannot be charged: preapproval refuses it.
    expect(await refusal({ plan_reference: plan.id, payment_method_reference: wallet, collection_method: "preapproval" })).toMatchObject({ code: "INVALID_STATE" });

    const sub = await subscribe({ plan_reference: plan.id, payment_method_reference: card });
    expect([sub.collectionMethod, sub.savedPaymentMethodId, sub.customerId, sub.customerEmail]).toEqual(["token", card, customerId, "nakato@example.test"]);
    // push and send_invoice are filed under a profile too.
    const pushed = await subscribe({ plan_reference: plan.id, collection_method: "send_invoice", customer: { email: "new.customer@example.test" } });
    expect(pushed.customerId).toMatch(/^cus_/);
    expect((await db().customer.findUniqueOrThrow({ where: { id: pushed.customerId! } })).email).toBe("new.customer@example.test");
  });
});

describe("payment_method.expiring", () => {
  it("is sent once for a card expiring by the end of next month and a mandate ending within 30 days, however often the sweep runs; never for others", async () => {
    const card = (await attach({ type: "card", currency: "USD" })).json.data.payment_method_reference as string;
    const mandate = (await attach({ type: "card", currency: "USD", valid_until: new Date(Date.now() + 20 * 86_400_000).toISOString() })).json.data.payment_method_reference as string;
    const later = (await attach({ type: "card", currency: "USD", valid_until: new Date(Date.now() + 60 * 86_400_000).toISOString() })).json.data.payment_method_reference as string;
    // The card's expiry moved to next month (the simulator's is two years on).
    const next = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1));
    await db().savedPaymentMethod.update({ where: { id: card }, data: { expMonth: next.getUTCMonth() + 1, expYear: next.getUTCFullYear() } });

    const now = new Date();
    await Promise.all([sendPaymentMethodsExpiring(db(), now), sendPaymentMethodsExpiring(db(), now)]);
    await sendPaymentMethodsExpiring(db(), new Date(now.getTime() + 1000));
    const events = async (id: string) => db().event.findMany({ where: { objectId: id, type: "payment_method.expiring" } });
    expect(await events(card)).toHaveLength(1);
    expect(await events(mandate)).toHaveLength(1);
    expect(await events(later)).toHaveLength(0);
    const [sent] = await events(card);
    expect(sent.payload).toMatchObject({ payment_method_reference: card, status: "active", expires_at: new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 1) - 1).toISOString() });
    expect((await events(mandate))[0].payload).toMatchObject({ expires_at: expect.any(String), mandate: { valid_until: expect.any(String) } });
  });
});
