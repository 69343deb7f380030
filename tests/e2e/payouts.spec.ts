// Dashboard side, in Chromium against `next start` (playwright.config.ts: the inline
// worker moves payouts every 2 s; the simulator keeps one "processing" for 500 ms). The demo
// merchant adds test funds on the payouts page, creates a payout to an account ending 0000
// with the form showing balance, fee and total, and watches it reach success in the list and
// on its page while the balance follows; then a payout to an account ending 3333 waits for
// its OTP, a wrong code says how many tries are left, and 123456 completes it.
// The form leads to a review (bank by name, masked account, amount, fee, total,
// balance after) and nothing is created until "Confirm and send"; item 7: the recipient's bank
// by the registry's name, no "Bank slug" row.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn, expectAccessible, seed } from "./support";

/** "ETB 1,234.50" -> 1234.5 */
const amountOf = (text: string) => Number(text.replace(/^[A-Z]{3}\s*/, "").replace(/,/g, ""));

/** A fresh 13-digit CBE account number with the simulator's scenario ending. */
const accountEnding = (ending: string) => `100${String(Math.floor(Math.random() * 1_000_000)).padStart(6, "0")}${ending}`;

// The worker runs every 2 s; a payout passes through two or three of its rounds.
const SETTLES = { timeout: 30_000 };

function etbCard(page: Page): Locator {
  return page.getByRole("region", { name: "ETB balance" });
}

async function etbBalance(page: Page): Promise<{ available: number; pending: number }> {
  const card = etbCard(page);
  await expect(card).toBeVisible();
  const available = amountOf((await card.locator("p.text-2xl").textContent()) ?? "");
  const pending = amountOf((await card.getByText("Pending", { exact: true }).locator("..").locator("dd").textContent()) ?? "");
  return { available, pending };
}

async function openPayouts(page: Page) {
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Payouts", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payouts" })).toBeVisible();
}

