// In Chromium against `next start`, with JavaScript off: a customer opens an invoice's hosted page,
// pays a part of it on the ordinary checkout with the simulator's test card, and sees it partly paid;
// then opens their portal from a signed link and cancels a subscription at its period's end (a
// confirm step, a page of its own). The merchant's side is the API, with the seeded test key.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { seed } from "./support";

test.use({ javaScriptEnabled: false });

async function api(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(path, { headers: { Authorization: `Bearer ${seed().keys.test.secret}` }, data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()).data;
}

test("an invoice paid in part on its page, without JavaScript", async ({ page, request }) => {
  const draft = await api(request, "/v2/invoices", {
    currency: "USD",
    customer: { name: "Hana Tesfaye", email: "hana@example.test" },
    lines: [{ description: "Design workshop", quantity: 1, unit_amount: 100 }],
    allow_partial_payments: true,
    minimum_partial_amount: 20,
  });
  const invoice = await api(request, `/v2/invoices/${draft.invoice_reference}/finalize`, {});
  const url = new URL(invoice.hosted_invoice_url);

  await page.goto(url.pathname);
  await expect(page.getByRole("heading", { name: `Invoice ${invoice.number}` })).toBeVisible();
  await expect(page.getByText("Design workshop")).toBeVisible();
  await page.getByLabel("Amount to pay (USD)").fill("40");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  // USD opens on the card.
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM / YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Name on card").fill("Hana Tesfaye");
  await page.getByRole("button", { name: /^Pay USD/ }).click();
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();

  // The worker applies the payment to the invoice a moment later.
  await expect(async () => {
    await page.goto(url.pathname);
    await expect(page.locator('[data-status="partially_paid"]')).toHaveText("Partly paid", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText("USD 60.00").first()).toBeVisible();
});

test("the customer portal: cancel at period end, asked first", async ({ page, request }) => {
  const plan = await api(request, "/v2/plans", { name: `Fiber ${Date.now()}`, amount: 1200, currency: "ETB", interval: "month", trial_days: 14, allow_multiple_subscriptions: true });
  const subscription = await api(request, "/v2/subscriptions", {
    plan_reference: plan.plan_reference,
    customer: { first_name: "Almaz", email: `almaz-${Date.now()}@example.test` },
    collection_method: "push",
    payment_method: "telebirr",
    wallet_number: "+251911000001",
  });
  const link = await api(request, `/v2/customers/${subscription.customer_reference}/portal-link`, {});
  await page.goto(new URL(link.url).pathname);
  await expect(page.getByRole("heading", { name: /Your account/ })).toBeVisible();
  await expect(page.getByText(plan.name)).toBeVisible();
  await expect(page.getByText("telebirr +2519•••••001")).toBeVisible();

  await page.getByRole("button", { name: "Cancel at period end" }).click();
  await expect(page.getByRole("heading", { name: `Cancel ${plan.name}?` })).toBeVisible();
  await page.getByRole("button", { name: "Yes, cancel at period end" }).click();
  await expect(page.getByText("Your subscription will end at the end of its period.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Keep my subscription" })).toBeVisible();

  await page.getByRole("button", { name: "Keep my subscription" }).click();
  await expect(page.getByText("Your subscription goes on.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel at period end" })).toBeVisible();
});
