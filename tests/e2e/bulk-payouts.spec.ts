// Issue 10, bulk payouts in the dashboard, in Chromium against `next start`: a CSV with one bad
// row is previewed with that row's problem and cannot be submitted; the corrected file is
// submitted and the batch page shows its payouts counted by status as the worker moves them.
import { expect, test } from "@playwright/test";
import { signIn, seed } from "./support";

/** A CSV as a spreadsheet saves it: BOM, CRLF, a quoted field with a comma. */
function csv(rows: string[]): { name: string; mimeType: string; buffer: Buffer } {
  const text = "\uFEFF" + ["amount,account_name,account_number,bank_slug,merchant_reference,reason", ...rows].join("\r\n") + "\r\n";
  return { name: "payouts.csv", mimeType: "text/csv", buffer: Buffer.from(text, "utf8") };
}

test("a CSV with a bad row is refused in the preview; the fixed file creates a batch whose counts follow the payouts", async ({ page, request }) => {
  const s = seed();
  const run = Date.now();
  const good = [
    `120.50,Abebe Kebede,1000123450000,cbe,e2e-bulk-${run}-1,"November salary, part 1"`,
    `75,Sara Tesfaye,+251911110000,telebirr,e2e-bulk-${run}-2,Expenses`,
  ];

  await test.step("add test funds through the API", async () => {
    const res = await request.post("/v2/balances/test-funds", {
      headers: { Authorization: `Bearer ${s.keys.test.secret}` },
      data: { amount: 10_000, currency: "ETB" },
    });
    expect(res.status()).toBe(201);
  });

  await signIn(page, s);
  await page.goto("/dashboard/payouts/bulk");
  await expect(page.getByRole("heading", { level: 1, name: "Bulk payouts" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download the template" })).toHaveAttribute("href", "/templates/bulk-payouts-template.csv");
  const template = await request.get("/templates/bulk-payouts-template.csv");
  expect(await template.text()).toMatch(/^amount,account_name,account_number,bank_slug,merchant_reference,reason\r\n/);

  await page.getByLabel("Batch title").fill(`E2E batch ${run}`);
  await page.getByLabel("Currency").selectOption("ETB");

  await test.step("a file with one bad account number: the row's problem is shown and submitting is disabled", async () => {
    await page.getByLabel("CSV file", { exact: true }).setInputFiles(csv([good[0], `10,Bad Row,12345,cbe,e2e-bulk-${run}-bad,`, good[1]]));
    const table = page.getByRole("table", { name: "Payouts in the file" });
    const bad = table.locator("tr[data-row='2']");
    await expect(table.locator("tr[data-row-problem='2']")).toContainText("Row 2, account_number: Invalid account number for Commercial Bank of Ethiopia: expected 13 digits");
    await expect(table.locator("[data-row-problem]")).toHaveCount(1);
    await expect(bad).toHaveAttribute("aria-invalid", "true");
    await expect(table.locator("tr[data-row='1']")).toContainText("OK");
    await expect(table.locator("tr[data-row='1']")).toContainText("November salary, part 1");
    await expect(page.getByText("Fix the row marked in red first")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create payouts" })).toBeDisabled();
  });

  await test.step("the fixed file: totals with fees, then submit", async () => {
    await page.getByLabel("CSV file", { exact: true }).setInputFiles(csv(good));
    await expect(page.getByText("Ready: every row is valid and the balance covers the batch.")).toBeVisible();
    const totals = page.locator("dl[aria-label='Batch totals']");
    await expect(totals).toContainText("ETB 195.50"); // amounts
    await expect(totals).toContainText("ETB 15.00"); // fees: bank 10 + wallet 5
    await expect(totals).toContainText("ETB 210.50"); // total
    const submit = page.getByRole("button", { name: "Create payouts" });
    await expect(submit).toBeEnabled();
    await submit.click();
  });

  await test.step("the batch page counts the payouts by status until both succeed", async () => {
    await expect(page).toHaveURL(/\/dashboard\/payouts\/bulk\?batch=pob_/);
    await expect(page.getByRole("heading", { level: 1, name: "Payout batch" })).toBeVisible();
    await expect(page.getByRole("heading", { name: `E2E batch ${run}` })).toBeVisible();
    const counts = page.getByRole("list", { name: "Payouts by status" });
    await expect(counts.locator("[data-status='success']")).toContainText("2", { timeout: 20_000 });
    await expect(counts.locator("[data-status='pending']")).toContainText("0");
    await expect(counts.locator("[data-status='processing']")).toContainText("0");
    const payouts = page.getByRole("table", { name: "Payouts in this batch" });
    await expect(payouts.getByText("Succeeded")).toHaveCount(2);
    await expect(payouts).toContainText("••••0000");
  });

  await test.step("the API reads the same batch at /v2/payouts/bulk/{ref}, beside /v2/payouts/{reference}", async () => {
    const reference = new URL(page.url()).searchParams.get("batch")!;
    const auth = { Authorization: `Bearer ${s.keys.test.secret}` };
    const res = await request.get(`/v2/payouts/bulk/${reference}`, { headers: auth });
    expect(res.status()).toBe(200);
    expect((await res.json()).data).toMatchObject({ batch_reference: reference, count: 2, status_counts: { success: 2 } });
    const verify = await request.get(`/v2/payouts/bulk/verify`, { headers: auth });
    expect(verify.status()).toBe(404);
    expect((await verify.json()).message).toBe("payout batch not found");
  });
});
