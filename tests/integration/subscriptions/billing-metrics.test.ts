// The overview's MRR and churn (lib/billing/billing-metrics.ts) on real rows: plans made by the
// service, subscriptions written as the billing engine leaves them (a status, a creation time, an
// end). Exact figures: a monthly, a weekly, a two-weekly, a daily and a yearly plan in three
// currencies, the statuses that do not count (paused, trialing, canceled, completed), the other
// mode and another merchant left out, and churn's base and window edges. The overview's JSON
// route carries the same figures.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { callAsUser } from "@/tests/support/dashboard-session";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { createPlan } from "@/lib/plans/create-plan";
import { getBillingMetrics, monthlyShare } from "@/lib/billing/billing-metrics";
import { GET as overviewRoute } from "@/app/api/dashboard/overview/route";
import type { CreatePlanInput } from "@/lib/schemas/plans";

setupTestDatabase();

type Shop = Awaited<ReturnType<typeof createTestMerchant>>;
const DAY = 86_400_000;
const NOW = new Date();
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

async function plan(shop: Shop, input: Partial<CreatePlanInput> & Pick<CreatePlanInput, "amount" | "currency" | "interval">, mode: "test" | "live" = "test") {
  const full: CreatePlanInput = { name: "Plan", interval_count: 1, trial_days: 0, allow_multiple_subscriptions: true, ...input };
  if (mode === "live") {
    // A live plan needs a live processor for its currency; the metrics only read its row, so it is written as the service would.
    return db().plan.create({ data: { id: newId("plan"), merchantId: shop.merchant.id, mode, name: full.name, amount: BigInt(Math.round(full.amount * 100)), currency: full.currency, interval: full.interval, intervalCount: full.interval_count } });
  }
  return createPlan(db(), { merchantId: shop.merchant.id, mode, input: full, actor: { type: "cli" } });
}

async function subscription(shop: Shop, planId: string, status: string, opts: { createdAt?: Date; endedAt?: Date; mode?: "test" | "live" } = {}) {
  return db().subscription.create({
    data: {
      id: newId("subs"),
      merchantId: shop.merchant.id,
      mode: opts.mode ?? "test",
      planId,
      status,
      collectionMethod: "send_invoice",
      customerEmail: "abebe@example.test",
      timeZone: "Africa/Addis_Ababa",
      billingAnchor: opts.createdAt ?? NOW,
      createdAt: opts.createdAt ?? NOW,
      endedAt: opts.endedAt ?? null,
      canceledAt: status === "canceled" ? (opts.endedAt ?? null) : null,
    },
  });
}

let shop: Shop;
let empty: Shop;

beforeAll(async () => {
  shop = await createTestMerchant();
  empty = await createTestMerchant();
  const other = await createTestMerchant();

  const monthly = await plan(shop, { name: "Fiber", amount: 1200, currency: "ETB", interval: "month" });
  const weekly = await plan(shop, { name: "Gym", amount: 100, currency: "ETB", interval: "week" });
  const fortnightly = await plan(shop, { name: "Laundry", amount: 50, currency: "ETB", interval: "week", interval_count: 2 });
  const daily = await plan(shop, { name: "Bundle", amount: 1000, currency: "UGX", interval: "day" });
  const yearly = await plan(shop, { name: "Domain", amount: 120, currency: "USD", interval: "year" });
  const quarterly = await plan(shop, { name: "Journal", amount: 90, currency: "USD", interval: "quarter" });

  // Counted in MRR: active and past_due. All but the fortnightly one were live 30 days ago.
  await subscription(shop, monthly.id, "active", { createdAt: ago(60) });
  await subscription(shop, monthly.id, "active", { createdAt: ago(60) });
  await subscription(shop, weekly.id, "past_due", { createdAt: ago(60) });
  await subscription(shop, fortnightly.id, "active", { createdAt: ago(10) });
  await subscription(shop, daily.id, "active", { createdAt: ago(40) });
  await subscription(shop, yearly.id, "active", { createdAt: ago(60) });
  // Not counted in MRR.
  await subscription(shop, quarterly.id, "paused", { createdAt: ago(20) });
  await subscription(shop, quarterly.id, "trialing", { createdAt: ago(2) });
  await subscription(shop, quarterly.id, "unpaid", { createdAt: ago(100), endedAt: undefined });
  await subscription(shop, monthly.id, "canceled", { createdAt: ago(90), endedAt: ago(5) }); // churned in the window
  await subscription(shop, monthly.id, "canceled", { createdAt: ago(90), endedAt: ago(45) }); // ended before it: in neither figure
  await subscription(shop, monthly.id, "completed", { createdAt: ago(90), endedAt: ago(3) }); // ran its term: live at the start, not churn
  await subscription(shop, monthly.id, "canceled", { createdAt: ago(8), endedAt: ago(1) }); // made and canceled inside the window

  // The other mode and another merchant: never in these figures.
  const live = await plan(shop, { name: "Live fiber", amount: 999, currency: "ETB", interval: "month" }, "live");
  await subscription(shop, live.id, "active", { createdAt: ago(60), mode: "live" });
  await subscription(shop, live.id, "canceled", { createdAt: ago(60), endedAt: ago(2), mode: "live" });
  const foreign = await plan(other, { name: "Theirs", amount: 5000, currency: "ETB", interval: "month" });
  await subscription(other, foreign.id, "active", { createdAt: ago(60) });
  await subscription(other, foreign.id, "canceled", { createdAt: ago(60), endedAt: ago(2) });
});

