// What the dashboard specs share: the seeded merchant (written by the e2e server's setup),
// signing in as its owner, and the accessibility check.
import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

export type Seed = {
  email: string;
  password: string;
  merchant_id: string;
  keys: { test: { secret: string; public?: string }; live: { secret: string; public?: string } };
};

let seedCache: Seed | undefined;
export const seed = (): Seed => (seedCache ??= JSON.parse(fs.readFileSync(path.resolve(".data/e2e/seed.json"), "utf8")));

/**
 * Signs in as the seeded owner (or `who`) and waits for the dashboard. With `code` (a user who has
 * two-factor sign-in on, issue 14), enters it when the form asks for it; a function is called at
 * that moment, so a TOTP code is computed as late as possible.
 */
export async function signIn(page: Page, who: { email: string; password: string; code?: string | (() => string) } = seed()) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (who.code !== undefined) {
    await page.getByLabel("Authentication code").fill(typeof who.code === "function" ? who.code() : who.code);
    await page.getByRole("button", { name: "Verify" }).click();
  }
  await expect(page).toHaveURL(/\/dashboard$/);
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
 * Opens a payment method on the hosted checkout, unless it is open already: clicking an open
 * method's summary would close it. The first method starts open, and which one is first depends
 * on the market (issue 27: telebirr leads on ETB, MTN on UGX), so specs open the one they use.
 */
export async function openPaymentMethod(page: Page, name: string) {
  const method = page.locator("details[name='payment-method']").filter({ has: page.locator("summary", { hasText: name }) });
  if ((await method.getAttribute("open")) === null) await method.locator("summary").click();
  await expect(method).toHaveAttribute("open", "");
}
