import { toMajorUnits } from "@/lib/money";
import { parseCurrency } from "@/lib/money/parse-amount";
import { PAYMENT_METHODS } from "@/lib/catalog/payment-methods";
import { PRICING } from "@/lib/payments/fees";
import { processorFor } from "@/lib/processors/registry";

/** The method list with pricing, optionally for one currency. */
export function listPaymentMethods(requested: string | undefined, mode: "test" | "live") {
  const currency = requested === undefined ? undefined : parseCurrency(requested);
  const available = processorFor(mode) !== null;
  return PAYMENT_METHODS.filter((m) => !currency || (m.currencies as readonly string[]).includes(currency)).map((m) => ({
    id: m.id,
    name: m.name,
    type: m.kind,
    currencies: [...m.currencies],
    available,
    pricing: (currency ? [currency] : [...m.currencies]).map((c) => {
      const price = PRICING[m.kind][c];
      return { currency: c, percentage: Number(price.bps) / 100, minimum: toMajorUnits(price.min, c) };
    }),
  }));
}
