// The dashboard's billing JSON routes (/api/dashboard/plans, subscriptions, invoices, test-clocks)
// called as signed-in users with real Requests on a real database: what each does for an owner,
// and every refusal (an unknown field, a bad value, a state that forbids the action, a role without
// billing.manage, test clocks in live mode) a precise 4xx that writes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { addMember, callAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { db } from "@/lib/db";
import { createSubscription } from "@/lib/billing/create-subscription";
import { GET as listPlans, POST as createPlan } from "@/app/api/dashboard/plans/route";
import { POST as archivePlan } from "@/app/api/dashboard/plans/[id]/archive/route";
import { GET as listSubscriptions } from "@/app/api/dashboard/subscriptions/route";
import { GET as getSubscription } from "@/app/api/dashboard/subscriptions/[id]/route";
import { POST as pause } from "@/app/api/dashboard/subscriptions/[id]/pause/route";
import { POST as resume } from "@/app/api/dashboard/subscriptions/[id]/resume/route";
import { POST as cancel } from "@/app/api/dashboard/subscriptions/[id]/cancel/route";
import { GET as listInvoices, POST as createInvoice } from "@/app/api/dashboard/invoices/route";
import { GET as getInvoice, PATCH as patchInvoice } from "@/app/api/dashboard/invoices/[id]/route";
import { POST as finalize } from "@/app/api/dashboard/invoices/[id]/finalize/route";
import { POST as voidInvoice } from "@/app/api/dashboard/invoices/[id]/void/route";
import { POST as send } from "@/app/api/dashboard/invoices/[id]/send/route";
import { GET as listClocks, POST as createClock } from "@/app/api/dashboard/test-clocks/route";
import { GET as getClock } from "@/app/api/dashboard/test-clocks/[id]/route";
import { POST as advanceClock } from "@/app/api/dashboard/test-clocks/[id]/advance/route";

setupTestDatabase();

type Handler = Parameters<typeof callAsUser>[0];
let owner: SessionUser;
let viewer: SessionUser;
let developer: SessionUser;
let merchantId: string;

beforeAll(async () => {
  const shop = await createTestMerchant();
  merchantId = shop.merchant.id;
  owner = { userId: shop.user.id, merchantId, role: "owner" };
  viewer = await addMember(merchantId, "viewer");
  developer = await addMember(merchantId, "developer");
});

const as = (user: SessionUser, handler: unknown, path: string, opts: { method?: string; body?: unknown; params?: Record<string, string>; mode?: "test" | "live" } = {}) =>
  callAsUser(handler as Handler, user, { path, method: opts.method ?? (opts.body === undefined ? "GET" : "POST"), body: opts.body, params: opts.params, mode: opts.mode });

const json = (v: unknown) => JSON.stringify(v, (_, x) => (typeof x === "bigint" ? x.toString() : x));
/** Everything a refused request must leave as it was. */
const snapshot = async () =>
  json(
    await Promise.all([
      db().plan.findMany({ orderBy: { id: "asc" } }),
      db().subscription.findMany({ orderBy: { id: "asc" } }),
      db().invoice.findMany({ orderBy: { id: "asc" } }),
      db().testClock.findMany({ orderBy: { id: "asc" } }),
      db().invoiceSequence.findMany({ orderBy: { merchantId: "asc" } }),
      db().auditLog.count(),
      db().event.count(),
      db().job.count(),
      db().customer.count(),
    ]),
  );

async function refused(user: SessionUser, handler: unknown, path: string, opts: Parameters<typeof as>[3], status: number, code: string, field?: string) {
  const before = await snapshot();
  const res = await as(user, handler, path, opts);
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(res.json.status).toBe("error");
  expect(res.json.error?.code).toBe(code);
  if (field) expect(JSON.stringify(res.json.error?.details)).toContain(field);
  expect(await snapshot(), "a refusal writes nothing").toBe(before);
  return res.json;
}

