// @ts-check
// Next.js configuration (ESM: package.json has "type": "module").

/**
 * Static headers for everything that is not an HTML page: the API's JSON (/v2, /v1, /api), the
 * probes, the files Swagger UI and the checkout snippet load, and Next's build assets.
 * Browsers must not guess content types, and none of it may be framed or run as a page.
 * HTML pages get theirs per request from proxy.ts (a nonce-based CSP: lib/http/page-security-headers.ts,
 * the checkout's own in lib/checkout/security-headers.ts), so the two sets never meet on one
 * response (two CSP headers would both apply). Keep NON_PAGE_PATHS in step with the proxy's
 * matcher: tests/e2e/route-headers.spec.ts requests every route and checks both sides.
 * Static, not in the proxy: every API call would otherwise run the proxy (throughput).
 */
const nonPageSecurityHeaders = [
  { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
];

const NON_PAGE_PATHS = [
  "/:prefix(v1|v2|api)",
  "/:prefix(v1|v2|api)/:rest*",
  "/_next/:rest*",
  "/healthz",
  "/readyz",
  "/metrics",
  "/docs/reference/assets/:rest*",
  "/favicon.ico",
  "/icon.svg",
  "/inline.js",
  "/checkout-bridge.js",
  "/checkout-assets/:rest*",
  "/templates/:rest*",
  // A payment link's image and a ticket's QR code (files, not pages; /l/{slug} itself is a page).
  "/l/:slug/image",
  "/l/tickets/:rest*",
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Database drivers and the logger stay plain Node modules: bundling them breaks
  // PGlite's WASM loading and would duplicate connection pools per bundle.
  // swagger-ui-dist stays external too: /docs/reference streams its files from the folder its
  // getAbsoluteFSPath() finds through __dirname, which only means the package folder unbundled.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pg", "@prisma/adapter-pg", "pino", "bcryptjs", "swagger-ui-dist"],
  poweredByHeader: false,
  reactStrictMode: true,
  async headers() {
    return [
      ...NON_PAGE_PATHS.map((source) => ({ source, headers: nonPageSecurityHeaders })),
    ];
  },
};

export default nextConfig;
