// In Chromium against `next start`: a merchant with no developer creates a donation link
// and an event with tickets in the dashboard, shares them, and sees the money arrive. Customers
// open the links signed out on a phone-sized window, with JavaScript off for the link's page and
// the checkout (both work without it), pay with the simulator's test card, and see the receipt;
// the event's receipt carries a QR code per ticket, and the door checks a ticket in once.
// Every page is checked with axe.
import { devices, expect, test, type Browser, type Page } from "@playwright/test";
import { expectAccessible, signIn } from "./support";

test.use({ bypassCSP: true });

const phone = { ...devices["Pixel 7"], bypassCSP: true };

/** A new merchant of its own (no other spec's links or settings in its lists), signed in. */
async function newMerchant(page: Page, baseURL: string, name: string) {
  const who = { email: `links-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`, password: "correct horse battery staple" };
  const signup = await page.request.post("/api/dashboard/signup", { headers: { Origin: baseURL }, data: { name, ...who } });
  expect(signup.status(), await signup.text()).toBe(201);
  await signIn(page, who);
  return who;
}

/** Pays the hosted checkout the page is on with the simulator's always-successful card. */
async function payByCard(page: Page) {
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM / YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Name on card").fill("Almaz Tesfaye");
  await page.getByRole("button", { name: /^Pay / }).first().click();
}

/**
 * axe needs a script on the page: the pages a phone without JavaScript saw are checked again, by
 * address, on a phone with it.
 */
async function expectAccessibleOnPhone(browser: Browser, url: string) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(url);
  await expectAccessible(page);
  await context.close();
}

/** A signed-out phone, with JavaScript off: the link's page and the checkout work without it. */
async function phoneWithoutJavaScript(browser: Browser) {
  return browser.newContext({ ...phone, javaScriptEnabled: false });
}

async function createLink(page: Page, kind: "Payment" | "Donation" | "Event") {
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Payment links", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment links" })).toBeVisible();
  await page.getByRole("link", { name: "New link" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "New payment link" })).toBeVisible();
  await page.getByRole("radio", { name: new RegExp(`^${kind}`) }).check();
}

