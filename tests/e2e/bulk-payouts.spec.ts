// Bulk payouts in the dashboard, in Chromium against `next start`: a CSV with one bad
// row is previewed with that row's problem and cannot be submitted; the corrected file is
// submitted and the batch page shows its payouts counted by status as the worker moves them.
// The bank column takes a bank's name (item 7), row problems speak the merchant's
// language (no slugs, no field paths), and the batch leaves only after its review (item 5).
import { expect, test } from "@playwright/test";
import { expectAccessible, signIn, seed } from "./support";

// axe-core is injected as a script tag.
test.use({ bypassCSP: true });

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
    // A bank by its name, in any case and spacing.
    `30,Dawit Bekele,1000555550000,commercial  BANK of ethiopia,e2e-bulk-${run}-3,`,
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

  await test.step("bad rows: each problem in the merchant's words, and submitting is disabled", async () => {
    await page.getByLabel("CSV file", { exact: true }).setInputFiles(
      csv([
        good[0],
        `10,Bad Row,12345,cbe,e2e-bulk-${run}-bad,`,
        good[1],
        `-5,Negative Row,1000123450000,cbe,,`,
        `10,Unknown Bank,1000123450000,commercial bank,,`,
      ]),
    );
    const table = page.getByRole("table", { name: "Payouts in the file" });
    const bad = table.locator("tr[data-row='2']");
    await expect(table.locator("tr[data-row-problem='2']")).toContainText("Row 2: Account number must be 13 digits for Commercial Bank of Ethiopia ('12345' is not)");
    await expect(table.locator("tr[data-row-problem='4']")).toContainText("Row 4: Amount must be more than 0");
    await expect(table.locator("tr[data-row-problem='5']")).toContainText("Row 5: No bank called 'commercial bank': did you mean Commercial Bank of Ethiopia?");
    await expect(table.locator("[data-row-problem]")).toHaveCount(3);
    await expect(table).not.toContainText("bank_slug");
    await expect(table).not.toContainText("must be a number");
    await expect(bad).toHaveAttribute("aria-invalid", "true");
    await expect(table.locator("tr[data-row='1']")).toContainText("OK");
    await expect(table.locator("tr[data-row='1']")).toContainText("November salary, part 1");
    await expect(table.locator("tr[data-row='1']")).toContainText("Commercial Bank of Ethiopia");
    await expect(page.getByText("Fix the 3 rows marked in red first")).toBeVisible();
    await expect(page.getByRole("button", { name: "Review batch" })).toBeDisabled();
    await expectAccessible(page);
  });

  await test.step("the fixed file: totals with fees, then the review, then the confirm", async () => {
    await page.getByLabel("CSV file", { exact: true }).setInputFiles(csv(good));
    await expect(page.getByText("Ready: every row is valid and the balance covers the batch.")).toBeVisible();
    const totals = page.locator("dl[aria-label='Batch totals']");
    await expect(totals).toContainText("ETB 225.50"); // amounts
    await expect(totals).toContainText("ETB 25.00"); // fees: two banks 10 + wallet 5
    await expect(totals).toContainText("ETB 250.50"); // total
    await expect(page.getByRole("table", { name: "Payouts in the file" }).locator("tr[data-row='3']")).toContainText("Commercial Bank of Ethiopia");
    const submit = page.getByRole("button", { name: "Review batch" });
    await expect(submit).toBeEnabled();
    await submit.click();

    // A summary and an explicit confirm; nothing is created before it.
    const review = page.getByRole("dialog", { name: "Review this batch" });
    const summary = review.getByRole("region", { name: "Batch summary" });
    await expect(summary.getByText("Payouts", { exact: true }).locator("..")).toContainText("3");
    await expect(summary).toContainText("Commercial Bank of Ethiopia (2), telebirr (1)");
    await expect(summary.getByText("Fees", { exact: true }).locator("..")).toContainText("ETB 25.00");
    await expect(summary.getByText("Total from your balance").locator("..")).toContainText("ETB 250.50");
    await expect(summary.getByText("Balance after this batch")).toBeVisible();
    const before = await request.get(`/v2/payouts?merchant_reference=e2e-bulk-${run}-1`, { headers: { Authorization: `Bearer ${s.keys.test.secret}` } });
    expect((await before.json()).data.items).toHaveLength(0);
    await expectAccessible(page);
    await review.getByRole("button", { name: "Confirm and send ETB 250.50" }).click();
  });

  await test.step("the batch page counts the payouts by status until both succeed", async () => {
    await expect(page).toHaveURL(/\/dashboard\/payouts\/bulk\?batch=pob_/);
    await expect(page.getByRole("heading", { level: 1, name: "Payout batch" })).toBeVisible();
    await expect(page.getByRole("heading", { name: `E2E batch ${run}` })).toBeVisible();
    const counts = page.getByRole("list", { name: "Payouts by status" });
    await expect(counts.locator("[data-status='success']")).toContainText("3", { timeout: 20_000 });
    await expect(counts.locator("[data-status='pending']")).toContainText("0");
    await expect(counts.locator("[data-status='processing']")).toContainText("0");
    const payouts = page.getByRole("table", { name: "Payouts in this batch" });
    await expect(payouts.getByText("Succeeded")).toHaveCount(3);
    await expect(payouts).toContainText("Commercial Bank of Ethiopia");
    await expect(payouts).toContainText("••••0000");
  });

  await test.step("the API reads the same batch at /v2/payouts/bulk/{ref}, beside /v2/payouts/{reference}", async () => {
    const reference = new URL(page.url()).searchParams.get("batch")!;
    const auth = { Authorization: `Bearer ${s.keys.test.secret}` };
    const res = await request.get(`/v2/payouts/bulk/${reference}`, { headers: auth });
    expect(res.status()).toBe(200);
    expect((await res.json()).data).toMatchObject({ batch_reference: reference, count: 3, status_counts: { success: 3 } });
    const verify = await request.get(`/v2/payouts/bulk/verify`, { headers: auth });
    expect(verify.status()).toBe(404);
    expect((await verify.json()).message).toBe("payout batch not found");
  });
});
