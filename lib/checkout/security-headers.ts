// Security headers of the hosted checkout, /checkout/*: a strict, nonce-based
// Content-Security-Policy, no referrer (the URL carries the session token), and framing
// limited to the merchant's allowed embed origins (X-Frame-Options: DENY when there are none).
// proxy.ts calls checkoutProxyHeaders() per request for every /checkout/* path but the page itself
// and sets the headers on both the forwarded request and the response. The page, GET
// /checkout/{token}, makes its own (checkoutPageHeaders): running the proxy cost it about
// 3 ms of CPU per request, more than /healthz's whole request, for a nonce and five headers.
import { env } from "@/lib/env";
import { HSTS_VALUE, servedOverHttps } from "@/lib/http/page-security-headers";
import { logger } from "@/lib/logger";
import { CHECKOUT_TOKEN_PATTERN, embedOriginsForToken } from "@/lib/checkout/load-checkout";
import { normalizeOrigin } from "@/lib/checkout/origins";

export { normalizeOrigin };

export type CheckoutHeaderOptions = {
  nonce: string;
  /** The merchant's allowed iframe parents, e.g. ["https://shop.example"]. Invalid entries are dropped. */
  embedOrigins: readonly string[];
  /** Development only: React's dev build needs eval for its error overlay. */
  dev?: boolean;
  /** Served over https: ask browsers to upgrade any http subresource. */
  upgradeInsecureRequests?: boolean;
};

export function checkoutHeaders({ nonce, embedOrigins, dev = false, upgradeInsecureRequests = false }: CheckoutHeaderOptions): Record<string, string> {
  if (!/^[A-Za-z0-9+/_=-]{16,}$/.test(nonce)) throw new TypeError("checkoutHeaders: the nonce must be at least 16 base64 characters");
  const ancestors = [...new Set(embedOrigins.map(normalizeOrigin).filter((o): o is string => o !== null))];
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // Style attributes carry the merchant's brand colour; Next and Tailwind ship stylesheets from 'self'.
    "style-src 'self' 'unsafe-inline'",
    // Merchant logos are https URLs of the merchant's choosing.
    "img-src 'self' https: data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-src 'none'",
    `frame-ancestors ${ancestors.length ? ancestors.join(" ") : "'none'"}`,
    "base-uri 'none'",
    "object-src 'none'",
    ...(upgradeInsecureRequests ? ["upgrade-insecure-requests"] : []),
  ];
  return {
    "Content-Security-Policy": directives.join("; "),
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), usb=()",
    ...(ancestors.length ? {} : { "X-Frame-Options": "DENY" }),
  };
}

/** 128 random bits, base64: unguessable per response. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

const CACHE_TTL_MS = 30_000;
const CACHE_MAX_ENTRIES = 10_000;
const originsCache = new Map<string, { origins: string[]; until: number }>();

/** The embed origins behind a token, cached for ~30 s: the proxy runs on every checkout request. */
async function cachedEmbedOrigins(token: string, now = Date.now()): Promise<string[]> {
  if (!CHECKOUT_TOKEN_PATTERN.test(token)) return [];
  const hit = originsCache.get(token);
  if (hit && hit.until > now) return hit.origins;
  let origins: string[];
  try {
    origins = await embedOriginsForToken(token);
  } catch (error) {
    // Fail closed: no framing. Not cached, so the next request asks again.
    logger().error({ err: error }, "checkout embed origins lookup failed");
    return [];
  }
  if (originsCache.size >= CACHE_MAX_ENTRIES) {
    for (const [key, value] of originsCache) {
      if (value.until <= now || originsCache.size >= CACHE_MAX_ENTRIES) originsCache.delete(key);
      if (originsCache.size < CACHE_MAX_ENTRIES * 0.9) break;
    }
  }
  originsCache.set(token, { origins, until: now + CACHE_TTL_MS });
  return origins;
}

/** For tests: forget cached embed origins. */
export function clearEmbedOriginsCache() {
  originsCache.clear();
}

/**
 * Everything proxy.ts needs for one /checkout/<token>[/…] request: a fresh nonce and the
 * headers to set on the forwarded request and the response. `token` may be anything from
 * the URL; a malformed one gets the strictest policy without touching the database.
 */
export async function checkoutProxyHeaders(token: string): Promise<{ nonce: string; headers: Record<string, string> }> {
  return withFreshNonce(await cachedEmbedOrigins(token));
}

/**
 * The page's own headers (GET /checkout/{token} is outside proxy.ts's matcher): a fresh nonce, the
 * CSP with the merchant's embed origins (read with the payment, so a settings change shows at once),
 * and HSTS over https, as the proxy sets them on every other checkout path. Never a nonce from the
 * request: a client could send one.
 */
export function checkoutPageHeaders(requestHeaders: Headers, embedOrigins: readonly string[]): { nonce: string; headers: Record<string, string> } {
  const answer = withFreshNonce(embedOrigins);
  const config = env();
  if (servedOverHttps(requestHeaders, { publicBaseUrl: config.publicBaseUrl, trustProxy: config.trustProxy })) answer.headers["Strict-Transport-Security"] = HSTS_VALUE;
  return answer;
}

/** A new nonce and the checkout's headers for it, as this deployment serves them (dev, https). */
function withFreshNonce(embedOrigins: readonly string[]): { nonce: string; headers: Record<string, string> } {
  const nonce = newNonce();
  const config = env();
  return {
    nonce,
    headers: checkoutHeaders({
      nonce,
      embedOrigins,
      dev: config.NODE_ENV === "development",
      upgradeInsecureRequests: config.publicBaseUrl.startsWith("https://"),
    }),
  };
}
