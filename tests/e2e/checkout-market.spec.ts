// Items 1-4, on the hosted checkout in Chromium against `next start`: "Cancel payment"
// asks first (JavaScript on and off) and then offers the way back to the shop's website; local
// phone numbers of the payment's country are accepted; the methods follow each market; the two
// references are named for the customer; the test values are of the payment's country.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectAccessible, openPaymentMethod, seed, signIn } from "./support";

type Created = { checkout_url: string; gateway_reference: string };

async function createPayment(request: APIRequestContext, body: Record<string, unknown>, key = seed().keys.test.secret): Promise<Created> {
  const res = await request.post("/v2/payments/hosted", { headers: { Authorization: `Bearer ${key}` }, data: { amount: 25000, currency: "UGX", ...body } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
}

async function status(request: APIRequestContext, reference: string, key = seed().keys.test.secret): Promise<{ status: string; payment_method: string | null }> {
  const res = await request.get(`/v2/payments/${reference}/verify`, { headers: { Authorization: `Bearer ${key}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

/** The method names the checkout lists, in order. */
async function listedMethods(page: Page): Promise<string[]> {
  return (await page.locator("input[name='payment-method'] + label").allInnerTexts()).map((t) => t.split("\n")[0].trim());
}

// A phone: the cancel link sits under the method list, where a thumb lands.
test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });

test("cancel asks first; after cancelling, the way back is the shop's website from Settings", async ({ page, request, baseURL }) => {
  const who = { email: `website-${Date.now()}@example.test`, password: "correct horse battery staple" };
  const signup = await request.post("/api/dashboard/signup", { headers: { Origin: baseURL! }, data: { name: "Kampala Crafts", ...who } });
  expect(signup.status(), await signup.text()).toBe(201);
  const key = (await signup.json()).data.test_secret_key as string;

  await test.step("the merchant sets its website in Settings", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, who);
    await page.goto("/dashboard/settings");
    const website = page.getByLabel("Website");
    await website.fill("http://kampala-crafts.example");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(website).toHaveAccessibleDescription(/https:\/\//);
    await website.fill("https://kampala-crafts.example/shop");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
  });

  const p = await createPayment(request, { merchant_reference: `craft-${Date.now()}` }, key);
  await page.goto(p.checkout_url);
  await page.getByRole("button", { name: "Cancel payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this payment?" });
  await expect(dialog).toBeVisible();
  // Keeping on paying is the default: it has the focus, and Escape or the button keep the payment.
  await expect(dialog.getByRole("button", { name: "Keep paying" })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Keep paying" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Cancel payment" }).click();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect((await status(request, p.gateway_reference, key)).status).toBe("pending");

  await page.getByRole("button", { name: "Cancel payment" }).click();
  await dialog.getByRole("button", { name: "Yes, cancel payment" }).click();
  await expect(page.getByRole("heading", { name: "Payment cancelled" })).toBeVisible();
  // No return_url on this payment: the shop's website is the way back.
  await expect(page.getByRole("link", { name: "Back to Kampala Crafts" })).toHaveAttribute("href", "https://kampala-crafts.example/shop");
  expect((await status(request, p.gateway_reference, key)).status).toBe("cancelled");
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("cancel shows a confirm page with Keep paying first; confirming cancels and links back to return_url", async ({ page, request, baseURL }) => {
    const p = await createPayment(request, { return_url: `${baseURL}/healthz?x=1` });
    await page.goto(p.checkout_url);
    await page.getByRole("button", { name: "Cancel payment" }).click();
    await expect(page.getByRole("heading", { name: "Cancel this payment?" })).toBeVisible();
    expect((await status(request, p.gateway_reference)).status).toBe("pending");
    await page.getByRole("link", { name: "Keep paying" }).click();
    await expect(page.getByRole("heading", { name: "Pay with" })).toBeVisible();

    await page.getByRole("button", { name: "Cancel payment" }).click();
    await page.getByRole("button", { name: "Yes, cancel payment" }).click();
    await expect(page.getByRole("heading", { name: "Payment cancelled" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Demo Store" })).toHaveAttribute("href", /status=cancelled/);
    expect((await status(request, p.gateway_reference)).status).toBe("cancelled");
  });
});

test("the no-JavaScript confirm page has no serious or critical axe-core violations", async ({ page, request }) => {
  const p = await createPayment(request, {});
  await page.goto(`${p.checkout_url}?cancel=confirm`);
  await expect(page.getByRole("heading", { name: "Cancel this payment?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Keep paying" })).toBeVisible();
  await expectAccessible(page);
});

test("local numbers of the payment's country are accepted (Kampala, Addis), another country's are refused with an example", async ({ page, request }) => {
  const ugx = await createPayment(request, {});
  await page.goto(ugx.checkout_url);
  // MTN leads a UGX checkout, open at once; nothing is filled in for the customer to type after.
  const phone = page.getByLabel("MTN Mobile Money phone number");
  await expect(phone).toHaveValue("");
  await phone.fill("0911110001");
  await page.getByRole("button", { name: "Pay UGX 25,000" }).filter({ visible: true }).click();
  await expect(phone).toHaveAccessibleDescription(/Enter a Ugandan mobile number, e\.g\. 0772 123 456 or \+256 772 123 456\./);
  await expectAccessible(page);
  await phone.fill("0772120001");
  await page.getByRole("button", { name: "Pay UGX 25,000" }).filter({ visible: true }).click();
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  expect(await status(request, ugx.gateway_reference)).toMatchObject({ status: "success", payment_method: "mtn_momo" });

  const etb = await createPayment(request, { amount: 1450.5, currency: "ETB" });
  await page.goto(etb.checkout_url);
  await page.getByLabel("telebirr phone number").fill("0911 11 00 01");
  await page.getByRole("button", { name: "Pay ETB 1,450.50" }).filter({ visible: true }).click();
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  expect(await status(request, etb.gateway_reference)).toMatchObject({ status: "success", payment_method: "telebirr" });
});

test("methods follow the market after the merchant's preferred ones; test values and references speak to the customer", async ({ page, request }) => {
  const cases = [
    ["ETB", ["telebirr", "CBE Birr", "M-Pesa", "E-birr", "Awash Birr", "Card", "Bank transfer"], "+251 91 111 0001"],
    ["UGX", ["MTN Mobile Money", "Airtel Money", "Card", "Bank transfer"], "+256 772 110 001"],
    ["DJF", ["WAAFI", "D-Money", "Card"], "+253 77 11 00 01"],
    ["USD", ["Card", "Bank transfer"], null],
  ] as const;
  for (const [currency, order, example] of cases) {
    const p = await createPayment(request, { amount: 500, currency, merchant_reference: `order-${currency}-${Date.now()}` });
    await page.goto(p.checkout_url);
    expect(await listedMethods(page), currency).toEqual(order);
    const panel = page.getByRole("region", { name: "Test values" });
    if (example) await expect(panel).toContainText(example);
    // Only the payment's own country: no Ethiopian example on a Ugandan or Djiboutian checkout.
    if (currency !== "ETB") await expect(panel).not.toContainText("+251");
    // Item 4: the shop's order and the gateway's payment, each named.
    const summary = page.locator("dl").first();
    await expect(summary.getByText("Order", { exact: true })).toBeVisible();
    await expect(summary.getByText(`order-${currency}-`, { exact: false })).toBeVisible();
    await expect(summary.getByText("Payment ID", { exact: true })).toBeVisible();
    await expect(summary.getByText(p.gateway_reference)).toBeVisible();
    await expect(page.getByText("Reference", { exact: true })).toHaveCount(0);
  }
  await expectAccessible(page);

  // The merchant's preferred_payment_methods still win.
  const preferred = await createPayment(request, { amount: 500, currency: "ETB", preferred_payment_methods: ["card"] });
  await page.goto(preferred.checkout_url);
  expect(await listedMethods(page)).toEqual(["Card", "telebirr", "CBE Birr", "M-Pesa", "E-birr", "Awash Birr", "Bank transfer"]);
  await openPaymentMethod(page, "telebirr");
  await expect(page.getByLabel("telebirr phone number")).toBeVisible();
});
