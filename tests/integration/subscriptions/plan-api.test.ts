// The /v2/plans routes end to end through their handlers: a plan created, read, listed with filters
// and cursor pages, archived once; and every refusal (an interval of 0, a period over a year, an
// amount the currency cannot carry, a currency no live connection takes, unknown fields) a precise
// 4xx in the envelope with nothing written.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { db } from "@/lib/db";
import { GET as listRoute, POST as createRoute } from "@/app/v2/plans/route";
import { GET as oneRoute } from "@/app/v2/plans/[id]/route";
import { POST as archiveRoute } from "@/app/v2/plans/[id]/archive/route";

setupTestDatabase();

type Shop = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Shop;
let key: string;
beforeAll(async () => {
  shop = await createTestMerchant();
  key = shop.keys.test.secret;
});

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
async function call(handler: Handler, path: string, opts: { key?: string; body?: unknown; params?: Record<string, string>; method?: string } = {}) {
  const req = apiRequest(path, { key: opts.key ?? key, ...(opts.method ? { method: opts.method } : {}), ...(opts.body === undefined ? {} : { body: opts.body }) });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  return { status: res.status, json: await res.json() };
}

const monthly = { name: "Fiber 50 Mbps", amount: 1200.5, currency: "etb", interval: "month" };

const snapshot = async () =>
  [await db().plan.count(), await db().auditLog.count(), JSON.stringify(await db().plan.findMany({ orderBy: { id: "asc" } }), (_, v) => (typeof v === "bigint" ? v.toString() : v))].join("|");

async function expectRefused(body: unknown, status: number, code: string, field?: string, opts: { key?: string } = {}) {
  const before = await snapshot();
  const res = await call(createRoute, "/v2/plans", { body, key: opts.key });
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(res.json.status).toBe("error");
  expect(res.json.error.code).toBe(code);
  if (field) expect(JSON.stringify(res.json.error.details)).toContain(field);
  expect(await snapshot()).toBe(before);
  return res.json;
}

describe("a plan's life", () => {
  it("creates a monthly plan with its defaults, reads it, lists it, archives it once", async () => {
    const created = await call(createRoute, "/v2/plans", { body: { ...monthly, trial_days: 7 } });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const plan = created.json.data;
    expect(plan).toMatchObject({
      name: "Fiber 50 Mbps",
      description: null,
      amount: 1200.5,
      currency: "ETB",
      interval: "month",
      interval_count: 1,
      interval_in_words: "every month",
      trial_days: 7,
      cycle_limit: null,
      allow_multiple_subscriptions: false,
      active: true,
      archived_at: null,
      mode: "test",
    });
    expect(plan.plan_reference).toMatch(/^plan_[0-9A-Za-z]{22}$/);
    const row = await db().plan.findUniqueOrThrow({ where: { id: plan.plan_reference } });
    expect(row.amount).toBe(120050n);
    expect(await db().auditLog.count({ where: { targetId: plan.plan_reference, action: "plan.created" } })).toBe(1);

    const read = await call(oneRoute, `/v2/plans/${plan.plan_reference}`, { method: "GET", params: { id: plan.plan_reference } });
    expect(read.status).toBe(200);
    expect(read.json.data).toEqual(plan);

    const archived = await call(archiveRoute, `/v2/plans/${plan.plan_reference}/archive`, { params: { id: plan.plan_reference } });
    expect(archived.status, JSON.stringify(archived.json)).toBe(200);
    expect(archived.json.data.active).toBe(false);
    expect(archived.json.data.archived_at).not.toBeNull();
    const again = await call(archiveRoute, `/v2/plans/${plan.plan_reference}/archive`, { params: { id: plan.plan_reference } });
    expect(again.json.data.archived_at).toBe(archived.json.data.archived_at);
    expect(await db().auditLog.count({ where: { targetId: plan.plan_reference, action: "plan.archived" } })).toBe(1);
  });

  it("takes every interval up to one year, a count, a cycle limit and zero-decimal currencies", async () => {
    for (const [interval, interval_count] of [["day", 365], ["week", 52], ["month", 12], ["quarter", 4], ["year", 1], ["week", 2]] as const) {
      const res = await call(createRoute, "/v2/plans", { body: { ...monthly, interval, interval_count } });
      expect(res.status, `${interval} ${interval_count}: ${JSON.stringify(res.json)}`).toBe(201);
    }
    const ugx = await call(createRoute, "/v2/plans", { body: { name: "School fees", amount: 150000, currency: "UGX", interval: "month", cycle_limit: 10, allow_multiple_subscriptions: true } });
    expect(ugx.status).toBe(201);
    expect(ugx.json.data).toMatchObject({ amount: 150000, currency: "UGX", cycle_limit: 10, allow_multiple_subscriptions: true });
  });

  it("lists newest first with filters and cursor pages", async () => {
    const all = await call(listRoute, "/v2/plans?per_page=3", { method: "GET" });
    expect(all.status).toBe(200);
    expect(all.json.data.items).toHaveLength(3);
    expect(all.json.data.pagination.has_more).toBe(true);
    const next = await call(listRoute, `/v2/plans?per_page=3&cursor=${encodeURIComponent(all.json.data.pagination.next_cursor)}`, { method: "GET" });
    const seen = [...all.json.data.items, ...next.json.data.items].map((p: { plan_reference: string }) => p.plan_reference);
    expect(new Set(seen).size).toBe(seen.length);
    const archived = await call(listRoute, "/v2/plans?active=false", { method: "GET" });
    expect(archived.json.data.items.map((p: { active: boolean }) => p.active)).toEqual([false]);
    const ugx = await call(listRoute, "/v2/plans?currency=ugx", { method: "GET" });
    expect(ugx.json.data.items.map((p: { currency: string }) => p.currency)).toEqual(["UGX"]);
    const badCurrency = await call(listRoute, "/v2/plans?currency=EUR", { method: "GET" });
    expect([badCurrency.status, badCurrency.json.error.code]).toEqual([400, "INVALID_VALUE"]);
  });
});

