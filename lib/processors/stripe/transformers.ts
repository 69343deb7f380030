// What Stripe's objects' states mean to the gateway, as data: the connector looks a state up
// here instead of spreading the mapping through its code, and the tests read the same table.
// From Stripe's API reference: "The Checkout Session object" (status open/complete/expired,
// payment_status paid/unpaid/no_payment_required), "The PaymentIntent object" (status) and
// "The Refund object" (status pending/requires_action/succeeded/failed/canceled).
import type Stripe from "stripe";
import { currencyExponent } from "@/lib/money";
import type { CallbackHint } from "@/lib/processors/types";


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

const DEFAULT_BASE_URL = "https://api.stripe.com";

/** The SDK's host/port/protocol options from a connection's base URL (Stripe's own by default). */
export function stripeHostOptions(baseUrl: string | null | undefined): { host: string; port: number; protocol: "http" | "https" } {
  const url = new URL(baseUrl || DEFAULT_BASE_URL);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443, protocol };
}

/** Gateway minor units to Stripe's amount for the currency (whole units for Stripe's zero-decimal currencies). */
export function toStripeAmount(minor: bigint, currency: string): number {
  const shift = stripeDecimals(currency) - currencyExponent(currency);
  if (shift >= 0) return Number(minor * 10n ** BigInt(shift));
  const scale = 10n ** BigInt(-shift);
  if (minor % scale !== 0n) throw new Error(`${currency} amount ${minor} has more decimals than Stripe takes`);
  return Number(minor / scale);
}

/** Stripe's amount back to the gateway's minor units. */
export function fromStripeAmount(amount: number, currency: string): bigint {
  const shift = currencyExponent(currency) - stripeDecimals(currency);
  const value = BigInt(Math.trunc(amount));
  if (shift >= 0) return value * 10n ** BigInt(shift);
  return value / 10n ** BigInt(-shift);
}

export function stripeDecimals(currency: string): number {
  return STRIPE_DECIMALS[currency.toUpperCase()] ?? 2;
}
export type ExpectedAmount = { amount: bigint; currency: string };

/** Which gateway object a verified Stripe event is about. */
export function callbackHint(event: Stripe.Event): CallbackHint | null {
  // Signed, but no event ("null", a number, an object without data.object): nothing Stripe sends.
  if (!event || typeof event !== "object" || typeof event.id !== "string") return null;
  const raw = (event.data as { object?: unknown } | undefined)?.object;
  if (!raw || typeof raw !== "object") return null;
  const object = raw as { object?: unknown; client_reference_id?: unknown; metadata?: unknown };
  const meta = (object.metadata && typeof object.metadata === "object" ? object.metadata : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === "string" && v ? v : null);
  const refundId = text(meta.gateway_refund_id);
  if (object.object === "refund" && refundId) return { kind: "refund", id: refundId };
  const attempt = text(object.client_reference_id) ?? text(meta.gateway_attempt_id);
  if (attempt) return { kind: "attempt", id: attempt };
  // Signed by Stripe but about nothing the gateway sent (another integration on the account, an event
  // type it does not use): acknowledged as naming nothing, so Stripe does not retry it for days.
  return { kind: "attempt", id: event.id };
}
