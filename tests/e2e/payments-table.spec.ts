// Dashboard: filter the payments table, page through it, export CSV. The seeded
// merchant's backend creates payments over real HTTP (several currencies, two customers), a
// customer pays one by card and fails another, and the merchant searches, filters, sorts and
// pages the table, reloads a view from its URL, downloads the CSV of the filter and opens a
// row's drawer. Every payment carries this run's tag, so payments other specs made do not matter.
import fs from "node:fs";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { expectAccessible, seed, signIn } from "./support";

type Created = { checkout_url: string; gateway_reference: string };

async function createPayment(request: APIRequestContext, body: Record<string, unknown>): Promise<Created> {
  const res = await request.post("/v2/payments/hosted", {
    headers: { Authorization: `Bearer ${seed().keys.test.secret}` },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
}

async function verify(request: APIRequestContext, reference: string) {
  const res = await request.get(`/v2/payments/${reference}/verify`, { headers: { Authorization: `Bearer ${seed().keys.test.secret}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data as { status: string; payment_method: string | null };
}

async function payByCard(page: Page, checkoutUrl: string, number: string) {
  await page.goto(checkoutUrl);
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM / YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Name on card").fill("Abebe Kebede");
  await page.getByRole("button", { name: /^Pay USD/ }).click();
}

/** The gateway references of the table's rows, top to bottom. */
const referencesIn = (table: Locator) => table.locator("tbody tr").evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.reference));
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

// axe-core is injected as a script tag.
test.use({ bypassCSP: true });

test("filter the payments table, page through it, export CSV", async ({ page, request }) => {
  // Many steps in one browser; beside the fuzz suite's worker (playwright.config.ts) a loaded 2-core machine took over 60 s.
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const email = `table-${tag}@example.test`;
  const customer = { first_name: "Table", last_name: "Tester", email };
  const orderReference = `order-${tag}`;

  // Created oldest first; the table shows newest first: usd20, ugx, usd30, etb, usd10.
  const usd10 = await createPayment(request, { amount: 10, currency: "USD", customer });
  const etb = await createPayment(request, { amount: 500, currency: "ETB", customer });
  const usd30 = await createPayment(request, { amount: 30, currency: "USD", customer });
  const ugx = await createPayment(request, { amount: 20000, currency: "UGX", customer });
  const usd20 = await createPayment(request, { amount: 20, currency: "USD", customer });
  const someoneElse = await createPayment(request, {
    amount: 15,
    currency: "USD",
    merchant_reference: orderReference,
    customer: { first_name: "Other", last_name: "Buyer", email: `other-${tag}@example.test` },
  });
  const newestFirst = [usd20, ugx, usd30, etb, usd10].map((p) => p.gateway_reference);

  await test.step("a customer pays one USD payment by card and fails another", async () => {
    await payByCard(page, usd30.checkout_url, "4242 4242 4242 4242");
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    await payByCard(page, usd10.checkout_url, "4000 0000 0000 0002");
    await expect.poll(async () => (await verify(request, usd10.gateway_reference)).status).toBe("failed");
    expect(await verify(request, usd30.gateway_reference)).toMatchObject({ status: "success", payment_method: "card" });
    expect((await verify(request, usd10.gateway_reference)).payment_method).toBe("card");
  });

  await signIn(page);

  await test.step("the overview charts today's payments per currency, with the numbers beside them", async () => {
    const charts = page.getByRole("region", { name: "Last 30 days" });
    const totals = charts.getByRole("table", { name: "Totals per currency, last 30 days" });
    // Other specs' payments may be there too: this run made USD, ETB and UGX payments today.
    for (const currency of ["ETB", "UGX", "USD"]) await expect(totals.getByRole("row").filter({ hasText: currency })).toHaveCount(1);
    await expect(charts.getByRole("img", { name: /^Volume \((USD|ETB|UGX)\)/ })).toBeVisible();
    await expect(charts.getByRole("img", { name: /^Success rate/ })).toBeVisible();
    await charts.getByLabel("Currency", { exact: true }).selectOption("USD");
    await expect(charts.getByRole("img", { name: /^Volume \(USD\)/ })).toBeVisible();
    // Recharts drew both charts (an SVG each), with today's USD bar among the volume bars.
    await expect(charts.locator("svg.recharts-surface")).toHaveCount(2);
    await expect(charts.locator(".recharts-bar-rectangle path").last()).toBeVisible();
  });

  const table = page.getByRole("table", { name: "Payments" });
  const rows = table.locator("tbody tr");

  await test.step("search by the customer's e-mail", async () => {
    await page.goto("/dashboard/payments");
    await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search" }).fill(email);
    await page.getByRole("searchbox", { name: "Search" }).press("Enter");
    await expect.poll(() => param(page, "q")).toBe(email);
    await expect(rows).toHaveCount(5);
    expect(await referencesIn(table)).toEqual(newestFirst);
    // Columns: date, reference, customer, method, amount, status.
    await expect(table.getByRole("columnheader")).toHaveText([/Date/, "Reference", "Customer", "Method", /Amount/, "Status"]);
    await expect(rows.filter({ hasText: usd30.gateway_reference })).toContainText("USD 30.00");
    await expect(rows.filter({ hasText: usd30.gateway_reference })).toContainText("Succeeded");
    await expect(rows.filter({ hasText: usd30.gateway_reference })).toContainText("Card");
    await expect(rows.filter({ hasText: ugx.gateway_reference })).toContainText("UGX 20,000");
    await expectAccessible(page);
  });

  await test.step("page through two at a time, reload a page from its URL, and come back", async () => {
    await page.goto(`/dashboard/payments?q=${encodeURIComponent(email)}&per_page=2`);
    const next = page.getByRole("navigation", { name: "Pages" }).getByRole("button", { name: "Next" });
    const previous = page.getByRole("navigation", { name: "Pages" }).getByRole("button", { name: "Previous" });
    await expect(rows).toHaveCount(2);
    expect(await referencesIn(table)).toEqual(newestFirst.slice(0, 2));
    await expect(previous).toBeDisabled();

    await next.click();
    await expect.poll(() => param(page, "cursor")).not.toBeNull();
    await expect.poll(() => referencesIn(table)).toEqual(newestFirst.slice(2, 4));

    // The view is the URL: a reload shows the same page with the same search.
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(email);
    await expect.poll(() => referencesIn(table)).toEqual(newestFirst.slice(2, 4));
    expect(param(page, "per_page")).toBe("2");

    await next.click();
    await expect.poll(() => referencesIn(table)).toEqual(newestFirst.slice(4));
    await expect(next).toBeDisabled();

    await previous.click();
    await expect.poll(() => referencesIn(table)).toEqual(newestFirst.slice(2, 4));
    await previous.click();
    await expect.poll(() => referencesIn(table)).toEqual(newestFirst.slice(0, 2));

    // A bigger page size starts again from the first page.
    await page.getByLabel("Rows per page").selectOption("10");
    await expect(rows).toHaveCount(5);
    expect(param(page, "cursor")).toBeNull();
  });

  await test.step("filter by status, currency and method", async () => {
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Succeeded" });
    await expect.poll(() => param(page, "status")).toBe("success");
    await expect.poll(() => referencesIn(table)).toEqual([usd30.gateway_reference]);
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Failed" });
    await expect.poll(() => referencesIn(table)).toEqual([usd10.gateway_reference]);
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Any status" });

    await page.getByLabel("Currency", { exact: true }).selectOption("USD");
    await expect.poll(() => referencesIn(table)).toEqual([usd20, usd30, usd10].map((p) => p.gateway_reference));
    await page.getByLabel("Method", { exact: true }).selectOption({ label: "Card" });
    await expect.poll(() => referencesIn(table)).toEqual([usd30, usd10].map((p) => p.gateway_reference));
    await page.getByLabel("Method", { exact: true }).selectOption({ label: "Any method" });
    await expect(rows).toHaveCount(3);

    // A date range that ends before today finds none of them.
    await page.getByLabel("To", { exact: true }).fill("2020-01-31");
    await expect.poll(() => param(page, "to")).toBe("2020-01-31");
    await expect(page.getByText("No payments match these filters")).toBeVisible();
    await page.getByLabel("To", { exact: true }).fill("");
    await expect(rows).toHaveCount(3);
  });

  await test.step("sort by amount, both ways, and keep it over a reload", async () => {
    const amountHeader = table.getByRole("columnheader", { name: /Amount/ });
    const dateHeader = table.getByRole("columnheader", { name: /Date/ });
    await expect(dateHeader).toHaveAttribute("aria-sort", "descending");
    await expect(amountHeader).toHaveAttribute("aria-sort", "none");

    await amountHeader.getByRole("button").click();
    await expect(amountHeader).toHaveAttribute("aria-sort", "descending");
    await expect(dateHeader).toHaveAttribute("aria-sort", "none");
    await expect.poll(() => referencesIn(table)).toEqual([usd30, usd20, usd10].map((p) => p.gateway_reference));
    expect(param(page, "sort")).toBe("amount");

    await amountHeader.getByRole("button").press("Enter");
    await expect(amountHeader).toHaveAttribute("aria-sort", "ascending");
    await expect.poll(() => referencesIn(table)).toEqual([usd10, usd20, usd30].map((p) => p.gateway_reference));

    await page.reload();
    await expect(page.getByLabel("Currency", { exact: true })).toHaveValue("USD");
    await expect(table.getByRole("columnheader", { name: /Amount/ })).toHaveAttribute("aria-sort", "ascending");
    await expect.poll(() => referencesIn(table)).toEqual([usd10, usd20, usd30].map((p) => p.gateway_reference));
  });

  await test.step("export the current filter as CSV", async () => {
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^payments-test-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await download.path(), "utf8").trim().split(/\r?\n/);
    const header = csv[0].split(",");
    const column = (name: string) => header.indexOf(name);
    expect(column("gateway_reference")).toBeGreaterThanOrEqual(0);
    const lines = csv.slice(1).map((line) => line.split(","));
    // The filter (this customer, USD) in the table's order (amount, ascending): every row, not one page.
    expect(lines.map((l) => l[column("gateway_reference")])).toEqual([usd10, usd20, usd30].map((p) => p.gateway_reference));
    expect(lines.map((l) => l[column("amount")])).toEqual(["10", "20", "30"]);
    expect(new Set(lines.map((l) => l[column("currency")]))).toEqual(new Set(["USD"]));
    expect(new Set(lines.map((l) => l[column("customer_email")]))).toEqual(new Set([email]));
    expect(lines.map((l) => l[column("status")])).toEqual(["failed", "pending", "success"]);
  });

  await test.step("search by the merchant's own reference, then clear the filters", async () => {
    await page.getByRole("searchbox", { name: "Search" }).fill(orderReference);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByLabel("Currency", { exact: true }).selectOption({ label: "Any currency" });
    await expect.poll(() => referencesIn(table)).toEqual([someoneElse.gateway_reference]);
    await expect(rows.first()).toContainText(orderReference);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => param(page, "q")).toBeNull();
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("");
    await expect(page.getByRole("heading", { name: "All payments" })).toBeVisible();
  });

  await test.step("open a row's drawer, share it by URL, and go to the full page", async () => {
    await page.goto(`/dashboard/payments?q=${encodeURIComponent(email)}`);
    await expect(rows).toHaveCount(5);
    // A click anywhere on the row (here its middle, the customer column) opens it.
    await rows.filter({ hasText: usd30.gateway_reference }).click();
    const drawer = page.getByRole("dialog", { name: "Payment" });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText(usd30.gateway_reference);
    await expect(drawer).toContainText("USD 30.00");
    await expect(drawer).toContainText("Succeeded");
    await expect.poll(() => param(page, "payment")).toBe(usd30.gateway_reference);
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect.poll(() => param(page, "payment")).toBeNull();

    // By keyboard: the reference is a button.
    await rows.filter({ hasText: etb.gateway_reference }).getByRole("button").focus();
    await page.keyboard.press("Enter");
    await expect(drawer).toContainText("ETB 500.00");
    await page.reload();
    await expect(page.getByRole("dialog", { name: "Payment" })).toContainText(etb.gateway_reference);
    await page.getByRole("dialog", { name: "Payment" }).getByRole("link", { name: "Open full page" }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/payments/${etb.gateway_reference}$`));
  });
});

