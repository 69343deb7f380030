// @ts-check
// Next.js configuration (ESM: package.json has "type": "module").

/**
 * Headers for every response except the hosted checkout (issue 9): no page of ours may be framed
 * by another site (clickjacking on /login, /signup, /dashboard…), and browsers must not guess
 * content types. The checkout is left out on purpose: proxy.ts gives it its own per-merchant
 * policy (lib/checkout/security-headers.ts), whose frame-ancestors list the merchant's allowed
 * embed origins. Not-found answers match the pattern too, so they carry these headers as well.
 *
 * Referrer-Policy is strict-origin-when-cross-origin, not no-referrer: under no-referrer
 * browsers send `Origin: null` on same-origin POSTs, which the dashboard's CSRF check refuses.
 */
const pageSecurityHeaders = [
  { key: "Content-Security-Policy", value: "frame-ancestors 'none'; base-uri 'self'; object-src 'none'" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
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
      // Every path but /checkout/… (the home page "/" included: the group may be empty).
      { source: "/:path((?!checkout/).*)", headers: pageSecurityHeaders },
    ];
  },
};

export default nextConfig;
