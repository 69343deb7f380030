// In Chromium against `next start`, each test with a merchant of
// its own (signed up here, so no other spec's payments or settings interfere):
// - the overview with one day of payments draws that day (a dot on the success-rate chart, 71.4 %
//   in its header), and the period picker (7 / 30 / 90 / custom, in the URL) changes the figures
//   and compares them with the previous period;
// - a merchant's time zone: its day filter finds a payment whose UTC day is another day, and the
//   CSV writes local times with the offset;
// - a webhook resend: Resend is disabled (with its reason) while the round is queued, and the
//   Attempts column counts the log;
// - the refunds table's Status column, "Your net" after a refund, and the last owner's Remove.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectAccessible, signIn } from "./support";

test.use({ bypassCSP: true });
test.setTimeout(120_000);

const PASSWORD = "correct horse battery staple";

async function signUp(request: APIRequestContext, baseURL: string, name: string) {
  const who = { email: `${name.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}@example.test`, password: PASSWORD };
  const res = await request.post("/api/dashboard/signup", { headers: { Origin: baseURL }, data: { name, ...who } });
  expect(res.status(), await res.text()).toBe(201);
  return { who, key: (await res.json()).data.test_secret_key as string };
}

async function createPayment(request: APIRequestContext, key: string, body: Record<string, unknown>) {
  const res = await request.post("/v2/payments/hosted", { headers: { Authorization: `Bearer ${key}` }, data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as { gateway_reference: string; checkout_url: string };
}

/** Pays through the checkout form with a simulator card: 4242… succeeds, 4000 0000 0000 0002 is declined. */
async function payByCard(request: APIRequestContext, baseURL: string, checkoutUrl: string, card = "4242424242424242") {
  const token = checkoutUrl.split("/checkout/")[1];
  const res = await request.post(`/checkout/${token}/pay`, {
    headers: { Origin: baseURL },
    form: { method: "card", card_number: card, expiry: "12/34", cvc: "123", name: "Liya Haile" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
}

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

test("the overview draws a single day and compares periods picked in the URL", async ({ page, request, baseURL }) => {
  const { who, key } = await signUp(request, baseURL!, "Single Day Shop");
  // Today only: 5 paid and 2 declined card payments in USD, 71.4 % paid of finished.
  for (let i = 0; i < 7; i++) {
    const p = await createPayment(request, key, { amount: 10 + i, currency: "USD" });
    await payByCard(request, baseURL!, p.checkout_url, i < 5 ? "4242424242424242" : "4000000000000002");
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, who);

  const charts = page.getByRole("region", { name: "Last 30 days" });
  const rateChart = charts.getByRole("img", { name: /^Success rate \(USD\)/ });
  await test.step("one day of data: the success-rate chart draws a point, 71.4 % in its header", async () => {
    await expect(charts.getByRole("figure").filter({ hasText: "Success rate (USD)" })).toContainText("71.4 %");
    // The day's dot: a line with one point draws no path, so each day with a rate has a dot.
    await expect(rateChart.locator(".recharts-line-dots circle, circle.recharts-dot")).toHaveCount(1);
    await expect(rateChart.locator(".recharts-line-dots circle, circle.recharts-dot").first()).toBeVisible();
    const comparison = charts.getByRole("definition").first();
    await expect(comparison).toBeVisible();
    await expect(charts.getByLabel("Compared with the previous period")).toContainText("USD 60.00");
    await expect(charts.getByLabel("Compared with the previous period")).toContainText("No comparison");
    await page.screenshot({ path: "test-results/overview-single-day.png", fullPage: true });
    await expectAccessible(page);
  });

  await test.step("7 days: the URL keeps the period, the figures and the comparison follow", async () => {
    await charts.getByRole("group", { name: "Period" }).getByRole("button", { name: "7 days" }).click();
    await expect(page).toHaveURL(/[?&]period=7\b/);
    const week = page.getByRole("region", { name: "Last 7 days" });
    await expect(week).toBeVisible();
    await expect(week.getByRole("table", { name: "Totals per currency, last 7 days" })).toContainText("USD 60.00");
    await expect(week).toContainText("compared with");
    await page.reload();
    await expect(page.getByRole("region", { name: "Last 7 days" })).toBeVisible();
  });

  await test.step("custom: a bad range is refused beside the fields; a good one shows that day alone", async () => {
    const region = page.getByRole("region", { name: "Last 7 days" });
    await region.getByRole("group", { name: "Period" }).getByRole("button", { name: "Custom" }).click();
    const today = utcDay(new Date());
    const form = page.getByRole("form", { name: "Custom period" });
    await form.getByLabel("From").fill(today);
    await form.getByLabel("To").fill("2020-01-01");
    await form.getByRole("button", { name: "Apply" }).click();
    await expect(form.getByText("The first day must not be after the last")).toBeVisible();
    await expect(form.getByLabel("From")).toHaveAttribute("aria-invalid", "true");
    await form.getByLabel("To").fill(today);
    await form.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`from=${today}.*to=${today}|to=${today}.*from=${today}`));
    const custom = page.getByRole("region", { name: /^\d{1,2} \w{3} – \d{1,2} \w{3}$/ });
    await expect(custom.getByRole("table", { name: /^Totals per currency/ })).toContainText("USD 60.00");
    await expect(custom.getByRole("figure").filter({ hasText: "Success rate (USD)" })).toContainText("71.4 %");
    await expectAccessible(page);
  });
});

/** A zone whose calendar day differs from UTC's right now: +14 h late in the UTC day, −11 h early in it. */
function zoneOnAnotherDay(now: Date): string {
  return now.getUTCHours() >= 10 ? "Pacific/Kiritimati" : "Pacific/Pago_Pago";
}

test("a merchant's day filter and CSV use its time zone", async ({ page, request, baseURL }) => {
  const { who, key } = await signUp(request, baseURL!, "Zone Shop");
  const p = await createPayment(request, key, { amount: 25, currency: "USD" });
  await payByCard(request, baseURL!, p.checkout_url);
  const zone = zoneOnAnotherDay(new Date());
  await signIn(page, who);

  await test.step("choose the zone in Settings", async () => {
    await page.goto("/dashboard/settings");
    await page.getByLabel("Time zone").selectOption(zone);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();
    await expectAccessible(page);
  });

  const listed = await request.get(`/v2/payments?reference=${p.gateway_reference}`, { headers: { Authorization: `Bearer ${key}` } });
  const created = new Date((await listed.json()).data.items[0].created_at);
  const localDay = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(created);
  expect(localDay).not.toBe(utcDay(created));

  await test.step("filtering on the local day finds the payment (its UTC day is another)", async () => {
    await page.goto(`/dashboard/payments?from=${localDay}&to=${localDay}`);
    const table = page.getByRole("table", { name: "Payments" });
    await expect(table.getByRole("row").filter({ hasText: p.gateway_reference })).toHaveCount(1);
    await page.goto(`/dashboard/payments?from=${utcDay(created)}&to=${utcDay(created)}`);
    await expect(page.getByText(p.gateway_reference)).toHaveCount(0);
  });

  await test.step("the CSV writes local times with the offset and names the zone", async () => {
    const res = await page.request.get(`/api/dashboard/payments/export?from=${localDay}&to=${localDay}`);
    expect(res.status()).toBe(200);
    const [header, line] = (await res.text()).trimEnd().split("\n");
    expect(header).toContain(`created_at (${zone})`);
    const offset = zone === "Pacific/Kiritimati" ? "+14:00" : "-11:00";
    expect(line).toContain(p.gateway_reference);
    expect(line).toMatch(new RegExp(`,${localDay}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}${offset.replace("+", "\\+")},`));
  });
});

test("Resend is disabled while its round is queued, and the Attempts column counts the log", async ({ page, request, baseURL }) => {
  // A receiver that answers the first request at once and holds the second until released.
  let calls = 0;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const receiver = http.createServer((req, res) => {
    req.resume();
    calls += 1;
    const answer = () => res.writeHead(200).end("ok");
    if (calls === 1) req.on("end", answer);
    else void Promise.race([held, new Promise((r) => setTimeout(r, 8_000))]).then(answer);
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  try {
    const { who } = await signUp(request, baseURL!, "Resend Shop");
    await signIn(page, who);
    const created = await page.request.post("/api/dashboard/webhooks", { headers: { Origin: baseURL! }, data: { url, enabled_events: ["*"] } });
    expect(created.status(), await created.text()).toBe(201);
    const endpointId = (await created.json()).data.id as string;
    await page.goto(`/dashboard/webhooks/${endpointId}`);
    await page.getByRole("button", { name: "Send test event" }).click();
    const log = page.getByRole("region", { name: "Deliveries" });
    const row = log.getByRole("row").filter({ hasText: "webhook_endpoint.test" });
    await expect(row.getByText("Succeeded")).toBeVisible({ timeout: 30_000 });

    await log.getByRole("button", { name: /webhook_endpoint\.test/ }).click();
    const dialog = page.getByRole("dialog", { name: "Delivery of webhook_endpoint.test" });
    const resend = dialog.getByRole("button", { name: "Resend" });
    await expect(resend).toBeEnabled();
    await resend.click();
    await expect(page.getByRole("status").getByText("Delivery queued again")).toBeVisible();
    // Queued: still offered, but disabled, with the reason.
    await expect(resend).toBeDisabled();
    await expect(dialog.getByText("A delivery of this event is queued")).toBeVisible();
    await expectAccessible(page);
    release();
    await expect(dialog.getByRole("region", { name: "Attempt 2" })).toBeVisible({ timeout: 30_000 });
    await expect(resend).toBeEnabled();
    await dialog.getByRole("button", { name: "Close" }).first().click();
    // Two attempts in the log, two in the column (the round's own count restarted at the resend).
    await expect(row.getByRole("cell").nth(2)).toHaveText("2");
    await expect(row.getByText("Succeeded")).toBeVisible();
  } finally {
    release();
    await new Promise((resolve) => receiver.close(resolve));
  }
});

async function tableFits(page: Page, region: string) {
  const overflow = await page.getByRole("region", { name: region }).getByRole("table").evaluate((table) => {
    const box = table.parentElement!;
    return box.scrollWidth - box.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
}

test("refund status column, Your net after a refund, and the last owner's Remove", async ({ page, request, baseURL }) => {
  const { who, key } = await signUp(request, baseURL!, "Refund Shop");
  const p = await createPayment(request, key, { amount: 1000, currency: "ETB" });
  await payByCard(request, baseURL!, p.checkout_url);
  const refund = await request.post(`/v2/payments/${p.gateway_reference}/refunds`, { headers: { Authorization: `Bearer ${key}` }, data: { amount: 100, reason: "Damaged box" } });
  expect(refund.status(), await refund.text()).toBe(201);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, who);

  await test.step("the refunds table has a Status column and fits its card at 1280 px", async () => {
    await page.goto(`/dashboard/payments/${p.gateway_reference}`);
    const refunds = page.getByRole("region", { name: "Refunds" });
    await expect(refunds.getByRole("columnheader", { name: "Status" })).toBeVisible();
    await expect(refunds.getByRole("row").filter({ hasText: "ETB 100.00" })).toContainText("Succeeded");
    await tableFits(page, "Refunds");
  });

  await test.step("Your net is amount − fee − refunds: 1,000 − 30 − 100", async () => {
    const split = page.getByRole("region", { name: "Split breakdown" });
    await expect(split.getByRole("row").filter({ hasText: "Your net" })).toContainText("ETB 870.00");
    await expect(split.getByRole("row").filter({ hasText: "Your net" })).toContainText("refunds");
    await expectAccessible(page);
  });

  await test.step("the last owner's Remove is disabled, with the reason", async () => {
    await page.goto("/dashboard/settings/team");
    const me = page.getByTestId("member-row").filter({ hasText: who.email });
    await expect(me.getByRole("button", { name: "Remove" })).toBeDisabled();
    await expect(me).toContainText("The last owner cannot be removed");
    await expectAccessible(page);
  });
});

test("the Events page lists what happened, filters by kind, and shows an event's payload and where it was delivered", async ({ page, request, baseURL }) => {
  const receiver = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(200).end("ok"));
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/events-hook`;
  try {
    const { who, key } = await signUp(request, baseURL!, "Events Shop");
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, who);
    const created = await page.request.post("/api/dashboard/webhooks", { headers: { Origin: baseURL! }, data: { url, enabled_events: ["payment.*"] } });
    expect(created.status(), await created.text()).toBe(201);
    const paid = await createPayment(request, key, { amount: 42, currency: "USD" });
    await payByCard(request, baseURL!, paid.checkout_url);
    const declined = await createPayment(request, key, { amount: 13, currency: "USD" });
    await payByCard(request, baseURL!, declined.checkout_url, "4000000000000002");

    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Events", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
    const list = page.getByRole("region", { name: "Events" });
    await expect(list.getByRole("link", { name: "Payment succeeded" })).toBeVisible();
    await expect(list.getByRole("link", { name: "Payment failed" })).toBeVisible();
    await expectAccessible(page);

    await list.getByLabel("Show").selectOption("payment.success");
    await expect(list.getByRole("link", { name: "Payment failed" })).toHaveCount(0);
    await expect(list.getByRole("link", { name: "Payment succeeded" })).toHaveCount(1);
    await list.getByRole("link", { name: "Payment succeeded" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Payment succeeded" })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/events\/evt_[0-9A-Za-z]{22}$/);
    await expect(page.getByRole("region", { name: "Payload" })).toContainText(paid.gateway_reference);
    const deliveries = page.getByRole("region", { name: "Deliveries" });
    await expect(deliveries.getByRole("link", { name: url })).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(deliveries.getByText("Succeeded")).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(deliveries).toContainText("HTTP 200");
    await expectAccessible(page);
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
