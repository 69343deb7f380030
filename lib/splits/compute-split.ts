// Split computation: pure, integer, deterministic.
//   percentage share = amount × value / 100 (value in basis points here: 10 % = 1000)
//   flat share       = value
// Percentage shares are rounded together by largest remainder, with the merchant's part as
// the last claimant, so fee + shares + merchant remainder always equal the amount exactly
// and each percentage share is within one minor unit of its exact value. Then each share is
// held within its subaccount's min/max; the merchant's remainder absorbs the difference.
import { InternalError } from "@/lib/http/errors";

export type SplitRuleInput = {
  subaccountId: string;
  type: "percentage" | "flat";
  /** Basis points for percentage, minor units for flat. */
  value: bigint;
  min?: bigint | null;
  max?: bigint | null;
};

export type SplitResult = {
  shares: { subaccountId: string; amount: bigint; exact: number }[];
  fee: bigint;
  merchant: bigint;
};

const BPS_SCALE = 10_000n; // 100 % in basis points

export function computeSplit(amount: bigint, fee: bigint, rules: SplitRuleInput[]): SplitResult {
  if (amount < 0n || fee < 0n) throw new InternalError("amount and fee must not be negative");
  const isPct = rules.map((r) => r.type === "percentage");
  // Floors and remainders (in 1/10000ths of a unit) of every percentage part.
  const floors = rules.map((r, i) => (isPct[i] ? (amount * r.value) / BPS_SCALE : r.value));
  const remainders = rules.map((r, i) => (isPct[i] ? (amount * r.value) % BPS_SCALE : 0n));
  // The merchant's exact part is amount − fee − Σ exact shares; its fraction makes the
  // fractions add up to whole units: those units go to the largest remainders.
  const pctRemainders = remainders.reduce((t, x) => t + x, 0n);
  const merchantRemainder = (BPS_SCALE - (pctRemainders % BPS_SCALE)) % BPS_SCALE;
  let units = (pctRemainders + merchantRemainder) / BPS_SCALE;
  const claimants = [
    ...rules.map((_, i) => ({ index: i, remainder: remainders[i] })).filter((c) => isPct[c.index]),
    { index: -1, remainder: merchantRemainder }, // the merchant: last among equals
  ].sort((a, b) => (a.remainder === b.remainder ? (a.index === -1 ? 1 : b.index === -1 ? -1 : a.index - b.index) : a.remainder > b.remainder ? -1 : 1));
  const amounts = [...floors];
  for (const c of claimants) {
    if (units === 0n) break;
    if (c.index >= 0) amounts[c.index] += 1n; // the merchant's unit stays in its remainder
    units -= 1n;
  }

  const bounded = amounts.map((a, i) => {
    const { min, max } = rules[i];
    let v = a;
    if (min !== undefined && min !== null && v < min) v = min;
    if (max !== undefined && max !== null && v > max) v = max;
    return v;
  });
  const total = bounded.reduce((t, x) => t + x, 0n);
  return {
    shares: rules.map((r, i) => ({
      subaccountId: r.subaccountId,
      amount: bounded[i],
      exact: isPct[i] ? (Number(amount) * Number(r.value)) / Number(BPS_SCALE) : Number(r.value),
    })),
    fee,
    merchant: amount - fee - total,
  };
}
