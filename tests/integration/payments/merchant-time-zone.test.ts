// A merchant's days are its own. A merchant in Addis Ababa (UTC+3) filtering
// the dashboard's payments on 27 November sees a payment made at 01:30 local (22:30 UTC on the
// 26th); its CSV writes times in its zone with the offset and names the zone in the header; the
// overview counts that payment on the 27th. The zone is a setting (audited; an unknown zone is
// refused and changes nothing); unset, it comes from the country, else UTC. The public API keeps
// UTC days for a bare date and ISO 8601 times with offsets.
import "@/tests/support/next-async-storage"; // first: before any of Next's modules load
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { callAsUser, responseAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { db } from "@/lib/db";
import { GET as dashboardList } from "@/app/api/dashboard/payments/route";
import { GET as dashboardExport } from "@/app/api/dashboard/payments/export/route";
import { GET as overviewRoute } from "@/app/api/dashboard/overview/route";
import { PATCH as settingsRoute } from "@/app/api/dashboard/settings/route";
import { GET as apiList } from "@/app/v2/payments/route";
import { formatInZone, isValidTimeZone, localDay, localDayRange, startOfLocalDay } from "@/lib/catalog/time-zones";
import { merchantTimeZone, timeZoneForCountry } from "@/lib/merchants/time-zone";
import { createdAtRange } from "@/lib/catalog/date-range";
import { getOverviewStats, overviewWindow } from "@/lib/dashboard/overview-stats";
import { ApiError } from "@/lib/http/errors";

setupTestDatabase();

describe("time-zone arithmetic", () => {
  it("turns a local day into its UTC range, for each served zone, UTC and a zone with DST", () => {
    const cases: [string, string, string][] = [
      ["Africa/Addis_Ababa", "2026-11-26T21:00:00.000Z", "2026-11-27T21:00:00.000Z"],
      ["Africa/Kampala", "2026-11-26T21:00:00.000Z", "2026-11-27T21:00:00.000Z"],
      ["Africa/Djibouti", "2026-11-26T21:00:00.000Z", "2026-11-27T21:00:00.000Z"],
      ["UTC", "2026-11-27T00:00:00.000Z", "2026-11-28T00:00:00.000Z"],
      ["America/New_York", "2026-11-27T05:00:00.000Z", "2026-11-28T05:00:00.000Z"],
    ];
    for (const [zone, start, end] of cases) {
      const range = localDayRange("2026-11-27", zone);
      expect([zone, range.start.toISOString(), range.end.toISOString()]).toEqual([zone, start, end]);
    }
    // A 23-hour day (DST starts in New York on 8 March 2026) and a 25-hour one (1 November 2026).
    expect(localDayRange("2026-03-08", "America/New_York")).toEqual({ start: new Date("2026-03-08T05:00:00Z"), end: new Date("2026-03-09T04:00:00Z") });
    expect(localDayRange("2026-11-01", "America/New_York")).toEqual({ start: new Date("2026-11-01T04:00:00Z"), end: new Date("2026-11-02T05:00:00Z") });
    expect(startOfLocalDay("2026-11-27", "Asia/Kolkata").toISOString()).toBe("2026-11-26T18:30:00.000Z");
  });

  it("formats instants with the zone's offset and knows the local day", () => {
    const sale = new Date("2026-11-26T22:30:00.000Z");
    expect(formatInZone(sale, "Africa/Addis_Ababa")).toBe("2026-11-27T01:30:00.000+03:00");
    expect(formatInZone(sale, "UTC")).toBe("2026-11-26T22:30:00.000Z");
    expect(localDay(sale, "Africa/Addis_Ababa")).toBe("2026-11-27");
    expect(localDay(sale, "UTC")).toBe("2026-11-26");
  });

  it("defaults from the country, then UTC; refuses names Intl does not know", () => {
    expect([timeZoneForCountry("ET"), timeZoneForCountry("ug"), timeZoneForCountry("DJ"), timeZoneForCountry("KE"), timeZoneForCountry(null)]).toEqual([
      "Africa/Addis_Ababa",
      "Africa/Kampala",
      "Africa/Djibouti",
      null,
      null,
    ]);
    expect(merchantTimeZone({ timeZone: null, country: "ET" })).toBe("Africa/Addis_Ababa");
    expect(merchantTimeZone({ timeZone: "Africa/Kampala", country: "ET" })).toBe("Africa/Kampala");
    expect(merchantTimeZone({ timeZone: null, country: null })).toBe("UTC");
    for (const bad of ["Mars/Olympus", "", "Africa/Addis Ababa", "UTC+3", "x".repeat(65)]) expect(isValidTimeZone(bad)).toBe(false);
    expect(isValidTimeZone("Africa/Addis_Ababa")).toBe(true);
  });

  it("a bare day in a date filter is a day in the zone; a time with an offset stays that instant", () => {
    expect(createdAtRange({ from: "2026-11-27", to: "2026-11-27" }, "Africa/Addis_Ababa")).toEqual({
      gte: new Date("2026-11-26T21:00:00Z"),
      lt: new Date("2026-11-27T21:00:00Z"),
    });
    expect(createdAtRange({ from: "2026-11-27" })).toEqual({ gte: new Date("2026-11-27T00:00:00Z") });
    expect(createdAtRange({ from: "2026-11-27T01:00:00+03:00" }, "UTC")).toEqual({ gte: new Date("2026-11-26T22:00:00Z") });
    expect(() => createdAtRange({ to: "2026-13-01" }, "Africa/Addis_Ababa")).toThrow(ApiError);
  });

  it("picks the overview's window: 7, 30 or 90 days ending today in the zone, or a checked custom range", () => {
    const now = new Date("2026-11-26T22:30:00Z"); // already the 27th in Addis Ababa
    expect(overviewWindow({ period: 7 }, "Africa/Addis_Ababa", now)).toEqual({ from: "2026-11-21", to: "2026-11-27", days: 7, period: 7 });
    expect(overviewWindow({}, "UTC", now)).toMatchObject({ from: "2026-10-28", to: "2026-11-26", days: 30 });
    expect(overviewWindow({ from: "2026-11-01", to: "2026-11-10" }, "UTC", now)).toEqual({ from: "2026-11-01", to: "2026-11-10", days: 10, period: null });
    const refused = (q: Parameters<typeof overviewWindow>[0]) => {
      try {
        overviewWindow(q, "UTC", now);
      } catch (error) {
        return (error as ApiError).details;
      }
      return null;
    };
    expect(refused({ period: 14 })).toEqual([expect.objectContaining({ field: "period" })]);
    expect(refused({ from: "2026-11-10" })).toEqual([expect.objectContaining({ field: "to" })]);
    expect(refused({ from: "2026-11-10", to: "2026-11-01" })).toEqual([expect.objectContaining({ field: "from" })]);
    expect(refused({ from: "2024-01-01", to: "2026-11-01" })).toEqual([expect.objectContaining({ field: "to" })]);
    expect(refused({ from: "2026-02-30", to: "2026-03-01" })).toEqual([expect.objectContaining({ field: "from" })]);
    expect(refused({ from: "2026-12-01", to: "2026-12-02" })).toEqual([expect.objectContaining({ field: "from" })]);
  });
});

describe("a merchant in Addis Ababa", () => {
  let owner: SessionUser;
  let reference: string;
  let secret: string;

  beforeAll(async () => {
    const shop = await createTestMerchant({ name: "Addis Shop" });
    owner = { userId: shop.user.id, merchantId: shop.merchant.id, role: "owner" };
    secret = shop.keys.test.secret;
    ({ reference } = await createHostedPaymentFor(secret, { amount: 250, currency: "ETB" }));
    // 01:30 on 27 November in Addis Ababa is 22:30 UTC on the 26th.
    await db().payment.update({ where: { id: reference }, data: { status: "success", createdAt: new Date("2026-11-26T22:30:00.000Z"), updatedAt: new Date("2026-11-26T22:31:00.000Z") } });
  });

  const patch = (body: unknown) => callAsUser(settingsRoute, owner, { path: "/api/dashboard/settings", method: "PATCH", body });
  const table = (qs: string) => callAsUser(dashboardList, owner, { path: `/api/dashboard/payments${qs}` });

  it("refuses an unknown zone and changes nothing", async () => {
    const res = await patch({ time_zone: "Africa/Atlantis" });
    expect(res.status).toBe(400);
    expect(res.json.error?.details).toEqual([expect.objectContaining({ field: "time_zone" })]);
    expect((await db().merchant.findUniqueOrThrow({ where: { id: owner.merchantId } })).timeZone).toBeNull();
    expect(await db().auditLog.count({ where: { merchantId: owner.merchantId, action: "merchant.settings_updated" } })).toBe(0);
  });

  it("saves the zone with an audit row naming the change", async () => {
    const res = await patch({ time_zone: "Africa/Addis_Ababa" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.settings).toMatchObject({ time_zone: "Africa/Addis_Ababa" });
    const audit = await db().auditLog.findFirstOrThrow({ where: { merchantId: owner.merchantId, action: "merchant.settings_updated" } });
    expect(audit.details).toEqual({ changes: { time_zone: { from: null, to: "Africa/Addis_Ababa" } } });
  });

  it("filtering on 27 November finds the 01:30 sale; the 26th does not", async () => {
    const on27 = await table("?from=2026-11-27&to=2026-11-27");
    expect(on27.status).toBe(200);
    expect(on27.json.data.items.map((p: { gateway_reference: string }) => p.gateway_reference)).toEqual([reference]);
    const on26 = await table("?from=2026-11-26&to=2026-11-26");
    expect(on26.json.data.items).toEqual([]);
  });

  it("exports times in Addis Ababa with the offset, and says so in the header", async () => {
    const res = await responseAsUser(dashboardExport, owner, { path: "/api/dashboard/payments/export?from=2026-11-27&to=2026-11-27" });
    expect(res.status).toBe(200);
    const [header, line, ...rest] = (await res.text()).trimEnd().split("\n");
    expect(rest).toEqual([]);
    expect(header.split(",").slice(-2)).toEqual(["created_at (Africa/Addis_Ababa)", "updated_at (Africa/Addis_Ababa)"]);
    expect(line.split(",").slice(-2)).toEqual(["2026-11-27T01:30:00.000+03:00", "2026-11-27T01:31:00.000+03:00"]);
  });

  it("counts the sale on the 27th in the overview, and in UTC on the 26th", async () => {
    const now = new Date("2026-11-27T09:00:00Z");
    const local = await getOverviewStats(db(), { merchantId: owner.merchantId, mode: "test", now, days: 7, timeZone: "Africa/Addis_Ababa" });
    const etb = local.currencies.find((c) => c.currency === "ETB")!;
    expect(local).toMatchObject({ from: "2026-11-21", to: "2026-11-27", time_zone: "Africa/Addis_Ababa", previous: { from: "2026-11-14", to: "2026-11-20" } });
    expect(etb.days.filter((d) => d.successful > 0).map((d) => d.date)).toEqual(["2026-11-27"]);
    const utc = await getOverviewStats(db(), { merchantId: owner.merchantId, mode: "test", now, days: 7 });
    expect(utc.currencies[0].days.filter((d) => d.successful > 0).map((d) => d.date)).toEqual(["2026-11-26"]);
    // The route reads the merchant's zone.
    const res = await callAsUser(overviewRoute, owner, { path: "/api/dashboard/overview?from=2026-11-27&to=2026-11-27" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ from: "2026-11-27", to: "2026-11-27", days: 1, period: null, time_zone: "Africa/Addis_Ababa" });
    expect(res.json.data.currencies[0].days).toEqual([{ date: "2026-11-27", volume: 250, successful: 1, finished: 1, success_rate: 1 }]);
  });

  it("the public API keeps UTC days for a bare date and answers ISO 8601 times", async () => {
    const res = await apiList(apiRequest("/v2/payments?from=2026-11-26&to=2026-11-26", { key: secret }));
    const body = await res.json();
    expect(res.status).toBe(200);
    const item = body.data.items.find((p: { gateway_reference: string }) => p.gateway_reference === reference);
    expect(item.created_at).toBe("2026-11-26T22:30:00.000Z");
  });
});