const planBody = { name: "Fiber 50 Mbps", amount: 1200, currency: "ETB", interval: "month" };
const invoiceBody = {
  currency: "ETB",
  customer: { name: "Abebe Kebede", email: "abebe@example.test" },
  lines: [
    { description: "Installation", quantity: 1, unit_amount: 500 },
    { description: "Router", quantity: 2, unit_amount: 1250.5 },
  ],
  tax_rate_percent: 15,
  days_until_due: 14,
  allow_partial_payments: true,
  minimum_partial_amount: 100,
};

describe("plans", () => {
  it("an owner creates, lists and archives a plan", async () => {
    const created = await as(owner, createPlan, "/api/dashboard/plans", { body: { ...planBody, trial_days: 7 } });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.data).toMatchObject({ name: "Fiber 50 Mbps", amount: 1200, currency: "ETB", interval_in_words: "every month", trial_days: 7, active: true, mode: "test" });
    const id = created.json.data.plan_reference as string;
    const list = await as(viewer, listPlans, "/api/dashboard/plans?active=true&currency=etb&per_page=5");
    expect(list.status).toBe(200);
    expect(list.json.data.items.map((p: { plan_reference: string }) => p.plan_reference)).toContain(id);
    const archived = await as(owner, archivePlan, `/api/dashboard/plans/${id}/archive`, { body: {}, params: { id } });
    expect(archived.status).toBe(200);
    expect(archived.json.data.active).toBe(false);
    expect((await as(viewer, listPlans, "/api/dashboard/plans?active=true")).json.data.items.map((p: { plan_reference: string }) => p.plan_reference)).not.toContain(id);
  });

  it("refuses unknown fields, bad values and unknown query parameters, writing nothing", async () => {
    await refused(owner, createPlan, "/api/dashboard/plans", { body: { ...planBody, merchant_id: "mer_x" } }, 400, "VALIDATION_ERROR", "merchant_id");
    await refused(owner, createPlan, "/api/dashboard/plans", { body: { ...planBody, interval: "fortnight" } }, 400, "VALIDATION_ERROR", "interval");
    await refused(owner, createPlan, "/api/dashboard/plans", { body: { ...planBody, interval_count: 13 } }, 400, "INVALID_VALUE", "interval_count");
    await refused(owner, createPlan, "/api/dashboard/plans", { body: { ...planBody, amount: 12.345 } }, 400, "INVALID_VALUE", "amount");
    await refused(owner, listPlans, "/api/dashboard/plans?status=active", {}, 400, "VALIDATION_ERROR", "status");
    await refused(owner, archivePlan, "/api/dashboard/plans/plan_missing/archive", { body: {}, params: { id: "plan_missing" } }, 404, "NOT_FOUND");
  });

  it("a viewer or developer (no billing.manage) is refused, writing nothing", async () => {
    for (const user of [viewer, developer]) {
      await refused(user, createPlan, "/api/dashboard/plans", { body: planBody }, 403, "UNAUTHORIZED");
    }
    const plan = (await as(owner, createPlan, "/api/dashboard/plans", { body: planBody })).json.data.plan_reference as string;
    await refused(viewer, archivePlan, `/api/dashboard/plans/${plan}/archive`, { body: {}, params: { id: plan } }, 403, "UNAUTHORIZED");
  });
});

