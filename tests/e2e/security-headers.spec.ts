// Issue 9, section 3: every page that is not the hosted checkout refuses to be framed and
// carries the content headers from next.config.js (they apply only under `next start`, hence
// here, against the real server). Signed-in dashboard pages are requested by the browser with
// the demo merchant's session; the list of pages comes from the app directory, so a new page
// is covered without editing this file. The checkout keeps its own per-merchant policy.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIResponse, type Response } from "@playwright/test";

type Seed = { email: string; password: string; keys: { test: { secret: string } } };
const seed = (): Seed => JSON.parse(fs.readFileSync(path.resolve(".data/e2e/seed.json"), "utf8"));

const EXPECTED = {
  "content-security-policy": /(^|;\s*)frame-ancestors 'none'(;|$)/,
  "x-frame-options": /^DENY$/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
};

function expectPageHeaders(response: Response | APIResponse | null, what: string) {
  expect(response, what).not.toBeNull();
  const headers = response!.headers();
  for (const [name, pattern] of Object.entries(EXPECTED)) {
    expect(headers[name], `${name} on ${what}`).toMatch(pattern);
  }
}

/** URL paths of every dashboard page in the app directory; dynamic segments get `sample`. */
function dashboardPages(sample: Record<string, string>): string[] {
  const root = path.resolve("app/(dashboard)/dashboard");
  const found: string[] = [];
  const walk = (dir: string, url: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isFile() && entry.name === "page.tsx") found.push(url || "/dashboard");
      if (!entry.isDirectory()) continue;
      // A catch-all ([...missing]) only renders the dashboard's not-found, checked above as /dashboard/no-such-page.
      if (entry.name.startsWith("[...")) continue;
      const dynamic = /^\[(.+)\]$/.exec(entry.name);
      // A sample for this folder's parameter ("payouts/reference") before one for any ("reference").
      const segment = dynamic ? (sample[`${path.basename(dir)}/${dynamic[1]}`] ?? sample[dynamic[1]]) : entry.name;
      if (!segment) throw new Error(`no sample value for [${dynamic![1]}] in ${dir}`);
      walk(path.join(dir, entry.name), `${url || "/dashboard"}/${segment}`);
    }
  };
  walk(root, "");
  return found.sort();
}

