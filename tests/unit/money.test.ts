import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CURRENCIES, formatMoney, toMajorUnits, toMinorUnits, type Currency } from "@/lib/money";

describe("toMinorUnits", () => {
  it.each([
    [10.1, "USD", 1010n],
    [0.01, "USD", 1n],
    [19.99, "ETB", 1999n],
    [1.005, "USD", null],
    [25000, "UGX", 25000n],
    [25000.5, "UGX", null],
    [100, "DJF", 100n],
    [1e21, "UGX", null],
    [1e-7, "USD", null],
    [1000000, "USD", 100000000n],
  ] as const)("%s %s -> %s", (value, currency, expected) => {
    const result = toMinorUnits(value, currency);
    if (expected === null) expect(result.ok).toBe(false);
    else expect(result).toEqual({ ok: true, minor: expected });
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])("rejects %s", (value) => {
    expect(toMinorUnits(value, "USD").ok).toBe(false);
  });

  it("rejects amounts above the currency maximum", () => {
    expect(toMinorUnits(1_000_000.01, "USD")).toEqual({ ok: false, problem: "too_large" });
  });

  it("round-trips every valid amount exactly", () => {
    fc.assert(
      fc.property(fc.constantFrom(...(Object.keys(CURRENCIES) as Currency[])), fc.bigInt({ min: 1n, max: 10n ** 11n }), (currency, minor) => {
        fc.pre(minor <= CURRENCIES[currency].max);
        const major = toMajorUnits(minor, currency);
        expect(toMinorUnits(major, currency)).toEqual({ ok: true, minor });
      }),
      { numRuns: 5000 },
    );
  });
});

describe("formatMoney", () => {
  it("uses the currency's decimals", () => {
    expect(formatMoney(123450n, "USD")).toBe("USD 1,234.50");
    expect(formatMoney(25000n, "UGX")).toBe("UGX 25,000");
  });
});
