import { ApiError } from "@/lib/http/errors";
import { CURRENCIES, CURRENCY_CODES, isCurrency, toMajorUnits } from "@/lib/money";
import { PAYMENT_METHODS } from "@/lib/payments/methods";
import { PRICING } from "@/lib/payments/fees";
import { processorFor } from "@/lib/processors/registry";

/** The method list with pricing, optionally for one currency. */
export function listPaymentMethods(currency: string | undefined, mode: "test" | "live") {
  if (currency !== undefined && !isCurrency(currency)) {
    throw new ApiError("INVALID_VALUE", `currency must be one of ${CURRENCY_CODES.join(", ")}`, [{ field: "currency", message: "unsupported currency" }]);
  }
  const available = processorFor(mode) !== null;
  return PAYMENT_METHODS.filter((m) => !currency || (m.currencies as readonly string[]).includes(currency)).map((m) => ({
    id: m.id,
    name: m.name,
    type: m.kind,
    currencies: [...m.currencies],
    available,
    pricing: (currency ? [currency] : [...m.currencies]).map((c) => {
      const price = PRICING[m.kind][c as keyof typeof CURRENCIES];
      return { currency: c, percentage: Number(price.bps) / 100, minimum: toMajorUnits(price.min, c) };
    }),
  }));
}
