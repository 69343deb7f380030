import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// E2E runs in Debian's Chromium (Playwright's own browser download is unreachable offline)
// against `next start` on its own port and its own fresh embedded database.
const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const port = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://127.0.0.1:${port}`;

// Specs with a server and database of their own (the fuzz suite, live activation, the start-up refusals,
// live processors, whose fakes the CLI connects before its server starts) run in a second lane beside the
// specs that share the seeded `next start` below. Those share one merchant and its balances, so they stay
// one at a time (fullyParallel: false, one worker for their project). The fuzz suite alone is several
// minutes of the suite; beside the browser specs it costs the run little more than the CPU it uses
// (docs/decisions.md, "CI under its budget").
const OWN_SERVER_SPECS = ["fuzz.spec.ts", "activation.spec.ts", "start-up-config.spec.ts", "live-processors.spec.ts", "password-reset.spec.ts", "operator.spec.ts"];
const browserUse = { ...devices["Desktop Chrome"] };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: fs.existsSync(chromium) ? chromium : undefined,
      args: ["--disable-dev-shm-usage", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [
    // First, so its longest spec (the fuzz suite) starts at once in the second worker.
    { name: "own-server", testMatch: OWN_SERVER_SPECS, workers: 1, use: browserUse },
    { name: "chromium", testIgnore: OWN_SERVER_SPECS, workers: 1, use: browserUse },
  ],
  webServer: {
    // The server's output is kept in .data/e2e/server.log for the leak check run after the suite
    // (scripts/check-leaks.ts); prepare-db's own output (it prints the seeded keys) is not.
    command: `npx tsx --conditions=react-server scripts/prepare-db.ts --fresh --seed --seed-output=.data/e2e/seed.json && npx next start --port ${port} --hostname 127.0.0.1 2>&1 | tee .data/e2e/server.log`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      DATABASE_URL: "",
      PGLITE_DIR: ".data/e2e/pglite",
      PUBLIC_BASE_URL: baseURL,
      NEXTAUTH_URL: baseURL,
      NEXTAUTH_SECRET: "e2e-only-secret-e2e-only-secret-e2e-only",
      // Secrets at rest (docs/security.md): production refuses to start without a key.
      ENCRYPTION_KEY: "e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0",
      // Every request's log line, so the leak check sees what a production log would hold.
      LOG_LEVEL: "info",
      // The inline.js demo tests need it; `next start` serves the demo only when an operator turns it on.
      GATEWAY_DEMO_MODE: "1",
      // Payouts stay "processing" long enough to be seen, short enough to wait for.
      SIMULATOR_PAYOUT_PROCESSING_MS: "500",
      // The limiter runs (its headers are on every answer) but never refuses the suites' bursts from
      // one key and one address (the fuzz suite alone sends thousands); rate limits have their own
      // integration tests.
      RATE_LIMIT_TEST_PER_SECOND: "1000000",
      RATE_LIMIT_TEST_BURST: "1000000",
      RATE_LIMIT_LIVE_PER_SECOND: "1000000",
      RATE_LIMIT_LIVE_BURST: "1000000",
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
      PROCESSOR_STATUS_ASK_INTERVAL_SECONDS: "1",
    },
  },
});
