// The service fee of a payment: a percentage of the amount with a minimum, per
// method kind and currency, in integer arithmetic (basis points, half-up rounding), never
// more than the amount itself. The merchant pays it: it is deducted from the settlement.
import type { Currency } from "@/lib/money";
import { findMethod, methodsFor, type MethodKind } from "@/lib/catalog/payment-methods";
import { InternalError } from "@/lib/http/errors";

type Price = { bps: bigint; min: bigint };

/** basis points (1 bp = 0.01 %) and minimum fee in minor units. Documented in docs/pricing.md. */
export const PRICING: Record<MethodKind, Record<Currency, Price>> = {
  card: {
    USD: { bps: 290n, min: 30n }, // 2.9 %, min 0.30 USD
    ETB: { bps: 300n, min: 500n }, // 3.0 %, min 5.00 ETB
    UGX: { bps: 300n, min: 1_000n }, // 3.0 %, min 1,000 UGX
    DJF: { bps: 300n, min: 50n }, // 3.0 %, min 50 DJF
  },
  wallet: {
    USD: { bps: 150n, min: 10n },
    ETB: { bps: 150n, min: 100n }, // 1.5 %, min 1.00 ETB
    UGX: { bps: 150n, min: 300n }, // 1.5 %, min 300 UGX
    DJF: { bps: 150n, min: 20n }, // 1.5 %, min 20 DJF
  },
  bank_transfer: {
    USD: { bps: 80n, min: 50n }, // 0.8 %, min 0.50 USD
    ETB: { bps: 80n, min: 200n }, // 0.8 %, min 2.00 ETB
    UGX: { bps: 80n, min: 500n }, // 0.8 %, min 500 UGX
    DJF: { bps: 80n, min: 30n },
  },
};

export function serviceFee(amount: bigint, currency: Currency, methodId: string): bigint {
  const method = findMethod(methodId);
  if (!method) throw new InternalError(`unknown method ${methodId}`);
  const { bps, min } = PRICING[method.kind][currency];
  const percentage = (amount * bps + 5_000n) / 10_000n; // half-up
  const fee = percentage > min ? percentage : min;
  return fee > amount ? amount : fee;
}

/** The highest fee among the methods a payment allows (used before a method is chosen). */
export function highestServiceFee(amount: bigint, currency: Currency, allowedMethods?: readonly string[]): bigint {
  const methods = methodsFor(currency).filter((m) => !allowedMethods?.length || allowedMethods.includes(m.id));
  return methods.reduce((max, m) => {
    const fee = serviceFee(amount, currency, m.id);
    return fee > max ? fee : max;
  }, 0n);
}
