// In Chromium against `next start`. A new merchant (so no other
// spec's settings interfere) has customer profiles on from the start: two
// payments of one customer (one paid by card, one left pending) and one of another customer
// arrive through the API; the Customers list shows them with payment count and total paid, the
// search narrows it, and opening the customer shows their payments, each linking to its payment
// page. A merchant who had profiles off turns them on in Settings, is offered to build
// them from past payments, does, and finds Almaz by any start of her name on Customers and on
// Payments.
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

test("a new merchant's customers are listed from its first payments; open one and see their payments", async ({ page, request, baseURL }) => {
  const who = { email: `customers-${Date.now()}@example.test`, password: "correct horse battery staple" };
  const signup = await request.post("/api/dashboard/signup", { headers: { Origin: baseURL! }, data: { name: "Customer Shop", ...who } });
  expect(signup.status(), await signup.text()).toBe(201);
  const key = (await signup.json()).data.test_secret_key as string;
  await signIn(page, who);

  // Profiles are on for a new merchant: nothing to turn on first.
  const liya = { first_name: "Liya", last_name: "Haile", email: "liya@example.test", phone_number: "+251911456789" };
  const paid = await createPayment(request, key, { amount: 120.5, currency: "ETB", customer: liya });
  await payByCard(request, baseURL!, paid.checkout_url);
  const pending = await createPayment(request, key, { amount: 40, currency: "USD", customer: { email: "LIYA@example.test" } });
  await createPayment(request, key, { amount: 10, currency: "ETB", customer: { first_name: "Yonas", phone_number: "+251922000111" } });

  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Customers", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
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

test("turning profiles on offers to build them from past payments; Almaz is found by any start of her name", async ({ page, request, baseURL }) => {
  const who = { email: `backfill-${Date.now()}@example.test`, password: "correct horse battery staple" };
  const signup = await request.post("/api/dashboard/signup", { headers: { Origin: baseURL! }, data: { name: "Backfill Shop", ...who } });
  expect(signup.status(), await signup.text()).toBe(201);
  const key = (await signup.json()).data.test_secret_key as string;
  await signIn(page, who);
  // This merchant had profiles off (as merchants made may have) while it took payments.
  const off = await page.request.patch("/api/dashboard/settings", { headers: { Origin: baseURL! }, data: { customer_profiles_enabled: false } });
  expect(off.status(), await off.text()).toBe(200);
  const almaz = { first_name: "Almaz", last_name: "Tesfaye", email: "almaz.t@example.test", phone_number: "+251911223344" };
  const first = await createPayment(request, key, { amount: 75, currency: "ETB", customer: almaz });
  const second = await createPayment(request, key, { amount: 25, currency: "ETB", customer: { email: "almaz.t@example.test" } });
  const abebe = await createPayment(request, key, { amount: 10, currency: "ETB", customer: { first_name: "Abebe", last_name: "Kebede", email: "abebe.k@example.test" } });

  await page.goto("/dashboard/customers");
  await expect(page.getByText("Customer profiles are off")).toBeVisible();
  await expect(page.getByText("No test customers yet")).toBeVisible();
  await page.getByRole("link", { name: "Turn them on in Settings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await page.getByRole("switch", { name: "Customer profiles" }).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();

  // The offer: three past payments name a customer.
  const offer = page.getByRole("status").filter({ hasText: "Build profiles from past payments?" });
  await expect(offer).toContainText("3 past payments name a customer");
  await expectAccessible(page);
  await offer.getByRole("button", { name: "Build profiles from past payments" }).click();
  await expect(page.getByText("Customer profiles built")).toBeVisible();
  await expect(offer).toHaveCount(0);

  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Customers", exact: true }).click();
  const table = page.getByRole("table");
  const almazRow = table.getByRole("row").filter({ hasText: "Almaz Tesfaye" });
  await expect(almazRow.getByRole("cell").nth(2)).toHaveText("2");
  await expect(table.getByRole("row").filter({ hasText: "Abebe Kebede" })).toBeVisible();
  // Search by the start of the first name, any case, of the last name, or the phone without its country code.
  for (const q of ["Almaz", "almaz", "TESF", "0911 223"]) {
    await page.getByLabel("Search customers").fill(q);
    await expect(table.getByRole("row").filter({ hasText: "Abebe Kebede" }), q).toHaveCount(0);
    await expect(almazRow, q).toBeVisible();
  }
  // The last search's answer is in: not waiting out the typing delay, and not the previous answer, dimmed.
  await expect(table).not.toHaveAttribute("aria-busy", "true");
  await expect(table).not.toHaveClass(/opacity-60/);
  await expectAccessible(page);

  // The same search on Payments.
  await page.goto("/dashboard/payments");
  const payments = page.getByRole("table", { name: "Payments" });
  const references = () => payments.locator("tbody tr").evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.reference));
  await expect.poll(references).toEqual([abebe, second, first].map((p) => p.gateway_reference));
  for (const q of ["Almaz", "alm", "tesfaye", "almaz.t@"]) {
    await page.getByRole("searchbox", { name: "Search" }).fill(q);
    await page.getByRole("searchbox", { name: "Search" }).press("Enter");
    // The second payment gave only the e-mail: "almaz" starts that too, "tesfaye" does not.
    await expect.poll(references, q).toEqual(q === "tesfaye" ? [first.gateway_reference] : [second, first].map((p) => p.gateway_reference));
  }
  await expectAccessible(page);
});
