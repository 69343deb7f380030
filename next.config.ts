import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Database drivers and the logger stay plain Node modules: bundling them breaks
  // PGlite's WASM loading and would duplicate connection pools per bundle.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "pg",
    "@prisma/adapter-pg",
    "pino",
    "bcryptjs",
  ],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
