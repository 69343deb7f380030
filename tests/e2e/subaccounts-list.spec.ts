// In Chromium against `next start`: a merchant with 27 subaccounts (long bank
// names among them) sees them at 1280 px in a table that fits its card (no horizontal scroll, the
// actions of every row inside the card, bank names on one line), searches them by name, bank and
// account number, and opens one: its page shows the balance, the payments that fed it (with its
// share of each) and its settlement. SCREENSHOT_DIR=<dir> saves the pages as PNG files (not committed).
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectAccessible, signIn } from "./support";

test.use({ bypassCSP: true, viewport: { width: 1280, height: 900 } });

const BANKS = [
  { slug: "cbe", currency: "ETB", digits: 13, name: "Commercial Bank of Ethiopia" },
  { slug: "boa", currency: "ETB", digits: 10, name: "Bank of Abyssinia" },
  { slug: "cbe_usd", currency: "USD", digits: 13, name: "Commercial Bank of Ethiopia (USD account)" },
];

async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

async function payByCard(request: APIRequestContext, baseURL: string, key: string, body: Record<string, unknown>) {
  const res = await request.post("/v2/payments/hosted", { headers: { Authorization: `Bearer ${key}` }, data: body });
  expect(res.status(), await res.text()).toBe(201);
  const created = (await res.json()).data as { gateway_reference: string; checkout_url: string };
  const pay = await request.post(`/checkout/${created.checkout_url.split("/checkout/")[1]}/pay`, {
    headers: { Origin: baseURL },
    form: { method: "card", card_number: "4242424242424242", expiry: "12/34", cvc: "123", name: "Liya Haile" },
    maxRedirects: 0,
  });
  expect(pay.status()).toBe(303);
  return created.gateway_reference;
}

test("27 subaccounts fit their card at 1280 px, are searchable, and each has a page with balance, payments and settlements", async ({ page, request, baseURL }) => {
  // 27 subaccounts made through the API, then their pages; a loaded 2-core machine took over 60 s.
  test.setTimeout(120_000);
  const who = { email: `subaccounts-${Date.now()}@example.test`, password: "correct horse battery staple" };
  const signup = await request.post("/api/dashboard/signup", { headers: { Origin: baseURL! }, data: { name: "Many Partners", ...who } });
  expect(signup.status(), await signup.text()).toBe(201);
  const key = (await signup.json()).data.test_secret_key as string;

  const references: string[] = [];
  for (let i = 1; i <= 27; i++) {
    const bank = BANKS[(i - 1) % 3];
    const accountNumber = `${i}`.padStart(4, "0").padEnd(bank.digits, "7");
    const res = await request.post("/v2/subaccounts", {
      headers: { Authorization: `Bearer ${key}` },
      data: {
        subaccount_name: `Partner ${String(i).padStart(2, "0")} Trading and Import Share Company`,
        account: { account_name: `Partner ${i} Trading and Import S.C.`, account_number: accountNumber, bank_slug: bank.slug },
        currency: bank.currency,
        split_type: "percentage",
        split_value: 10,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    references.push((await res.json()).data.subaccount_reference);
  }
  // Partner 01 (CBE, ETB): a payment of ETB 1,000 settled, then one of ETB 500 still in its balance.
  const partner = references[0];
  const settledPayment = await payByCard(request, baseURL!, key, { amount: 1000, currency: "ETB", subaccounts: [{ subaccount_reference: partner }] });
  await signIn(page, who);
  const settle = await page.request.post(`/api/dashboard/subaccounts/${partner}/settle`, { headers: { Origin: baseURL! }, data: {} });
  expect(settle.status(), await settle.text()).toBe(201);
  const openPayment = await payByCard(request, baseURL!, key, { amount: 500, currency: "ETB", subaccounts: [{ subaccount_reference: partner }] });

  await page.goto("/dashboard/subaccounts");
  const card = page.getByRole("region", { name: "All subaccounts" });
  const table = card.getByRole("table");
  await expect(table.locator("tbody tr")).toHaveCount(20);
  await expect(card.getByRole("navigation", { name: "Pages" })).toContainText("Page 1 of 2");
  await shot(page, "subaccounts-list-after");

  // No horizontal scroll: the table is no wider than its card, and every row's actions are inside it.
  const overflow = await card.evaluate((el) => {
    const scroller = el.querySelector("table")!.parentElement!;
    return { card: [el.scrollWidth, el.clientWidth], table: [scroller.scrollWidth, scroller.clientWidth] };
  });
  expect(overflow.table[0], "table scrollWidth vs clientWidth").toBeLessThanOrEqual(overflow.table[1]);
  expect(overflow.card[0], "card scrollWidth vs clientWidth").toBeLessThanOrEqual(overflow.card[1]);
  const cardBox = (await card.boundingBox())!;
  for (const button of await table.getByRole("button", { name: /^Deactivate / }).all()) {
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  }
  // The longest bank name stays on one line (cut, with the whole name in its tooltip).
  const bankName = table.locator('span[title="Commercial Bank of Ethiopia (USD account)"]').first();
  await expect(bankName).toBeVisible();
  expect((await bankName.boundingBox())!.height).toBeLessThanOrEqual(24);
  await expectAccessible(page);

  // Search: by name, by bank, by the account number's digits.
  const search = page.getByLabel("Search subaccounts");
  await search.fill("partner 17");
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(table).toContainText("Partner 17 Trading");
  await search.fill("Abyssinia");
  await expect(table.locator("tbody tr")).toHaveCount(9);
  await expect(card.getByRole("navigation", { name: "Pages" })).toHaveCount(0);
  await search.fill("0026777");
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(table).toContainText("Partner 26 Trading");
  await search.fill("no such partner");
  await expect(card.getByText("No subaccounts match this search")).toBeVisible();
  await search.fill("Partner 01");

  // Its page: balance, the payments that fed it with its share, its settlement.
  await table.getByRole("link", { name: /^Partner 01 / }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/subaccounts/${partner}$`));
  await expect(page.getByRole("heading", { level: 1, name: /^Partner 01 / })).toBeVisible();
  await expect(page.getByRole("region", { name: "Details" })).toContainText("ETB 50.00");
  const payments = page.getByRole("region", { name: "Payments" });
  await expect(payments.getByRole("link")).toHaveText([openPayment, settledPayment]);
  await expect(payments.getByRole("row").filter({ hasText: settledPayment })).toContainText("ETB 100.00");
  await expect(payments.getByRole("row").filter({ hasText: openPayment })).toContainText("ETB 50.00");
  const settlements = page.getByRole("region", { name: "Settlements" });
  await expect(settlements.getByRole("table", { name: "Settlement payouts" }).locator("tbody tr")).toHaveCount(1);
  await expect(settlements).toContainText("ETB 90.00");
  await shot(page, "subaccount-page-after");
  await expectAccessible(page);

  await page.goto("/dashboard/subaccounts/sub_doesnotexist");
  await expect(page.getByRole("heading", { name: "Subaccount not found" })).toBeVisible();
});
