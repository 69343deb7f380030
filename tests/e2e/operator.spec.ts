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
