import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit tests run once. Integration tests run on embedded PGlite, and a second time on
// PostgreSQL when TEST_DATABASE_URL is set (each test file creates and drops its own database).
const root = path.resolve(import.meta.dirname);
const shared = {
  resolve: {
    alias: {
      "@": root,
      // `server-only` throws outside React Server Components; tests are server code.
      "server-only": path.join(root, "tests/support/server-only.ts"),
    },
  },
};

const GENEROUS_RATE_LIMITS = {
  RATE_LIMIT_LIVE_PER_SECOND: "1000000",
  RATE_LIMIT_LIVE_BURST: "1000000",
  RATE_LIMIT_TEST_PER_SECOND: "1000000",
  RATE_LIMIT_TEST_BURST: "1000000",
  RATE_LIMIT_CHECKOUT_IP_PER_MINUTE: "1000000",
  RATE_LIMIT_CHECKOUT_IP_BURST: "1000000",
  RATE_LIMIT_CHECKOUT_SESSION_PER_MINUTE: "1000000",
  RATE_LIMIT_CHECKOUT_SESSION_BURST: "1000000",
};

const integration = (name: string, kind: "pglite" | "postgres") => ({
  ...shared,
  test: {
    name,
    include: ["tests/integration/**/*.test.ts"],
    // Every /v2 answer is checked against the OpenAPI document (issue 13).
    setupFiles: ["tests/support/contract-observer.ts"],
    // Payouts leave the simulator's "processing" at once; tests of the timing pass their own clock.
    // The rate limiter runs in every test (its headers on every answer) with limits no other suite
    // reaches; tests/integration/rate-limits.test.ts sets its own (issue 14).
    env: { TEST_DB_KIND: kind, NODE_ENV: "test" as const, SIMULATOR_PAYOUT_PROCESSING_MS: "0", ...GENEROUS_RATE_LIMITS },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  ...shared,
  test: {
    pool: "forks",
    maxWorkers: 2,
    projects: [
      { ...shared, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], env: { NODE_ENV: "test" as const } } },
      integration("pglite", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [integration("postgres", "postgres")] : []),
    ],
  },
});