describe("invoices", () => {
  let id = "";

  it("an owner makes a one-off draft with lines, tax and partial payments, and edits it", async () => {
    const res = await as(owner, createInvoice, "/api/dashboard/invoices", { body: invoiceBody });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    // 500 + 2 × 1250.50 = 3001.00; 15 % tax = 450.15.
    expect(res.json.data).toMatchObject({ status: "draft", number: null, subtotal: 3001, tax: 450.15, total: 3451.15, amount_due: 3451.15, allow_partial_payments: true, minimum_partial_amount: 100, hosted_invoice_url: null });
    id = res.json.data.invoice_reference;
    const edited = await as(owner, patchInvoice, `/api/dashboard/invoices/${id}`, { method: "PATCH", body: { lines: [{ description: "Installation", quantity: 1, unit_amount: 1000 }], tax_rate_percent: 0 }, params: { id } });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(edited.json.data).toMatchObject({ subtotal: 1000, tax: 0, total: 1000, payments: [] });
    expect(edited.json.data.events.map((e: { type: string }) => e.type)).toEqual(["invoice.updated", "invoice.created"]);
  });

  it("refuses bad drafts and edits, writing nothing", async () => {
    await refused(owner, createInvoice, "/api/dashboard/invoices", { body: { ...invoiceBody, status: "paid" } }, 400, "VALIDATION_ERROR", "status");
    await refused(owner, createInvoice, "/api/dashboard/invoices", { body: { ...invoiceBody, lines: [] } }, 400, "VALIDATION_ERROR", "lines");
    await refused(owner, createInvoice, "/api/dashboard/invoices", { body: { ...invoiceBody, allow_partial_payments: false } }, 400, "INVALID_VALUE", "minimum_partial_amount");
    await refused(owner, createInvoice, "/api/dashboard/invoices", { body: { ...invoiceBody, minimum_partial_amount: 5000 } }, 400, "INVALID_VALUE", "minimum_partial_amount");
    await refused(owner, createInvoice, "/api/dashboard/invoices", { body: { ...invoiceBody, customer: { name: "Nobody" } } }, 400, "INVALID_VALUE", "customer");
    await refused(owner, patchInvoice, `/api/dashboard/invoices/${id}`, { method: "PATCH", body: { currency: "USD" }, params: { id } }, 400, "VALIDATION_ERROR", "currency");
    await refused(owner, listInvoices, "/api/dashboard/invoices?number=42", {}, 400, "INVALID_VALUE", "number");
    await refused(owner, listInvoices, "/api/dashboard/invoices?total=1", {}, 400, "VALIDATION_ERROR", "total");
    await refused(owner, send, `/api/dashboard/invoices/${id}/send`, { body: {}, params: { id } }, 409, "INVALID_STATE");
    await refused(owner, finalize, `/api/dashboard/invoices/${id}/finalize`, { body: { now: true }, params: { id } }, 400, "VALIDATION_ERROR", "now");
  });

  it("a viewer is refused every write, writing nothing", async () => {
    await refused(viewer, createInvoice, "/api/dashboard/invoices", { body: invoiceBody }, 403, "UNAUTHORIZED");
    await refused(viewer, patchInvoice, `/api/dashboard/invoices/${id}`, { method: "PATCH", body: { description: "x" }, params: { id } }, 403, "UNAUTHORIZED");
    for (const action of [finalize, voidInvoice, send]) await refused(viewer, action, `/api/dashboard/invoices/${id}/x`, { body: {}, params: { id } }, 403, "UNAUTHORIZED");
  });

  it("finalize gives it a number and its page; then it cannot be edited; send and void follow", async () => {
    const done = await as(owner, finalize, `/api/dashboard/invoices/${id}/finalize`, { body: {}, params: { id } });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json.data).toMatchObject({ status: "open", number: "INV-000001" });
    expect(done.json.data.hosted_invoice_url).toMatch(/\/invoice\/inv_test_/);
    const found = await as(viewer, listInvoices, "/api/dashboard/invoices?number=INV-000001&status=open");
    expect(found.json.data.items.map((i: { invoice_reference: string }) => i.invoice_reference)).toEqual([id]);
    await refused(owner, patchInvoice, `/api/dashboard/invoices/${id}`, { method: "PATCH", body: { description: "late" }, params: { id } }, 409, "INVALID_STATE");
    const sent = await as(owner, send, `/api/dashboard/invoices/${id}/send`, { body: {}, params: { id } });
    expect(sent.status).toBe(200);
    expect(sent.json.data.sent_at).not.toBeNull();
    const voided = await as(owner, voidInvoice, `/api/dashboard/invoices/${id}/void`, { body: {}, params: { id } });
    expect(voided.status).toBe(200);
    expect(voided.json.data).toMatchObject({ status: "void", hosted_invoice_url: null });
    // Finalizing again answers it as it is (the service's idempotent finalize), writing nothing.
    const before = await snapshot();
    expect((await as(owner, finalize, `/api/dashboard/invoices/${id}/finalize`, { body: {}, params: { id } })).json.data.status).toBe("void");
    expect(await snapshot()).toBe(before);
    const read = await as(viewer, getInvoice, `/api/dashboard/invoices/${id}`, { params: { id } });
    expect(read.json.data.events.map((e: { type: string }) => e.type)).toEqual(["invoice.voided", "invoice.sent", "invoice.finalized", "invoice.updated", "invoice.created"]);
  });

  it("the other mode's invoice is NOT_FOUND", async () => {
    await refused(owner, getInvoice, `/api/dashboard/invoices/${id}`, { params: { id }, mode: "live" }, 404, "NOT_FOUND");
    await refused(owner, voidInvoice, `/api/dashboard/invoices/${id}/void`, { body: {}, params: { id }, mode: "live" }, 404, "NOT_FOUND");
  });
});