describe("refusals write nothing", () => {
  it.each([
    ["an interval of 0", { ...monthly, interval_count: 0 }, "VALIDATION_ERROR", "interval_count"],
    ["a fractional interval count", { ...monthly, interval_count: 1.5 }, "VALIDATION_ERROR", "interval_count"],
    ["an interval not on the list", { ...monthly, interval: "fortnight" }, "VALIDATION_ERROR", "interval"],
    ["13 months", { ...monthly, interval_count: 13 }, "INVALID_VALUE", "interval_count"],
    ["2 years", { ...monthly, interval: "year", interval_count: 2 }, "INVALID_VALUE", "interval_count"],
    ["53 weeks", { ...monthly, interval: "week", interval_count: 53 }, "INVALID_VALUE", "interval_count"],
    ["a zero amount", { ...monthly, amount: 0 }, "INVALID_VALUE", "amount"],
    ["a negative amount", { ...monthly, amount: -5 }, "INVALID_VALUE", "amount"],
    ["decimals UGX lacks", { ...monthly, currency: "UGX", amount: 10.5 }, "INVALID_VALUE", "amount"],
    ["a currency not served", { ...monthly, currency: "EUR" }, "INVALID_VALUE", "currency"],
    ["a trial over 730 days", { ...monthly, trial_days: 731 }, "VALIDATION_ERROR", "trial_days"],
    ["a negative trial", { ...monthly, trial_days: -1 }, "VALIDATION_ERROR", "trial_days"],
    ["a cycle limit of 0", { ...monthly, cycle_limit: 0 }, "VALIDATION_ERROR", "cycle_limit"],
    ["an empty name", { ...monthly, name: "  " }, "VALIDATION_ERROR", "name"],
    ["a status field", { ...monthly, active: false }, "VALIDATION_ERROR", "active"],
    ["a merchant_id", { ...monthly, merchant_id: "mch_x" }, "VALIDATION_ERROR", "merchant_id"],
    ["an amount as text", { ...monthly, amount: "1200" }, "VALIDATION_ERROR", "amount"],
  ])("%s", async (_, body, code, field) => {
    await expectRefused(body, 400, code, field);
  });

  it("refuses in live mode a currency no processor connection of the merchant takes", async () => {
    const json = await expectRefused({ ...monthly, amount: 1200, currency: "DJF" }, 409, "NO_LIVE_PROCESSOR", "currency", { key: shop.keys.live.secret });
    expect(json.message).toContain("DJF");
  });

  it("answers another merchant's plan, a malformed id and the other mode's plan as the API does", async () => {
    const mine = await call(createRoute, "/v2/plans", { body: monthly });
    const id = mine.json.data.plan_reference;
    const other = await createTestMerchant();
    const foreign = await call(oneRoute, `/v2/plans/${id}`, { method: "GET", key: other.keys.test.secret, params: { id } });
    expect([foreign.status, foreign.json.error.code]).toEqual([404, "NOT_FOUND"]);
    const malformed = await call(oneRoute, "/v2/plans/plan_x", { method: "GET", params: { id: "plan_x" } });
    expect([malformed.status, malformed.json.error.code]).toEqual([404, "NOT_FOUND"]);
    const live = await call(oneRoute, `/v2/plans/${id}`, { method: "GET", key: shop.keys.live.secret, params: { id } });
    expect([live.status, live.json.error.code]).toEqual([401, "UNAUTHORIZED"]);
    const before = await snapshot();
    const archiveForeign = await call(archiveRoute, `/v2/plans/${id}/archive`, { key: other.keys.test.secret, params: { id } });
    expect([archiveForeign.status, archiveForeign.json.error.code]).toEqual([404, "NOT_FOUND"]);
    expect(await snapshot()).toBe(before);
  });
});
