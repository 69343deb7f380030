// The /v2/subscriptions and /v2/test-clocks routes end to end through their handlers: a subscription
// created, read, listed, paused, resumed, cancelled at its period's end (and that undone), cancelled
// now; its cycles on a test clock moved by the API; and every refusal (a second subscription when the
// plan allows one, an archived plan, a wallet missing, a test clock in live mode, a pause while an
// invoice is unpaid, acting on an ended one) a precise 4xx with nothing written.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { routeCaller, type RouteCall, type RouteHandler } from "@/tests/support/route-calls";
import { db } from "@/lib/db";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { createPlan } from "@/lib/plans/create-plan";
import { archivePlan } from "@/lib/plans/archive-plan";
import { GET as listRoute, POST as createRoute } from "@/app/v2/subscriptions/route";
import { GET as oneRoute } from "@/app/v2/subscriptions/[id]/route";
import { POST as pauseRoute } from "@/app/v2/subscriptions/[id]/pause/route";
import { POST as resumeRoute } from "@/app/v2/subscriptions/[id]/resume/route";
import { POST as cancelRoute } from "@/app/v2/subscriptions/[id]/cancel/route";
import { POST as createClockRoute } from "@/app/v2/test-clocks/route";
import { GET as clockRoute } from "@/app/v2/test-clocks/[id]/route";
import { POST as advanceRoute } from "@/app/v2/test-clocks/[id]/advance/route";
import { POST as uncollectibleRoute } from "@/app/v2/invoices/[id]/mark-uncollectible/route";

setupTestDatabase();
checkLedgerAfterEach();

type Shop = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Shop;
let key: string;
const actor = { type: "cli" } as const;
beforeAll(async () => {
  shop = await createTestMerchant();
  key = shop.keys.test.secret;
});

const routes = routeCaller(() => key);
const call = routes.call;
const json = (v: unknown) => JSON.stringify(v, (_, x) => (typeof x === "bigint" ? x.toString() : x));
const snapshot = async () =>
  [
    await db().auditLog.count(),
    await db().event.count(),
    json(await db().subscription.findMany({ orderBy: { id: "asc" } })),
    json(await db().invoice.findMany({ orderBy: { id: "asc" } })),
    json(await db().testClock.findMany({ orderBy: { id: "asc" } })),
  ].join("|");

const expectRefused = (handler: RouteHandler, path: string, opts: RouteCall, status: number, code: string, field?: string) => routes.expectRefused(snapshot, handler, path, opts, status, code, field);

async function plan(extra: Record<string, unknown> = {}) {
  return createPlan(db(), { merchantId: shop.merchant.id, mode: "test", input: { name: "Fiber", amount: 1200, currency: "ETB", interval: "month", interval_count: 1, trial_days: 0, allow_multiple_subscriptions: false, ...extra }, actor });
}

