// Addresses of the hosted checkout page and what its query string may carry (issue 3).
// `embed_origin` is added by public/inline.js: the page opened in an iframe or popup reports
// its outcome to that origin (public/checkout-bridge.js). Forms carry it along in a hidden
// field so it survives the POST -> 303 -> page round trip.
import { normalizeOrigin } from "@/lib/checkout/origins";
import type { FormError } from "@/lib/checkout/form-errors";

export type CheckoutPageParams = {
  embedOrigin?: string | null;
  error?: FormError | null;
  /** The method whose form the error belongs to, so the page opens that one. */
  method?: string | null;
};

/** A relative URL of the checkout page (same origin as the form that posted). */
export function checkoutPagePath(token: string, params: CheckoutPageParams = {}): string {
  const query = new URLSearchParams();
  if (params.error) {
    query.set("error", params.error.code);
    if (params.error.field) query.set("field", params.error.field);
  }
  if (params.method && /^[a-z_]{1,40}$/.test(params.method)) query.set("method", params.method);
  const embed = params.embedOrigin ? normalizeOrigin(params.embedOrigin) : null;
  if (embed) query.set("embed_origin", embed);
  const text = query.toString();
  return `/checkout/${encodeURIComponent(token)}${text ? `?${text}` : ""}`;
}

/** A `?embed_origin=` value, when it is a plain http(s) origin. */
export function parseEmbedOrigin(value: unknown): string | null {
  return normalizeOrigin(value);
}
