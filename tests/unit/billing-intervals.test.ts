// Billing periods: counted from the anchor, the month's last day for a day it lacks, the wall clock
// kept in the subscription's zone.
import { describe, expect, it } from "vitest";
import { intervalInWords, periodIndexAt, periodStart } from "@/lib/catalog/billing-intervals";

const iso = (d: Date) => d.toISOString();

describe("periodStart", () => {
  it("bills a subscription anchored on the 31st on the last day of shorter months, and on the 31st again after", () => {
    const anchor = new Date("2026-01-31T09:00:00.000Z");
    const starts = Array.from({ length: 8 }, (_, n) => iso(periodStart(anchor, "month", 1, n, "UTC")));
    expect(starts).toEqual([
      "2026-01-31T09:00:00.000Z",
      "2026-02-28T09:00:00.000Z",
      "2026-03-31T09:00:00.000Z",
      "2026-04-30T09:00:00.000Z",
      "2026-05-31T09:00:00.000Z",
      "2026-06-30T09:00:00.000Z",
      "2026-07-31T09:00:00.000Z",
      "2026-08-31T09:00:00.000Z",
    ]);
  });

  it("takes 29 February in a leap year, and a yearly plan anchored on it falls back to the 28th", () => {
    expect(iso(periodStart(new Date("2027-01-30T00:00:00Z"), "month", 1, 1, "UTC"))).toBe("2027-02-28T00:00:00.000Z");
    expect(iso(periodStart(new Date("2028-01-30T00:00:00Z"), "month", 1, 1, "UTC"))).toBe("2028-02-29T00:00:00.000Z");
    const leapDay = new Date("2028-02-29T12:00:00Z");
    expect(iso(periodStart(leapDay, "year", 1, 1, "UTC"))).toBe("2029-02-28T12:00:00.000Z");
    expect(iso(periodStart(leapDay, "year", 1, 4, "UTC"))).toBe("2032-02-29T12:00:00.000Z");
  });

  it("counts quarters as three months and a count as that many intervals", () => {
    const anchor = new Date("2026-11-30T06:00:00Z");
    expect(iso(periodStart(anchor, "quarter", 1, 1, "UTC"))).toBe("2027-02-28T06:00:00.000Z");
    expect(iso(periodStart(anchor, "quarter", 1, 2, "UTC"))).toBe("2027-05-30T06:00:00.000Z");
    expect(iso(periodStart(anchor, "month", 6, 1, "UTC"))).toBe("2027-05-30T06:00:00.000Z");
    expect(iso(periodStart(anchor, "week", 2, 1, "UTC"))).toBe("2026-12-14T06:00:00.000Z");
    expect(iso(periodStart(anchor, "day", 10, 3, "UTC"))).toBe("2026-12-30T06:00:00.000Z");
  });

  it("keeps the day of the month in the subscription's zone, not in UTC", () => {
    // 31 January 02:00 in Addis Ababa is 30 January 23:00 UTC: April's bill is on 30 April 02:00 there.
    const anchor = new Date("2026-01-30T23:00:00Z");
    expect(iso(periodStart(anchor, "month", 1, 3, "Africa/Addis_Ababa"))).toBe("2026-04-29T23:00:00.000Z");
    expect(iso(periodStart(anchor, "month", 1, 3, "UTC"))).toBe("2026-04-30T23:00:00.000Z");
  });

  it("keeps the wall clock across a daylight-saving change", () => {
    // 09:00 in New York on 1 March (EST, UTC-5) is 09:00 on 1 April (EDT, UTC-4).
    const anchor = new Date("2026-03-01T14:00:00Z");
    expect(iso(periodStart(anchor, "month", 1, 1, "America/New_York"))).toBe("2026-04-01T13:00:00.000Z");
    expect(iso(periodStart(anchor, "week", 2, 1, "America/New_York"))).toBe("2026-03-15T13:00:00.000Z");
  });

  it("refuses a negative or fractional period", () => {
    const anchor = new Date("2026-01-01T00:00:00Z");
    expect(() => periodStart(anchor, "month", 1, -1, "UTC")).toThrow(RangeError);
    expect(() => periodStart(anchor, "month", 1, 1.5, "UTC")).toThrow(RangeError);
  });
});

describe("periodIndexAt", () => {
  it("finds the period an instant falls in, a period's end belonging to the next", () => {
    const anchor = new Date("2026-01-31T09:00:00Z");
    expect(periodIndexAt(anchor, "month", 1, new Date("2026-01-31T09:00:00Z"), "UTC")).toBe(0);
    expect(periodIndexAt(anchor, "month", 1, new Date("2026-02-28T08:59:59Z"), "UTC")).toBe(0);
    expect(periodIndexAt(anchor, "month", 1, new Date("2026-02-28T09:00:00Z"), "UTC")).toBe(1);
    expect(periodIndexAt(anchor, "month", 1, new Date("2027-01-31T09:00:00Z"), "UTC")).toBe(12);
  });
});

it("says the interval in words", () => {
  expect(intervalInWords("month", 1)).toBe("every month");
  expect(intervalInWords("week", 2)).toBe("every 2 weeks");
});
