// Parsing of split_type / split_value and subaccount bounds, with the spec's
// error codes. Percentages allow two decimals (stored as basis points: 12.5 % = 1250).
import { ApiError } from "@/lib/http/errors";
import { toMinorUnits, type Currency } from "@/lib/money";
import { parseAmount } from "@/lib/money/parse-amount";

export type SplitType = "percentage" | "flat";

export function parseSplitType(value: string, field = "split_type"): SplitType {
  if (value !== "percentage" && value !== "flat") {
    throw new ApiError("INVALID_VALUE", `${field} must be "percentage" or "flat"`, [{ field, message: 'must be "percentage" or "flat"' }]);
  }
  return value;
}

export function parseSplitValue(type: SplitType, value: number, currency: Currency, field = "split_value"): bigint {
  if (type === "percentage") {
    const invalid = (message: string) => new ApiError("INVALID_VALUE", `${field} ${message}`, [{ field, message }]);
    if (!Number.isFinite(value) || value <= 0) throw invalid("must be greater than 0");
    if (value > 100) throw invalid("must not exceed 100 for a percentage split");
    const bps = toMinorUnits(value, "USD"); // two decimals, exactly
    if (!bps.ok) throw invalid("allows at most 2 decimal places for a percentage");
    return bps.minor;
  }
  return parseAmount(value, currency, field);
}

/** One of min_amount / max_amount: absent, or zero or more with the currency's decimals. */
export function parseBound(value: number | null | undefined, currency: Currency, field: string): bigint | null {
  if (value === null || value === undefined) return null;
  if (value === 0) return 0n;
  if (value < 0) throw new ApiError("INVALID_VALUE", `${field} must not be negative`, [{ field, message: "must not be negative" }]);
  return parseAmount(value, currency, field);
}

export function assertBoundsOrdered(minAmount: bigint | null, maxAmount: bigint | null) {
  if (minAmount !== null && maxAmount !== null && minAmount > maxAmount) {
    throw new ApiError("INVALID_VALUE", "min_amount must not be greater than max_amount", [{ field: "min_amount", message: "must not be greater than max_amount" }]);
  }
}

export function parseBounds(min: number | null | undefined, max: number | null | undefined, currency: Currency) {
  const minAmount = parseBound(min, currency, "min_amount");
  const maxAmount = parseBound(max, currency, "max_amount");
  assertBoundsOrdered(minAmount, maxAmount);
  return { minAmount, maxAmount };
}

export function splitValueToApi(type: SplitType, value: bigint, toMajor: (v: bigint) => number): number {
  return type === "percentage" ? Number(value) / 100 : toMajor(value);
}
