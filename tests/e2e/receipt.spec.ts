// A customer pays on the hosted checkout on a phone-sized window, opens
// "View receipt" from the success screen, and sees the receipt in the merchant's colours; the Print
// button works with JavaScript (the browser's print dialog is opened), and without JavaScript the
// page still shows everything and says how to print. Accessibility with axe-core on both.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectAccessible, openPaymentMethod, seed } from "./support";

test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });

async function createPayment(request: APIRequestContext) {
  const res = await request.post("/v2/payments/hosted", {
    headers: { Authorization: `Bearer ${seed().keys.test.secret}` },
    data: { amount: 12.5, currency: "USD", merchant_reference: `e2e-receipt-${Date.now()}`, customer: { first_name: "Abebe", last_name: "Kebede", email: "abebe@example.com" } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as { checkout_url: string; gateway_reference: string; merchant_reference: string };
}

test.describe("the receipt page", () => {
  test("from the success screen: the receipt, printable, accessible", async ({ page, request }) => {
    const p = await createPayment(request);
    await page.goto(p.checkout_url);
    await openPaymentMethod(page, "Card");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM / YY)").fill("12/34");
    await page.getByLabel("Security code (CVC)").fill("123");
    await page.getByLabel("Name on card").fill("Abebe Kebede");
    await page.getByRole("button", { name: /^Pay USD/ }).click();
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();

    await page.getByRole("link", { name: "View receipt" }).click();
    await expect(page).toHaveURL(new RegExp(`${new URL(p.checkout_url).pathname}/receipt$`));
    await expect(page).toHaveTitle("Receipt · USD 12.50 to Demo Store");
    await expect(page.getByRole("heading", { level: 1, name: "Receipt" })).toBeVisible();
    const article = page.getByRole("article");
    await expect(article).toContainText("USD 12.50");
    await expect(article).toContainText("Visa •••• 4242");
    await expect(article).toContainText(p.gateway_reference);
    await expect(article).toContainText(p.merchant_reference);
    await expect(article).toContainText("Abebe Kebede");
    await expectAccessible(page);

    // "Print" opens the browser's print dialog (window.print, counted here instead of printing).
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await page.getByRole("button", { name: "Print or save as PDF" }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    // Printed: the controls are gone, the receipt stays.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeHidden();
    await expect(article).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("everything is there, and the page says how to print", async ({ page, request }) => {
      const p = await createPayment(request);
      // Paid through the checkout's own forms, with no script at all (USD opens on the card).
      await page.goto(p.checkout_url);
      await page.getByLabel("Card number").fill("4242424242424242");
      await page.getByLabel("Expiry (MM / YY)").fill("12/34");
      await page.getByLabel("Security code (CVC)").fill("123");
      await page.getByLabel("Name on card").fill("Abebe Kebede");
      await page.getByRole("button", { name: /^Pay USD/ }).click();
      await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
      await page.getByRole("link", { name: "View receipt" }).click();
      await expect(page.getByRole("article")).toContainText(p.gateway_reference);
      await expect(page.getByRole("article")).toContainText("USD 12.50");
      await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeHidden();
      // A <noscript> hint (Playwright's text matching skips <noscript>, so it is found by CSS).
      await expect(page.locator("noscript p")).toBeVisible();
      await expect(page.locator("noscript p")).toHaveText("To print this receipt or save it as a PDF, use your browser's Print command.");
    });
  });

  test("an unpaid payment has no receipt: 404 with the way back to its checkout", async ({ page, request }) => {
    const p = await createPayment(request);
    const response = await page.goto(`${p.checkout_url}/receipt`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Receipt not available" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the payment page" })).toHaveAttribute("href", new URL(p.checkout_url).pathname);
    await expectAccessible(page);
  });
});
