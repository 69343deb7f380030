// API amounts and currencies to internal values, with the API's error codes:
// an unsupported currency or an amount the currency cannot carry is INVALID_VALUE.
import { ApiError } from "@/lib/http/errors";
import { CURRENCY_CODES, describeAmountProblem, normalizeCurrency, toMinorUnits, type Currency } from "@/lib/money";

/**
 * A currency from the API or the dashboard: any case is accepted and the upper-case code is
 * returned (and stored); anything else, prototype keys included, is 400 INVALID_VALUE.
 */
export function parseCurrency(value: unknown, field = "currency"): Currency {
  const currency = normalizeCurrency(value);
  if (!currency) {
    const message = `must be one of ${CURRENCY_CODES.join(", ")}`;
    throw new ApiError("INVALID_VALUE", `${field} ${message}`, [{ field, message }]);
  }
  return currency;
}

export function parseAmount(value: number, currency: Currency, field = "amount"): bigint {
  const result = toMinorUnits(value, currency);
  if (!result.ok) {
    const message = describeAmountProblem(result.problem, currency).replace(/^amount/, field);
    throw new ApiError("INVALID_VALUE", message, [{ field, message }]);
  }
  return result.minor;
}
