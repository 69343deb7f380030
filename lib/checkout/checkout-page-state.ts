// Small pure helpers of the checkout page: its <title>, the receipt's "paid with"
// line, and the state public/checkout-bridge.js reports to an embedding page.
import type { PaymentAttempt } from "@/lib/generated/prisma/client";
import type { CheckoutScreen, CheckoutView } from "@/lib/checkout/checkout-view";
import { findMethod } from "@/lib/catalog/payment-methods";

export function checkoutTitle(view: Pick<CheckoutView, "screen" | "amountText" | "merchant">): string {
  const to = view.merchant.name;
  switch (view.screen) {
    case "ready":
      return `Pay ${view.amountText} to ${to}`;
    case "failed":
      return `Payment failed, try again · ${to}`;
    case "processing":
      return `Confirming payment… · ${to}`;
    case "auth_needed":
      return `Confirm your payment · ${to}`;
    case "success":
      return `Payment successful · ${to}`;
    case "no_retries":
      return `No retries left · ${to}`;
    case "blocked":
      return `Payment blocked · ${to}`;
    case "cancelled":
      return `Payment cancelled · ${to}`;
    case "expired":
      return `Payment link expired · ${to}`;
  }
}

const BRANDS: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express", discover: "Discover" };

/** "Visa •••• 4242", "telebirr •••• 0001": what the successful attempt used (never more than the last four digits). */
export function paidWith(attempts: readonly PaymentAttempt[]): string | null {
  const attempt = attempts.find((a) => a.outcome === "success");
  if (!attempt) return null;
  if (attempt.cardLast4) return `${BRANDS[attempt.cardBrand ?? ""] ?? "Card"} •••• ${attempt.cardLast4}`;
  const name = findMethod(attempt.method)?.name ?? attempt.method;
  return attempt.phoneLast4 ? `${name} •••• ${attempt.phoneLast4}` : name;
}

/** The message type public/inline.js receives for each screen. */
export const BRIDGE_TYPES: Record<CheckoutScreen, string> = {
  ready: "ready",
  processing: "processing",
  auth_needed: "auth_needed",
  success: "success",
  failed: "failed",
  no_retries: "failed",
  blocked: "blocked",
  cancelled: "cancelled",
  expired: "expired",
};

const FINAL: readonly CheckoutScreen[] = ["success", "no_retries", "blocked", "cancelled", "expired"];

/** Rendered as data-* attributes of #gateway-checkout-state; read by checkout-bridge.js. */
export function bridgeState(view: CheckoutView, embedOrigin: string): Record<string, string> {
  return {
    embed_origin: embedOrigin,
    type: BRIDGE_TYPES[view.screen],
    reference: view.reference,
    merchant_reference: view.merchantReference ?? "",
    status: view.status,
    final: FINAL.includes(view.screen) ? "true" : "false",
    retries_left: String(view.retriesLeft),
    reason: view.screen === "failed" || view.screen === "no_retries" || view.screen === "blocked" ? (view.lastFailure ?? "") : "",
  };
}
