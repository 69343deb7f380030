// In Chromium: a new merchant signs up, switches to live mode and lands on the
// go-live checklist; fills in its business details, a settlement account (a bad account number
// refused), verifies its e-mail with the code the operator reads from the CLI (no SMTP here),
// turns on two-factor sign-in and submits; the operator activates it with
// `npm run gateway -- merchant activate`; the owner is shown the live secret key once, and it works.
//
// The CLI is the real one, in its own process, so this spec runs its own `next start` on its own
// fresh database (PostgreSQL when TEST_DATABASE_URL is set, else a PGlite directory, which the
// server lets go of while the CLI runs: one process per directory), as the fuzz suite does.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { freshOwnServerDatabase, type OwnServerDatabase } from "../support/own-server-database";
import { expectAccessible } from "./support";

test.use({ bypassCSP: true });

const port = Number(process.env.E2E_PORT || 3100) + 20;
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.resolve(".data/e2e-activation");
const NEXT_BIN = path.resolve("node_modules/next/dist/bin/next");
let databaseUrl = "";
let database: OwnServerDatabase | undefined;
let pgliteDir = "";
let server: ChildProcess | null = null;

const appEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: "production",
  DATABASE_URL: databaseUrl,
  PGLITE_DIR: pgliteDir || path.join(dataDir, "unused-pglite"),
  PUBLIC_BASE_URL: baseURL,
  NEXTAUTH_URL: baseURL,
  NEXTAUTH_SECRET: "activation-e2e-secret-activation-e2e-secret",
  ENCRYPTION_KEY: "a000a000a000a000a000a000a000a000a000a000a000a000a000a000a000a000",
  LOG_LEVEL: "error",
  GATEWAY_INLINE_WORKER: "0",
  SMTP_URL: "",
});

