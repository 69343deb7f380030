// Which checkout this browser opened from a link's page, so that coming back to the page (the
// browser's Back, or any return to /l/{slug}) gives that checkout's hold on a place or tickets to
// the next customer at once (releaseAbandonedCheckout, lib/link-tickets/link-holds.ts) instead of
// after LINK_HOLD_MINUTES. The value is the checkout token, which this browser already has in its
// address bar: the cookie gives it nothing new. HttpOnly, limited to the link's own path, and
// lasting no longer than a checkout session. Without the cookie (blocked, another device) the hold
// simply lapses at its stated time.
import { env } from "@/lib/env";
import { CHECKOUT_TOKEN_PATTERN } from "@/lib/checkout/load-checkout";

export const OPEN_CHECKOUT_COOKIE = "gw_link_checkout";
const MAX_AGE_SECONDS = 24 * 3600;

function attributes(slug: string): string {
  const secure = env().publicBaseUrl.startsWith("https://") ? "; Secure" : "";
  return `Path=/l/${encodeURIComponent(slug)}; HttpOnly; SameSite=Lax${secure}`;
}

/** The Set-Cookie header value naming the checkout just opened from this link's page. */
export function openCheckoutCookie(slug: string, checkoutToken: string): string {
  return `${OPEN_CHECKOUT_COOKIE}=${checkoutToken}; Max-Age=${MAX_AGE_SECONDS}; ${attributes(slug)}`;
}

/** The Set-Cookie header value forgetting it, once its hold is released. */
export function forgetOpenCheckoutCookie(slug: string): string {
  return `${OPEN_CHECKOUT_COOKIE}=; Max-Age=0; ${attributes(slug)}`;
}

/** The checkout token from the request's cookies, when it is one. */
export function readOpenCheckout(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== OPEN_CHECKOUT_COOKIE) continue;
    const value = rest.join("=");
    return CHECKOUT_TOKEN_PATTERN.test(value) ? value : null;
  }
  return null;
}
