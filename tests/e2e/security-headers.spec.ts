// Headers and sessions: every page that is not the hosted
// checkout refuses to be framed and carries a strict nonce-based CSP and the other page headers
// from proxy.ts (lib/http/page-security-headers.ts); the API's answers carry next.config.js's
// static ones. Headers apply only under `next start`, hence here, against the real server.
// Signed-in dashboard pages are requested by the browser with the demo merchant's session; the
// list of pages and routes comes from the app directory (tests/support/app-routes.ts), so a new
// page or route is covered, or fails for want of a sample value, without editing this file.
// The checkout keeps its own per-merchant policy.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIResponse, type Page, type Response } from "@playwright/test";
import { appRoutes, toUrl } from "../support/app-routes";

type Seed = { email: string; password: string; keys: { test: { secret: string } } };
const seed = (): Seed => JSON.parse(fs.readFileSync(path.resolve(".data/e2e/seed.json"), "utf8"));

const EXPECTED = {
  "content-security-policy": /(^|;\s*)frame-ancestors 'none'(;|$)/,
  "x-frame-options": /^DENY$/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "permissions-policy": /(^|, )camera=\(\)/,
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
  for (const pathname of ["/", "/login", "/signup", "/forgot-password", "/reset-password/not-a-real-token", "/docs/examples/inline", "/no-such-page", "/dashboard/no-such-page", "/checkout"]) {
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
    // Every page of app/(dashboard), each to network idle: more than the default minute since the payment-link pages came.
    test.setTimeout(180_000);
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
    // The subaccount page is a 404 for an unknown reference: it needs a real one.
    const subaccount = await request.post("/v2/subaccounts", {
      headers: { authorization: `Bearer ${s.keys.test.secret}` },
      data: {
        subaccount_name: `Security Headers ${Date.now()}`,
        account: { account_name: "Partner PLC", account_number: String(1_000_000_000_000 + Math.floor(Math.random() * 8_999_999_999_999)), bank_slug: "cbe", bank_name: "Commercial Bank of Ethiopia" },
        currency: "ETB",
        split_type: "percentage",
        split_value: 5,
      },
    });
    expect(subaccount.status(), await subaccount.text()).toBe(201);
    const subaccountReference = (await subaccount.json()).data.subaccount_reference as string;
    // A payment link's page (an unknown id is its not-found page).
    const link = await request.post("/v2/payment-links", {
      headers: { authorization: `Bearer ${s.keys.test.secret}` },
      data: { kind: "donation", title: "Security headers fund", description: "", currency: "USD", amount_options: { suggested: [5, 10] } },
    });
    expect(link.status(), await link.text()).toBe(201);
    const linkId = (await link.json()).data.id as string;
    // A dispute's page is the not-found page for an unknown id: a reversal claim on a UGX payment paid by MTN MoMo (0001 succeeds at once).
    const claimed = await request.post("/v2/payments/hosted", { headers: { authorization: `Bearer ${s.keys.test.secret}` }, data: { amount: 25000, currency: "UGX" } });
    expect(claimed.status()).toBe(201);
    const claimedPayment = (await claimed.json()).data as { gateway_reference: string; checkout_url: string };
    const paid = await request.post(`/checkout/${claimedPayment.checkout_url.split("/checkout/")[1]}/pay`, {
      headers: { Origin: new URL(claimedPayment.checkout_url).origin },
      form: { method: "mtn_momo", phone_number: "0772120001" },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
    const dispute = await request.post("/v2/disputes", {
      headers: { authorization: `Bearer ${s.keys.test.secret}` },
      data: { payment_reference: claimedPayment.gateway_reference, operator_reference: `MTN-SH-${Date.now()}`, reason: "unrecognized" },
    });
    expect(dispute.status(), await dispute.text()).toBe(201);
    const disputeId = (await dispute.json()).data.dispute_reference as string;
    // A subscription's, an invoice's and a test clock's pages are not-found pages for unknown ids.
    const billing = async (path: string, data: Record<string, unknown>) => {
      const res = await request.post(path, { headers: { authorization: `Bearer ${s.keys.test.secret}` }, data });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()).data as Record<string, string>;
    };
    const clockId = (await billing("/v2/test-clocks", { frozen_time: "2027-01-01T00:00:00Z", name: "Security headers" })).test_clock_reference;
    const planId = (await billing("/v2/plans", { name: `Security headers ${Date.now()}`, amount: 100, currency: "ETB", interval: "month", allow_multiple_subscriptions: true })).plan_reference;
    const subscriptionId = (await billing("/v2/subscriptions", { plan_reference: planId, customer: { email: "abebe@example.com" }, collection_method: "send_invoice", test_clock: clockId })).subscription_reference;
    const invoiceId = (await billing("/v2/invoices", { currency: "ETB", customer: { email: "abebe@example.com" }, lines: [{ description: "Security headers", unit_amount: 10 }] })).invoice_reference;

    await page.goto("/login");
    await page.getByLabel("E-mail").fill(s.email);
    await page.getByLabel("Password").fill(s.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // A customer profile: profiles on for a moment (the session's settings route), one payment filed.
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
    const events = await request.get("/v2/events?per_page=1", { headers: { authorization: `Bearer ${s.keys.test.secret}` } });
    const eventId = (await events.json()).data.items[0].id as string;

    // A reconciliation run's page is a client page; an unknown run shows its load error (the API's 404).
    const pages = dashboardPages({ reference, "payouts/reference": payoutReference, "webhooks/id": endpointId, "customers/id": customerId, "subaccounts/reference": subaccountReference, virtual_account_id: virtualAccountId, "reconciliation/id": "rcn_nosuchrun", "payment-links/id": linkId, "disputes/id": disputeId, "events/id": eventId, "subscriptions/id": subscriptionId, "invoices/id": invoiceId, "test-clocks/id": clockId });
    expect(pages).toEqual(
      expect.arrayContaining(["/dashboard", "/dashboard/settings", "/dashboard/api-keys", `/dashboard/payments/${reference}`, `/dashboard/payouts/${payoutReference}`, `/dashboard/webhooks/${endpointId}`, `/dashboard/customers/${customerId}`, `/dashboard/virtual-accounts/${virtualAccountId}`, `/dashboard/subaccounts/${subaccountReference}`, "/dashboard/payment-links", "/dashboard/payment-links/new", `/dashboard/payment-links/${linkId}`, `/dashboard/disputes/${disputeId}`, "/dashboard/events", `/dashboard/events/${eventId}`, "/dashboard/plans", `/dashboard/subscriptions/${subscriptionId}`, "/dashboard/invoices/new", `/dashboard/invoices/${invoiceId}`, `/dashboard/test-clocks/${clockId}`]),
    );
    const violations = watchCspViolations(page);
    for (const pathname of pages) {
      const response = await page.goto(pathname);
      expect(response?.status(), pathname).toBe(200);
      expect(new URL(page.url()).pathname, `${pathname} did not redirect`).toBe(pathname);
      expectPageHeaders(response, pathname);
      // The page's scripts ran under the policy: hydrated, nothing refused.
      await page.waitForLoadState("networkidle");
    }
    expect(violations).toEqual([]);
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

/** CSP refusals the browser reports from now on (the console message and the event both count). */
function watchCspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(`${page.url()}: ${message.text()}`);
  });
  return seen;
}

type Category = "page" | "checkout" | "static";
/** Which set of headers a path gets: the proxy's page policy, the checkout's, or next.config.js's static one. */
function categoryOf(pathname: string): Category {
  if (/^\/(v1|v2|api)(\/|$)/.test(pathname) || /^\/(healthz|readyz|metrics)$/.test(pathname) || pathname.startsWith("/docs/reference/assets/") || pathname.startsWith("/checkout-assets/") ||
    // A payment link's image and a ticket's QR code are files; the link's page (/l/{slug}) is a page.
    /^\/l\/[^/]+\/image$/.test(pathname) || pathname.startsWith("/l/tickets/"))
    return "static";
  if (pathname.startsWith("/checkout/")) return "checkout";
  return "page";
}

const STATIC_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The nonce of a strict policy, after checking the policy names no other origin and allows no inline script. */
function expectStrictNoncePolicy(csp: string, what: string): string {
  const directives = Object.fromEntries(csp.split(/;\s*/).map((d) => [d.split(" ")[0], d.split(" ").slice(1).join(" ")]));
  const nonce = /^'self' 'nonce-([A-Za-z0-9+/=]{22,})' 'strict-dynamic'$/.exec(directives["script-src"] ?? "")?.[1];
  expect(nonce, `script-src on ${what}: ${csp}`).toBeTruthy();
  expect(directives["default-src"], what).toBe("'self'");
  expect(directives["object-src"], what).toBe("'none'");
  expect(directives["base-uri"], what).toBe("'none'");
  expect(directives["connect-src"], what).toBe("'self'");
  expect(csp, what).not.toContain("unsafe-eval");
  // No other origin, but the checkout's frame-ancestors naming the seeded merchant's (our own) origin.
  expect(csp.replace(/frame-ancestors [^;]*/, ""), what).not.toMatch(/https?:\/\//);
  expect(directives["script-src"], what).not.toContain("unsafe-inline");
  return nonce!;
}

test.describe("every route in app/ (generated from the app directory)", () => {
  test("each page and route answers with its set of security headers, once", async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const s = seed();
    const auth = { authorization: `Bearer ${s.keys.test.secret}` };
    const created = await page.request.post("/v2/payments/hosted", { headers: auth, data: { amount: 3, currency: "USD", customer: { first_name: "Route", email: "route-headers@example.com" } } });
    expect(created.status()).toBe(201);
    const payment = (await created.json()).data as { gateway_reference: string; checkout_url: string };
    const token = new URL(payment.checkout_url).pathname.split("/")[2];

    await page.goto("/login");
    await page.getByLabel("E-mail").fill(s.email);
    await page.getByLabel("Password").fill(s.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Sample values for every dynamic segment; a new segment without one fails in toUrl().
    const samples: Record<string, string> = {
      token,
      reference: payment.gateway_reference,
      tx_ref: payment.gateway_reference,
      batch_reference: "pob_nosuchbatch",
      id: "no-such-id",
      virtual_account_id: "va_nosuchaccount",
      fileId: "dpf_nosuchfile",
      pm: "pm_nosuchmethod",
      slug: "webhooks",
      file: "swagger-ui.css",
      "checkout-assets/file": "no-such-file.js",
      missing: "no-such-page",
      path: "no-such-route",
      nextauth: "csrf",
      merchantId: "mch_nosuchmerchant",
      operatorId: "opr_nosuchoperator",
      runId: "rcn_nosuchrun",
      keyId: "oak_nosuchkey",
      connectionId: "pcn_nosuchconnection",
      jobId: "job_nosuchjob",
      queue: "risk_review",
      objectId: "rrv_nosuchreview",
      itemId: "rci_nosuchitem",
      reviewId: "rrv_nosuchreview",
      ruleId: "rrl_nosuchrule",
      importId: "rli_nosuchimport",
      value: "no-such-value",
    };
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => r.kind === "page").length).toBeGreaterThan(15);
    const failures: string[] = [];
    const nonces = new Set<string>();
    for (const route of routes) {
      const url = toUrl(route.pattern, samples);
      const what = `${route.file} (${url})`;
      const category = categoryOf(url);
      // A page under an API prefix would get the API's static headers, not a page policy.
      if (route.kind === "page") expect(category, `${what} is a page outside the proxy's page paths`).not.toBe("static");
      const response = await page.request.get(url, { maxRedirects: 0 });
      expect(response.status(), what).toBeLessThan(500);
      const all = response.headersArray();
      const one = (name: string) => all.filter((h) => h.name.toLowerCase() === name);
      try {
        expect(one("content-security-policy"), `one CSP on ${what}`).toHaveLength(1);
        expect(one("x-content-type-options").map((h) => h.value), what).toEqual(["nosniff"]);
        // Plain http without TRUST_PROXY: no HSTS (it would be ignored, and it must be the operator's https).
        expect(one("strict-transport-security"), what).toEqual([]);
        const csp = one("content-security-policy")[0].value;
        if (category === "static") {
          expect(csp, what).toBe(STATIC_CSP);
          expect(one("x-frame-options").map((h) => h.value), what).toEqual(["DENY"]);
        } else {
          const nonce = expectStrictNoncePolicy(csp, what);
          expect(nonces.has(nonce), `a fresh nonce on ${what}`).toBe(false);
          nonces.add(nonce);
          expect(one("permissions-policy"), what).toHaveLength(1);
          if (category === "page") {
            expect(csp, what).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
            expect(one("x-frame-options").map((h) => h.value), what).toEqual(["DENY"]);
            expect(one("referrer-policy").map((h) => h.value), what).toEqual(["strict-origin-when-cross-origin"]);
            // blob: images (a chosen file's preview) on the dashboard's pages only.
            const imgSrc = /(?:^|; )img-src ([^;]*)/.exec(csp)?.[1];
            expect(imgSrc, what).toBe(url === "/dashboard" || url.startsWith("/dashboard/") ? "'self' data: https: blob:" : "'self' data: https:");
          } else {
            expect(one("referrer-policy").map((h) => h.value), what).toEqual(["no-referrer"]);
          }
          // Every script Next wrote into a rendered page (and the checkout's own) carries this response's nonce.
          if ((route.kind === "page" || category === "checkout") && response.status() === 200 && (response.headers()["content-type"] ?? "").startsWith("text/html")) {
            const scripts = [...(await response.text()).matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
            expect(scripts.length, what).toBeGreaterThan(0);
            for (const tag of scripts) expect(tag, what).toContain(`nonce="${nonce}"`);
          }
        }
      } catch (error) {
        failures.push(`${what}: ${(error as Error).message.split("\n").slice(0, 6).join(" ")}`);
      }
    }
    expect(failures).toEqual([]);
    expect(new URL(baseURL!).protocol).toBe("http:");
  });

  test("X-Forwarded-Proto from the client decides nothing without TRUST_PROXY: no HSTS", async ({ request }) => {
    const response = await request.get("/login", { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers()["strict-transport-security"]).toBeUndefined();
    expect(response.headers()["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  });

  test("Swagger UI renders the reference under the strict policy, no eval, nothing refused", async ({ page }) => {
    const violations = watchCspViolations(page);
    const response = await page.goto("/docs/reference");
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'(;|$)/);
    // Swagger UI builds every operation in the browser: over 20 s on a loaded 2-core machine.
    await expect(page.locator(".opblock").first()).toBeVisible({ timeout: 45_000 });
    expect(await page.locator(".opblock").count()).toBeGreaterThan(10);
    await page.locator(".opblock-summary").first().click();
    await expect(page.getByRole("button", { name: "Try it out" }).first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("the signed-in dashboard hydrates under the policy (a client island works)", async ({ page }) => {
    const violations = watchCspViolations(page);
    const s = seed();
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(s.email);
    await page.getByLabel("Password").fill(s.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    // Signing in is a client-side form (next-auth's signIn): it only works if hydration ran.
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard/payments");
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });
});
