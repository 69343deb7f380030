// What the dashboard specs share: the seeded merchant (written by the e2e server's setup),
// signing in as its owner, and the accessibility check.
import fs from "node:fs";
import path from "node:path";
import { expect, type Cookie, type Page } from "@playwright/test";

export type Seed = {
  email: string;
  password: string;
  merchant_id: string;
  keys: { test: { secret: string; public?: string }; live: { secret: string; public?: string } };
};

let seedCache: Seed | undefined;
export const seed = (): Seed => (seedCache ??= JSON.parse(fs.readFileSync(path.resolve(".data/e2e/seed.json"), "utf8")));

// The seeded owner's session cookie from this worker's first sign-in through the form. Later sign-ins
// as the owner start from it (the form, its bcrypt check and its redirect cost a second or more each,
// some thirty times a run); the form itself is still used once per worker here and by the specs that
// test it (dashboard, two-factor, team). Only the session cookie is reused: the mode cookie and the
// rest start fresh in each test, as they did after a real sign-in.
let ownerSession: Cookie[] | undefined;
const isSessionCookie = (cookie: Cookie) => /(^|\.)session-token(\.\d+)?$/.test(cookie.name);

/**
 * Signs in as the seeded owner (or `who`) and waits for the dashboard. With `code` (a user who has
 * two-factor sign-in on), enters it when the form asks for it; a function is called at
 * that moment, so a TOTP code is computed as late as possible.
 */
export async function signIn(page: Page, who: { email: string; password: string; code?: string | (() => string) } = seed(), opts: { timeoutMs?: number } = {}) {
  const owner = who.email === seed().email && who.password === seed().password && who.code === undefined;
  if (owner && ownerSession) {
    await page.context().addCookies(ownerSession);
    await page.goto("/dashboard");
    // A session ended since (signed out, revoked) lands on the sign-in page: sign in through the form.
    if (new URL(page.url()).pathname === "/dashboard") return;
    await page.context().clearCookies();
    ownerSession = undefined;
  }
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (who.code !== undefined) {
    await page.getByLabel("Authentication code").fill(typeof who.code === "function" ? who.code() : who.code);
    await page.getByRole("button", { name: "Verify" }).click();
  }
  await expect(page).toHaveURL(/\/dashboard$/, opts.timeoutMs ? { timeout: opts.timeoutMs } : undefined);
  if (owner) ownerSession = (await page.context().cookies()).filter(isSessionCookie);
}

/**
 * No serious or critical axe-core violations on the page as it is now (needs `test.use({ bypassCSP: true })`).
 * `exclude` leaves out third-party markup we do not write (CSS selectors), e.g. Swagger UI's on /docs/reference.
 */
export async function expectAccessible(page: Page, { exclude = [] }: { exclude?: string[] } = {}) {
  // A client-side refresh (router.refresh after a form) can leave the document briefly without its
  // <title>; axe then reports "document-title" for a page that has one. Wait for it (a page that never
  // gets one still fails, here, with a clearer message).
  await expect(page).toHaveTitle(/\S/);
  await page.addScriptTag({ path: path.resolve("node_modules/axe-core/axe.min.js") });
  const violations = await page.evaluate(async (exclude) => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (context?: unknown) => Promise<Result> } }).axe;
    const result = exclude.length ? await axe.run({ exclude: exclude.map((selector) => [selector]) }) : await axe.run();
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
  }, exclude);
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
}

/**
 * Chooses a payment method on the hosted checkout: its radio in the "Payment method" group, which
 * shows that method's form. The first method starts checked, and which one is first depends on the
 * market (telebirr leads on ETB, MTN on UGX), so specs choose the one they use.
 */
export async function openPaymentMethod(page: Page, name: string) {
  const radio = page.getByRole("group", { name: "Payment method" }).getByRole("radio", { name, exact: true });
  await radio.check();
  await expect(radio).toBeChecked();
}
