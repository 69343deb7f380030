// A customer pays on the hosted checkout in Chromium against `next start`: card, wallet
// with OTP, 3-D Secure, fail then retry, cancel, back to return_url, live mode, no JavaScript,
// accessibility (axe-core), security headers and the inline.js popup demo. Payments are
// created over real HTTP with the seeded demo merchant's keys (playwright.config.ts).
//
// Tests tagged @needs-proxy-wiring need proxy.ts to apply lib/checkout/security-headers.ts to
// /checkout/*; the one tagged @needs-seed-embed-origins needs the demo merchant's embed origins
// to include PUBLIC_BASE_URL's origin (scripts/prepare-db.ts). Until then:
//   npx playwright test tests/e2e/checkout.spec.ts --grep-invert "@needs-"
import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

type Seed = { email: string; password: string; merchant_id: string; keys: { test: { secret: string }; live: { secret: string } } };
let seedCache: Seed | undefined;
const seed = (): Seed => (seedCache ??= JSON.parse(fs.readFileSync(path.resolve(".data/e2e/seed.json"), "utf8")));

type Created = { checkout_url: string; gateway_reference: string; merchant_reference: string | null };

async function createPayment(request: APIRequestContext, body: Record<string, unknown> = {}, key = seed().keys.test.secret): Promise<Created> {
  const res = await request.post("/v2/payments/hosted", {
    headers: { Authorization: `Bearer ${key}` },
    data: { amount: 49.99, currency: "USD", customer: { first_name: "Abebe", last_name: "Kebede", email: "abebe@example.com" }, ...body },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
}

async function verify(request: APIRequestContext, reference: string, key = seed().keys.test.secret) {
  const res = await request.get(`/v2/payments/${reference}/verify`, { headers: { Authorization: `Bearer ${key}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data as { status: string; attempts: number; payment_method: string | null };
}

async function payByCard(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM / YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Name on card").fill("Abebe Kebede");
  await page.getByRole("button", { name: /^Pay USD/ }).click();
}

const returnUrl = (baseURL: string | undefined) => `${baseURL}/healthz?x=1`;

test.describe("hosted checkout", () => {
  test("pays by card and is sent back to return_url with reference and status", async ({ page, request, baseURL }) => {
    const p = await createPayment(request, { return_url: returnUrl(baseURL), merchant_reference: `e2e-card-${Date.now()}` });
    await page.goto(p.checkout_url);
    await expect(page).toHaveTitle("Pay USD 49.99 to Demo Store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay Demo Store");
    await expect(page.getByText("Test mode — no real money moves")).toBeVisible();
    await expect(page.getByRole("region", { name: "Test values" })).toContainText("4242 4242 4242 4242");

    await payByCard(page, "4242 4242 4242 4242");
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    await expect(page.getByText("Visa •••• 4242")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Demo Store" })).toHaveAttribute("href", /status=success/);
    expect(await verify(request, p.gateway_reference)).toMatchObject({ status: "success", attempts: 1, payment_method: "card" });

    // The success screen goes back by itself after 15 s, counted down on the screen.
    await expect(page.getByRole("status").filter({ hasText: "Taking you back to Demo Store in" })).toBeVisible();
    await page.waitForURL(/\/healthz\?/, { timeout: 25_000 });
    const back = new URL(page.url());
    expect(back.origin + back.pathname).toBe(`${baseURL}/healthz`);
    expect(Object.fromEntries(back.searchParams)).toEqual({ x: "1", reference: p.gateway_reference, status: "success" });
  });

  test("the success screen's countdown back to the shop stops when the customer stays", async ({ page, request, baseURL }) => {
    const p = await createPayment(request, { return_url: returnUrl(baseURL) });
    await page.goto(p.checkout_url);
    await payByCard(page, "4242 4242 4242 4242");
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    const shown = page.locator("[data-return-seconds]");
    await expect(shown).not.toHaveText("15", { timeout: 5_000 });
    await page.getByRole("link", { name: "Stay on this page" }).click();
    await expect(page.getByRole("status")).toHaveText(/You are staying on this page/);
    await expect(page.getByRole("link", { name: "Stay on this page" })).toHaveCount(0);
    // Past the 15 seconds the customer is still here, and the receipt is one tap away.
    await page.waitForTimeout(16_000);
    expect(new URL(page.url()).pathname).toBe(new URL(p.checkout_url).pathname);
    await page.getByRole("link", { name: "View receipt" }).click();
    await expect(page).toHaveURL(/\/receipt$/);
  });

  test("without JavaScript, Stay on this page is a page with no way back by itself", async ({ browser, request, baseURL }) => {
    const p = await createPayment(request, { return_url: returnUrl(baseURL) });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(p.checkout_url);
    await page.getByLabel("Card number").fill("4242424242424242");
    await page.getByLabel("Expiry (MM / YY)").fill("12/34");
    await page.getByLabel("Security code (CVC)").fill("123");
    await page.getByLabel("Name on card").fill("Abebe Kebede");
    await page.getByRole("button", { name: /^Pay USD/ }).click();
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    await expect(page.locator("noscript meta[http-equiv='refresh']")).toHaveCount(1);
    await page.getByRole("link", { name: "Stay on this page" }).click();
    await expect(page).toHaveURL(/[?&]stay=1/);
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    await expect(page.locator("meta[http-equiv='refresh']")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Return to Demo Store" })).toBeVisible();
    await context.close();
  });

  test("pays by wallet with an OTP (telebirr, ETB)", async ({ page, request }) => {
    const p = await createPayment(request, { amount: 1450.5, currency: "ETB", preferred_payment_methods: ["card", "telebirr"] });
    await page.goto(p.checkout_url);
    // Methods in the merchant's order; open telebirr.
    const radios = page.getByRole("group", { name: "Payment method" }).getByRole("radio");
    await expect(radios.nth(0)).toHaveAccessibleName("Card");
    await expect(radios.nth(1)).toHaveAccessibleName("telebirr");
    await radios.nth(1).check();
    await page.getByLabel("telebirr phone number").fill("+251 91 111 0003");
    await page.getByRole("button", { name: "Pay ETB 1,450.50" }).filter({ visible: true }).click();

    await expect(page.getByRole("heading", { name: "Confirm the payment on your phone" })).toBeVisible();
    // The masked number the code went to.
    await expect(page.getByText("Enter the code telebirr sent to •••• 0003.")).toBeVisible();
    await page.getByLabel("Verification code").fill("123456");
    await page.getByRole("button", { name: "Confirm ETB 1,450.50" }).click();
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    await expect(page.getByText("telebirr •••• 0003")).toBeVisible();
    expect(await verify(request, p.gateway_reference)).toMatchObject({ status: "success", payment_method: "telebirr" });
  });

  test("a 3-D Secure card asks the bank's code", async ({ page, request }) => {
    const p = await createPayment(request);
    await page.goto(p.checkout_url);
    await payByCard(page, "4000 0000 0000 3220");
    await expect(page.getByRole("heading", { name: "Your bank needs to confirm this payment" })).toBeVisible();
    await page.getByLabel("Verification code").fill("999999");
    await page.getByRole("button", { name: /^Confirm/ }).click();
    // A wrong code costs one of the attempt's 3 tries, not the attempt.
    await expect(page.getByRole("region", { name: /Your bank needs to confirm/ }).getByRole("alert")).toContainText("That code is not correct");
    await expect(page.getByLabel("Verification code")).toHaveAccessibleDescription("2 tries left");
    expect(await verify(request, p.gateway_reference)).toMatchObject({ status: "auth_needed", attempts: 1 });
  });

  test("fails, shows the reason and attempts left, then succeeds on retry", async ({ page, request }) => {
    const p = await createPayment(request);
    await page.goto(p.checkout_url);
    await payByCard(page, "4000 0000 0000 0002");
    await expect(page.getByRole("heading", { name: "Try again" })).toBeVisible();
    const notice = page.getByRole("region", { name: "Try again" }).getByRole("alert");
    await expect(notice).toContainText("Card declined");
    await expect(notice).toContainText("9 attempts left");
    expect((await verify(request, p.gateway_reference)).status).toBe("failed");

    await payByCard(page, "4242 4242 4242 4242");
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    expect(await verify(request, p.gateway_reference)).toMatchObject({ status: "success", attempts: 2 });
  });

  test("shows a field error for a mistyped card number, without putting it in the URL", async ({ page, request }) => {
    const p = await createPayment(request);
    await page.goto(p.checkout_url);
    await payByCard(page, "4242 4242 4242 4241");
    const input = page.getByLabel("Card number");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(/not valid/);
    await expect(input).toBeFocused();
    expect(page.url()).not.toMatch(/4241|4242/);
    expect((await verify(request, p.gateway_reference)).attempts).toBe(0);
  });

  test("cancels, and the link back carries status=cancelled", async ({ page, request, baseURL }) => {
    const p = await createPayment(request, { return_url: returnUrl(baseURL) });
    await page.goto(p.checkout_url);
    await page.getByRole("button", { name: "Cancel payment" }).click();
    // A second, deliberate step.
    await page.getByRole("dialog", { name: "Cancel this payment?" }).getByRole("button", { name: "Yes, cancel payment" }).click();
    await expect(page.getByRole("heading", { name: "Payment cancelled" })).toBeVisible();
    expect((await verify(request, p.gateway_reference)).status).toBe("cancelled");
    await page.getByRole("link", { name: "Return to Demo Store" }).click();
    await page.waitForURL(/\/healthz\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ x: "1", reference: p.gateway_reference, status: "cancelled" });
  });

  test("a wallet confirmed asynchronously shows the processing screen, which refreshes itself", async ({ page, request }) => {
    const p = await createPayment(request, { amount: 25000, currency: "UGX", preferred_payment_methods: ["mtn_momo"] });
    await page.goto(p.checkout_url);
    await page.getByLabel("MTN Mobile Money phone number").fill("+256772120005");
    await page.getByRole("button", { name: "Pay UGX 25,000" }).click();
    await expect(page.getByRole("heading", { name: "Confirming your payment…" })).toBeVisible();
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute("content", /^3;url=\/checkout\//);
  });

  test("live mode without a live processor refuses the payment at creation, so no customer meets a page that cannot take it", async ({ request }) => {
    const res = await request.post("/v2/payments/hosted", {
      headers: { Authorization: `Bearer ${seed().keys.live.secret}` },
      data: { amount: 3500, currency: "ETB", customer: { first_name: "Abebe", last_name: "Kebede", email: "abebe@example.com" } },
    });
    expect(res.status()).toBe(409);
    const body = await res.json();
    expect(body.error.code).toBe("NO_LIVE_PROCESSOR");
    expect(body.message).toMatch(/ETB/);
  });

  test("an unknown payment link is a 404 page", async ({ page }) => {
    const res = await page.goto("/checkout/cs_test_000000000000000000000000000000000");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Payment link not found" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("plain forms pay by card and cancel", async ({ page, request }) => {
    const p = await createPayment(request);
    await page.goto(p.checkout_url);
    await payByCard(page, "4000 0000 0000 9995");
    await expect(page.getByRole("region", { name: "Try again" }).getByRole("alert")).toContainText("Insufficient funds");
    await payByCard(page, "4242424242424242");
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    expect((await verify(request, p.gateway_reference)).status).toBe("success");

    const q = await createPayment(request);
    await page.goto(q.checkout_url);
    await page.getByRole("button", { name: "Cancel payment" }).click();
    await page.getByRole("button", { name: "Yes, cancel payment" }).click(); // The server's confirm page
    await expect(page.getByRole("heading", { name: "Payment cancelled" })).toBeVisible();
  });
});

test.describe("accessibility", () => {
  // axe-core is injected as a script; a strict CSP would (rightly) refuse it.
  test.use({ bypassCSP: true });

  for (const [name, setup, heading] of [
    ["ready", async () => {}, "Pay with"],
    ["failed", async (page: Page) => payByCard(page, "4000 0000 0000 0002"), "Try again"],
    ["auth_needed", async (page: Page) => payByCard(page, "4000 0000 0000 3220"), "Your bank needs to confirm this payment"],
  ] as const) {
    test(`the ${name} screen has no serious or critical axe-core violations`, async ({ page, request }) => {
      const p = await createPayment(request, { return_url: "https://shop.example/done" });
      await page.goto(p.checkout_url);
      await setup(page);
      // The form posts and the page loads again: inject axe into the new page, not the old one.
      await expect(page.locator("#payment-heading")).toHaveText(heading);
      await page.addScriptTag({ path: path.resolve("node_modules/axe-core/axe.min.js") });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
        const result = await axe.run();
        return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
      });
      expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
    });
  }

  test("the card form can be filled and sent with the keyboard alone", async ({ page, request }) => {
    const p = await createPayment(request);
    await page.goto(p.checkout_url);
    await page.getByLabel("Card number").focus();
    await page.keyboard.type("4242424242424242");
    await page.keyboard.press("Tab");
    await page.keyboard.type("1234");
    await page.keyboard.press("Tab");
    await page.keyboard.type("123");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Name on card")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: /^Pay USD/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  });
});

test.describe("security headers", () => {
  test("/checkout/<token> sends a strict CSP, frame-ancestors 'none', X-Frame-Options DENY, no referrer @needs-proxy-wiring", async ({ page, request, baseURL }) => {
    // A new merchant: no embed origins (the demo merchant may allow its own origin for the inline demo).
    const signup = await request.post("/api/dashboard/signup", {
      headers: { Origin: baseURL! },
      data: { name: "Header Check Ltd", email: `headers-${Date.now()}@example.test`, password: "correct horse battery staple" },
    });
    expect(signup.status(), await signup.text()).toBe(201);
    const p = await createPayment(request, {}, (await signup.json()).data.test_secret_key);

    const res = await request.get(p.checkout_url);
    expect(res.status()).toBe(200);
    const h = res.headers();
    const csp = h["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(h["x-frame-options"]).toBe("DENY");
    expect(h["referrer-policy"]).toBe("no-referrer");
    expect(h["x-content-type-options"]).toBe("nosniff");
    // The checkout's one script carries the same nonce (no Next page runtime, no other script).
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain(`nonce="${nonce}"`);
    expect(html).not.toContain("/_next/");
    // Served with the static headers, and cached for good (its name carries its content's hash).
    const src = /src="([^"]+)"/.exec(scripts[0])![1];
    expect(src).toMatch(/^\/checkout-assets\/checkout-forms-[A-Z0-9]+\.js$/);
    const script = await request.get(src);
    expect(script.status()).toBe(200);
    expect(script.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(script.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    expect((await request.get("/checkout-assets/checkout-forms-NOSUCHFILE.js")).status()).toBe(404);

    // In the browser: no CSP violation while paying (the checkout's script, its lazily loaded rules and checkout-bridge.js).
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(`${p.checkout_url}?embed_origin=${encodeURIComponent(baseURL!)}`);
    await payByCard(page, "4242 4242 4242 4242");
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe("inline.js demo (/docs/examples/inline)", () => {
  test("popup mode: pays and reports success, then closes", async ({ page, request }) => {
    await page.goto("/docs/examples/inline");
    const log = page.getByTestId("callback-log");
    const open = page.getByRole("button", { name: "Pay in popup" });
    await expect(open).toBeEnabled();
    const popupEvent = page.waitForEvent("popup");
    await open.click();
    const popup = await popupEvent;
    await popup.getByLabel("Card number").fill("4242 4242 4242 4242");
    await popup.getByLabel("Expiry (MM / YY)").fill("12/34");
    await popup.getByLabel("Security code (CVC)").fill("123");
    await popup.getByRole("button", { name: /^Pay / }).click();
    await expect(popup.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    await expect(log.getByText(/onSuccess .*"status":"success"/)).toBeVisible();
    // Embedded: no automatic redirect inside the popup; "Done" hands control back to the page.
    await expect(popup.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
    const closed = popup.waitForEvent("close");
    await popup.getByRole("button", { name: "Done" }).click();
    await closed;
    await expect(log.getByText(/onClose .*"reason":"completed"/)).toBeVisible();

    const reference = /"reference":"(pay_[0-9A-Za-z]+)"/.exec(await log.locator("li", { hasText: "onSuccess" }).innerText())![1];
    expect((await verify(request, reference)).status).toBe("success");
  });

  test("inline mode: the checkout opens in an overlay, reports success, Escape closes it @needs-seed-embed-origins", async ({ page }) => {
    await page.goto("/docs/examples/inline");
    const log = page.getByTestId("callback-log");
    await expect(page.getByRole("button", { name: "Pay inline" })).toBeEnabled();
    await page.getByRole("button", { name: "Pay inline" }).click();
    await expect(page.getByRole("dialog", { name: "Secure checkout" })).toBeVisible();
    const frame = page.frameLocator("iframe[title='Secure checkout']");
    await frame.getByLabel("Card number").fill("4242 4242 4242 4242");
    await frame.getByLabel("Expiry (MM / YY)").fill("12/34");
    await frame.getByLabel("Security code (CVC)").fill("123");
    await frame.getByRole("button", { name: /^Pay / }).click();
    await expect(frame.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    await expect(log.getByText(/onSuccess .*"status":"success"/)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Secure checkout" })).toHaveCount(0);
    await expect(log.getByText(/onClose /)).toBeVisible();
  });
});
