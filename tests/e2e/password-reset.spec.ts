// In Chromium, a merchant who forgot their password gets back in by e-mail: sign-in warns before
// the lock-out, locks after ten tries and says until when in the browser's own time (Addis Ababa
// here), "Forgot password?" sends a link through a real SMTP server (smtp-server, listening in this
// spec's process), the link from the received message sets a new password once, unlocks the account
// and signs the user out everywhere else. The same answer goes to an address nobody has.
//
// This spec runs its own `next start` (SMTP_URL must point at this process's SMTP server) on its
// own fresh database, as the activation spec does.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { expect, test, type Page } from "@playwright/test";
import { freshOwnServerDatabase, type OwnServerDatabase } from "../support/own-server-database";
import { expectAccessible } from "./support";

test.use({ bypassCSP: true, timezoneId: "Africa/Addis_Ababa" });

const port = Number(process.env.E2E_PORT || 3100) + 30;
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.resolve(".data/e2e-password-reset");
const NEXT_BIN = path.resolve("node_modules/next/dist/bin/next");
let databaseUrl = "";
let database: OwnServerDatabase | undefined;
let server: ChildProcess | null = null;
let smtp: SMTPServer;
const mails: { to: string[]; raw: string }[] = [];

async function startServer(smtpPort: number) {
  const log = fs.openSync(path.join(dataDir, "server.log"), "a");
  server = spawn(process.execPath, [NEXT_BIN, "start", "--port", String(port), "--hostname", "127.0.0.1"], {
    detached: true, // its own process group, so stopping it stops the next-server child too
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      PGLITE_DIR: path.join(dataDir, "pglite"),
      PUBLIC_BASE_URL: baseURL,
      NEXTAUTH_URL: baseURL,
      NEXTAUTH_SECRET: "password-reset-e2e-secret-password-reset-e2e",
      ENCRYPTION_KEY: "b000b000b000b000b000b000b000b000b000b000b000b000b000b000b000b000",
      LOG_LEVEL: "error",
      GATEWAY_INLINE_WORKER: "0",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SMTP_FROM: "Gateway <no-reply@gateway.test>",
    },
  });
  fs.closeSync(log);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}; see .data/e2e-password-reset/server.log`);
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
  test.setTimeout(120_000);
  fs.mkdirSync(dataDir, { recursive: true });
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  database = await freshOwnServerDatabase({ dataDir, prefix: "gw_e2e_reset_" });
  databaseUrl = database.databaseUrl;
  await startServer((smtp.server.address() as AddressInfo).port);
});

test.afterAll(async () => {
  await stopServer();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database?.drop();
});

/** The message's text with quoted-printable soft breaks and escapes undone (nodemailer's encoding). */
function mailText(raw: string): string {
  const body = raw.slice(raw.indexOf("\r\n\r\n") + 4);
  return body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function waitForMail(to: string): Promise<string> {
  await expect.poll(() => mails.filter((m) => m.to.includes(to)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  return mailText(mails.filter((m) => m.to.includes(to)).at(-1)!.raw);
}

async function tryPassword(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("a locked-out merchant resets the password from the e-mailed link, once, and every other session ends", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = `reset-${Date.now()}@example.test`;
  const oldPassword = "correct horse battery staple";
  const newPassword = "a brand new passphrase 42";
  const signup = await page.request.post(`${baseURL}/api/dashboard/signup`, { headers: { Origin: baseURL }, data: { name: "Tana Books", email, password: oldPassword } });
  expect(signup.status(), await signup.text()).toBe(201);

  // Another browser stays signed in: the reset must end that session too.
  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  await other.goto(`${baseURL}/login`);
  await tryPassword(other, email, oldPassword);
  await expect(other).toHaveURL(/\/dashboard$/);

  await page.goto(`${baseURL}/login`);
  await expectAccessible(page);
  const alert = page.getByRole("alert").filter({ hasText: /sign-in|password/i });
  for (let i = 1; i <= 7; i++) {
    await tryPassword(page, email, `wrong password ${i}`);
    await expect(alert).toContainText("Incorrect e-mail or password");
  }
  await tryPassword(page, email, "wrong password 8");
  // Before the lock, a warning with the tries left and the way out.
  await expect(alert).toContainText("2 tries left before sign-in to this account is locked for 15 minutes");
  await tryPassword(page, email, "wrong password 9");
  await expect(alert).toContainText("1 try left");
  await tryPassword(page, email, "wrong password 10");
  // Locked: until when, in the browser's own time (UTC+3 here), and how to get in now.
  await expect(alert).toContainText(/locked until \d{2}:\d{2} on \d{1,2} \w{3} \d{4} \(your time\)/);
  await expect(alert).toContainText("the reset link also unlocks the account");
  await expect(alert).not.toContainText("UTC");
  await tryPassword(page, email, oldPassword);
  await expect(alert).toContainText("locked until");

  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectAccessible(page);
  // An address nobody has gets the same answer, and no mail.
  await page.getByLabel("E-mail").fill("nobody-here@example.test");
  await page.getByRole("button", { name: "Send reset link" }).click();
  const sent = page.getByRole("status").filter({ hasText: /\S/ });
  await expect(sent).toBeVisible();
  const answerForNobody = (await sent.innerText()).replace("nobody-here@example.test", "ADDRESS");
  await page.reload();
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(sent).toBeVisible();
  expect((await sent.innerText()).replace(email, "ADDRESS")).toBe(answerForNobody);
  await expectAccessible(page);

  const text = await waitForMail(email);
  expect(mails.some((m) => m.to.includes("nobody-here@example.test"))).toBe(false);
  expect(text).toMatch(/works once, for 30 minutes/);
  const link = text.match(new RegExp(`${baseURL.replace(/[.:/]/g, "\\$&")}/reset-password/[0-9A-Za-z_-]+`))?.[0];
  expect(link, text).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Repeat the new password").fill("not the same one at all");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "not the same" })).toBeVisible();
  await page.getByLabel("Repeat the new password").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status").filter({ hasText: /password/i })).toBeVisible();
  await expectAccessible(page);

  // Single use: the same link again is refused with words, not a form.
  await page.goto(link!);
  await expect(page.getByText("This reset link was already used.")).toBeVisible();
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);

  // The lock is lifted: the new password signs in, the old one does not.
  await page.goto(`${baseURL}/login`);
  await tryPassword(page, email, oldPassword);
  await expect(alert).toContainText("Incorrect e-mail or password");
  await tryPassword(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The other browser's session ended with the reset.
  await other.goto(`${baseURL}/dashboard`);
  await expect(other).toHaveURL(/\/login/);
  await elsewhere.close();
});
