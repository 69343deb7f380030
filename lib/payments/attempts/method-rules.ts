// Which payment methods a payment may be paid with: the methods of its currency,
// the merchant's preferred ones first, and only those when the merchant restricts to them.
// A rule, not a view: the checkout page lists these and an attempt is refused outside them.
import type { Merchant, Payment } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import type { Currency } from "@/lib/money";
import { findMethod, orderCheckoutMethods, type PaymentMethod } from "@/lib/catalog/payment-methods";
import type { AttemptInput } from "@/lib/payments/attempts/checkout-schemas";

export function checkoutMethods(payment: Pick<Payment, "currency" | "preferredMethods">, merchant: Pick<Merchant, "restrictToPreferredMethods">) {
  return orderCheckoutMethods(payment.currency as Currency, payment.preferredMethods, merchant.restrictToPreferredMethods);
}

/** The method an attempt asks for, if this payment offers it and the details sent fit its kind. */
export function offeredMethodOrThrow(
  payment: Pick<Payment, "currency" | "preferredMethods">,
  merchant: Pick<Merchant, "restrictToPreferredMethods">,
  input: AttemptInput,
): PaymentMethod {
  const allowed = checkoutMethods(payment, merchant).map((m) => m.id);
  if (!allowed.includes(input.method)) throw new ApiError("INVALID_VALUE", `Payment method ${input.method} is not offered for this payment`);
  const method = findMethod(input.method)!;
  // A card taken on a processor's own page comes as kind "redirect", with no card details.
  const kind = "card" in input || input.kind === "redirect" ? "card" : input.kind;
  if (method.kind !== kind) {
    throw new ApiError("INVALID_VALUE", `The details sent do not match the ${method.name} method`);
  }
  return method;
}
