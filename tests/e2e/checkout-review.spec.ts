// Hosted checkout in Chromium against `next start`: every field error at once (with
// JavaScript and without), the retry keeps the wallet and its number, and the OTP allows 3 tries
// with the masked number and "use another number". Payments are created over real HTTP with the
// seeded demo merchant's keys (playwright.config.ts).
import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

type Seed = { keys: { test: { secret: string } } };
let seedCache: Seed | undefined;
const seed = (): Seed => (seedCache ??= JSON.parse(fs.readFileSync(path.resolve(".data/e2e/seed.json"), "utf8")));

type Created = { checkout_url: string; gateway_reference: string };

async function createPayment(request: APIRequestContext, body: Record<string, unknown> = {}): Promise<Created> {
  const res = await request.post("/v2/payments/hosted", {
    headers: { Authorization: `Bearer ${seed().keys.test.secret}` },
    data: { amount: 49.99, currency: "USD", customer: { first_name: "Abebe", last_name: "Kebede", email: "abebe@example.com" }, ...body },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
}

async function verify(request: APIRequestContext, reference: string) {
  const res = await request.get(`/v2/payments/${reference}/verify`, { headers: { Authorization: `Bearer ${seed().keys.test.secret}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data as { status: string; attempts: number; payment_method: string | null };
}

const MESSAGES = {
  card_number: "This card number is not valid. Check it for typos.",
  expiry: "This card has expired.",
  cvc: "Enter the 3 or 4 digit security code.",
};

async function fillBadCard(page: Page) {
  await page.getByLabel("Card number").fill("4242 4242 4242 4241");
  await page.getByLabel("Expiry (MM / YY)").fill("01/20");
  await page.getByLabel("Security code (CVC)").fill("12");
  await page.getByLabel("Name on card").fill("Abebe Kebede");
  await page.getByRole("button", { name: /^Pay USD/ }).click();
}

/** Each message is the field's own description (aria-describedby), and the field is marked invalid. */
async function expectAllCardMessages(page: Page) {
  await expect(page.getByLabel("Card number")).toHaveAccessibleDescription(MESSAGES.card_number);
  await expect(page.getByLabel("Expiry (MM / YY)")).toHaveAccessibleDescription(MESSAGES.expiry);
  await expect(page.getByLabel("Security code (CVC)")).toHaveAccessibleDescription(MESSAGES.cvc);
  for (const label of ["Card number", "Expiry (MM / YY)", "Security code (CVC)"]) {
    await expect(page.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
  }
  await expect(page.getByLabel("Name on card")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please match the requested format")).toHaveCount(0);
}

const ETB = { amount: 1450.5, currency: "ETB", preferred_payment_methods: ["card", "telebirr"] };
const payEtb = (page: Page) => page.getByRole("button", { name: "Pay ETB 1,450.50" }).filter({ visible: true }).click();

async function payTelebirr(page: Page, phone: string) {
  await page.getByRole("radio", { name: "telebirr", exact: true }).check();
  await page.getByLabel("telebirr phone number").fill(phone);
  await payEtb(page);
}

async function sendCode(page: Page, code: string) {
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Confirm ETB 1,450.50" }).click();
}

test.describe("every field error at once", () => {
  test("with JavaScript: checked in the browser, all messages beside their fields, nothing sent", async ({ page, request }) => {
    const p = await createPayment(request);
    await page.goto(p.checkout_url);
    const before = page.url();
    await expect(page.getByRole("form", { name: "Pay with Card" })).toHaveAttribute("novalidate", "");
    await fillBadCard(page);
    await expectAllCardMessages(page);
    // The browser's own check: the page did not go to the server.
    expect(page.url()).toBe(before);
    await expect(page.getByLabel("Card number")).toBeFocused();
    expect(await verify(request, p.gateway_reference)).toMatchObject({ status: "pending", attempts: 0 });

    // Typing clears that field's message; the corrected card pays.
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await expect(page.getByLabel("Card number")).not.toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Expiry (MM / YY)").fill("12/34");
    await page.getByLabel("Security code (CVC)").fill("123");
    await page.getByRole("button", { name: /^Pay USD/ }).click();
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server's answer shows every message beside its field", async ({ page, request }) => {
      const p = await createPayment(request);
      await page.goto(p.checkout_url);
      await fillBadCard(page);
      await page.waitForURL(/field_error=/);
      expect(new URL(page.url()).searchParams.getAll("field_error")).toEqual(["card_number:invalid", "expiry:expired", "cvc:format"]);
      await expectAllCardMessages(page);
      expect(page.url()).not.toMatch(/4241|4242/);
      expect(await verify(request, p.gateway_reference)).toMatchObject({ status: "pending", attempts: 0 });
    });
  });
});

test.describe("the retry keeps the choice", () => {
  test("a declined wallet reopens on that wallet with the number filled in", async ({ page, request }) => {
    const p = await createPayment(request, ETB);
    await page.goto(p.checkout_url);
    await payTelebirr(page, "+251 91 111 0002");
    await expect(page.getByRole("heading", { name: "Try again" })).toBeVisible();
    await expect(page.getByText("Declined by the wallet provider")).toBeVisible();
    const phone = page.getByLabel("telebirr phone number");
    await expect(phone).toBeVisible();
    await expect(phone).toHaveValue("+251911110002");
    // Change the last digits only, and pay.
    await phone.fill("+251911110001");
    await payEtb(page);
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    expect(await verify(request, p.gateway_reference)).toMatchObject({ status: "success", attempts: 2, payment_method: "telebirr" });
  });
});

test.describe("wallet OTP: 3 tries", () => {
  test("two wrong codes, then the right one, in one attempt; tries left and the masked number shown", async ({ page, request }) => {
    const p = await createPayment(request, ETB);
    await page.goto(p.checkout_url);
    await payTelebirr(page, "+251 91 111 0003");
    await expect(page.getByRole("heading", { name: "Confirm the payment on your phone" })).toBeVisible();
    await expect(page.getByText("Enter the code telebirr sent to •••• 0003.")).toBeVisible();
    await expect(page.getByLabel("Verification code")).toHaveAccessibleDescription("3 tries left");

    await sendCode(page, "000000");
    await expect(page.getByText("That code is not correct. Check it and try again.")).toBeVisible();
    await expect(page.getByLabel("Verification code")).toHaveAccessibleDescription("2 tries left");
    await sendCode(page, "111111");
    await expect(page.getByLabel("Verification code")).toHaveAccessibleDescription("1 try left");
    await sendCode(page, "123456");
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    expect(await verify(request, p.gateway_reference)).toMatchObject({ status: "success", attempts: 1 });
  });

  test("a third wrong code fails the attempt; the retry keeps the wallet and the number", async ({ page, request }) => {
    const p = await createPayment(request, ETB);
    await page.goto(p.checkout_url);
    await payTelebirr(page, "+251 91 111 0003");
    for (const code of ["000000", "111111", "222222"]) await sendCode(page, code);
    await expect(page.getByRole("heading", { name: "Try again" })).toBeVisible();
    await expect(page.getByText("The verification code was wrong 3 times.")).toBeVisible();
    await expect(page.getByLabel("telebirr phone number")).toHaveValue("+251911110003");
    expect(await verify(request, p.gateway_reference)).toMatchObject({ status: "failed", attempts: 1 });
  });

  test("use another number goes back to the same wallet with the number filled in", async ({ page, request }) => {
    const p = await createPayment(request, ETB);
    await page.goto(p.checkout_url);
    await payTelebirr(page, "+251 91 111 0003");
    await page.getByRole("button", { name: "Use another number" }).click();
    await expect(page.getByText("Enter the number to use, or choose another method")).toBeVisible();
    await expect(page.getByText("Payment failed")).toHaveCount(0);
    const phone = page.getByLabel("telebirr phone number");
    await expect(phone).toBeVisible();
    await expect(phone).toHaveValue("+251911110003");
    await phone.fill("+251911110001");
    await payEtb(page);
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    expect(await verify(request, p.gateway_reference)).toMatchObject({ status: "success", attempts: 2 });
  });
});