describe("subscriptions", () => {
  let id = "";
  beforeAll(async () => {
    const plan = (await as(owner, createPlan, "/api/dashboard/plans", { body: { ...planBody, name: "Trial plan", trial_days: 14 } })).json.data.plan_reference as string;
    const sub = await db().$transaction((tx) =>
      createSubscription(tx, { merchantId, mode: "test", otherMode: "not_found", actor: { type: "cli" }, input: { plan_reference: plan, customer: { email: "liya@example.test", first_name: "Liya" }, collection_method: "send_invoice" } as never }),
    );
    id = sub.id;
  });

  it("lists and shows it with its invoices and events", async () => {
    const list = await as(viewer, listSubscriptions, "/api/dashboard/subscriptions?status=trialing");
    expect(list.json.data.items.map((s: { subscription_reference: string }) => s.subscription_reference)).toContain(id);
    const one = await as(viewer, getSubscription, `/api/dashboard/subscriptions/${id}`, { params: { id } });
    expect(one.status).toBe(200);
    expect(one.json.data).toMatchObject({ subscription_reference: id, status: "trialing", invoices: [] });
    expect(one.json.data.events.map((e: { type: string }) => e.type)).toContain("subscription.created");
  });

  it("refuses bad bodies and filters, and a viewer, writing nothing", async () => {
    await refused(owner, cancel, `/api/dashboard/subscriptions/${id}/cancel`, { body: { at_period_end: "yes" }, params: { id } }, 400, "VALIDATION_ERROR", "at_period_end");
    await refused(owner, pause, `/api/dashboard/subscriptions/${id}/pause`, { body: { until: "2030-01-01" }, params: { id } }, 400, "VALIDATION_ERROR", "until");
    await refused(owner, listSubscriptions, "/api/dashboard/subscriptions?status=alive", {}, 400, "VALIDATION_ERROR", "status");
    await refused(owner, resume, `/api/dashboard/subscriptions/${id}/resume`, { body: {}, params: { id } }, 409, "INVALID_STATE");
    for (const action of [pause, resume, cancel]) await refused(viewer, action, `/api/dashboard/subscriptions/${id}/x`, { body: {}, params: { id } }, 403, "UNAUTHORIZED");
  });

  it("pause, resume, cancel at period end (undone by resume), then cancel now", async () => {
    expect((await as(owner, pause, `/api/dashboard/subscriptions/${id}/pause`, { body: {}, params: { id } })).json.data.status).toBe("paused");
    // A paused subscription has no period to end with.
    await refused(owner, cancel, `/api/dashboard/subscriptions/${id}/cancel`, { body: { at_period_end: true }, params: { id } }, 409, "INVALID_STATE");
    expect((await as(owner, resume, `/api/dashboard/subscriptions/${id}/resume`, { body: {}, params: { id } })).json.data.status).toBe("active");
    const scheduled = await as(owner, cancel, `/api/dashboard/subscriptions/${id}/cancel`, { body: { at_period_end: true }, params: { id } });
    expect(scheduled.json.data).toMatchObject({ status: "active", cancel_at_period_end: true });
    expect((await as(owner, resume, `/api/dashboard/subscriptions/${id}/resume`, { body: {}, params: { id } })).json.data.cancel_at_period_end).toBe(false);
    const ended = await as(owner, cancel, `/api/dashboard/subscriptions/${id}/cancel`, { body: { at_period_end: false }, params: { id } });
    expect(ended.json.data).toMatchObject({ status: "canceled" });
    expect(ended.json.data.ended_at).not.toBeNull();
    await refused(owner, pause, `/api/dashboard/subscriptions/${id}/pause`, { body: {}, params: { id } }, 409, "INVALID_STATE");
  });
});

