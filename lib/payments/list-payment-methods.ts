import { toMajorUnits } from "@/lib/money";
import { parseCurrency } from "@/lib/money/parse-amount";
import { PAYMENT_METHODS } from "@/lib/catalog/payment-methods";
import { PRICING } from "@/lib/catalog/fees";
import { availableMethods } from "@/lib/processors/registry";

/**
 * The method list with pricing, optionally for one currency. `available`: something takes the
 * method in this mode for this merchant: the simulator (test mode), or a processor connection that
 * serves it in that currency (any of its currencies when none is asked for).
 */
export async function listPaymentMethods(requested: string | undefined, mode: "test" | "live", merchantId?: string) {
  const currency = requested === undefined ? undefined : parseCurrency(requested);
  const served = await availableMethods({ merchantId, mode, currency });
  return PAYMENT_METHODS.filter((m) => !currency || (m.currencies as readonly string[]).includes(currency)).map((m) => ({
    id: m.id,
    name: m.name,
    type: m.kind,
    currencies: [...m.currencies],
    available: mode === "test" || served.has(m.id),
    pricing: (currency ? [currency] : [...m.currencies]).map((c) => {
      const price = PRICING[m.kind][c];
      return { currency: c, percentage: Number(price.bps) / 100, minimum: toMajorUnits(price.min, c) };
    }),
  }));
}
