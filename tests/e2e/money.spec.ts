// Dashboard side, in Chromium against `next start` (playwright.config.ts): the
// demo merchant creates a subaccount in the dashboard, its backend creates a split payment
// over real HTTP, the customer pays it by card on the hosted checkout, and the merchant sees
// the shares on the payment page, adds test funds, and refunds part of the payment through
// the dialog and its confirmation step.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn, expectAccessible, openPaymentMethod, seed } from "./support";

/** "ETB 1,234.50" -> 1234.5 */
const amountOf = (text: string) => Number(text.replace(/^[A-Z]{3}\s*/, "").replace(/,/g, ""));

async function etbAvailable(page: Page): Promise<number> {
  const card = page.getByRole("region", { name: "ETB balance" });
  await expect(card).toBeVisible();
  return amountOf((await card.locator("p.text-2xl").textContent()) ?? "");
}

function row(table: Locator, name: string | RegExp) {
  return table.getByRole("row").filter({ hasText: name });
}

// axe-core is injected as a script tag.
test.use({ bypassCSP: true });

test("a merchant splits a payment with a new subaccount, sees the shares and refunds part of it", async ({ page, request, baseURL }) => {
  const s = seed();
  const partner = `E2E Partner ${Date.now()}`;
  const accountNumber = String(1_000_000_000_000 + Math.floor(Math.random() * 8_999_999_999_999));
  let subaccount = "";

  await test.step("sign in as the demo merchant", async () => {
    await signIn(page, s);
  });

  await test.step("create a subaccount: ETB, CBE, 13-digit account, 10 %", async () => {
    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Subaccounts", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Subaccounts" })).toBeVisible();
    await page.getByRole("button", { name: "New subaccount" }).first().click();

    const dialog = page.getByRole("dialog", { name: "New subaccount" });
    await dialog.getByLabel("Subaccount name").fill(partner);
    await expect(dialog.getByLabel("Currency")).toHaveValue("ETB");
    await dialog.getByLabel("Bank or wallet").selectOption("cbe");
    // The bank's name comes from the registry, and its account format is shown.
    await expect(dialog.getByLabel("Bank name")).toHaveValue("Commercial Bank of Ethiopia");
    await expect(dialog.getByText("Format: 13 digits")).toBeVisible();
    await dialog.getByLabel("Account holder name").fill("E2E Partner PLC");

    // Live validation with the registry's rule: 12 digits are refused as soon as the field is left.
    const number = dialog.getByLabel("Account number");
    await number.fill(accountNumber.slice(0, 12));
    await number.blur();
    await expect(dialog.getByText("Expected 13 digits for Commercial Bank of Ethiopia")).toBeVisible();
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await number.fill(accountNumber);
    await expect(dialog.getByText("Expected 13 digits for Commercial Bank of Ethiopia")).toHaveCount(0);

    // ... and with the split rules: a percentage above 100 is refused before anything is sent.
    const share = dialog.getByLabel("Share (%)");
    await share.fill("120");
    await share.blur();
    await expect(dialog.getByText("Must not exceed 100 for a percentage split")).toBeVisible();
    await share.fill("10");

    await dialog.getByRole("button", { name: "Create subaccount" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").getByText("Subaccount created")).toBeVisible();

    const table = page.getByRole("region", { name: "All subaccounts" }).getByRole("table");
    const created = row(table, partner);
    await expect(created).toContainText("Commercial Bank of Ethiopia");
    // Lists show only the last 4 of an account number.
    await expect(created).toContainText(`••••${accountNumber.slice(-4)}`);
    await expect(created).not.toContainText(accountNumber);
    await expect(created).toContainText("10 %");
    await expect(created).toContainText("ETB 0.00");
    // An active subaccount offers Deactivate; only a deactivated one carries a badge.
    await expect(created.getByRole("button", { name: `Deactivate ${partner}` })).toBeVisible();
    await expect(created).not.toContainText("Deactivated");
    subaccount = ((await created.getByText(/^sub_[0-9A-Za-z]+$/).textContent()) ?? "").trim();
    expect(subaccount).toMatch(/^sub_/);
    await expectAccessible(page);
  });

  let reference = "";
  let checkoutUrl = "";
  await test.step("the merchant's backend creates a split payment over HTTP", async () => {
    const res = await request.post("/v2/payments/hosted", {
      headers: { Authorization: `Bearer ${s.keys.test.secret}` },
      data: {
        amount: 1000,
        currency: "ETB",
        merchant_reference: `e2e-split-${Date.now()}`,
        customer: { first_name: "Abebe", last_name: "Kebede", email: "abebe@example.com", phone_number: "+251911234567" },
        subaccounts: [{ subaccount_reference: subaccount }],
        return_url: `${baseURL}/healthz?from=e2e-money`,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const data = (await res.json()).data;
    reference = data.gateway_reference;
    checkoutUrl = data.checkout_url;
  });

  await test.step("the customer pays by card on the hosted checkout", async () => {
    await page.goto(checkoutUrl);
    // ETB checkouts lead with the wallets; the card comes after them.
    await openPaymentMethod(page, "Card");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM / YY)").fill("12/34");
    await page.getByLabel("Security code (CVC)").fill("123");
    await page.getByLabel("Name on card").fill("Abebe Kebede");
    await page.getByRole("button", { name: "Pay ETB 1,000.00" }).filter({ visible: true }).click();
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  });

  await test.step("the overview lists the payment; test funds add to the ETB balance", async () => {
    await page.goto("/dashboard");
    const recent = page.getByRole("region", { name: "Recent payments" });
    await expect(recent.getByRole("link", { name: new RegExp(reference) })).toBeVisible();

    const before = await etbAvailable(page);
    await page.getByRole("button", { name: "Add test funds" }).click();
    const dialog = page.getByRole("dialog", { name: "Add test funds" });
    await dialog.getByLabel("Currency").selectOption("ETB");
    await dialog.getByLabel("Amount").fill("500.555");
    await dialog.getByRole("button", { name: "Add funds" }).click();
    await expect(dialog.getByText("ETB amounts have at most 2 decimal places")).toBeVisible();
    await dialog.getByLabel("Amount").fill("500");
    await dialog.getByRole("button", { name: "Add funds" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").getByText("Test funds added")).toBeVisible();
    await expect.poll(() => etbAvailable(page)).toBeCloseTo(before + 500, 2);

    await recent.getByRole("link", { name: new RegExp(reference) }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/payments/${reference}$`));
  });

  await test.step("the payment page shows the shares: subaccount 100.00, fee 30.00, net 870.00", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "ETB 1,000.00" })).toBeVisible();
    const details = page.getByRole("region", { name: "Details" });
    await expect(details).toContainText("Succeeded");
    await expect(details).toContainText("Card");

    const split = page.getByRole("region", { name: "Split breakdown" });
    const share = row(split, partner);
    await expect(share).toContainText(subaccount);
    await expect(share).toContainText("10 %");
    await expect(share).toContainText("ETB 100.00");
    await expect(row(split, "Service fee")).toContainText("ETB 30.00");
    await expect(row(split, "Your net")).toContainText("ETB 870.00");

    const attempts = page.getByRole("region", { name: "Attempts" });
    await expect(attempts).toContainText("Visa ••••4242");
    await expect(attempts).toContainText("Succeeded");
    await expect(page.getByRole("region", { name: "Events" })).toContainText("Payment succeeded");
    await expect(page.getByRole("region", { name: "Events" })).not.toContainText("payment.success");
  });

  await test.step("refund ETB 100.00 through the dialog and its confirmation", async () => {
    await page.getByRole("button", { name: "Refund", exact: true }).click();
    const form = page.getByRole("dialog", { name: "Refund payment" });
    const amount = form.getByLabel("Amount (ETB)");
    await expect(amount).toHaveValue("1000.00"); // the whole remainder by default
    await amount.fill("1000.01");
    await form.getByRole("button", { name: "Review refund" }).click();
    await expect(form.getByText("At most ETB 1,000.00 can still be refunded")).toBeVisible();
    await amount.fill("100");
    await form.getByLabel("Reason (optional)").fill("Damaged item");
    await form.getByRole("button", { name: "Review refund" }).click();

    const confirm = page.getByRole("dialog", { name: "Confirm refund" });
    await expect(confirm).toContainText("Refund ETB 100.00 to the customer? This cannot be undone.");
    await confirm.getByRole("button", { name: "Refund ETB 100.00" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("status").getByText("Refund created")).toBeVisible();

    const details = page.getByRole("region", { name: "Details" });
    await expect(details).toContainText("Partially refunded");
    await expect(details.getByText("Amount refunded").locator("..")).toContainText("ETB 100.00");
    const refunds = page.getByRole("region", { name: "Refunds" });
    await expect(row(refunds, "Damaged item")).toContainText("ETB 100.00");
    await expect(page.getByRole("region", { name: "Events" })).toContainText("Payment partly refunded");
    // The subaccount keeps its share.
    await expect(row(page.getByRole("region", { name: "Split breakdown" }), partner)).toContainText("ETB 100.00");

    await expectAccessible(page);

    // The API agrees.
    const verify = await request.get(`/v2/payments/${reference}/verify`, { headers: { Authorization: `Bearer ${s.keys.test.secret}` } });
    expect((await verify.json()).data).toMatchObject({ status: "partially_refunded", amount: 1000, amount_refunded: 100, service_fee: 30 });

    // The payments list shows the new status.
    await page.getByRole("link", { name: "Payments" }).first().click();
    await expect(row(page.getByRole("region", { name: "All payments" }), reference)).toContainText("Partially refunded");
  });

  await test.step("an unknown payment reference is the not-found page", async () => {
    await page.goto("/dashboard/payments/pay_doesnotexist0000000000");
    await expect(page.getByRole("heading", { name: "Payment not found" })).toBeVisible();
  });
});
