// Subaccount settlement in the dashboard, in Chromium against `next start`
// (playwright.config.ts): a subaccount earns its share of a card payment, the merchant opens
// the subaccount's page (item 13: its settlements are there), presses "Settle now", and
// watches the settlement payout reach "Paid" as the inline worker sends it through the test-mode
// simulator; the balance is then 0.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { openPaymentMethod } from "./support";

type Seed = { email: string; password: string; keys: { test: { secret: string } } };
const seed = (): Seed => JSON.parse(fs.readFileSync(path.resolve(".data/e2e/seed.json"), "utf8"));

test("a merchant settles a subaccount's balance from the dashboard and sees it paid", async ({ page, request, baseURL }) => {
  const s = seed();
  const auth = { Authorization: `Bearer ${s.keys.test.secret}` };
  const name = `Settle Partner ${Date.now()}`;
  const accountNumber = `${100_000_000 + Math.floor(Math.random() * 899_999_999)}0000`;

  // The merchant's backend: a subaccount with 10 %, and a split payment of ETB 1,000 paid by card.
  const sub = await request.post("/v2/subaccounts", {
    headers: auth,
    data: { subaccount_name: name, account: { account_name: "Settle PLC", account_number: accountNumber, bank_slug: "cbe" }, currency: "ETB", split_type: "percentage", split_value: 10 },
  });
  expect(sub.status(), await sub.text()).toBe(201);
  const reference: string = (await sub.json()).data.subaccount_reference;
  const pay = await request.post("/v2/payments/hosted", {
    headers: auth,
    data: {
      amount: 1000,
      currency: "ETB",
      customer: { first_name: "Abebe", last_name: "Kebede", email: "abebe@example.com", phone_number: "+251911234567" },
      subaccounts: [{ subaccount_reference: reference }],
      return_url: `${baseURL}/healthz?from=e2e-settlement`,
    },
  });
  expect(pay.status(), await pay.text()).toBe(201);
  await page.goto((await pay.json()).data.checkout_url);
  // ETB checkouts lead with the wallets; the card comes after them.
  await openPaymentMethod(page, "Card");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM / YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Name on card").fill("Abebe Kebede");
  await page.getByRole("button", { name: "Pay ETB 1,000.00" }).filter({ visible: true }).click();
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("E-mail").fill(s.email);
  await page.getByLabel("Password").fill(s.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/dashboard/subaccounts");
  const row = page.getByRole("region", { name: "All subaccounts" }).getByRole("table").getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("ETB 100.00");

  await row.getByRole("link", { name }).click();
  const settlements = page.getByRole("region", { name: "Settlements" });
  await expect(settlements.getByText("No settlement payouts yet.")).toBeVisible();
  await expect(settlements.getByText("Would be sent")).toBeVisible();
  await expect(settlements).toContainText("ETB 90.00");
  await settlements.getByRole("button", { name: "Settle now" }).click();
  await expect(page.getByRole("status").getByText("Settlement payout created")).toBeVisible();

  const payouts = settlements.getByRole("table", { name: "Settlement payouts" });
  await expect(payouts.getByRole("row")).toHaveCount(2); // header + the settlement
  await expect(payouts).toContainText("ETB 90.00");
  await expect(payouts).toContainText("ETB 10.00");
  // The inline worker sends it; the page looks again while it is on its way.
  await expect(payouts.getByText("Paid")).toBeVisible({ timeout: 20_000 });
  await expect(settlements.getByRole("button", { name: "Settle now" })).toBeDisabled();
  await expect(page.getByRole("region", { name: "Details" })).toContainText("ETB 0.00");
});