test("a donation link: created in the dashboard, paid on a phone without JavaScript, with its receipt and payment in the dashboard", async ({ page, browser, baseURL }) => {
  await newMerchant(page, baseURL!, "Saint Mary School");

  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Payment links", exact: true }).click();
  // The empty state says what a link is.
  await expect(page.getByText("No test payment links yet")).toBeVisible();
  await expect(page.getByText(/A payment link is a page with your name/)).toBeVisible();
  await expectAccessible(page);

  await createLink(page, "Donation");
  await expect(page.getByRole("radio", { name: "The customer chooses" })).toBeChecked();
  // Client-side errors beside their fields, nothing sent.
  await page.getByRole("button", { name: "Create link" }).click();
  await expect(page.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Title")).toBeFocused();
  await page.getByLabel("Currency").selectOption("USD");
  await page.getByLabel("Minimum (USD)").fill("20");
  await page.getByLabel("Maximum (USD)").fill("10");
  await page.getByLabel("Maximum (USD)").blur();
  await expect(page.getByText("Must be at least the minimum")).toBeVisible();
  const suggested = page.getByRole("textbox", { name: "Suggested amounts" });
  await suggested.fill("10, 25, abc");
  await suggested.blur();
  await expect(page.getByText("Enter the amount in digits, like 1,000 or 1,000.50")).toBeVisible();
  // Amounts written with thousands separators are read as people mean them, in every amount field.
  await page.getByLabel("Minimum (USD)").fill("1,000");
  await page.getByLabel("Maximum (USD)").fill("50 000");
  await suggested.fill("5,000, 10,000, 20,000");
  await suggested.blur();
  await expect(suggested).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Maximum (USD)")).not.toHaveAttribute("aria-invalid", "true");
  // A comma that is no thousands separator is not guessed at.
  await suggested.fill("1,00");
  await suggested.blur();
  await expect(page.getByText("Use a comma only between groups of three digits, and a dot for decimals: 1,000.50, or 1.00")).toBeVisible();
  // An image of the wrong type is refused before upload.
  await page.getByLabel("Image").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
  await expect(page.getByText("Choose a PNG, JPEG, WebP or GIF image")).toBeVisible();
  await page.getByLabel("Image").setInputFiles([]);
  await expectAccessible(page);

  const title = `School trip fund ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Help every child join the trip to Lalibela.");
  await page.getByLabel("Minimum (USD)").fill("5");
  await page.getByLabel("Maximum (USD)").fill("500");
  await page.getByRole("textbox", { name: "Suggested amounts" }).fill("10, 25, 50");
  await page.getByRole("button", { name: "Add a question" }).click();
  await page.getByLabel("Question 1").fill("Student's class");
  await page.getByRole("button", { name: "Create link" }).click();

  // The link's page: address, copy, poster with the QR code.
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const url = await page.getByLabel("Public address of the link").inputValue();
  expect(url).toMatch(/\/l\/[0-9A-Za-z]{13}$/);
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
  const poster = page.locator("#link-poster");
  await expect(poster.getByRole("img", { name: `QR code of ${url}` })).toBeVisible();
  await expect(poster.locator("svg")).toHaveCount(1);
  await expect(page.getByText("No payments yet")).toBeVisible();
  await expectAccessible(page);
  // Printing prints the poster alone.
  await page.emulateMedia({ media: "print" });
  await expect(poster.getByText(title)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print poster" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  // A parent opens the link signed out on a phone, JavaScript off, and gives USD 25.
  const context = await phoneWithoutJavaScript(browser);
  const customer = await context.newPage();
  await customer.goto(url);
  await expect(customer.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expectAccessibleOnPhone(browser, customer.url());
  // The suggested amounts are buttons (radios); "Other" opens a field of its own.
  await customer.locator("label").filter({ hasText: /^USD 25\.00$/ }).click();
  await customer.getByLabel("First name").fill("Almaz");
  await customer.getByLabel("E-mail").fill("almaz@example.test");
  await customer.getByLabel("Student's class (optional)").fill("Grade 4B");
  await customer.getByRole("button", { name: "Continue to donate" }).click();
  await expect(customer).toHaveURL(/\/checkout\//);
  await expect(customer.getByText("USD 25.00").first()).toBeVisible();
  await payByCard(customer);
  await expect(customer.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await customer.getByRole("link", { name: /receipt/i }).click();
  await expect(customer).toHaveURL(/\/checkout\/[^/]+\/receipt$/);
  await expect(customer.getByRole("heading", { level: 1 })).toContainText(/Receipt/i);
  await expect(customer.getByText("USD 25.00").first()).toBeVisible();
  await expect(customer.getByText("Saint Mary School").first()).toBeVisible();
  await expectAccessibleOnPhone(browser, customer.url());
  await context.close();

  // The money arrives: the link's page and the payments list.
  await page.reload();
  const payments = page.getByRole("region", { name: "Payments" });
  await expect(payments).toContainText("1 successful · USD 25.00 collected");
  const row = payments.getByRole("row").filter({ hasText: "USD 25.00" });
  await expect(row).toContainText("Succeeded");
  await expect(row).toContainText("Almaz");
  await page.getByRole("link", { name: "Payment links", exact: true }).first().click();
  const linkRow = page.getByRole("table").getByRole("row").filter({ hasText: title });
  await expect(linkRow).toContainText("Donation");
  await expect(linkRow).toContainText("USD 25.00");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Payments", exact: true }).click();
  await expect(page.getByRole("table").getByRole("row").filter({ hasText: "USD 25.00" }).first()).toContainText("Succeeded");
});

test("an event with tickets: two tickets bought on a phone, both QR codes on the receipt, one checked in once", async ({ page, browser, baseURL }) => {
  await newMerchant(page, baseURL!, "Addis Jazz Club");
  await createLink(page, "Event");
  const title = `Friday night jazz ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Currency").selectOption("USD");
  await page.getByLabel("Name").first().fill("General admission");
  await page.getByLabel("Price (USD)").fill("15");
  await page.getByLabel("Tickets available").fill("50");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Create link" }).click();

  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const types = page.getByRole("region", { name: "Ticket types" });
  await expect(types.getByRole("row").filter({ hasText: "General admission" })).toContainText("0 of 50");
  await expect(page.getByRole("region", { name: "Tickets" })).toContainText("No tickets yet");
  const url = await page.getByLabel("Public address of the link").inputValue();
  await expectAccessible(page);

  const context = await phoneWithoutJavaScript(browser);
  const customer = await context.newPage();
  await customer.goto(url);
  await expect(customer.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expectAccessibleOnPhone(browser, customer.url());
  // Step one: how many of each type; step two: a name per ticket and the buyer's details.
  await customer.getByLabel("General admission").selectOption("2");
  await customer.getByRole("button", { name: "Continue" }).click();
  await customer.getByLabel("Ticket 1 (General admission): attendee's name").fill("Hana Girma");
  await customer.getByLabel("Ticket 2 (General admission): attendee's name").fill("Dawit Bekele");
  await customer.getByLabel("First name").fill("Hana");
  await customer.getByLabel("E-mail").fill("hana@example.test");
  await customer.getByRole("button", { name: "Continue to payment" }).click();
  await expect(customer).toHaveURL(/\/checkout\//);
  await expect(customer.getByText("USD 30.00").first()).toBeVisible();
  await payByCard(customer);
  await expect(customer.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  // The tickets are on the success screen itself, QR codes and all, not only behind "View receipt";
  // with no mail server the screen does not claim the receipt is e-mailed, it says how to keep it.
  const onSuccess = customer.getByRole("region", { name: "Your tickets (2)" });
  await expect(onSuccess.getByRole("img", { name: /TKT-[0-9A-Z]{4}-[0-9A-Z]{4}/ })).toHaveCount(2);
  await expect(customer.getByText("Keep this page's receipt link to see the receipt and the tickets again")).toBeVisible();
  await expect(customer.getByText(/is on its way to/)).toHaveCount(0);
  await expectAccessibleOnPhone(browser, customer.url());
  await customer.getByRole("link", { name: /receipt/i }).click();
  await expect(customer).toHaveURL(/\/receipt$/);
  const references = (await customer.getByText(/TKT-[0-9A-Z]{4}-[0-9A-Z]{4}/).allInnerTexts()).flatMap((t) => t.match(/TKT-[0-9A-Z]{4}-[0-9A-Z]{4}/g) ?? []);
  const unique = [...new Set(references)];
  expect(unique).toHaveLength(2);
  for (const reference of unique) await expect(customer.getByRole("img", { name: new RegExp(reference) })).toBeVisible();
  await expectAccessibleOnPhone(browser, customer.url());
  await context.close();

  // The door: two staff have the tickets list open; one checks Hana in, the other's try is refused.
  await page.reload();
  await expect(types.getByRole("row").filter({ hasText: "General admission" })).toContainText("2 of 50");
  const tickets = page.getByRole("region", { name: "Tickets" });
  await expect(tickets.getByRole("row").filter({ hasText: "Paid" })).toHaveCount(2);
  const hana = tickets.getByRole("row").filter({ hasText: "Hana Girma" });
  const reference = (await hana.getByRole("cell").first().innerText()).trim();
  const door = await page.context().newPage();
  await door.goto(page.url());
  const doorHana = door.getByRole("region", { name: "Tickets" }).getByRole("row").filter({ hasText: "Hana Girma" });
  await expect(doorHana.getByRole("button", { name: `Check in ${reference}` })).toBeVisible();

  // Search by reference narrows the list.
  await page.getByLabel("Search tickets by reference").fill(reference.slice(0, 8));
  await expect(tickets.getByRole("row").filter({ hasText: "Dawit Bekele" })).toHaveCount(0);
  await hana.getByRole("button", { name: `Check in ${reference}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `${reference} checked in` })).toBeVisible();
  await expect(hana).toContainText("Checked in");
  await expect(hana.getByRole("button", { name: /Check in/ })).toHaveCount(0);
  await expectAccessible(page);

  await doorHana.getByRole("button", { name: `Check in ${reference}` }).click();
  await expect(door.getByRole("alert").filter({ hasText: `${reference} was not checked in` })).toContainText("already checked in");
  await expect(doorHana).toContainText("Checked in");
  await expectAccessible(door);
  await door.close();

  // Back from the checkout to the attendee step: a page of its own (the quantities in its address),
  // not a POST's answer that Chrome would only show again after "Confirm Form Resubmission".
  const again = await phoneWithoutJavaScript(browser);
  const buyer = await again.newPage();
  await buyer.goto(url);
  await buyer.getByLabel("General admission").selectOption("1");
  await buyer.getByRole("button", { name: "Continue" }).click();
  await expect(buyer).toHaveURL(/\?qty\./);
  await buyer.getByLabel("Ticket 1 (General admission): attendee's name").fill("Meron Tadesse");
  await buyer.getByLabel("First name").fill("Meron");
  await buyer.getByLabel("E-mail").fill("meron@example.test");
  await buyer.getByRole("button", { name: "Continue to payment" }).click();
  await expect(buyer).toHaveURL(/\/checkout\//);
  const back = await buyer.goBack();
  expect(back?.status()).toBe(200);
  await expect(buyer).toHaveURL(/\/l\/\w+\?qty\./);
  await expect(buyer.getByLabel("Ticket 1 (General admission): attendee's name")).toBeVisible();
  await expect(buyer.getByRole("button", { name: "Continue to payment" })).toBeVisible();
  await again.close();
});

test("a refund in full voids an event's tickets: the receipt, the dashboard and the door say so; on a phone the quantity select stays in its card", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await newMerchant(page, baseURL!, "Bole Comedy Club");
  // A refund in full gives back more than the payment left after its fee: test funds cover it.
  const funds = await page.request.post("/api/dashboard/balances/test-funds", { headers: { Origin: baseURL! }, data: { amount: 100, currency: "USD" } });
  expect(funds.status(), await funds.text()).toBe(201);
  await createLink(page, "Event");
  const title = `Stand-up night ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Currency").selectOption("USD");
  await page.getByLabel("Name").first().fill("Front row with a long name for a small screen");
  await page.getByLabel("Price (USD)").fill("15");
  await page.getByLabel("Tickets available").fill("50");
  await page.getByRole("button", { name: "Create link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const url = await page.getByLabel("Public address of the link").inputValue();
  const linkPage = page.url();

  // A 390 px phone: the quantity select sits inside its card, arrow and all.
  const small = await browser.newContext({ ...phone, viewport: { width: 390, height: 844 } });
  const look = await small.newPage();
  await look.goto(url);
  const select = look.getByLabel("Front row with a long name for a small screen");
  const selectBox = (await select.boundingBox())!;
  const cardBox = (await select.locator("xpath=ancestor::li[1]").boundingBox())!;
  expect(selectBox.x + selectBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width - 8);
  expect(selectBox.width).toBeLessThan(120);
  expect(await look.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await small.close();

  const context = await phoneWithoutJavaScript(browser);
  const customer = await context.newPage();
  await customer.goto(url);
  await customer.getByLabel("Front row with a long name for a small screen").selectOption("1");
  await customer.getByRole("button", { name: "Continue" }).click();
  await customer.getByLabel("Ticket 1 (Front row with a long name for a small screen): attendee's name").fill("Selam Ayele");
  await customer.getByLabel("First name").fill("Selam");
  await customer.getByLabel("E-mail").fill("selam@example.test");
  await customer.getByRole("button", { name: "Continue to payment" }).click();
  await payByCard(customer);
  await expect(customer.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await customer.getByRole("link", { name: /receipt/i }).click();
  await expect(customer).toHaveURL(/\/receipt$/);
  const receiptUrl = customer.url();
  const reference = /TKT-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(await customer.locator("body").innerText())![0];
  await expect(customer.getByRole("img", { name: `QR code of ticket ${reference}` })).toBeVisible();
  await expect(customer.getByText("Void (refunded)")).toHaveCount(0);

  // The merchant refunds the whole payment from its page.
  await page.reload();
  await page.getByRole("region", { name: "Payments" }).getByRole("link").first().click();
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  const form = page.getByRole("dialog", { name: "Refund payment" });
  await expect(form.getByLabel("Amount (USD)")).toHaveValue("15.00");
  await form.getByRole("button", { name: "Review refund" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm refund" });
  await confirm.getByRole("button", { name: "Refund USD 15.00" }).click();
  await expect(page.getByRole("status").getByText("Refund created")).toBeVisible();
  await expect(page.getByRole("region", { name: "Details" })).toContainText("Fully refunded");

  // The receipt: the ticket is void and shows no code to scan.
  await customer.goto(receiptUrl);
  await expect(customer.getByText("Void (refunded)")).toBeVisible();
  await expect(customer.getByText("This payment was refunded in full: these tickets no longer admit.")).toBeVisible();
  await expect(customer.getByRole("img", { name: `QR code of ticket ${reference}` })).toHaveCount(0);
  await context.close();
  await expectAccessibleOnPhone(browser, receiptUrl);

  // The dashboard's door list says so and offers no check-in; the door's own call is refused with the reason.
  await page.goto(linkPage);
  const row = page.getByRole("region", { name: "Tickets" }).getByRole("row").filter({ hasText: "Selam Ayele" });
  await expect(row).toContainText("Void (refunded)");
  await expect(row.getByRole("button", { name: /Check in/ })).toHaveCount(0);
  await expectAccessible(page);
  const linkId = new URL(linkPage).pathname.split("/").pop()!;
  const refused = await page.request.post(`/api/dashboard/payment-links/${linkId}/tickets/${reference}/check-in`, { headers: { Origin: baseURL! }, data: {} });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ message: `ticket ${reference} is void: its payment was refunded in full`, error: { code: "INVALID_STATE", details: { status: "void" } } });
});

test("a link page takes a phone number as people in the country write it, and a refusal is summed up at the top, with the focus", async ({ page, browser, baseURL }) => {
  await newMerchant(page, baseURL!, "Merkato Crafts");
  // Five minutes to pay, on Addis Ababa's clock: the checkout warns before the time runs out.
  const settings = await page.request.patch("/api/dashboard/settings", { headers: { Origin: baseURL! }, data: { session_lifetime_minutes: 5, time_zone: "Africa/Addis_Ababa" } });
  expect(settings.status(), await settings.text()).toBe(200);
  await createLink(page, "Payment");
  const title = `Basket ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Currency").selectOption("ETB");
  await page.getByLabel("Amount (ETB)").fill("1,250");
  await page.getByRole("checkbox", { name: "Phone number" }).check();
  await page.getByRole("button", { name: "Create link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const url = await page.getByLabel("Public address of the link").inputValue();

  const context = await browser.newContext({ ...phone, viewport: { width: 390, height: 844 } });
  const customer = await context.newPage();
  await customer.goto(url);
  await expect(customer.getByLabel("Phone number")).toHaveAccessibleDescription(/091 123 4567/);
  await customer.getByLabel("First name").fill("Tigist");
  await customer.getByLabel("E-mail").fill("tigist@example");
  await customer.getByLabel("Phone number").fill("12345");
  await customer.getByRole("button", { name: "Continue to payment" }).click();
  // The server refused two fields: the page comes back with a summary that has the focus and is
  // on screen, each line a link to its field; what was typed is kept.
  const summary = customer.getByRole("alert").filter({ hasText: "Check these 2 and try again" });
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(summary.getByRole("link", { name: "Enter a valid e-mail address, e.g. name@example.com" })).toHaveAttribute("href", "#email");
  await expect(summary.getByRole("link", { name: "Enter your phone number, e.g. +251 91 123 4567 or 091 123 4567" })).toHaveAttribute("href", "#phone_number");
  await expect(customer.getByLabel("First name")).toHaveValue("Tigist");
  await expectAccessible(customer);
  await summary.getByRole("link", { name: /phone number/ }).click();
  await expect(customer).toHaveURL(/#phone_number$/);
  await context.close();

  // The local Ethiopian form goes through, stored in international form.
  const again = await browser.newContext({ ...phone, viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const buyer = await again.newPage();
  await buyer.goto(url);
  await buyer.getByLabel("First name").fill("Tigist");
  await buyer.getByLabel("E-mail").fill("tigist@example.test");
  await buyer.getByLabel("Phone number").fill("0911 234 567");
  await buyer.getByRole("button", { name: "Continue to payment" }).click();
  await expect(buyer).toHaveURL(/\/checkout\//);
  await expect(buyer.getByRole("status").filter({ hasText: "Pay by" })).toHaveText(
    /^Pay by \d{2}:\d{2} \(East Africa Time\): about [45] minutes left\. After that this page takes no payment and nothing is charged\.$/,
  );
  await again.close();
});

// Under the real policy (this file's other tests bypass it): the form previews the chosen image
// from a blob: URL before it is uploaded, which the dashboard's img-src must allow.
test.describe("the image preview under the dashboard's Content-Security-Policy", () => {
  test.use({ bypassCSP: false });

  test("a chosen image previews at once, with no policy refusal in the console", async ({ page, browser, baseURL }) => {
    const refusals: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
    });
    await newMerchant(page, baseURL!, "Preview Bakery");
    await createLink(page, "Donation");
    // A 1×1 PNG.
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
    await page.getByLabel("Image").setInputFiles({ name: "bread.png", mimeType: "image/png", buffer: png });
    const preview = page.getByRole("img", { name: "Preview of the chosen image" });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute("src", /^blob:/);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(refusals).toEqual([]);
    // axe is injected as a script the policy would refuse: the same form, preview shown, is checked
    // in a context of the same session that bypasses it.
    const context = await browser.newContext({ bypassCSP: true, storageState: await page.context().storageState() });
    const axePage = await context.newPage();
    await axePage.goto(page.url());
    await axePage.getByLabel("Image").setInputFiles({ name: "bread.png", mimeType: "image/png", buffer: png });
    await expect(axePage.getByRole("img", { name: "Preview of the chosen image" })).toBeVisible();
    await expectAccessible(axePage);
    await context.close();
  });
});
