// In Chromium: the operator's console on its own `next start` and fresh database. An administrator made
// with `npm run gateway -- operator create` signs in (password, then TOTP enrolment: the code computed
// here from the secret the page shows), approves a merchant's activation with a note, suspends the
// merchant with a reason and restores it; a signed-out visit to a console page goes to the sign-in.
// Its own server because the CLI must run against the database before the server holds it (PGlite:
// one process per directory), as activation.spec.ts does.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { freshOwnServerDatabase, type OwnServerDatabase } from "../support/own-server-database";

test.use({ bypassCSP: true });

const port = Number(process.env.E2E_PORT || 3100) + 40;
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.resolve(".data/e2e-operator");
const NEXT_BIN = path.resolve("node_modules/next/dist/bin/next");
let database: OwnServerDatabase | undefined;
let server: ChildProcess | null = null;
let password = "";
let merchantId = "";

const appEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: "production",
  DATABASE_URL: database?.databaseUrl ?? "",
  PGLITE_DIR: database?.pgliteDir || path.join(dataDir, "unused-pglite"),
  PUBLIC_BASE_URL: baseURL,
  NEXTAUTH_URL: baseURL,
  NEXTAUTH_SECRET: "operator-e2e-secret-operator-e2e-secret",
  ENCRYPTION_KEY: "b000b000b000b000b000b000b000b000b000b000b000b000b000b000b000b000",
  LOG_LEVEL: "error",
  GATEWAY_INLINE_WORKER: "0",
  SMTP_URL: "",
});

async function gateway(...args: string[]): Promise<Record<string, unknown>> {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", path.resolve("scripts/gateway.ts"), ...args, "--json"], { env: appEnv(), stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (d) => (stdout += d));
  child.stderr!.on("data", (d) => (stderr += d));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  expect(code, `gateway ${args.join(" ")}: ${stderr}`).toBe(0);
  return JSON.parse(stdout);
}

