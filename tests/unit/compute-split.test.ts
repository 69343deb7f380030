// Split computation properties (fast-check, thousands of runs).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { computeSplit, type SplitRuleInput } from "@/lib/splits/compute-split";
import { CURRENCY_CODES } from "@/lib/money";
import { highestServiceFee } from "@/lib/catalog/fees";

// Up to 10 rules of at most 9 % each, or flat amounts: together they leave room for the fee,
// as the API's validation requires of a real payment.
const rule = fc.record({
  type: fc.constantFrom("percentage" as const, "flat" as const),
  pct: fc.integer({ min: 1, max: 900 }),
  flat: fc.bigInt({ min: 1n, max: 10n ** 6n }),
  min: fc.option(fc.bigInt({ min: 0n, max: 10n ** 4n }), { nil: null }),
  max: fc.option(fc.bigInt({ min: 10n ** 4n, max: 10n ** 9n }), { nil: null }),
});

const scenario = fc.record({
  currency: fc.constantFrom(...CURRENCY_CODES),
  amount: fc.bigInt({ min: 1n, max: 10n ** 12n }),
  rules: fc.array(rule, { minLength: 1, maxLength: 10 }),
});

function toRules(rules: { type: "percentage" | "flat"; pct: number; flat: bigint; min: bigint | null; max: bigint | null }[]): SplitRuleInput[] {
  return rules.map((r, i) => ({ subaccountId: `sub_${i}`, type: r.type, value: r.type === "percentage" ? BigInt(r.pct) : r.flat, min: r.min, max: r.max }));
}

describe("computeSplit", () => {
  it("fee + shares + merchant remainder equal the amount exactly; no share is negative", () => {
    fc.assert(
      fc.property(scenario, ({ currency, amount, rules }) => {
        const fee = highestServiceFee(amount, currency);
        const result = computeSplit(amount, fee, toRules(rules));
        fc.pre(result.merchant >= 0n); // otherwise initialization refuses the payment
        expect(result.merchant >= 0n).toBe(true);
        const total = result.fee + result.merchant + result.shares.reduce((t, s) => t + s.amount, 0n);
        expect(total).toBe(amount);
        for (const s of result.shares) expect(s.amount >= 0n).toBe(true);
      }),
      { numRuns: 5000, maxSkipsPerRun: 100 },
    );
  });

  it("rounds each percentage share to within one minor unit of its exact value (before bounds)", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 10 }), (amount, pcts) => {
        const rules: SplitRuleInput[] = pcts.map((p, i) => ({ subaccountId: `s${i}`, type: "percentage", value: BigInt(p) }));
        const result = computeSplit(amount, 0n, rules);
        result.shares.forEach((s, i) => {
          const exactTimes10k = amount * BigInt(pcts[i]); // exact share × 10,000
          const diff = s.amount * 10_000n - exactTimes10k;
          expect(diff > -10_000n && diff < 10_000n).toBe(true);
        });
        expect(result.merchant + result.shares.reduce((t, s) => t + s.amount, 0n)).toBe(amount);
      }),
      { numRuns: 5000 },
    );
  });

  it("is deterministic", () => {
    fc.assert(
      fc.property(scenario, ({ amount, rules }) => {
        expect(computeSplit(amount, 7n, toRules(rules))).toEqual(computeSplit(amount, 7n, toRules(rules)));
      }),
      { numRuns: 2000 },
    );
  });

  it("holds shares within their bounds", () => {
    const result = computeSplit(10_000n, 0n, [
      { subaccountId: "a", type: "percentage", value: 100n, min: 500n }, // 1 % = 100 -> raised to 500
      { subaccountId: "b", type: "percentage", value: 5_000n, max: 1_000n }, // 50 % = 5000 -> capped at 1000
    ]);
    expect(result.shares.map((s) => s.amount)).toEqual([500n, 1_000n]);
    expect(result.merchant).toBe(8_500n);
  });

  it("splits three ways by largest remainder", () => {
    // 100 units in thirds: 33.33 each; one unit goes to the merchant's larger remainder.
    const r = computeSplit(100n, 0n, [
      { subaccountId: "a", type: "percentage", value: 3_333n },
      { subaccountId: "b", type: "percentage", value: 3_333n },
      { subaccountId: "c", type: "percentage", value: 3_334n },
    ]);
    expect(r.shares.map((s) => s.amount)).toEqual([33n, 33n, 34n]);
    expect(r.merchant).toBe(0n);
    const r2 = computeSplit(1_001n, 10n, [
      { subaccountId: "a", type: "percentage", value: 2_550n }, // 255.255
      { subaccountId: "b", type: "flat", value: 100n },
    ]);
    expect(r2.shares.map((s) => s.amount)).toEqual([255n, 100n]);
    expect(r2.merchant).toBe(1_001n - 10n - 355n);
  });
});
