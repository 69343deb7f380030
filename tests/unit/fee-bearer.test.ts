// Who pays the fee. With fee_bearer "subaccounts" the service fee is taken from the
// subaccounts' shares in proportion (largest remainder): fee + net shares + merchant remainder
// still equal the amount exactly, nothing is negative, no subaccount pays more than its
// share, and the result is deterministic (fast-check, thousands of runs).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { computeSplit, type SplitRuleInput } from "@/lib/splits/compute-split";
import { allocateFee, settlementAmounts } from "@/lib/splits/allocate-fee";
import { CURRENCY_CODES } from "@/lib/money";
import { highestServiceFee, serviceFee } from "@/lib/catalog/fees";
import { methodsFor } from "@/lib/catalog/payment-methods";

// Rules up to 100 % in total (fee_bearer "subaccounts" allows that), or flat amounts, with bounds.
const rule = fc.record({
  type: fc.constantFrom("percentage" as const, "flat" as const),
  pct: fc.integer({ min: 1, max: 10_000 }),
  flat: fc.bigInt({ min: 0n, max: 10n ** 7n }),
  min: fc.option(fc.bigInt({ min: 0n, max: 10n ** 4n }), { nil: null }),
  max: fc.option(fc.bigInt({ min: 10n ** 4n, max: 10n ** 10n }), { nil: null }),
});

const scenario = fc.record({
  currency: fc.constantFrom(...CURRENCY_CODES),
  amount: fc.bigInt({ min: 1n, max: 10n ** 12n }),
  rules: fc.array(rule, { minLength: 1, maxLength: 10 }),
  methodIndex: fc.nat(),
});

type Rule = { type: "percentage" | "flat"; pct: number; flat: bigint; min: bigint | null; max: bigint | null };
function toRules(rules: Rule[]): SplitRuleInput[] {
  return rules.map((r, i) => ({ subaccountId: `sub_${i}`, type: r.type, value: r.type === "percentage" ? BigInt(r.pct) : r.flat, min: r.min, max: r.max }));
}

/** What initialization checks and settlement pays, as the services do it. */
function initializeAndSettle({ currency, amount, rules, methodIndex }: { currency: (typeof CURRENCY_CODES)[number]; amount: bigint; rules: Rule[]; methodIndex: number }) {
  const split = computeSplit(amount, 0n, toRules(rules));
  const shares = split.shares.map((s) => s.amount);
  const highest = highestServiceFee(amount, currency);
  const methods = methodsFor(currency);
  const fee = serviceFee(amount, currency, methods[methodIndex % methods.length].id); // the method chosen at checkout
  return { split, shares, highest, fee, settled: settlementAmounts(amount, fee, shares, "subaccounts") };
}

