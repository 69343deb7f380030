// API amounts and currencies to internal values, with the API's error codes (issue 3):
// an unsupported currency or an amount the currency cannot carry is INVALID_VALUE.
import { ApiError } from "@/lib/http/errors";
import { CURRENCY_CODES, describeAmountProblem, isCurrency, toMinorUnits, type Currency } from "@/lib/money";

export function parseCurrency(value: string): Currency {
  if (!isCurrency(value)) {
    throw new ApiError("INVALID_VALUE", `currency must be one of ${CURRENCY_CODES.join(", ")}`, [
      { field: "currency", message: `must be one of ${CURRENCY_CODES.join(", ")}` },
    ]);
  }
  return value;
}

export function parseAmount(value: number, currency: Currency, field = "amount"): bigint {
  const result = toMinorUnits(value, currency);
  if (!result.ok) {
    const message = describeAmountProblem(result.problem, currency).replace(/^amount/, field);
    throw new ApiError("INVALID_VALUE", message, [{ field, message }]);
  }
  return result.minor;
}
