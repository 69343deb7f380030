import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit tests run once. Integration tests run on embedded PGlite, and a second time on
// PostgreSQL when TEST_DATABASE_URL is set (each test file creates and drops its own database).
const root = path.resolve(import.meta.dirname);
const shared = {
  resolve: {
    alias: [
      { find: "@", replacement: root },
      // `server-only` throws outside React Server Components; tests are server code.
      { find: "server-only", replacement: path.join(root, "tests/support/server-only.ts") },
      // The real bcrypt at cost 4, not 11: a test merchant's password hash cost more than most tests.
      { find: /^bcryptjs$/, replacement: path.join(root, "tests/support/bcrypt-test-cost.ts") },
    ],
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
  RATE_LIMIT_CALLBACK_IP_PER_MINUTE: "1000000",
  RATE_LIMIT_CALLBACK_IP_BURST: "1000000",
  RATE_LIMIT_CALLBACK_TOKEN_PER_MINUTE: "1000000",
  RATE_LIMIT_CALLBACK_TOKEN_BURST: "1000000",
  RATE_LIMIT_RETURN_IP_PER_MINUTE: "1000000",
  RATE_LIMIT_RETURN_IP_BURST: "1000000",
  RATE_LIMIT_RETURN_SESSION_PER_MINUTE: "1000000",
  RATE_LIMIT_RETURN_SESSION_BURST: "1000000",
  // The shortest window between two asks a callback or a customer's return makes: tests whose callbacks
  // follow each other closely see each one's ask a second later at most. The timing tests set their own.
  PROCESSOR_STATUS_ASK_INTERVAL_SECONDS: "1",
};

/**
 * With PostgreSQL (TEST_DATABASE_URL: CI, a developer with a server), the integration suite runs on it
 * in full, and on PGlite only these files: the ones about PGlite itself or its own code paths (the
 * lock on its directory, the CLI and worker on a data directory, the schema-engine bridge, the
 * in-process rate limiter, crash recovery, the docs' samples against `npm run dev`'s database), and
 * the money core as a smoke run on the database a fresh machine uses. The app's queries are the same
 * on both (lib/db/client.ts picks the adapter, nothing else branches on it), and the Playwright suite runs
 * the whole app on PGlite. Running the other files twice cost about half of the 30 minutes CI then had
 * (PGlite, single-threaded WASM, runs a file several times slower than PostgreSQL). Without
 * TEST_DATABASE_URL (the README's `npm test` on a fresh machine) every file runs on PGlite;
 * TEST_PGLITE_ALL=1 runs every file on both.
 */
const PGLITE_WITH_POSTGRES = [
  // PGlite itself and what only runs on it
  "platform/pglite-lock", "platform/schema-engine-bridge", "platform/cli", "platform/cli-listen", "platform/jobs-cli",
  "platform/jobs-sigterm", "checkout/crash-recovery", "platform/db-transactions", "platform/hot-query", "api/rate-limits",
  "checkout/checkout-rate-limits", "platform/docs-samples", "checkout/inline-demo", "platform/pglite-maintenance",
  // the money core, as a smoke run on the embedded database
  "checkout/checkout-flow", "payments/payments-api", "ledger/refunds-ledger", "payouts/payouts-core", "subaccounts/subaccounts-splits",
  "virtual-accounts/virtual-accounts", "webhooks/webhook-delivery", "platform/jobs-worker", "ledger/ledger-properties", "api/merchant-scoping",
  // gw_post_ledger against the stepwise posting it replaced: the same SQL function on PGlite (16 sequences)
  "ledger/ledger-posting-equivalence",
];
// Paths relative to tests/integration, without ".test.ts" (tests/README.md: one folder per domain).
for (const name of PGLITE_WITH_POSTGRES) {
  if (!fs.existsSync(path.join(root, "tests/integration", `${name}.test.ts`))) throw new Error(`vitest.config.ts: PGLITE_WITH_POSTGRES names tests/integration/${name}.test.ts, which does not exist`);
}
const pgliteFiles =
  process.env.TEST_DATABASE_URL && process.env.TEST_PGLITE_ALL !== "1"
    ? PGLITE_WITH_POSTGRES.map((name) => `tests/integration/${name}.test.ts`)
    : ["tests/integration/**/*.test.ts"];

const integration = (name: string, kind: "pglite" | "postgres") => ({
  ...shared,
  test: {
    name,
    include: kind === "pglite" ? pgliteFiles : ["tests/integration/**/*.test.ts"],
    // Every /v2 answer is checked against the OpenAPI document.
    setupFiles: ["tests/support/contract-observer.ts"],
    // One migrated PostgreSQL database per run, copied by each file (tests/support/postgres-template.ts).
    ...(kind === "postgres" ? { globalSetup: ["tests/support/postgres-template.ts"] } : {}),
    // Payouts leave the simulator's "processing" at once; tests of the timing pass their own clock.
    // The rate limiter runs in every test (its headers on every answer) with limits no other suite
    // reaches; tests/integration/api/rate-limits.test.ts sets its own.
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