// Generous timeouts: property runs share a loaded machine with the integration suites.
describe("fee_bearer subaccounts", { timeout: 60_000 }, () => {
  it("fee + net shares + merchant remainder equal the amount exactly; none negative; no part above its share", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { split, shares, highest, fee, settled } = initializeAndSettle(s);
        // initialization refuses shares above the amount and a fee the shares cannot cover
        fc.pre(split.merchant >= 0n && highest <= shares.reduce((t, x) => t + x, 0n));
        expect(fee <= highest).toBe(true);
        expect(settled.fee + settled.merchant + settled.subaccounts.reduce((t, x) => t + x, 0n)).toBe(s.amount);
        expect(settled.merchant >= 0n).toBe(true);
        expect(settled.feeParts.reduce((t, x) => t + x, 0n)).toBe(fee); // the subaccounts pay all of it
        settled.subaccounts.forEach((net, i) => {
          expect(net >= 0n).toBe(true);
          expect(settled.feeParts[i] >= 0n && settled.feeParts[i] <= shares[i]).toBe(true);
        });
        // the merchant keeps exactly what is left after the gross shares: the fee does not touch it
        expect(settled.merchant).toBe(split.merchant);
      }),
      { numRuns: 3000, maxSkipsPerRun: 100 },
    );
  });

  it("takes the fee in proportion to the shares: each part within one minor unit of fee × share / total", () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 0n, max: 10n ** 9n }), { minLength: 1, maxLength: 10 }), fc.bigInt({ min: 0n, max: 10n ** 9n }), (shares, feeSeed) => {
        const total = shares.reduce((t, x) => t + x, 0n);
        fc.pre(total > 0n);
        const fee = feeSeed % (total + 1n); // a fee the shares can cover
        const { parts, merchant } = allocateFee(fee, shares, "subaccounts");
        expect(merchant).toBe(0n);
        expect(parts.reduce((t, x) => t + x, 0n)).toBe(fee);
        parts.forEach((p, i) => {
          const diff = p * total - fee * shares[i]; // (part − exact part) × total
          expect(diff > -total && diff < total).toBe(true);
        });
      }),
      { numRuns: 5000 },
    );
  });

  it("a fee above the shares (never accepted at initialization) is capped: the merchant pays the rest, nothing negative", () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 0n, max: 10n ** 6n }), { minLength: 1, maxLength: 10 }), fc.bigInt({ min: 1n, max: 10n ** 6n }), fc.bigInt({ min: 0n, max: 10n ** 6n }), (shares, extra, merchantPart) => {
        const total = shares.reduce((t, x) => t + x, 0n);
        const fee = total + extra;
        const amount = total + merchantPart + extra; // fee <= amount, as serviceFee guarantees
        const settled = settlementAmounts(amount, fee, shares, "subaccounts");
        expect(settled.subaccounts.every((x) => x === 0n)).toBe(true);
        expect(settled.merchant).toBe(merchantPart);
        expect(settled.fee + settled.merchant + settled.subaccounts.reduce((t, x) => t + x, 0n)).toBe(amount);
      }),
      { numRuns: 2000 },
    );
  });

  it("is deterministic", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        expect(initializeAndSettle(s)).toEqual(initializeAndSettle(s));
      }),
      { numRuns: 2000 },
    );
  });

  it("with fee_bearer merchant the shares are paid in full and the merchant pays the fee, as before", () => {
    fc.assert(
      fc.property(scenario, ({ currency, amount, rules }) => {
        const fee = highestServiceFee(amount, currency);
        const before = computeSplit(amount, fee, toRules(rules));
        fc.pre(before.merchant >= 0n);
        const settled = settlementAmounts(amount, fee, before.shares.map((x) => x.amount), "merchant");
        expect(settled.subaccounts).toEqual(before.shares.map((x) => x.amount));
        expect(settled.merchant).toBe(before.merchant);
      }),
      { numRuns: 2000, maxSkipsPerRun: 100 },
    );
  });

  it("100 % to one subaccount: the subaccount gets the amount less the fee, the merchant nothing", () => {
    const split = computeSplit(100_000n, 0n, [{ subaccountId: "a", type: "percentage", value: 10_000n }]);
    expect(split.merchant).toBe(0n);
    expect(settlementAmounts(100_000n, 1_500n, [split.shares[0].amount], "subaccounts")).toEqual({ fee: 1_500n, feeParts: [1_500n], subaccounts: [98_500n], merchant: 0n });
  });

  it("largest remainder, ties to the earlier share", () => {
    // 10 over three equal shares: 3.33 each; the extra unit goes to the first.
    expect(allocateFee(10n, [100n, 100n, 100n], "subaccounts")).toEqual({ parts: [4n, 3n, 3n], merchant: 0n });
    // 7 over 1 : 2 → 2.33 and 4.67: the second has the larger remainder.
    expect(allocateFee(7n, [100n, 200n], "subaccounts")).toEqual({ parts: [2n, 5n], merchant: 0n });
    expect(allocateFee(7n, [0n, 0n], "subaccounts")).toEqual({ parts: [0n, 0n], merchant: 7n });
    expect(allocateFee(7n, [100n, 200n], "merchant")).toEqual({ parts: [0n, 0n], merchant: 7n });
  });
});