/** Fills "New payout" for ETB 100.00 to a CBE account, checks the summary and the review, then confirms. */
async function createPayout(page: Page, accountNumber: string, reference: string, opts: { checkReview?: boolean } = {}) {
  await page.getByRole("button", { name: "New payout" }).click();
  const dialog = page.getByRole("dialog", { name: "New payout" });
  await dialog.getByLabel("Currency").selectOption("ETB");
  // A comma that is no thousands separator is not guessed at; the sentence says how to write it.
  await dialog.getByLabel("Amount (ETB)").fill("1,00");
  await dialog.getByLabel("Amount (ETB)").blur();
  await expect(dialog.getByText("Use a comma only between groups of three digits, and a dot for decimals: 1,000.50, or 1.00")).toBeVisible();
  await dialog.getByLabel("Amount (ETB)").fill("100");
  await dialog.getByLabel("Bank or wallet").selectOption("cbe");
  await expect(dialog.getByLabel("Bank name")).toHaveValue("Commercial Bank of Ethiopia");
  await expect(dialog.getByText("Format: 13 digits")).toBeVisible();
  await dialog.getByLabel("Account holder name").fill("Abebe Kebede");

  // The registry's rule, in the browser: 12 digits are refused as soon as the field is left.
  const number = dialog.getByLabel("Account number");
  await number.fill(accountNumber.slice(0, 12));
  await number.blur();
  await expect(dialog.getByText("Expected 13 digits for Commercial Bank of Ethiopia")).toBeVisible();
  await number.fill(accountNumber);
  await expect(dialog.getByText("Expected 13 digits for Commercial Bank of Ethiopia")).toHaveCount(0);
  await dialog.getByLabel("Your reference (optional)").fill(reference);

  // Balance, fee and total before anything is sent (CBE payout fee: ETB 10.00, docs/pricing.md).
  const summary = dialog.getByRole("region", { name: "Payout summary" });
  const { available } = await etbBalance(page);
  await expect(summary.getByText("Available balance").locator("..")).toContainText(`ETB ${available.toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
  await expect(summary.getByText("Fee", { exact: true }).locator("..")).toContainText("ETB 10.00");
  await expect(summary.getByText("Total", { exact: true }).locator("..")).toContainText("ETB 110.00");

  // The form's button only opens the review.
  await dialog.getByRole("button", { name: "Review payout" }).click();
  const review = page.getByRole("dialog", { name: "Review this payout" });
  const summary2 = review.getByRole("region", { name: "Payout review" });
  await expect(summary2.getByText("Bank or wallet").locator("..")).toContainText("Commercial Bank of Ethiopia");
  await expect(summary2.getByText("Account", { exact: true }).locator("..")).toContainText(`••••${accountNumber.slice(-4)}`);
  await expect(summary2).not.toContainText(accountNumber);
  await expect(summary2.getByText("Amount", { exact: true }).locator("..")).toContainText("ETB 100.00");
  await expect(summary2.getByText("Fee", { exact: true }).locator("..")).toContainText("ETB 10.00");
  await expect(summary2.getByText("Total from your balance").locator("..")).toContainText("ETB 110.00");
  await expect(summary2.getByText("Balance after this payout").locator("..")).toContainText(
    `ETB ${(available - 110).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  );
  if (opts.checkReview) {
    // Nothing exists before the confirm: the API does not know the reference yet.
    const res = await page.request.get(`/v2/payouts/${reference}/verify`, { headers: { Authorization: `Bearer ${seed().keys.test.secret}` } });
    expect(res.status()).toBe(404);
    await expectAccessible(page);
    // Back to the form keeps what was typed; the review again.
    await review.getByRole("button", { name: "Back to edit" }).click();
    await expect(page.getByRole("dialog", { name: "New payout" }).getByLabel("Account number")).toHaveValue(accountNumber);
    await page.getByRole("dialog", { name: "New payout" }).getByRole("button", { name: "Review payout" }).click();
  }
  await review.getByRole("button", { name: "Confirm and send ETB 110.00" }).click();
  await expect(review).toBeHidden();
  // .last(): the previous payout's toast may still be showing (toasts stay 4 s; a quick machine
  // creates the second payout within that time).
  await expect(page.getByRole("status").getByText("Payout created").last()).toBeVisible();
}

// axe-core is injected as a script tag.
test.use({ bypassCSP: true });

function payoutRow(page: Page, reference: string): Locator {
  return page.getByRole("region", { name: "All payouts" }).getByRole("table").getByRole("row").filter({ hasText: reference });
}

// Two payouts through several worker rounds, on a machine that may be busy.
test.setTimeout(120_000);

test("a merchant adds test funds, creates a payout and watches it succeed; an OTP payout completes from its page", async ({ page }) => {
  const s = seed();
  await signIn(page, s);
  await openPayouts(page);

  let before = { available: 0, pending: 0 };
  await test.step("add ETB 1,500 of test funds from the payouts page, typed with a thousands separator", async () => {
    await page.getByRole("button", { name: "Add test funds" }).click();
    const dialog = page.getByRole("dialog", { name: "Add test funds" });
    await dialog.getByLabel("Currency").selectOption("ETB");
    await dialog.getByLabel("Amount").fill("1,500");
    await dialog.getByRole("button", { name: "Add funds" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").getByText("ETB 1,500.00 is in your test balance.")).toBeVisible();
    await expect(etbCard(page)).toBeVisible();
    before = await etbBalance(page);
    expect(before.available).toBeGreaterThanOrEqual(1500);
  });

  const okReference = `e2e-po-ok-${Date.now()}`;
  const okAccount = accountEnding("0000");
  await test.step("create ETB 100.00 to an account ending 0000: amount and fee leave the available balance", async () => {
    await createPayout(page, okAccount, okReference, { checkReview: true });
    const row = payoutRow(page, okReference);
    await expect(row).toContainText("ETB 100.00");
    // Lists show the last four digits only.
    await expect(row).toContainText("••••0000");
    await expect(row).not.toContainText(okAccount);
    // The registry's name, never the slug.
    await expect(row).toContainText("Commercial Bank of Ethiopia");
    await expect.poll(async () => (await etbBalance(page)).available).toBeCloseTo(before.available - 110, 2);
  });

  await test.step("the list follows it to success, and the held money leaves pending", async () => {
    await expect(payoutRow(page, okReference)).toContainText("Succeeded", SETTLES);
    await expect.poll(async () => (await etbBalance(page)).pending, SETTLES).toBeCloseTo(before.pending, 2);
    expect((await etbBalance(page)).available).toBeCloseTo(before.available - 110, 2);
  });

  await test.step("its page shows the full account, fee, total and the status timeline", async () => {
    await payoutRow(page, okReference).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: "ETB 100.00" })).toBeVisible();
    const details = page.getByRole("region", { name: "Details" });
    await expect(details).toContainText("Succeeded");
    await expect(details.getByText("Fee", { exact: true }).locator("..")).toContainText("ETB 10.00");
    await expect(details.getByText("Total from balance").locator("..")).toContainText("ETB 110.00");
    const recipient = page.getByRole("region", { name: "Recipient" });
    await expect(recipient).toContainText(okAccount);
    await expect(recipient.getByText("Bank or wallet").locator("..")).toContainText("Commercial Bank of Ethiopia");
    await expect(recipient.getByText("Bank slug")).toHaveCount(0);
    const timeline = page.getByRole("region", { name: "Status timeline" });
    await expect(timeline.getByRole("listitem")).toHaveCount(3);
    await expect(timeline.getByRole("listitem").nth(0)).toContainText("payout.pending");
    await expect(timeline.getByRole("listitem").nth(2)).toContainText("payout.success");
    await expectAccessible(page);
  });

  const otpReference = `e2e-po-otp-${Date.now()}`;
  await test.step("create ETB 100.00 to an account ending 3333; it waits for an OTP", async () => {
    await openPayouts(page);
    await createPayout(page, accountEnding("3333"), otpReference);
    const row = payoutRow(page, otpReference);
    await expect(row).toContainText("OTP needed", SETTLES);
    await row.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: "ETB 100.00" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Details" })).toContainText("OTP needed");
    await expectAccessible(page);
  });

  await test.step("a wrong code says how many tries are left; 123456 completes the payout", async () => {
    const form = page.getByRole("form", { name: "Enter the OTP" });
    await expect(form.getByText("3 tries left before the payout fails.")).toBeVisible();
    await form.getByLabel("One-time code").fill("000000");
    await form.getByRole("button", { name: "Confirm payout" }).click();
    await expect(form.getByText("Wrong OTP: 2 tries left")).toBeVisible();
    await expect(form.getByLabel("One-time code")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("2 tries left before the payout fails.")).toBeVisible();

    await form.getByLabel("One-time code").fill("123456");
    await form.getByRole("button", { name: "Confirm payout" }).click();
    await expect(page.getByRole("status").getByText("OTP accepted")).toBeVisible();
    await expect(page.getByRole("region", { name: "Details" })).toContainText("Succeeded", SETTLES);
    await expect(form).toHaveCount(0);
    const timeline = page.getByRole("region", { name: "Status timeline" });
    await expect(timeline).toContainText("payout.otp_needed");
    await expect(timeline.getByRole("listitem").last()).toContainText("payout.success");
  });

  await test.step("the balance paid both payouts: ETB 220.00 less, nothing left pending", async () => {
    await openPayouts(page);
    await expect(payoutRow(page, otpReference)).toContainText("Succeeded");
    await expectAccessible(page);
    await expect.poll(async () => (await etbBalance(page)).pending, SETTLES).toBeCloseTo(before.pending, 2);
    expect((await etbBalance(page)).available).toBeCloseTo(before.available - 220, 2);
  });

  await test.step("filters: by the merchant's reference, and by a status none of them has", async () => {
    const filters = page.getByRole("search", { name: "Filter payouts" });
    await filters.getByLabel("Reference").fill(okReference);
    await filters.getByRole("button", { name: "Search" }).click();
    const table = page.getByRole("region", { name: "All payouts" }).getByRole("table");
    await expect(table.getByRole("row")).toHaveCount(2); // the header and the one payout
    await expect(payoutRow(page, okReference)).toBeVisible();
    await filters.getByLabel("Status").selectOption("failed");
    await expect(page.getByText("No payouts match these filters")).toBeVisible();
    await filters.getByRole("button", { name: "Clear" }).click();
    await expect(payoutRow(page, otpReference)).toBeVisible();
  });
});
