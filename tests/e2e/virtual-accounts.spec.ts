// The virtual accounts page in Chromium against `next start`: the seeded owner creates
// a virtual account (its page opens with a generated 13-digit number and a zero balance),
// simulates two incoming transfers, debits it twice (the history shows balance before and
// after, newest first), is refused a debit above the balance and a reused reference (nothing
// changes), filters the history by reference and by date, and finds the account in the list.
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, seed, signIn } from "./support";

test.use({ bypassCSP: true });

const unique = () => Math.random().toString(36).slice(2, 8);

async function credit(page: Page, amount: string) {
  const form = page.getByRole("form", { name: "Simulate incoming transfer" });
  await form.getByLabel("Transfer amount").fill(amount);
  await form.getByRole("button", { name: "Simulate transfer" }).click();
}

async function debit(page: Page, amount: string, reference: string, reason: string) {
  const form = page.getByRole("form", { name: "Debit virtual account" });
  await form.getByLabel("Debit amount").fill(amount);
  await form.getByLabel("Your reference (optional)").fill(reference);
  await form.getByLabel("Reason (optional)").fill(reason);
  await form.getByRole("button", { name: "Debit account" }).click();
}

const history = (page: Page) => page.getByRole("table", { name: "Debits" });
const balance = (page: Page) => page.getByTestId("virtual-account-balance");

test("create a virtual account, credit and debit it, and read the debit history", async ({ page }) => {
  expect(seed().email).toBeTruthy();
  await signIn(page);
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Virtual accounts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Virtual accounts" })).toBeVisible();

  // Create: the form checks the name in the browser, then the account's page opens.
  const tag = unique();
  const name = `Customer ${tag}`;
  await page.getByRole("button", { name: "New virtual account" }).click();
  const dialog = page.getByRole("dialog", { name: "New virtual account" });
  await dialog.getByLabel("Currency").selectOption("ETB");
  await dialog.getByRole("button", { name: "Create account" }).click();
  await expect(dialog.getByText("must not be empty")).toBeVisible();
  await dialog.getByLabel("Account name").fill(name);
  await dialog.getByLabel("Your reference (optional)").fill(`cust-${tag}`);
  await dialog.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard\/virtual-accounts\/va_[0-9A-Za-z]{22}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("virtual-account-number")).toHaveText(/^[1-9]\d{12}$/);
  // A number is only payable with its bank: the page names it (test mode: the simulated bank).
  await expect(page.getByTestId("virtual-account-bank")).toHaveText("Bank: Gateway Test Bank (simulated transfers)");
  await expect(page.getByText("No transfers yet")).toBeVisible();
  await expect(balance(page)).toHaveText("ETB 0.00");
  await expect(page.getByText("No debits yet")).toBeVisible();
  await expectAccessible(page);

  // Two incoming transfers, the first typed with a thousands separator; a comma that is no
  // thousands separator is refused with how to write it, nothing sent.
  await credit(page, "2,00");
  await expect(page.getByRole("form", { name: "Simulate incoming transfer" }).getByText("Use a comma only between groups of three digits, and a dot for decimals: 1,000.50, or 1.00").first()).toBeVisible();
  await expect(balance(page)).toHaveText("ETB 0.00");
  await credit(page, "2,000");
  await expect(balance(page)).toHaveText("ETB 2,000.00");
  await credit(page, "50.25");
  await expect(balance(page)).toHaveText("ETB 2,050.25");
  // The incoming transfers are listed too, newest first, with the balance before and after each.
  const credits = page.getByRole("table", { name: "Incoming transfers" }).locator("tbody tr");
  await expect(credits).toHaveCount(2);
  await expect(credits.nth(0)).toContainText("+ETB 50.25");
  await expect(credits.nth(0)).toContainText("ETB 2,050.25");
  await expect(credits.nth(1)).toContainText("+ETB 2,000.00");
  await expect(credits.nth(1)).toContainText("ETB 0.00");

  // Two debits: the history shows each one's balance before and after, newest first.
  await debit(page, "1 040", `rent-${tag}`, "November rent");
  await expect(balance(page)).toHaveText("ETB 1,010.25");
  await debit(page, "60.25", `fee-${tag}`, "Service fee");
  await expect(balance(page)).toHaveText("ETB 950.00");
  const rows = history(page).locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`fee-${tag}`);
  await expect(rows.nth(0)).toContainText("Service fee");
  await expect(rows.nth(0)).toContainText("ETB 60.25");
  await expect(rows.nth(0)).toContainText("ETB 1,010.25"); // before
  await expect(rows.nth(0)).toContainText("ETB 950.00"); // after
  await expect(rows.nth(1)).toContainText(`rent-${tag}`);
  await expect(rows.nth(1)).toContainText("ETB 1,040.00");
  await expect(rows.nth(1)).toContainText("ETB 2,050.25");
  await expect(rows.nth(1)).toContainText("ETB 1,010.25");

  // Refused: more than the balance (the server's word), and a reference used before. Nothing changes.
  await debit(page, "950.01", `big-${tag}`, "Too much");
  await expect(page.getByRole("alert").filter({ hasText: "Insufficient balance" })).toBeVisible();
  await debit(page, "1", `rent-${tag}`, "Again");
  await expect(page.getByText("must be unique per virtual account")).toBeVisible();
  await page.reload();
  await expect(balance(page)).toHaveText("ETB 950.00");
  await expect(history(page).locator("tbody tr")).toHaveCount(2);

  // The history's filters are the API's: merchant reference, then a date range.
  const filters = page.getByRole("search", { name: "Filter debits" });
  await filters.getByLabel("Reference").fill(`rent-${tag}`);
  await filters.getByRole("button", { name: "Search" }).click();
  await expect(history(page).locator("tbody tr")).toHaveCount(1);
  await expect(history(page).locator("tbody tr").first()).toContainText("November rent");
  await filters.getByRole("button", { name: "Clear" }).click();
  await expect(history(page).locator("tbody tr")).toHaveCount(2);
  await filters.getByLabel("Created to").fill("2020-01-01");
  await expect(page.getByText("No debits match these filters")).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await filters.getByLabel("Created to").fill(today);
  await filters.getByLabel("Created from").fill(today);
  await expect(history(page).locator("tbody tr")).toHaveCount(2);
  // The table is faded while the next answer loads: axe judges the page once it has settled.
  await expect(history(page)).not.toHaveClass(/opacity-60/);
  await expectAccessible(page);

  // The list shows the account with its balance; its name opens the page again.
  await page.getByRole("link", { name: "← Virtual accounts" }).click();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("ETB 950.00");
  await expect(row).toContainText(`cust-${tag}`);
  await row.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});