describe("test clocks", () => {
  it("are for test mode: none listed in live mode, and making one there is refused", async () => {
    expect((await as(owner, listClocks, "/api/dashboard/test-clocks", { mode: "live" })).json.data.items).toEqual([]);
    await refused(owner, createClock, "/api/dashboard/test-clocks", { body: { frozen_time: "2030-01-01T00:00:00Z" }, mode: "live" }, 409, "INVALID_STATE");
  });

  it("an owner makes one and advances it; bad times and a viewer are refused, writing nothing", async () => {
    await refused(owner, createClock, "/api/dashboard/test-clocks", { body: { frozen_time: "tomorrow" } }, 400, "VALIDATION_ERROR", "frozen_time");
    await refused(viewer, createClock, "/api/dashboard/test-clocks", { body: { frozen_time: "2030-01-01T00:00:00Z" } }, 403, "UNAUTHORIZED");
    const made = await as(owner, createClock, "/api/dashboard/test-clocks", { body: { frozen_time: "2030-01-01T00:00:00Z", name: "Year one" } });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const id = made.json.data.test_clock_reference as string;
    expect((await as(viewer, listClocks, "/api/dashboard/test-clocks")).json.data.items.map((c: { test_clock_reference: string }) => c.test_clock_reference)).toContain(id);
    const path = `/api/dashboard/test-clocks/${id}/advance`;
    await refused(owner, advanceClock, path, { body: { frozen_time: "2029-12-31T00:00:00Z" }, params: { id } }, 400, "INVALID_VALUE", "frozen_time");
    await refused(owner, advanceClock, path, { body: { frozen_time: "2030-02-01T00:00:00Z", speed: 2 }, params: { id } }, 400, "VALIDATION_ERROR", "speed");
    await refused(viewer, advanceClock, path, { body: { frozen_time: "2030-02-01T00:00:00Z" }, params: { id } }, 403, "UNAUTHORIZED");
    const moving = await as(owner, advanceClock, path, { body: { frozen_time: "2030-02-01T00:00:00Z" }, params: { id } });
    expect(moving.status, JSON.stringify(moving.json)).toBe(202);
    expect(moving.json.data).toMatchObject({ status: "advancing", advancing_to: "2030-02-01T00:00:00.000Z", subscriptions: [] });
    await refused(owner, advanceClock, path, { body: { frozen_time: "2030-03-01T00:00:00Z" }, params: { id } }, 409, "INVALID_STATE");
    expect((await as(viewer, getClock, `/api/dashboard/test-clocks/${id}`, { params: { id } })).json.data.status).toBe("advancing");
    await refused(owner, getClock, `/api/dashboard/test-clocks/${id}`, { params: { id }, mode: "live" }, 404, "NOT_FOUND");
  });
});
