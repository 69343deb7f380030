// In Chromium against `next start`: an API write shows in the dashboard's Audit log with
// the key, the address and the user agent; the filters narrow it; "Export CSV" downloads the
// current filter, which never holds the webhook secret.
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { expectAccessible, seed, signIn } from "./support";

test("the audit log shows an API write, filters by action and date, and exports the filter as CSV", async ({ page, request }) => {
  const created = await request.post("/v2/webhook-endpoints", {
    headers: { authorization: `Bearer ${seed().keys.test.secret}`, "user-agent": "audit-e2e/1.0", "x-forwarded-for": "192.0.2.44" },
    data: { url: "http://127.0.0.1:9/audit-e2e", description: "audit e2e" },
  });
  expect(created.status()).toBe(201);
  const endpoint = (await created.json()).data as { id: string; secret: string };

  await signIn(page);
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Audit log", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/audit$/);
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();

  await page.getByLabel("Action").fill("webhook_endpoint.*");
  await page.getByLabel("From").fill(new Date().toISOString().slice(0, 10));
  await page.getByRole("button", { name: "Filter" }).click();
  const row = page.getByRole("row").filter({ hasText: endpoint.id });
  await expect(row).toBeVisible();
  await expect(row).toContainText("webhook_endpoint.created");
  await expect(row).toContainText("192.0.2.44");
  await expect(row).toContainText("audit-e2e/1.0");
  await expect(row).toContainText("API key");
  // Another action's filter hides it.
  await page.getByLabel("Action").fill("payout.*");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("heading", { name: "No records" })).toBeVisible();

  await page.getByLabel("Action").fill("webhook_endpoint.created");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("row").filter({ hasText: endpoint.id })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  const lines = csv.trimEnd().split("\n");
  expect(lines[0]).toMatch(/^id,created_at,actor_type,/);
  expect(lines.slice(1).every((line) => line.includes("webhook_endpoint.created"))).toBe(true);
  expect(csv).toContain(endpoint.id);
  expect(csv).toContain("192.0.2.44");
  expect(csv).not.toContain(endpoint.secret);
});

test.describe("on a 1366 × 768 screen", () => {
  test.use({ viewport: { width: 1366, height: 768 }, bypassCSP: true });

  test("the audit log fits without scrolling sideways, reads changes as fields and filters by a chosen actor", async ({ page, request }) => {
    const auth = { authorization: `Bearer ${seed().keys.test.secret}`, "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) audit-e2e-wide/1.0 Safari/537.36" };
    const created = await request.post("/v2/webhook-endpoints", { headers: auth, data: { url: "http://127.0.0.1:9/audit-wide", description: "before the change" } });
    expect(created.status()).toBe(201);
    const endpoint = (await created.json()).data as { id: string };
    const updated = await request.patch(`/v2/webhook-endpoints/${endpoint.id}`, { headers: auth, data: { description: "after the change" } });
    expect(updated.status()).toBe(200);

    await signIn(page);
    await page.goto("/dashboard/audit");
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();

    // The actor is chosen, not typed: team members by e-mail, API keys, the command line, the system.
    const actor = page.getByLabel("Actor");
    const owner = actor.locator("option", { hasText: seed().email });
    await expect(owner).toHaveCount(1);
    await actor.selectOption({ label: "API key" });
    await page.getByLabel("Action").fill("webhook_endpoint.updated");
    await page.getByRole("button", { name: "Filter" }).click();
    const row = page.getByRole("row").filter({ hasText: endpoint.id });
    await expect(row).toBeVisible();
    await expect(row).toContainText("description: before the change → after the change");
    await expect(row).not.toContainText("{");

    // Nothing is wider than the screen: neither the page nor the table scrolls sideways.
    const widths = await page.evaluate(() => {
      const table = document.querySelector("table");
      const box = table?.parentElement;
      return { page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth, table: box?.scrollWidth ?? 0, tableBox: box?.clientWidth ?? 0 };
    });
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    expect(widths.table).toBeLessThanOrEqual(widths.tableBox);
    await expectAccessible(page);

    // The signed-in owner made none of these API writes.
    await actor.selectOption((await owner.getAttribute("value"))!);
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByRole("row").filter({ hasText: endpoint.id })).toHaveCount(0);
  });
});