async function startServer() {
  const log = fs.openSync(path.join(dataDir, "server.log"), "a");
  // Own process group, so stopping it stops the next-server child too (STACK-NOTES).
  server = spawn(process.execPath, [NEXT_BIN, "start", "--port", String(port), "--hostname", "127.0.0.1"], { detached: true, stdio: ["ignore", log, log], env: appEnv() });
  fs.closeSync(log);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}; see .data/e2e-activation/server.log`);
    if (await fetch(`${baseURL}/healthz`).then((r) => r.ok, () => false)) return;
    if (Date.now() > deadline) throw new Error("next start did not answer within 60 s");
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopServer() {
  const group = server?.pid;
  server = null;
  if (!group) return;
  const alive = () => {
    try {
      process.kill(-group, 0);
      return true;
    } catch {
      return false;
    }
  };
  try {
    process.kill(-group, "SIGTERM");
  } catch {
    return;
  }
  const deadline = Date.now() + 10_000;
  while (alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (alive()) process.kill(-group, "SIGKILL");
}

/** `npm run gateway -- …` as the operator runs it; on PGlite the server steps aside meanwhile. */
async function gateway(...args: string[]): Promise<Record<string, unknown>> {
  const pglite = !databaseUrl;
  if (pglite) await stopServer();
  try {
    const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", path.resolve("scripts/gateway.ts"), ...args, "--json"], { env: appEnv(), stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (d) => (stdout += d));
    child.stderr!.on("data", (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code, `gateway ${args.join(" ")}: ${stderr}`).toBe(0);
    return JSON.parse(stdout);
  } finally {
    if (pglite) await startServer();
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fs.mkdirSync(dataDir, { recursive: true });
  database = await freshOwnServerDatabase({ dataDir, prefix: "gw_e2e_activation_" });
  databaseUrl = database.databaseUrl;
  pgliteDir = database.pgliteDir;
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  await database?.drop();
});

const codeAt = (secret: string, at: number) => new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
const step = (page: Page, name: string) => page.getByRole("region", { name });

test("a new merchant completes the go-live checklist, the operator activates it, and the live key is shown once", async ({ page }) => {
  // Two CLI runs, each a tsx start (and on PGlite a server restart around it).
  test.setTimeout(180_000);
  const email = `golive-${Date.now()}@example.test`;
  const password = "correct horse battery staple";

  await test.step("sign up and switch to live mode: the checklist, not live keys", async () => {
    await page.goto(`${baseURL}/signup`);
    await page.getByLabel("Business name").fill("Go Live Shop");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Create account" }).click();
    // A fresh server's first sign-up (a password hash, then a sign-in) can take a while on a busy machine.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await page.getByRole("switch", { name: "Test mode" }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings\/activation$/);
    await expect(page.getByRole("heading", { level: 1, name: "Go live" })).toBeVisible();
    await expect(page.getByText("Live mode is locked", { exact: true })).toBeVisible();
    // What the lock means, in words: no status code or error code.
    await expect(page.getByText("Until the operator activates your account, your live keys are refused and no live payment can be made.", { exact: false })).toBeVisible();
    await expect(page.getByText(/ACTIVATION_PENDING|\b401\b/)).toHaveCount(0);
    const steps = page.getByRole("list", { name: "Activation checklist" }).getByRole("listitem");
    await expect(steps).toHaveCount(4);
    await expect(page.getByText("To do", { exact: true })).toHaveCount(4);
    await expect(page.getByRole("button", { name: "Submit for activation" })).toBeDisabled();
    await expectAccessible(page);
    if (process.env.ACTIVATION_SCREENSHOTS) await page.screenshot({ path: path.join(process.env.ACTIVATION_SCREENSHOTS, "after-checklist.png"), fullPage: true });
  });

  await test.step("business details", async () => {
    const card = step(page, "1. Business details");
    await card.getByLabel("Legal name").fill("Go Live Shop PLC");
    await card.getByLabel("Country").selectOption("ET");
    await card.getByLabel("Business type").selectOption("private_company");
    // The local form people in Ethiopia write is taken, as the checkout takes it.
    await card.getByLabel("Contact phone").fill("0911 234 567");
    await card.getByRole("button", { name: "Save business details" }).click();
    await expect(card.getByText("Done", { exact: true })).toBeVisible();
  });

  await test.step("settlement account: a bad account number is refused", async () => {
    const card = step(page, "2. Settlement account");
    await card.getByLabel("Bank or wallet").selectOption("cbe");
    await card.getByLabel("Account number").fill("12345");
    await card.getByLabel("Account holder's name").fill("Go Live Shop PLC");
    await card.getByRole("button", { name: "Save settlement account" }).click();
    await expect(card.getByText("expected 13 digits")).toBeVisible();
    await expect(card.getByLabel("Account number")).toHaveAttribute("aria-invalid", "true");
    await expect(card.getByText("To do", { exact: true })).toBeVisible();
    await card.getByLabel("Account number").fill("1000123456789");
    await card.getByRole("button", { name: "Save settlement account" }).click();
    await expect(card.getByText("Done", { exact: true })).toBeVisible();
  });

  await test.step("e-mail verified with the code the operator reads from the CLI", async () => {
    const card = step(page, "3. E-mail verified");
    await expect(card.getByText(/ask its operator for the verification code/i)).toBeVisible();
    const { code } = (await gateway("merchant", "verification-code", email)) as { code: string };
    await card.getByLabel("Verification code").fill(code);
    await card.getByRole("button", { name: "Verify e-mail" }).click();
    // The first request after the CLI ran (on PGlite the server restarted for it) opens the database.
    await expect(card.getByText("Done", { exact: true })).toBeVisible({ timeout: 30_000 });
  });

  await test.step("two-factor sign-in for the owner", async () => {
    const card = step(page, "4. Two-factor sign-in for the owner");
    await card.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const secret = (await card.getByTestId("totp-secret").textContent())!.trim();
    await card.getByLabel("Code from the app").fill(codeAt(secret, Date.now()));
    await card.getByRole("button", { name: "Turn on" }).click();
    // The step ticks and Submit unlocks at once, no reload; the recovery codes stay until saved.
    await expect(card.getByText("Done", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit for activation" })).toBeEnabled();
    await expect(card.getByRole("list", { name: "Recovery codes" })).toBeVisible();
    await card.getByRole("button", { name: "I have saved them" }).click();
    await expect(step(page, "4. Two-factor sign-in for the owner").getByText("Every owner signs in with two-factor authentication.")).toBeVisible();
  });

  await test.step("submit: waiting for the operator", async () => {
    await page.getByRole("button", { name: "Submit for activation" }).click();
    await expect(page.getByText("Waiting for the operator", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit for activation" })).toHaveCount(0);
    // Said where the owner is looking (the notice takes the focus and is on screen), dated on the
    // merchant's own clock with its zone in words, not in GMT.
    const notice = page.locator("[aria-live='polite'][tabindex='-1']").filter({ hasText: "Waiting for the operator" });
    await expect(notice).toBeFocused();
    await expect(notice).toBeInViewport();
    await expect(notice).toContainText(/You submitted the checklist on \d{1,2} \w{3} \d{4}, \d{2}:\d{2} East Africa Time \(Addis Ababa\)/);
    await expect(notice).not.toContainText("GMT");
    await expectAccessible(page);
  });

  // `merchant list --pending` has its own test (tests/integration/team/activation-cli.test.ts); each CLI run costs seconds here.
  await test.step("the operator activates it through the CLI", async () => {
    expect(await gateway("merchant", "activate", email)).toMatchObject({ status: "activated", activated_by: "cli" });
  });

  await test.step("the owner is shown the live secret key once, and it works", async () => {
    await page.goto(`${baseURL}/dashboard/settings/activation`);
    await expect(page.getByText("Live mode is activated", { exact: true })).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "Reveal your live secret key" }).click();
    const key = (await page.getByTestId("live-secret-key").textContent())!.trim();
    expect(key).toMatch(/^sk_live_/);
    await expectAccessible(page);
    if (process.env.ACTIVATION_SCREENSHOTS) await page.screenshot({ path: path.join(process.env.ACTIVATION_SCREENSHOTS, "after-live-key.png"), fullPage: true });
    const account = await page.request.get(`${baseURL}/v2/account`, { headers: { Authorization: `Bearer ${key}` } });
    expect(account.status(), await account.text()).toBe(200);
    expect((await account.json()).data).toMatchObject({ mode: "live" });

    await page.reload();
    await expect(page.getByText("Live mode is activated", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reveal your live secret key" })).toHaveCount(0);
  });
});