test.describe("page security headers", () => {
  for (const pathname of ["/", "/login", "/signup", "/docs/examples/inline", "/no-such-page", "/dashboard/no-such-page", "/checkout"]) {
    test(`${pathname} cannot be framed`, async ({ request }) => {
      const response = await request.get(pathname, { maxRedirects: 0 });
      expectPageHeaders(response, pathname);
    });
  }

  test("signed out, the dashboard's redirect to sign-in carries them too", async ({ request }) => {
    const response = await request.get("/dashboard/settings", { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toMatch(/^\/login\?callbackUrl=/);
    expectPageHeaders(response, "redirect from /dashboard/settings");
  });

  test("every dashboard page, signed in", async ({ page, request }) => {
    const s = seed();
    const created = await request.post("/v2/payments/hosted", {
      headers: { authorization: `Bearer ${s.keys.test.secret}` },
      data: { amount: 12.5, currency: "USD", customer: { first_name: "Abebe", last_name: "Kebede", email: "abebe@example.com" } },
    });
    expect(created.status()).toBe(201);
    const reference = (await created.json()).data.gateway_reference as string;
    const funds = await request.post("/v2/balances/test-funds", { headers: { authorization: `Bearer ${s.keys.test.secret}` }, data: { amount: 100, currency: "ETB" } });
    expect(funds.status()).toBe(201);
    const payout = await request.post("/v2/payouts", {
      headers: { authorization: `Bearer ${s.keys.test.secret}` },
      data: { amount: 10, currency: "ETB", account: { account_name: "Abebe Kebede", account_number: "1000123450000", bank_slug: "cbe" } },
    });
    expect(payout.status()).toBe(201);
    const payoutReference = (await payout.json()).data.gateway_reference as string;
    const endpoint = await request.post("/v2/webhook-endpoints", {
      headers: { authorization: `Bearer ${s.keys.test.secret}` },
      data: { url: "http://127.0.0.1:9/security-headers", description: "security headers spec" },
    });
    expect(endpoint.status()).toBe(201);
    const endpointId = (await endpoint.json()).data.id as string;
    const virtualAccount = await request.post("/v2/virtual-accounts", {
      headers: { authorization: `Bearer ${s.keys.test.secret}` },
      data: { currency: "ETB", account_name: "Security Headers" },
    });
    expect(virtualAccount.status()).toBe(201);
    const virtualAccountId = (await virtualAccount.json()).data.virtual_account_id as string;

    await page.goto("/login");
    await page.getByLabel("E-mail").fill(s.email);
    await page.getByLabel("Password").fill(s.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // A customer profile (issue 12): profiles on for a moment (the session's settings route), one payment filed.
    const setProfiles = (on: boolean) =>
      page.request.patch("/api/dashboard/settings", { headers: { Origin: new URL(page.url()).origin }, data: { customer_profiles_enabled: on } });
    expect((await setProfiles(true)).status()).toBe(200);
    const filed = await request.post("/v2/payments/hosted", {
      headers: { authorization: `Bearer ${s.keys.test.secret}` },
      data: { amount: 5, currency: "USD", customer: { first_name: "Hana", email: "hana-security-headers@example.com" } },
    });
    expect(filed.status()).toBe(201);
    expect((await setProfiles(false)).status()).toBe(200);
    const customers = await request.get("/v2/customers?email=hana-security-headers@example.com", { headers: { authorization: `Bearer ${s.keys.test.secret}` } });
    const customerId = (await customers.json()).data.items[0].id as string;

    const pages = dashboardPages({ reference, "payouts/reference": payoutReference, "webhooks/id": endpointId, "customers/id": customerId, virtual_account_id: virtualAccountId });
    expect(pages).toEqual(
      expect.arrayContaining(["/dashboard", "/dashboard/settings", "/dashboard/api-keys", `/dashboard/payments/${reference}`, `/dashboard/payouts/${payoutReference}`, `/dashboard/webhooks/${endpointId}`, `/dashboard/customers/${customerId}`, `/dashboard/virtual-accounts/${virtualAccountId}`]),
    );
    for (const pathname of pages) {
      const response = await page.goto(pathname);
      expect(response?.status(), pathname).toBe(200);
      expect(new URL(page.url()).pathname, `${pathname} did not redirect`).toBe(pathname);
      expectPageHeaders(response, pathname);
    }
  });

  test("a real browser refuses to show /login in another site's frame", async ({ page, baseURL }) => {
    // about:blank plays the other site; if the headers were missing, the form would render inside.
    const loaded = page.waitForResponse((r) => r.url() === `${baseURL}/login`);
    await page.setContent(`<iframe title="framed" src="${baseURL}/login" style="width:600px;height:400px"></iframe>`);
    expect((await loaded).status()).toBe(200);
    await page.waitForTimeout(1_000);
    await expect(page.frameLocator("iframe[title=framed]").getByLabel("Password")).toHaveCount(0);
  });

  test("the checkout keeps its own per-merchant policy", async ({ request, baseURL }) => {
    const created = await request.post("/v2/payments/hosted", {
      headers: { authorization: `Bearer ${seed().keys.test.secret}` },
      data: { amount: 5, currency: "USD", customer: { first_name: "Abebe", last_name: "Kebede", email: "abebe@example.com" } },
    });
    const url = (await created.json()).data.checkout_url as string;
    const headers = (await request.get(url)).headers();
    // The seeded demo merchant allows our own origin to frame its checkout (the inline demo).
    expect(headers["content-security-policy"]).toContain(`frame-ancestors ${new URL(baseURL!).origin}`);
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
    expect(headers["referrer-policy"]).toBe("no-referrer");
    // One policy, not ours and the checkout's concatenated.
    expect(headers["content-security-policy"]).not.toContain("frame-ancestors 'none'");
  });
});
