// Dates in a given time zone (the merchant's) rather than the browser's, where a page's
// filters count days in that zone: the payments table.
import { describe, expect, it } from "vitest";
import { formatDateTime, formatShortDateTime } from "@/lib/dashboard/format";

describe("formatDateTime and formatShortDateTime in a time zone", () => {
  const late = "2026-11-27T22:30:00.000Z"; // 01:30 on the 28th in Addis Ababa
  it("shows the instant in the zone given", () => {
    expect(formatDateTime(late, "Africa/Addis_Ababa")).toBe("28 Nov 2026, 01:30");
    expect(formatDateTime(late, "UTC")).toBe("27 Nov 2026, 22:30");
    expect(formatShortDateTime(late, new Date("2026-12-01T00:00:00Z"), "Africa/Addis_Ababa")).toBe("28 Nov, 01:30");
    expect(formatShortDateTime(late, new Date("2027-01-05T00:00:00Z"), "Africa/Kampala")).toBe("28 Nov 2026, 01:30");
  });
});
