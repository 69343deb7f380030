// In Chromium against `next start` (playwright.config.ts): what a merchant
// tripped on in the dashboard. Unfinished payments get "Copy checkout link" and "Cancel
// payment"; "Create payment" makes a link the customer pays; the overview's table fits its
// card at 1280 px; an unknown dashboard address keeps the frame; the main pages (billing's too) log
// no console error (the favicon's 404 included); subaccount lists mask account numbers.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signIn, seed } from "./support";

type Created = { gateway_reference: string; checkout_url: string };

async function createPayment(request: APIRequestContext, body: Record<string, unknown> = {}): Promise<Created> {
  const res = await request.post("/v2/payments/hosted", {
    headers: { Authorization: `Bearer ${seed().keys.test.secret}` },
    data: { amount: 49.99, currency: "USD", customer: { first_name: "Abebe", email: "abebe@example.com" }, ...body },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
}

async function verify(request: APIRequestContext, reference: string) {
  const res = await request.get(`/v2/payments/${reference}/verify`, { headers: { Authorization: `Bearer ${seed().keys.test.secret}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data as { status: string; payment_type: string; amount: number; currency: string };
}

async function payByCard(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM / YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Name on card").fill("Abebe Kebede");
  await page.getByRole("button", { name: /^Pay / }).click();
}

/** Every console error and uncaught exception of the page, from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: console: ${message.text()} ${JSON.stringify(message.location())}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: pageerror: ${error.message}`));
  return errors;
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
});

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test("an unfinished payment: copy its checkout link, then cancel it after a confirmation", async ({ page, request }) => {
  const p = await createPayment(request, { merchant_reference: `e2e-cancel-${Date.now()}` });
  await signIn(page);
  await page.goto(`/dashboard/payments/${p.gateway_reference}`);
  await expect(page.getByRole("heading", { level: 1, name: "USD 49.99" })).toBeVisible();

  await test.step("copy checkout link", async () => {
    await page.getByRole("button", { name: "Copy checkout link" }).click();
    expect(await clipboard(page)).toBe(p.checkout_url);
  });

  await test.step("cancel: a confirmation first, then the status, the event and the checkout page", async () => {
    await page.getByRole("button", { name: "Cancel payment" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this payment?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Keep payment" }).click();
    await expect(dialog).toBeHidden();
    expect((await verify(request, p.gateway_reference)).status).toBe("pending");

    await page.getByRole("button", { name: "Cancel payment" }).click();
    await dialog.getByRole("button", { name: "Cancel payment" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").getByText("Payment cancelled")).toBeVisible();
    await expect(page.getByRole("main").getByText("Cancelled").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Events" })).toContainText("Payment cancelled");
    // Final: neither action is offered any more.
    await expect(page.getByRole("button", { name: "Copy checkout link" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Cancel payment" })).toHaveCount(0);
    expect((await verify(request, p.gateway_reference)).status).toBe("cancelled");

    await page.goto(p.checkout_url);
    await expect(page.getByRole("heading", { name: "Payment cancelled" })).toBeVisible();
  });
});

test("Create payment gives a link to share, and the customer pays through it", async ({ page, request }) => {
  const reference = `e2e-link-${Date.now()}`;
  await signIn(page);
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Payments", exact: true }).click();
  await page.getByRole("button", { name: "Create payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Create payment" });

  await test.step("the form checks its fields before sending", async () => {
    await dialog.getByLabel("Amount").fill("12.345");
    await dialog.getByRole("button", { name: "Create payment link" }).click();
    await expect(dialog.getByLabel("Amount")).toHaveAccessibleDescription(/decimal/i);
  });

  let link = "";
  await test.step("create: amount, currency, reference, customer and description", async () => {
    await dialog.getByLabel("Currency").selectOption("USD");
    await dialog.getByLabel("Amount").fill("12.34");
    await dialog.getByLabel("Description (optional)").fill("Two bags of coffee");
    await dialog.getByLabel("Your reference (optional)").fill(reference);
    await dialog.getByLabel("E-mail").fill("customer@example.com");
    await dialog.getByRole("button", { name: "Create payment link" }).click();
    const ready = page.getByRole("dialog", { name: "Payment link ready" });
    await expect(ready).toBeVisible();
    link = await ready.getByLabel("Checkout link").inputValue();
    expect(link).toMatch(/\/checkout\/cs_test_/);
    await ready.getByRole("button", { name: "Copy link" }).click();
    expect(await clipboard(page)).toBe(link);
    await ready.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("region", { name: "All payments" })).toContainText("USD 12.34");
  });

  await test.step("the customer pays through the link", async () => {
    await page.goto(link);
    await expect(page.getByText("Two bags of coffee")).toBeVisible();
    await payByCard(page, "4242 4242 4242 4242");
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    const paid = await verify(request, reference);
    expect(paid).toMatchObject({ status: "success", payment_type: "Payment link", amount: 12.34, currency: "USD" });
  });
});

test("the overview's Recent payments table fits its card at 1280 × 800, Created column included", async ({ page, request }) => {
  // A seven-figure amount and a long e-mail, as a real merchant's list has: the widest row.
  await createPayment(request, { amount: 1234567.89, currency: "ETB", customer: { email: "a-rather-long-customer-address@example-company.com" } });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const card = page.getByRole("region", { name: "Recent payments" });
  const created = card.getByRole("columnheader", { name: "Created" });
  await expect(created).toBeVisible();
  const box = (await card.boundingBox())!;
  const cells = [created, ...(await card.getByRole("row").all()).slice(1).map((r) => r.getByRole("cell").last())];
  expect(cells.length).toBeGreaterThan(1);
  for (const cell of cells) {
    await expect(cell).toBeVisible();
    const b = (await cell.boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(box.x);
    expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
  }
  // Nothing to scroll sideways inside the card.
  const overflow = await card.locator("table").evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("an unknown dashboard address shows not-found inside the dashboard frame, with the way back", async ({ page }) => {
  await signIn(page);
  const response = await page.goto("/dashboard/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  await expect(nav).toBeVisible();
  await expect(page.getByRole("switch", { name: /test mode/i })).toBeVisible();
  await page.getByRole("link", { name: "Back to overview" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/dashboard/settings/nothing-here");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await nav.getByRole("link", { name: "Subaccounts", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Subaccounts" })).toBeVisible();
});

test("the main pages log no console error", async ({ page, request }) => {
  const errors = collectErrors(page);
  const p = await createPayment(request);
  await signIn(page);
  for (const [url, heading] of [
    ["/dashboard", null],
    ["/dashboard/payments", "Payments"],
    [`/dashboard/payments/${p.gateway_reference}`, "USD 49.99"],
    ["/dashboard/subaccounts", "Subaccounts"],
    ["/dashboard/disputes", "Disputes"],
    ["/dashboard/payment-links", "Payment links"],
    ["/dashboard/payment-links/new", "New payment link"],
    ["/dashboard/plans", "Plans"],
    ["/dashboard/subscriptions", "Subscriptions"],
    ["/dashboard/invoices", "Invoices"],
    ["/dashboard/invoices/new", "New invoice"],
    ["/dashboard/test-clocks", "Test clocks"],
    ["/dashboard/api-keys", null],
    ["/dashboard/settings", null],
    [p.checkout_url, null],
  ] as const) {
    await page.goto(url);
    if (heading) await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    else await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  // The favicon is served (its 404 was the console error of every page).
  const icon = await page.request.get((await page.locator('link[rel="icon"]').first().getAttribute("href"))!);
  expect(icon.status()).toBe(200);
  expect(errors).toEqual([]);
});

test("the subaccounts list masks account numbers to their last 4", async ({ page, request }) => {
  const number = String(1_000_000_000_000 + Math.floor(Math.random() * 8_999_999_999_999));
  const name = `Masked Partner ${Date.now()}`;
  const res = await request.post("/v2/subaccounts", {
    headers: { Authorization: `Bearer ${seed().keys.test.secret}` },
    data: {
      subaccount_name: name,
      account: { account_name: "Partner PLC", account_number: number, bank_slug: "cbe", bank_name: "Commercial Bank of Ethiopia" },
      currency: "ETB",
      split_type: "percentage",
      split_value: 5,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  expect((await res.json()).data.account.account_number).toBe(number); // the API keeps it whole

  await signIn(page);
  await page.goto("/dashboard/subaccounts");
  const row = page.getByRole("region", { name: "All subaccounts" }).getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(`••••${number.slice(-4)}`);
  await expect(row).not.toContainText(number);
  expect(await page.content()).not.toContain(number);
});
