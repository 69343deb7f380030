// `listen`: the --events filter (exact types and families) and the retry schedule.
import { describe, expect, it } from "vitest";
import { matchesFilters, parseEventFilters, retryDelayMs } from "@/lib/cli/listen";

describe("listen --events", () => {
  it("parses exact types and families, separated by commas", () => {
    expect(parseEventFilters(undefined)).toEqual([]);
    expect(parseEventFilters(" ")).toEqual([]);
    expect(parseEventFilters("payment.success, payout.*")).toEqual(["payment.success", "payout.*"]);
  });

  it.each(["payment", "*", "payment.", "Payment.success", "payment.su*", "payout.*.x"])("refuses %j", (value) => {
    expect(() => parseEventFilters(value)).toThrow(/--events: .* is not an event type/);
  });

  it("matches an exact type, or a family by its prefix and dot", () => {
    const filters = ["payment.success", "payout.*"];
    expect(matchesFilters("payment.success", filters)).toBe(true);
    expect(matchesFilters("payout.failed", filters)).toBe(true);
    expect(matchesFilters("payment.failed", filters)).toBe(false);
    expect(matchesFilters("payouts.failed", filters)).toBe(false);
    expect(matchesFilters("anything.at_all", [])).toBe(true);
  });
});

describe("listen retries", () => {
  it("waits 1 s, 2 s, 4 s, 8 s, then 10 s", () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });
});
