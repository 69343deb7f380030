// What Stripe's objects' states mean to the gateway, as data: the connector looks a state up
// here instead of spreading the mapping through its code, and the tests read the same table.
// From Stripe's API reference: "The Checkout Session object" (status open/complete/expired,
// payment_status paid/unpaid/no_payment_required), "The PaymentIntent object" (status) and
// "The Refund object" (status pending/requires_action/succeeded/failed/canceled).

/** A Checkout Session's state: `status/payment_status`. */
export const CHECKOUT_SESSION_OUTCOMES: Record<string, "success" | "pending" | "failed"> = {
  // The customer is on Stripe's page, or came back without paying: a declined card keeps the session
  // open (Checkout lets the customer try another card), so a decline alone is not the attempt's end.
  "open/unpaid": "pending",
  // Paid: the PaymentIntent succeeded.
  "complete/paid": "success",
  // Completed with a delayed method: the money is not there yet (async_payment_succeeded/failed follows).
  "complete/unpaid": "pending",
  // Expired (its expires_at passed, or the gateway expired it): nothing was charged.
  "expired/unpaid": "failed",
};

/** A PaymentIntent's status, for a session whose state the table above does not settle. */
export const PAYMENT_INTENT_OUTCOMES: Record<string, "success" | "pending" | "failed"> = {
  succeeded: "success",
  processing: "pending",
  requires_action: "pending", // 3-D Secure under way on Stripe's page
  requires_payment_method: "pending", // declined, the customer may try another card while the session is open
  requires_confirmation: "pending",
  requires_capture: "pending", // never with capture_method automatic, which the gateway uses
  canceled: "failed",
};

/** A Refund's status. */
export const REFUND_OUTCOMES: Record<string, "succeeded" | "pending" | "failed"> = {
  pending: "pending",
  requires_action: "pending",
  succeeded: "succeeded",
  failed: "failed",
  canceled: "failed",
};

/**
 * Stripe's amounts are integers in each currency's smallest unit, with its own list of zero-decimal
 * currencies (docs.stripe.com/currencies, "Zero-decimal currencies"): UGX and DJF are whole shillings
 * and francs, USD and ETB cents. The gateway's exponents (lib/money) happen to agree for these four,
 * but the conversion goes through this table so that a currency whose exponents differ converts right.
 */
export const STRIPE_DECIMALS: Record<string, number> = { USD: 2, ETB: 2, UGX: 0, DJF: 0 };
