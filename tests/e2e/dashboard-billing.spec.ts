// In Chromium against `next start`, with a merchant of its own (signed up here, so its figures are
// exact): the billing pages as a merchant uses them. A plan is made with the Plans page's form;
// a customer subscribed to it by the API pays its first cycle by a wallet push (the simulator's
// …0001 pays), so the overview's MRR shows the plan's price; a one-off invoice is made on
// /dashboard/invoices/new, and finalized from its page after the confirmation, taking the next
// number of the sequence (the subscription's invoice took the first) and its hosted link. Nothing logs a console error on the way.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectAccessible, signIn } from "./support";

test.use({ bypassCSP: true });
test.setTimeout(120_000);

const PASSWORD = "correct horse battery staple";

async function signUp(request: APIRequestContext, baseURL: string) {
  const who = { email: `billing-${Date.now()}@example.test`, password: PASSWORD };
  const res = await request.post("/api/dashboard/signup", { headers: { Origin: baseURL }, data: { name: "Fiber Shop", ...who } });
  expect(res.status(), await res.text()).toBe(201);
  return { who, key: (await res.json()).data.test_secret_key as string };
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: pageerror: ${error.message}`));
  return errors;
}

test("a plan from the Plans page, its MRR on the overview, and a one-off invoice finalized", async ({ page, request, baseURL }) => {
  const { who, key } = await signUp(request, baseURL!);
  const errors = collectErrors(page);
  await signIn(page, who);

  await test.step("create a plan", async () => {
    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Plans", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Plans" })).toBeVisible();
    await expect(page.getByText("No test plans yet")).toBeVisible();
    await page.getByRole("button", { name: "New plan" }).click();
    const dialog = page.getByRole("dialog", { name: "New plan" });
    await dialog.getByLabel("Name").fill("Fiber 50 Mbps");
    await dialog.getByLabel("Amount").fill("1,200");
    await dialog.getByLabel("Currency").selectOption("ETB");
    await dialog.getByRole("button", { name: "Create plan" }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole("table", { name: "Plans" }).getByRole("row").filter({ hasText: "Fiber 50 Mbps" });
    await expect(row).toContainText("ETB 1,200.00");
    await expect(row).toContainText("every month");
    await expectAccessible(page);
  });

  await test.step("a paid subscription shows in MRR on the overview", async () => {
    const plans = await request.get("/v2/plans", { headers: { Authorization: `Bearer ${key}` } });
    const planId = (await plans.json()).data.items[0].plan_reference as string;
    const created = await request.post("/v2/subscriptions", {
      headers: { Authorization: `Bearer ${key}` },
      data: { plan_reference: planId, customer: { first_name: "Almaz", email: "almaz@example.test", phone_number: "+251911000001" }, collection_method: "push", payment_method: "telebirr" },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = (await created.json()).data.subscription_reference as string;
    // The server's own worker makes the first invoice and collects it.
    await expect
      .poll(async () => (await (await request.get(`/v2/subscriptions/${id}`, { headers: { Authorization: `Bearer ${key}` } })).json()).data.status, { timeout: 60_000 })
      .toBe("active");
    await page.goto("/dashboard");
    const mrr = page.getByRole("region", { name: "Monthly recurring revenue" });
    await expect(mrr).toContainText("ETB 1,200.00");
    await expect(mrr).toContainText("1 subscription");
    await expect(page.getByRole("region", { name: "Churn, last 30 days" })).toContainText("—");

    await page.goto(`/dashboard/subscriptions/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Almaz" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Invoices of this subscription" })).toContainText("Paid");
  });

  await test.step("a one-off invoice, finalized after the confirmation", async () => {
    await page.goto("/dashboard/invoices");
    await page.getByRole("link", { name: "New invoice" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New invoice" })).toBeVisible();
    const form = page.getByRole("form", { name: "New invoice" });
    await form.getByLabel("Name").fill("Abebe Kebede");
    await form.getByLabel("E-mail").fill("abebe@example.test");
    await form.getByLabel("Line 1 description").fill("Installation");
    await form.getByLabel("Unit price").fill("500");
    await form.getByRole("button", { name: "Add line" }).click();
    await form.getByLabel("Line 2 description").fill("Router");
    await form.getByLabel("Quantity").nth(1).fill("2");
    await form.getByLabel("Unit price").nth(1).fill("1250.50");
    await form.getByLabel("Tax rate (%)").fill("15");
    await form.getByRole("button", { name: "Create draft" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "ETB 3,451.15" })).toBeVisible();
    await expect(page.getByText("Draft invoice", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Finalize" }).click();
    const confirm = page.getByRole("dialog", { name: "Finalize this invoice?" });
    await confirm.getByRole("button", { name: "Finalize" }).click();
    await expect(confirm).toBeHidden();
    // The subscription's first invoice took INV-000001 of the same sequence.
    await expect(page.getByText("Invoice INV-000002", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Hosted invoice page" })).toContainText("/invoice/inv_test_");
    await expect(page.getByRole("button", { name: "Edit draft" })).toHaveCount(0);

    await page.goto("/dashboard/invoices");
    await page.getByLabel("Number").fill("INV-000002");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("table", { name: "Invoices" }).getByRole("row")).toHaveCount(2);
    await expectAccessible(page);
  });

  expect(errors).toEqual([]);
});