// One rule for dates: the table shows them in the merchant's time zone (Settings), and the date
// filters take days in that same zone, whatever the browser's zone (here New York's, for a
// merchant in Addis Ababa); the page says which zone in words.
test.describe("dates in the merchant's time zone", () => {
  test.use({ timezoneId: "America/New_York" });

  test("the table's dates and the date filters' days are both the merchant's", async ({ page, request, baseURL }) => {
    await signIn(page);
    const settings = (await (await page.request.get("/api/dashboard/settings")).json()).data as { time_zone: string | null };
    const setZone = async (time_zone: string | null) => {
      const res = await page.request.patch("/api/dashboard/settings", { headers: { Origin: baseURL! }, data: { time_zone } });
      expect(res.status(), await res.text()).toBe(200);
    };
    await setZone("Africa/Addis_Ababa");
    try {
      const email = `zone-${Date.now().toString(36)}@example.test`;
      const created = await createPayment(request, { amount: 7, currency: "USD", customer: { first_name: "Zone", email } });
      const listed = await page.request.get(`/api/dashboard/payments?q=${encodeURIComponent(email)}`);
      const createdAt = new Date(((await listed.json()).data.items as { created_at: string }[])[0].created_at);
      const inAddis = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "Africa/Addis_Ababa" }).format(createdAt);
      const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Addis_Ababa" }).format(createdAt); // 2026-12-03

      await page.goto(`/dashboard/payments?q=${encodeURIComponent(email)}`);
      await expect(page.getByText("Dates, and the days the date filters take, are in your account's time zone: East Africa Time (Addis Ababa).")).toBeVisible();
      await expect(page.getByText(/UTC days/)).toHaveCount(0);
      await expect(page.getByText("From midnight, East Africa Time")).toBeVisible();
      const table = page.getByRole("table");
      const row = table.locator(`tbody tr[data-reference="${created.gateway_reference}"]`);
      await expect(row.getByText(inAddis({ day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }), { exact: true })).toBeVisible();
      await expectAccessible(page);

      // That day, as the merchant counts it, finds the payment; the day after does not.
      await page.getByLabel("From").fill(day);
      await page.getByLabel("To").fill(day);
      await expect(page).toHaveURL(new RegExp(`from=${day}`));
      await expect(row).toBeVisible();
      const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel("To").fill(next);
      await page.getByLabel("From").fill(next);
      await expect(page.getByText("No payments match these filters")).toBeVisible();
    } finally {
      await setZone(settings.time_zone);
    }
  });
});
