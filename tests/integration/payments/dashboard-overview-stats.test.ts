// The dashboard's overview: volume and success rate per UTC day for the last 30 days, per
// currency, from one grouped query (lib/dashboard/overview-stats.ts), and its dashboard route.
// Payments are made through the real API; their status and creation time are then set on the
// row, since a test cannot wait 30 days or walk every status through the checkout.
import "@/tests/support/next-async-storage"; // first: before any of Next's modules load
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { addMember, callAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { serveLivePayments } from "@/tests/factories/connections";
import { db } from "@/lib/db";
import type { PaymentStatus } from "@/lib/generated/prisma/enums";
import { getOverviewStats, overviewWindowStart, type OverviewCurrency } from "@/lib/dashboard/overview-stats";
import { GET as overviewRoute } from "@/app/api/dashboard/overview/route";

setupTestDatabase();

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Merchant;
let other: Merchant;
let empty: Merchant;

// 10:00 UTC: the window is 2026-02-14 .. 2026-03-15 (UTC days), whatever the machine's zone.
const NOW = new Date("2026-03-15T10:00:00.000Z");

async function paymentAt(key: string, at: string, status: PaymentStatus, amount: number, currency = "USD") {
  const { reference } = await createHostedPaymentFor(key, { amount, currency });
  await db().payment.update({ where: { id: reference }, data: { status, createdAt: new Date(at) } });
  return reference;
}

beforeAll(async () => {
  shop = await createTestMerchant({ name: "Chart Shop" });
  other = await createTestMerchant({ name: "Other Shop" });
  empty = await createTestMerchant({ name: "Quiet Shop" });
  const key = shop.keys.test.secret;
  // Today (UTC): one success, one failure at the last millisecond of the day, one still pending.
  await paymentAt(key, "2026-03-15T00:00:00.000Z", "success", 100.5);
  await paymentAt(key, "2026-03-15T23:59:59.999Z", "failed", 40);
  await paymentAt(key, "2026-03-15T09:00:00.000Z", "pending", 60);
  await paymentAt(key, "2026-03-15T08:00:00.000Z", "success", 25000, "UGX");
  // The last millisecond of yesterday belongs to yesterday.
  await paymentAt(key, "2026-03-14T23:59:59.999Z", "success", 20);
  // Refunded payments were paid; cancelled, blocked and incomplete finished without paying.
  await paymentAt(key, "2026-03-10T12:00:00.000Z", "fully_refunded", 5);
  await paymentAt(key, "2026-03-10T12:00:00.000Z", "partially_refunded", 7.25);
  await paymentAt(key, "2026-03-10T13:00:00.000Z", "cancelled", 9);
  await paymentAt(key, "2026-03-10T14:00:00.000Z", "blocked", 9);
  await paymentAt(key, "2026-03-10T15:00:00.000Z", "incomplete", 9);
  await paymentAt(key, "2026-03-10T16:00:00.000Z", "auth_needed", 9);
  // The window's first instant is in; the millisecond before it is out.
  await paymentAt(key, "2026-02-14T00:00:00.000Z", "success", 1);
  await paymentAt(key, "2026-02-13T23:59:59.999Z", "success", 999);
  // Neither the live mode nor another merchant counts.
  await serveLivePayments();
  await paymentAt(shop.keys.live.secret, "2026-03-15T01:00:00.000Z", "success", 1000);
  await paymentAt(other.keys.test.secret, "2026-03-15T01:00:00.000Z", "success", 3000);
});

const day = (c: OverviewCurrency, date: string) => c.days.find((d) => d.date === date)!;
const zero = { volume: 0, successful: 0, finished: 0, success_rate: null };

describe("getOverviewStats", () => {
  it("answers 30 UTC days per currency, oldest first, with zeros for days without payments", async () => {
    const stats = await getOverviewStats(db(), { merchantId: shop.merchant.id, mode: "test", now: NOW });
    expect(stats).toMatchObject({ from: "2026-02-14", to: "2026-03-15", time_zone: "UTC" });
    expect(stats.currencies.map((c) => c.currency)).toEqual(["UGX", "USD"]);
    for (const c of stats.currencies) {
      expect(c.days).toHaveLength(30);
      expect(c.days[0].date).toBe("2026-02-14");
      expect(c.days[29].date).toBe("2026-03-15");
      expect(new Set(c.days.map((d) => d.date)).size).toBe(30);
    }
    const [ugx, usd] = stats.currencies;
    expect(day(usd, "2026-03-01")).toEqual({ date: "2026-03-01", ...zero });
    // A currency is zero on the days only another currency had payments.
    expect(day(ugx, "2026-03-14")).toEqual({ date: "2026-03-14", ...zero });
    expect(day(ugx, "2026-03-15")).toEqual({ date: "2026-03-15", volume: 25000, successful: 1, finished: 1, success_rate: 1 });
  });

  it("sums successful amounts and divides successful by finished payments per day", async () => {
    const stats = await getOverviewStats(db(), { merchantId: shop.merchant.id, mode: "test", now: NOW });
    const usd = stats.currencies.find((c) => c.currency === "USD")!;
    // Pending is not finished: 1 success of 2 finished.
    expect(day(usd, "2026-03-15")).toEqual({ date: "2026-03-15", volume: 100.5, successful: 1, finished: 2, success_rate: 0.5 });
    expect(day(usd, "2026-03-14")).toEqual({ date: "2026-03-14", volume: 20, successful: 1, finished: 1, success_rate: 1 });
    // Two refunded (paid) of five finished; auth_needed is still in progress.
    expect(day(usd, "2026-03-10")).toEqual({ date: "2026-03-10", volume: 12.25, successful: 2, finished: 5, success_rate: 0.4 });
    expect(day(usd, "2026-02-14")).toEqual({ date: "2026-02-14", volume: 1, successful: 1, finished: 1, success_rate: 1 });
    expect(usd.totals).toEqual({ volume: 133.75, successful: 5, finished: 9, success_rate: 5 / 9 });
    expect(usd.days.reduce((sum, d) => sum + d.volume, 0)).toBeCloseTo(usd.totals.volume, 10);
  });

  it("keeps modes and merchants apart", async () => {
    const live = await getOverviewStats(db(), { merchantId: shop.merchant.id, mode: "live", now: NOW });
    expect(live.currencies.map((c) => [c.currency, c.totals])).toEqual([["USD", { volume: 1000, successful: 1, finished: 1, success_rate: 1 }]]);
    const theirs = await getOverviewStats(db(), { merchantId: other.merchant.id, mode: "test", now: NOW });
    expect(theirs.currencies.map((c) => [c.currency, c.totals.volume])).toEqual([["USD", 3000]]);
    const none = await getOverviewStats(db(), { merchantId: empty.merchant.id, mode: "test", now: NOW });
    expect(none.currencies).toEqual([]);
  });

  it("starts the window at midnight UTC 29 days before today, at any hour", () => {
    expect(overviewWindowStart(new Date("2026-03-15T00:00:00.000Z")).toISOString()).toBe("2026-02-14T00:00:00.000Z");
    expect(overviewWindowStart(new Date("2026-03-15T23:59:59.999Z")).toISOString()).toBe("2026-02-14T00:00:00.000Z");
    expect(overviewWindowStart(new Date("2026-03-01T05:00:00.000Z")).toISOString()).toBe("2026-01-31T00:00:00.000Z");
  });
});

describe("GET /api/dashboard/overview", () => {
  let owner: SessionUser;
  let viewer: SessionUser;
  beforeAll(async () => {
    owner = { userId: shop.user.id, merchantId: shop.merchant.id, role: "owner" };
    viewer = await addMember(shop.merchant.id, "viewer");
    // Made now, so the route's own clock sees it: live ETB for the shop, test ETB for the other.
    await paymentAt(shop.keys.live.secret, new Date().toISOString(), "success", 12.34, "ETB");
    await paymentAt(other.keys.test.secret, new Date().toISOString(), "success", 56, "ETB");
  });

  const get = (user: SessionUser, mode: "test" | "live", path = "/api/dashboard/overview") => callAsUser(overviewRoute, user, { path, mode });

  it("answers the dashboard's mode, for every role, and never another merchant's payments", async () => {
    const live = await get(viewer, "live");
    expect(live.status).toBe(200);
    const etb = live.json.data.currencies.find((c: OverviewCurrency) => c.currency === "ETB");
    expect(etb.totals).toEqual({ volume: 12.34, successful: 1, finished: 1, success_rate: 1 });
    expect(etb.days).toHaveLength(30);
    expect(etb.days[29].date).toBe(new Date().toISOString().slice(0, 10));
    const test = await get(owner, "test");
    expect(test.status).toBe(200);
    expect(test.json.data.currencies.map((c: OverviewCurrency) => c.currency)).not.toContain("ETB");
  });

  it("refuses query parameters it does not know", async () => {
    const res = await get(owner, "test", "/api/dashboard/overview?days=90");
    expect(res.status).toBe(400);
    expect(res.json.status).toBe("error");
  });
});
