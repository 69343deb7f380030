// Issue 12, "open a customer", in Chromium against `next start`. A new merchant (so no other
// spec's settings interfere) finds customer profiles off, follows the note to Settings and
// turns them on; two payments of one customer (one paid by card, one left pending) and one of
// another customer arrive through the API; the Customers list shows them with payment count
// and total paid, the search narrows it, and opening the customer shows their payments, each
// linking to its payment page.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectAccessible, signIn } from "./support";

test.use({ bypassCSP: true });

async function createPayment(request: APIRequestContext, key: string, body: Record<string, unknown>) {
  const res = await request.post("/v2/payments/hosted", { headers: { Authorization: `Bearer ${key}` }, data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as { gateway_reference: string; checkout_url: string };
}

/** Pays a payment with the simulator's always-successful card through the checkout form. */
async function payByCard(request: APIRequestContext, baseURL: string, checkoutUrl: string) {
  const token = checkoutUrl.split("/checkout/")[1];
  const res = await request.post(`/checkout/${token}/pay`, {
    headers: { Origin: baseURL },
    form: { method: "card", card_number: "4242424242424242", expiry: "12/34", cvc: "123", name: "Liya Haile" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
}

test("turn profiles on, then open a customer from the list and see their payments", async ({ page, request, baseURL }) => {
  const who = { email: `customers-${Date.now()}@example.test`, password: "correct horse battery staple" };
  const signup = await request.post("/api/dashboard/signup", { headers: { Origin: baseURL! }, data: { name: "Customer Shop", ...who } });
  expect(signup.status(), await signup.text()).toBe(201);
  const key = (await signup.json()).data.test_secret_key as string;
  await signIn(page, who);

  // Profiles are off for a new merchant: the page says so and links to Settings.
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Customers", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  await expect(page.getByText("Customer profiles are off")).toBeVisible();
  await expect(page.getByText("No test customers yet")).toBeVisible();
  await page.getByRole("link", { name: "Turn them on in Settings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await page.getByRole("switch", { name: "Customer profiles" }).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();

  const liya = { first_name: "Liya", last_name: "Haile", email: "liya@example.test", phone_number: "+251911456789" };
  const paid = await createPayment(request, key, { amount: 120.5, currency: "ETB", customer: liya });
  await payByCard(request, baseURL!, paid.checkout_url);
  const pending = await createPayment(request, key, { amount: 40, currency: "USD", customer: { email: "LIYA@example.test" } });
  await createPayment(request, key, { amount: 10, currency: "ETB", customer: { first_name: "Yonas", phone_number: "+251922000111" } });

  await page.goto("/dashboard/customers");
  await expect(page.getByText("Customer profiles are off")).toHaveCount(0);
  const table = page.getByRole("table");
  const liyaRow = table.getByRole("row").filter({ hasText: "Liya Haile" });
  await expect(liyaRow).toContainText("liya@example.test");
  await expect(liyaRow.getByRole("cell").nth(2)).toHaveText("2");
  await expect(liyaRow).toContainText("ETB 120.50");
  await expect(table.getByRole("row").filter({ hasText: "Yonas" })).toContainText("+251922000111");
  await expectAccessible(page);

  // Search by the start of a name narrows the list.
  await page.getByLabel("Search customers").fill("yon");
  await expect(table.getByRole("row").filter({ hasText: "Liya Haile" })).toHaveCount(0);
  await expect(table.getByRole("row").filter({ hasText: "Yonas" })).toBeVisible();
  await page.getByLabel("Search customers").fill("liya@");
  await expect(table.getByRole("row").filter({ hasText: "Yonas" })).toHaveCount(0);

  // Open the customer: their two payments, newest first, each linking to its page.
  await table.getByRole("link", { name: "Liya Haile" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Liya Haile" })).toBeVisible();
  const payments = page.getByRole("region", { name: "Payments" });
  const links = payments.getByRole("link");
  await expect(links).toHaveText([pending.gateway_reference, paid.gateway_reference]);
  await expect(payments.getByRole("row").filter({ hasText: paid.gateway_reference })).toContainText("ETB 120.50");
  await expect(page.getByRole("region", { name: "Details" })).toContainText("+251911456789");
  await expectAccessible(page);
  await links.filter({ hasText: paid.gateway_reference }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/payments/${paid.gateway_reference}$`));

  // An unknown customer id is the not-found page.
  await page.goto("/dashboard/customers/cus_0000000000000000000000");
  await expect(page.getByRole("heading", { name: "Customer not found" })).toBeVisible();
});