async function startServer() {
  const log = fs.openSync(path.join(dataDir, "server.log"), "a");
  // Own process group, so stopping it stops the next-server child too.
  server = spawn(process.execPath, [NEXT_BIN, "start", "--port", String(port), "--hostname", "127.0.0.1"], { detached: true, stdio: ["ignore", log, log], env: appEnv() });
  fs.closeSync(log);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}; see .data/e2e-operator/server.log`);
    if (await fetch(`${baseURL}/healthz`).then((r) => r.ok, () => false)) return;
    if (Date.now() > deadline) throw new Error("next start did not answer within 60 s");
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopServer() {
  const group = server?.pid;
  server = null;
  if (!group) return;
  try {
    process.kill(-group, "SIGTERM");
  } catch {
    return;
  }
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      process.kill(-group, 0);
    } catch {
      return;
    }
    if (Date.now() > deadline) return void process.kill(-group, "SIGKILL");
    await new Promise((r) => setTimeout(r, 100));
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fs.mkdirSync(dataDir, { recursive: true });
  database = await freshOwnServerDatabase({ dataDir, prefix: "gw_e2e_operator_" });
  password = String((await gateway("operator", "create", "--email", "admin@operator.test", "--role", "administrator")).password);
  merchantId = String((await gateway("merchant", "create", "--name", "Console Shop", "--email", "owner@console-shop.test", "--password", "a-long-password")).merchant_id);
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  await database?.drop();
});

const codeAt = (secret: string, at: number) => new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

test("an operator signs in with TOTP, approves an activation, suspends and restores the merchant", async ({ page }) => {
  test.setTimeout(120_000);
  await test.step("a signed-out visit goes to the sign-in page", async () => {
    await page.goto(`${baseURL}/operator/merchants`);
    await expect(page).toHaveURL(/\/operator\/sign-in$/);
  });

  await test.step("password, then TOTP enrolment with the secret the page shows", async () => {
    await page.getByLabel("E-mail").fill("admin@operator.test");
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Continue" }).click();
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await page.getByLabel("Code from the authenticator app").fill(codeAt(secret, Date.now()));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/operator\/merchants$/);
  });

  await test.step("the merchant is in the directory; approve its activation with a note", async () => {
    await page.getByRole("link", { name: "Console Shop" }).click();
    await expect(page).toHaveURL(new RegExp(`/operator/merchants/${merchantId}$`));
    await expect(page.getByTestId("merchant-state")).toHaveText("Test only");
    await page.getByLabel("Reason (required; recorded in both audit logs)").fill("Documents checked by phone");
    await page.getByLabel("Note to the merchant").fill("Welcome aboard");
    await page.getByRole("button", { name: "Approve although incomplete" }).click();
    await expect(page.getByRole("status")).toHaveText("Activation approved (forced)");
    await expect(page.getByTestId("merchant-state")).toHaveText("Live");
  });

  await test.step("a blank reason is refused; suspend with a reason, then restore", async () => {
    await page.getByLabel("Reason (required; recorded in both audit logs)").fill("");
    await page.getByRole("button", { name: "Suspend" }).click();
    await expect(page.getByText(/A reason of at least 3 characters is required/)).toBeVisible();
    await expect(page.getByTestId("merchant-state")).toHaveText("Live");
    await page.getByLabel("Reason (required; recorded in both audit logs)").fill("Chargebacks above 2%");
    await page.getByRole("button", { name: "Suspend" }).click();
    await expect(page.getByTestId("merchant-state")).toHaveText("Suspended");
    await expect(page.getByText("Chargebacks above 2%")).toBeVisible();
    await page.getByLabel("Reason (required; recorded in both audit logs)").fill("Chargebacks resolved");
    await page.getByRole("button", { name: "Restore" }).click();
    await expect(page.getByTestId("merchant-state")).toHaveText("Live");
  });

  await test.step("the audit log shows each action with its reason, newest first", async () => {
    await page.getByRole("link", { name: "Audit log" }).click();
    const rows = page.locator("tbody tr");
    await expect(rows.first()).toContainText("merchant.restored");
    await expect(rows.first()).toContainText("Chargebacks resolved");
    await expect(page.getByText("merchant.activation_approved")).toBeVisible();
  });
});

test("an operator takes a queue item on the Queues page and retries a dead job on the Dead jobs page", async ({ page }) => {
  test.setTimeout(180_000);
  // What the pages act on, written while the server is stopped (PGlite: one process at a time): a
  // second administrator by the CLI, an installation run's open exception and a dead job.
  await stopServer();
  const second = String((await gateway("operator", "create", "--email", "ops@operator.test", "--role", "administrator")).password);
  const seed = `
    INSERT INTO "ReconciliationRun" ("id", "connectionId", "merchantId", "mode", "connector", "periodFrom", "periodTo", "source", "status", "matchedCount", "exceptionCount", "counts", "startedBy", "finishedAt")
      VALUES ('rcn_e2equeue', 'pcn_e2equeue', NULL, 'live', 'chapa', '2026-11-01', '2026-11-02', 'api', 'completed', 0, 1, '{"missing_in_gateway": 1}', 'job', now());
    INSERT INTO "ReconciliationItem" ("id", "runId", "kind", "processorRecord", "evidence", "resolution", "position")
      VALUES ('rci_e2equeue', 'rcn_e2equeue', 'missing_in_gateway', '{"amount": "5000", "currency": "ETB"}', 'Chapa reports a transaction the gateway never started', 'open', 0);
    INSERT INTO "Job" ("id", "type", "payload", "status", "attempts", "failures", "lastError", "deadAt")
      VALUES ('job_e2edead', 'reconciliation.daily', '{}', 'dead', 3, 3, 'Chapa answered 500', now());`;
  if (database!.databaseUrl) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: database!.databaseUrl });
    await client.connect();
    await client.query(seed).finally(() => client.end());
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const pglite = new PGlite(database!.pgliteDir);
    await pglite.exec(seed).finally(() => pglite.close());
  }
  await startServer();

  await test.step("the second administrator signs in (password, then TOTP enrolment)", async () => {
    await page.goto(`${baseURL}/operator/sign-in`);
    await page.getByLabel("E-mail").fill("ops@operator.test");
    await page.getByLabel("Password").fill(second);
    await page.getByRole("button", { name: "Continue" }).click();
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    await page.getByLabel("Code from the authenticator app").fill(codeAt(secret, Date.now()));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/operator\/merchants$/);
  });

  await test.step("the Queues page lists the exception, nobody assigned; take it with a reason", async () => {
    await page.getByRole("link", { name: "Queues" }).click();
    const item = page.getByTestId("queue-item").filter({ hasText: "rci_e2equeue" });
    await expect(item.getByTestId("assignee")).toHaveText("Nobody");
    await item.getByRole("button", { name: "Take", exact: true }).click();
    await item.getByLabel("Reason: Take").fill("I handle Chapa this week");
    await item.getByRole("button", { name: "Confirm take" }).click();
    await expect(item.getByTestId("assignee")).toHaveText("Assigned to me");
    await page.getByRole("link", { name: "Mine" }).click();
    await expect(page.getByTestId("queue-item").filter({ hasText: "rci_e2equeue" })).toBeVisible();
  });

  await test.step("the Dead jobs page lists the job; retry it with a reason and it leaves the list", async () => {
    await page.getByRole("link", { name: "Dead jobs" }).click();
    const row = page.getByTestId("dead-jobs").locator("tr").filter({ hasText: "job_e2edead" });
    await expect(row).toContainText("Chapa answered 500");
    await row.getByRole("button", { name: "Retry" }).click();
    await row.getByLabel("Reason: Retry").fill("Chapa is back up");
    await row.getByRole("button", { name: "Confirm retry" }).click();
    await expect(page.getByText("No dead job.")).toBeVisible();
  });

  await test.step("the audit log shows both, with their reasons", async () => {
    await page.getByRole("link", { name: "Audit log" }).click();
    await expect(page.locator("tbody tr").first()).toContainText("job.retried");
    await expect(page.getByText("I handle Chapa this week")).toBeVisible();
  });
});