async function clock(at: string) {
  const res = await call(createClockRoute, "/v2/test-clocks", { body: { frozen_time: at, name: "Year one" } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data.test_clock_reference as string;
}

async function advance(clockId: string, to: string) {
  const res = await call(advanceRoute, `/v2/test-clocks/${clockId}/advance`, { body: { frozen_time: to }, params: { id: clockId } });
  expect(res.status, JSON.stringify(res.json)).toBe(202);
  expect(res.json.data.status).toBe("advancing");
  for (let i = 0; i < 2000; i++) {
    await runDueJobs(db());
    const read = await call(clockRoute, `/v2/test-clocks/${clockId}`, { method: "GET", params: { id: clockId } });
    if (read.json.data.status === "ready") return read.json.data;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("the clock never got ready");
}

const push = (planId: string, extra: Record<string, unknown> = {}) => ({
  plan_reference: planId,
  customer: { first_name: "Almaz", email: "almaz@example.test", phone_number: "+251911000001" },
  collection_method: "push",
  payment_method: "telebirr",
  ...extra,
});

describe("a subscription through the API", () => {
  it("is created, read and listed; its cycles run on a test clock; it pauses, resumes and cancels", async () => {
    const p = await plan();
    const clockId = await clock("2027-01-15T08:00:00Z");
    const created = await call(createRoute, "/v2/subscriptions", { body: push(p.id, { test_clock: clockId }) });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const sub = created.json.data;
    expect(sub).toMatchObject({ status: "incomplete", collection_method: "push", payment_method: "telebirr", wallet_number: "+251911000001", test_clock: clockId, cancel_at_period_end: false });
    expect(sub.customer_reference).toMatch(/^cus_/);
    const id = sub.subscription_reference;

    const read = await call(oneRoute, `/v2/subscriptions/${id}`, { method: "GET", params: { id } });
    expect(read.json.data).toEqual(sub);
    const listed = await call(listRoute, `/v2/subscriptions?plan_reference=${p.id}&status=incomplete`, { method: "GET" });
    expect(listed.json.data.items.map((s: { subscription_reference: string }) => s.subscription_reference)).toEqual([id]);
    const byCustomer = await call(listRoute, `/v2/subscriptions?customer_reference=${sub.customer_reference}`, { method: "GET" });
    expect(byCustomer.json.data.items).toHaveLength(1);

    // Three months: three invoices, each paid by one push.
    await advance(clockId, "2027-03-20T08:00:00Z");
    const active = await call(oneRoute, `/v2/subscriptions/${id}`, { method: "GET", params: { id } });
    expect(active.json.data).toMatchObject({ status: "active", periods_invoiced: 3 });
    expect(await db().invoice.count({ where: { subscriptionId: id, status: "paid" } })).toBe(3);

    const paused = await call(pauseRoute, `/v2/subscriptions/${id}/pause`, { body: {}, params: { id } });
    expect(paused.status, JSON.stringify(paused.json)).toBe(200);
    expect(paused.json.data).toMatchObject({ status: "paused", next_action_at: null });
    // Paused across two period starts: neither is billed.
    await advance(clockId, "2027-05-20T08:00:00Z");
    expect(await db().invoice.count({ where: { subscriptionId: id } })).toBe(3);
    await expectRefused(cancelRoute, `/v2/subscriptions/${id}/cancel`, { body: { at_period_end: true }, params: { id } }, 409, "INVALID_STATE");

    const resumed = await call(resumeRoute, `/v2/subscriptions/${id}/resume`, { body: {}, params: { id } });
    expect(resumed.status, JSON.stringify(resumed.json)).toBe(200);
    // Billing again from the next period that starts after the clock's time: 15 June.
    expect(resumed.json.data).toMatchObject({ status: "active", periods_invoiced: 5, next_action_at: "2027-06-15T08:00:00.000Z" });
    await advance(clockId, "2027-06-16T08:00:00Z");
    expect(await db().invoice.count({ where: { subscriptionId: id, status: "paid" } })).toBe(4);

    const atEnd = await call(cancelRoute, `/v2/subscriptions/${id}/cancel`, { body: { at_period_end: true }, params: { id } });
    expect(atEnd.json.data).toMatchObject({ status: "active", cancel_at_period_end: true });
    expect(atEnd.json.data.canceled_at).not.toBeNull();
    const kept = await call(resumeRoute, `/v2/subscriptions/${id}/resume`, { body: {}, params: { id } });
    expect(kept.json.data).toMatchObject({ status: "active", cancel_at_period_end: false, canceled_at: null });
    await call(cancelRoute, `/v2/subscriptions/${id}/cancel`, { body: { at_period_end: true }, params: { id } });
    await advance(clockId, "2027-07-16T08:00:00Z");
    const ended = await call(oneRoute, `/v2/subscriptions/${id}`, { method: "GET", params: { id } });
    expect(ended.json.data).toMatchObject({ status: "canceled", ended_at: "2027-07-15T08:00:00.000Z" });
    expect(await db().invoice.count({ where: { subscriptionId: id } })).toBe(4);
    const types = (await db().event.findMany({ where: { objectId: id }, select: { type: true } })).map((e) => e.type);
    expect(types.filter((t) => t === "subscription.canceled")).toHaveLength(1);
    expect(await db().auditLog.count({ where: { targetId: id, action: { in: ["subscription.paused", "subscription.resumed", "subscription.cancel_scheduled", "subscription.cancellation_undone"] } } })).toBe(5);

    await expectRefused(cancelRoute, `/v2/subscriptions/${id}/cancel`, { body: {}, params: { id } }, 409, "INVALID_STATE");
    await expectRefused(pauseRoute, `/v2/subscriptions/${id}/pause`, { body: {}, params: { id } }, 409, "INVALID_STATE");
    await expectRefused(resumeRoute, `/v2/subscriptions/${id}/resume`, { body: {}, params: { id } }, 409, "INVALID_STATE");
  });

  it("cancels now, and a cancelled subscription is billed no more", async () => {
    const p = await plan({ allow_multiple_subscriptions: true });
    const clockId = await clock("2027-01-01T00:00:00Z");
    const created = await call(createRoute, "/v2/subscriptions", { body: push(p.id, { test_clock: clockId, trial_days: 10 }) });
    const id = created.json.data.subscription_reference;
    expect(created.json.data.status).toBe("trialing");
    const canceled = await call(cancelRoute, `/v2/subscriptions/${id}/cancel`, { body: { at_period_end: false }, params: { id } });
    expect(canceled.json.data).toMatchObject({ status: "canceled", next_action_at: null });
    await advance(clockId, "2027-03-01T00:00:00Z");
    expect(await db().invoice.count({ where: { subscriptionId: id } })).toBe(0);
  });

  it("refuses a pause while an invoice is unpaid", async () => {
    const p = await plan({ allow_multiple_subscriptions: true });
    const clockId = await clock("2027-01-01T00:00:00Z");
    // …0002 declines every try: the invoice stays open.
    const created = await call(createRoute, "/v2/subscriptions", { body: push(p.id, { test_clock: clockId, wallet_number: "+251911000002", dunning: { charge_attempts: 1 } }) });
    const id = created.json.data.subscription_reference;
    await advance(clockId, "2027-01-02T00:00:00Z");
    expect((await db().subscription.findUniqueOrThrow({ where: { id } })).status).toBe("past_due");
    await expectRefused(pauseRoute, `/v2/subscriptions/${id}/pause`, { body: {}, params: { id } }, 409, "INVALID_STATE");
    // Written off: the subscription is active again and bills from the next period.
    const invoice = await db().invoice.findFirstOrThrow({ where: { subscriptionId: id } });
    const marked = await uncollectibleRoute(apiRequest(`/v2/invoices/${invoice.id}/mark-uncollectible`, { key, body: {} }), { params: Promise.resolve({ id: invoice.id }) });
    expect(marked.status).toBe(200);
    expect(await db().subscription.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "active", nextActionAt: new Date("2027-02-01T00:00:00Z") });
  });
});

describe("invoices made ahead (invoice_days_ahead)", () => {
  it("makes each period's invoice three days before it starts, and charges it when the period starts", async () => {
    const p = await plan({ allow_multiple_subscriptions: true });
    const clockId = await clock("2027-01-01T09:00:00Z");
    const created = await call(createRoute, "/v2/subscriptions", { body: push(p.id, { test_clock: clockId, trial_days: 14, invoice_days_ahead: 3 }) });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = created.json.data.subscription_reference;
    expect(created.json.data).toMatchObject({ status: "trialing", invoice_days_ahead: 3, next_action_at: "2027-01-12T09:00:00.000Z" });

    // 12 January: the invoice of the period starting 15 January is made, not charged; the trial goes on.
    await advance(clockId, "2027-01-13T09:00:00Z");
    const ahead = await db().invoice.findMany({ where: { subscriptionId: id } });
    expect(ahead.map((i) => [i.status, i.chargeTries, i.periodStart!.toISOString(), i.dueAt!.toISOString()])).toEqual([["open", 0, "2027-01-15T09:00:00.000Z", "2027-01-15T09:00:00.000Z"]]);
    const created1 = await db().event.findFirstOrThrow({ where: { objectId: ahead[0].id, type: "invoice.created" } });
    expect(created1.createdAt.getTime()).toBeLessThan(Date.now());
    expect((await db().subscription.findUniqueOrThrow({ where: { id } })).status).toBe("trialing");

    // 15 January: charged once, paid; the trial is over.
    await advance(clockId, "2027-01-16T09:00:00Z");
    expect(await db().invoice.findFirstOrThrow({ where: { subscriptionId: id } })).toMatchObject({ status: "paid", chargeTries: 1 });
    expect((await db().subscription.findUniqueOrThrow({ where: { id } })).status).toBe("active");

    // 12 February: the next invoice, ahead again; 15 February: paid.
    await advance(clockId, "2027-02-13T09:00:00Z");
    const second = await db().invoice.findFirstOrThrow({ where: { subscriptionId: id, periodIndex: 1 } });
    expect(second).toMatchObject({ status: "open", chargeTries: 0 });
    await advance(clockId, "2027-02-15T10:00:00Z");
    expect(await db().invoice.findFirstOrThrow({ where: { id: second.id } })).toMatchObject({ status: "paid", chargeTries: 1 });
    expect(await db().payment.count({ where: { merchantReference: { startsWith: second.id } } })).toBe(1);
  });

  it("refuses more than 30 days ahead", async () => {
    const p = await plan({ allow_multiple_subscriptions: true });
    await expectRefused(createRoute, "/v2/subscriptions", { body: push(p.id, { invoice_days_ahead: 31 }) }, 400, "VALIDATION_ERROR", "invoice_days_ahead");
  });
});

describe("what the subscription routes refuse", () => {
  it("a second live subscription to a plan that allows one per customer, an archived plan, a push without its wallet", async () => {
    const p = await plan();
    const first = await call(createRoute, "/v2/subscriptions", { body: push(p.id) });
    expect(first.status).toBe(201);
    await expectRefused(createRoute, "/v2/subscriptions", { body: push(p.id) }, 409, "RESOURCE_CONFLICT", "customer");
    // The same customer by phone alone is the same customer.
    await expectRefused(createRoute, "/v2/subscriptions", { body: push(p.id, { customer: { phone_number: "+251 911 000 001" } }) }, 409, "RESOURCE_CONFLICT");
    await expectRefused(createRoute, "/v2/subscriptions", { body: push(p.id, { payment_method: undefined }) }, 400, "INVALID_VALUE", "payment_method");
    await expectRefused(createRoute, "/v2/subscriptions", { body: push(p.id, { payment_method: "mtn_momo" }) }, 400, "INVALID_VALUE", "payment_method");
    await expectRefused(createRoute, "/v2/subscriptions", { body: { ...push(p.id), collection_method: "send_invoice", customer: { phone_number: "+251911000009" } } }, 400, "INVALID_VALUE", "customer.email");
    const archived = await plan({ allow_multiple_subscriptions: true });
    await db().$transaction((tx) => archivePlan(tx, { merchantId: shop.merchant.id, mode: "test", otherMode: "not_found", id: archived.id, actor }));
    await expectRefused(createRoute, "/v2/subscriptions", { body: push(archived.id) }, 409, "INVALID_STATE", "plan_reference");
    await expectRefused(createRoute, "/v2/subscriptions", { body: push("plan_0000000000000000000000") }, 404, "NOT_FOUND");
  });

  it("bad shapes: unknown fields, a collection method that is not one, a trial over two years, a bad dunning schedule", async () => {
    const p = await plan({ allow_multiple_subscriptions: true });
    await expectRefused(createRoute, "/v2/subscriptions", { body: { ...push(p.id), surprise: 1 } }, 400, "VALIDATION_ERROR");
    await expectRefused(createRoute, "/v2/subscriptions", { body: push(p.id, { collection_method: "card" }) }, 400, "VALIDATION_ERROR", "collection_method");
    await expectRefused(createRoute, "/v2/subscriptions", { body: push(p.id, { trial_days: 731 }) }, 400, "VALIDATION_ERROR", "trial_days");
    await expectRefused(createRoute, "/v2/subscriptions", { body: push(p.id, { dunning: { charge_attempts: 0 } }) }, 400, "VALIDATION_ERROR", "charge_attempts");
    await expectRefused(createRoute, "/v2/subscriptions", { body: push(p.id, { dunning: { when_exhausted: "forgive" } }) }, 400, "VALIDATION_ERROR", "when_exhausted");
    await expectRefused(createRoute, "/v2/subscriptions", { body: push(p.id, { test_clock: "clock_0000000000000000000000" }) }, 404, "NOT_FOUND", "test_clock");
    const some = (await call(createRoute, "/v2/subscriptions", { body: push(p.id) })).json.data.subscription_reference;
    await expectRefused(pauseRoute, `/v2/subscriptions/${some}/pause`, { body: { resumes_at: "2027-01-01T00:00:00Z" }, params: { id: some } }, 400, "VALIDATION_ERROR");
    await expectRefused(cancelRoute, `/v2/subscriptions/${some}/cancel`, { body: { at_period_end: "yes" }, params: { id: some } }, 400, "VALIDATION_ERROR", "at_period_end");
    await expectRefused(pauseRoute, "/v2/subscriptions/subs_0000000000000000000000/pause", { body: {}, params: { id: "subs_0000000000000000000000" } }, 404, "NOT_FOUND");
    await expectRefused(listRoute, "/v2/subscriptions?status=sleeping", {}, 400, "VALIDATION_ERROR", "status");
  });

  it("test clocks: live mode, a time not ahead of the clock, more than two years ahead, an advance while one runs", async () => {
    await expectRefused(createClockRoute, "/v2/test-clocks", { body: { frozen_time: "2027-01-01T00:00:00Z" }, key: shop.keys.live.secret }, 409, "INVALID_STATE");
    await expectRefused(createClockRoute, "/v2/test-clocks", { body: { frozen_time: "next tuesday" } }, 400, "VALIDATION_ERROR", "frozen_time");
    const clockId = await clock("2027-01-01T00:00:00Z");
    const at = (to: string) => ({ body: { frozen_time: to }, params: { id: clockId } });
    await expectRefused(advanceRoute, `/v2/test-clocks/${clockId}/advance`, at("2027-01-01T00:00:00Z"), 400, "INVALID_VALUE", "frozen_time");
    await expectRefused(advanceRoute, `/v2/test-clocks/${clockId}/advance`, at("2029-06-01T00:00:00Z"), 400, "INVALID_VALUE", "frozen_time");
    const started = await call(advanceRoute, `/v2/test-clocks/${clockId}/advance`, at("2027-02-01T00:00:00Z"));
    expect(started.status).toBe(202);
    await expectRefused(advanceRoute, `/v2/test-clocks/${clockId}/advance`, at("2027-03-01T00:00:00Z"), 409, "INVALID_STATE");
    await expectRefused(clockRoute, `/v2/test-clocks/${clockId}`, { params: { id: clockId }, key: shop.keys.live.secret }, 401, "UNAUTHORIZED");
  });
});
