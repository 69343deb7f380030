// In Chromium against `next start`: the seeded owner connects an MTN MoMo account of its own
// (test mode, the sandbox), reconciles a day from an uploaded partner-portal statement in the dashboard,
// opens the run from Settings → Reconciliation, reads the exceptions and their evidence, exports the
// CSV, and resolves one with a note. Every page is checked with axe. The connection is disabled
// afterwards (the seeded merchant's test payments go back to the simulator).
import fs from "node:fs";
import path from "node:path";
import { expect, test, type BrowserContext } from "@playwright/test";
import { DEFAULT_MOMO_CREDENTIALS } from "../fakes/mtn-momo/server";
import { expectAccessible, seed, signIn } from "./support";

const HEADER = "Id,External Transaction Id,Date,Status,Type,From,To,Amount,Currency,Fee,Currency,Balance,Currency";
const STATEMENT = [
  HEADER,
  "910000001,6f1d2a10-0000-4000-8000-00000000e2e1,2026-11-01 09:30:00,SUCCESSFUL,DEBIT,FRI:46733123460/MSISDN,FRI:merchant.sp/USER,12.50,EUR,0,EUR,,EUR",
  "910000002,6f1d2a10-0000-4000-8000-00000000e2e2,2026-11-01 10:45:00,SUCCESSFUL,DEBIT,FRI:46733123461/MSISDN,FRI:merchant.sp/USER,40,EUR,0.40,EUR,,EUR",
].join("\r\n");

let owner: BrowserContext;
let origin: string;
let connectionId = "";

test.beforeAll(async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL as string;
  origin = new URL(baseURL).origin;
  owner = await browser.newContext({ baseURL, javaScriptEnabled: true });
  const page = await owner.newPage();
  await signIn(page, seed());
  await page.close();
  const product = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });
  const res = await owner.request.post("/api/dashboard/processors", {
    headers: { origin },
    data: { connector: "mtn_momo", credentials: { collection: product(DEFAULT_MOMO_CREDENTIALS.collection), target_environment: "sandbox" } },
  });
  expect(res.status(), await res.text()).toBe(201);
  connectionId = (await res.json()).data.id;
});

test.afterAll(async () => {
  if (connectionId) await owner.request.post(`/api/dashboard/processors/${connectionId}/disable`, { headers: { origin }, data: {} });
  await owner?.close();
});

test.use({ bypassCSP: true }); // axe-core is injected as a script tag

test("reconciles a day from an uploaded statement, opens the run with its exceptions, exports the CSV and resolves one", async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL as string, storageState: await owner.storageState(), bypassCSP: true });
  const page = await context.newPage();
  await page.goto("/dashboard/settings/processors/reconciliation");
  await expect(page.getByRole("heading", { level: 1, name: "Reconciliation" })).toBeVisible();
  await expectAccessible(page);

  const file = testInfo.outputPath("statement.csv");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, STATEMENT);
  await page.getByLabel("Connection").selectOption(connectionId);
  await page.getByLabel("From (first day)").fill("2026-11-01");
  await page.getByLabel("To (last day)").fill("2026-11-01");
  await page.getByLabel(/Report file/).setInputFiles(file);
  await page.getByRole("button", { name: "Reconcile" }).click();

  // The new run's page: two payments MoMo settled that the gateway never sent.
  await expect(page).toHaveURL(/\/dashboard\/settings\/processors\/reconciliation\/rcn_\w+$/);
  const runId = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1, name: `Reconciliation ${runId}` })).toBeVisible();
  // The processor by its name, not its identifier ("mtn_momo connection").
  await expect(page.getByText(`MTN Mobile Money (connection ${connectionId}), `)).toBeVisible();
  await expect(page.getByText(/mtn_momo/)).toHaveCount(0);
  await expect(page.getByTestId("run-summary")).toHaveText("0 matched, 2 exceptions (2 open).");
  const exceptions = page.getByRole("table", { name: "Exceptions" });
  await expect(exceptions.getByRole("row")).toHaveCount(3);
  await expect(exceptions).toContainText("Missing in the gateway");
  await expect(exceptions).toContainText("The processor reports a payment 910000001 (reference 6f1d2a10-0000-4000-8000-00000000e2e1), settled, that the gateway does not know.");
  await expect(exceptions).toContainText("EUR 40.00");
  await expectAccessible(page);

  // The list links to it.
  await page.getByRole("link", { name: "All reconciliation runs" }).click();
  await expect(page.getByTestId(`run-${runId}`)).toContainText("File statement.csv");
  await expect(page.getByTestId(`run-${runId}`)).toContainText("MTN Mobile Money");
  await expect(page.getByTestId(`run-${runId}`)).not.toContainText("mtn_momo");
  await page.getByRole("link", { name: runId }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Reconciliation ${runId}` })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toBe(`reconciliation-${runId}.csv`);
  const csv = fs.readFileSync((await download.path())!, "utf8").trimEnd().split("\r\n");
  expect(csv).toHaveLength(3);
  expect(csv[0]).toMatch(/^item_id,kind,resolution,/);
  expect(csv[1]).toMatch(/,missing_in_gateway,open,,,,,,910000001,6f1d2a10-0000-4000-8000-00000000e2e1,payment,12.50,EUR,0.00,settled,2026-11-01T09:30:00.000Z,/);
  expect(csv[2]).toContain(",40.00,EUR,0.40,settled,");

  // Resolve the first with a note.
  const first = exceptions.getByRole("row").filter({ hasText: "910000001" });
  await first.getByLabel("Resolution note").fill("A payment link sale on the MoMo account itself, outside the gateway");
  await first.getByRole("button", { name: "Mark resolved" }).click();
  await expect(page.getByTestId("run-summary")).toHaveText("0 matched, 2 exceptions (1 open).");
  await expect(exceptions.getByRole("row").filter({ hasText: "910000001" })).toContainText("Resolved");
  await expect(exceptions).toContainText("A payment link sale on the MoMo account itself, outside the gateway");
  await expectAccessible(page);
  await context.close();
});