describe("MRR", () => {
  it("normalizes each interval to a month", () => {
    expect(monthlyShare(120_000n, "month", 1)).toEqual({ num: 1_440_000n, den: 12n });
    // ETB 100 a week: 10000 × 52 / 12 = 43333.33… minor units.
    expect(Number(monthlyShare(10_000n, "week", 1).num) / Number(monthlyShare(10_000n, "week", 1).den)).toBeCloseTo(43_333.333, 2);
    // Every two weeks: half of that per interval count.
    const fortnight = monthlyShare(5_000n, "week", 2);
    expect(Number(fortnight.num) / Number(fortnight.den)).toBeCloseTo(10_833.333, 2);
  });

  it("sums per currency, exactly, rounded half up once", async () => {
    const metrics = await getBillingMetrics(db(), { merchantId: shop.merchant.id, mode: "test", now: NOW });
    expect(metrics.mrr).toEqual([
      // 2 × 120000 + 43333.33… + 10833.33… = 294166.66… → 294167 (rounding each line would give 294166).
      { currency: "ETB", amount: 2941.67, subscriptions: 4 },
      // UGX has no minor unit: 1000 × 365 / 12 = 30416.66… → 30417.
      { currency: "UGX", amount: 30417, subscriptions: 1 },
      // USD 120 a year: 10.00 a month. The quarterly plan's subscriptions are paused, trialing or unpaid: none counts.
      { currency: "USD", amount: 10, subscriptions: 1 },
    ]);
  });

  it("counts the live mode apart, and nothing for a merchant without subscriptions", async () => {
    const live = await getBillingMetrics(db(), { merchantId: shop.merchant.id, mode: "live", now: NOW });
    expect(live.mrr).toEqual([{ currency: "ETB", amount: 999, subscriptions: 1 }]);
    const none = await getBillingMetrics(db(), { merchantId: empty.merchant.id, mode: "test", now: NOW });
    expect(none.mrr).toEqual([]);
  });
});

describe("churn over the last 30 days", () => {
  it("canceled in the window ÷ live at its start, in percent with one decimal", async () => {
    const { churn } = await getBillingMetrics(db(), { merchantId: shop.merchant.id, mode: "test", now: NOW });
    // Live 30 days ago: the 2 monthly, the weekly, the daily, the yearly, the unpaid one, the one
    // canceled 5 days ago and the completed one: 8. Of those, canceled in the window: 1 (5 days
    // ago); the one made 8 days ago and canceled since was not live at the start, so it is in
    // neither count. 1 / 8 = 12.5 %.
    expect(churn).toMatchObject({ window_days: 30, canceled: 1, live_at_start: 8, rate_percent: 12.5 });
    expect(new Date(churn.to).getTime()).toBe(NOW.getTime());
    expect(new Date(churn.from).getTime()).toBe(NOW.getTime() - 30 * DAY);
  });

  it("rounds half up to one decimal", async () => {
    const { churn } = await getBillingMetrics(db(), { merchantId: shop.merchant.id, mode: "live", now: NOW });
    // Live mode: 2 live at the start, 1 canceled in the window.
    expect(churn).toMatchObject({ canceled: 1, live_at_start: 2, rate_percent: 50 });
    // 1 of 3 is 33.33… → 33.3; 2 of 3 is 66.66… → 66.7.
    const third = await createTestMerchant();
    const p = await plan(third, { amount: 10, currency: "ETB", interval: "month" });
    await subscription(third, p.id, "active", { createdAt: ago(40) });
    await subscription(third, p.id, "canceled", { createdAt: ago(40), endedAt: ago(10) });
    await subscription(third, p.id, "canceled", { createdAt: ago(40), endedAt: ago(20) });
    expect((await getBillingMetrics(db(), { merchantId: third.merchant.id, mode: "test", now: NOW })).churn).toMatchObject({ canceled: 2, live_at_start: 3, rate_percent: 66.7 });
  });

  it("is null when nothing was live at the window's start", async () => {
    const { churn } = await getBillingMetrics(db(), { merchantId: empty.merchant.id, mode: "test", now: NOW });
    expect(churn).toMatchObject({ canceled: 0, live_at_start: 0, rate_percent: null });
  });
});

it("the overview's JSON route answers the same figures as `billing`", async () => {
  const res = await callAsUser(overviewRoute as never, { userId: shop.user.id, merchantId: shop.merchant.id, role: "owner" }, { path: "/api/dashboard/overview" });
  expect(res.status).toBe(200);
  expect(res.json.data.billing.mrr).toEqual([
    { currency: "ETB", amount: 2941.67, subscriptions: 4 },
    { currency: "UGX", amount: 30417, subscriptions: 1 },
    { currency: "USD", amount: 10, subscriptions: 1 },
  ]);
  expect(res.json.data.billing.churn).toMatchObject({ canceled: 1, live_at_start: 8, rate_percent: 12.5 });
  // The charts are still there.
  expect(res.json.data.currencies).toBeInstanceOf(Array);
});
