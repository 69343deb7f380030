// Security headers of every HTML page that is not the hosted checkout (the dashboard,
// /login, /signup, /docs with its Swagger UI reference, the home page, Next's not-found page).
// proxy.ts sets them per request, with a fresh nonce for Next's own inline scripts; the checkout
// gets its own policy (lib/checkout/security-headers.ts) whose frame-ancestors name the
// merchant's embed origins. The API's JSON answers get static headers from next.config.js
// (they never pass through the proxy: it would cost every API call).
//
// No third-party origin anywhere in the policy, with one exception: images may come from any
// https URL, because the settings page previews the merchant's logo from the URL they typed (an
// image cannot run code). The dashboard's pages also take blob: images: the payment-link form
// previews the file the merchant chose before it is uploaded (URL.createObjectURL), an object of
// the page's own making; no other page makes one, so no other page allows it. Styles allow
// 'unsafe-inline' for style attributes (React's `style` and Swagger UI's); scripts do not: each needs the nonce, or to be loaded by a nonced script
// ('strict-dynamic': next/script and Swagger UI's bundle).
//
// Imported by proxy.ts: no server-only, no database, nothing but the request's headers.

export type PageHeaderOptions = {
  nonce: string;
  /** Development only: React's dev build needs eval for its error overlay. */
  dev?: boolean;
  /** Served over https: ask for https subresources and send HSTS (see `servedOverHttps`). */
  https?: boolean;
  /** The dashboard: images from blob: URLs the page itself made (previews of a chosen file). */
  blobImages?: boolean;
};

/** A year, with subdomains: the value browsers' HSTS preload lists expect (without `preload`, an operator's choice). */
export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

/** Browser features no page of ours uses: refused for our pages and anything they embed. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), usb=(), payment=(), interest-cohort=()";

export function pageHeaders({ nonce, dev = false, https = false, blobImages = false }: PageHeaderOptions): Record<string, string> {
  if (!/^[A-Za-z0-9+/_=-]{16,}$/.test(nonce)) throw new TypeError("pageHeaders: the nonce must be at least 16 base64 characters");
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: https:${blobImages ? " blob:" : ""}`,
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    // The inline checkout demo (/docs/examples/inline) frames our own checkout; nothing else frames anything.
    "frame-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return {
    "Content-Security-Policy": directives.join("; "),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    // Not no-referrer: under it browsers send `Origin: null` on same-origin POSTs, which the
    // dashboard's CSRF check (lib/dashboard/with-dashboard.ts) refuses.
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    ...(https ? { "Strict-Transport-Security": HSTS_VALUE } : {}),
  };
}

/**
 * Whether this response reaches the browser over https: the configured public address is https
 * (the operator says so, as the checkout decides upgrade-insecure-requests), or, only with
 * TRUST_PROXY, the reverse proxy in front says X-Forwarded-Proto: https. Without TRUST_PROXY that
 * header is the client's word and decides nothing. The request's own URL is no evidence: Next
 * builds it from X-Forwarded-Proto whoever sent it, and `next start` itself never speaks TLS.
 */
export function servedOverHttps(headers: Headers, policy: { publicBaseUrl: string; trustProxy: boolean }): boolean {
  if (policy.publicBaseUrl.startsWith("https://")) return true;
  if (!policy.trustProxy) return false;
  return headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https";
}
