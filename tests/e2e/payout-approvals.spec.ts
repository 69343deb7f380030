// In Chromium with two team members: the owner sets an ETB
// threshold on the payout approvals page; admin A creates a payout above it, which waits in
// "Approval needed" with its money held; A is offered no Approve and the server refuses A's
// approval too; admin B, cued by a count on Payouts in the sidebar and a notice on the Payouts page,
// approves it from the payouts list and the worker takes it to success.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAccessible, seed, signIn } from "./support";

// axe-core is injected as a script tag.
test.use({ bypassCSP: true });
test.setTimeout(120_000);

const THRESHOLD = 4000;
const AMOUNT = 4500;

/** A new admin of the seeded merchant, invited by the owner's session and joined through the invite route. */
async function addAdmin(owner: Page, label: string) {
  const email = `${label}-${Date.now()}@example.test`;
  const origin = new URL(owner.url()).origin;
  const invite = await owner.request.post("/api/dashboard/team/invites", { data: { email, role: "admin" }, headers: { origin } });
  expect(invite.status()).toBe(201);
  const token = new URL((await invite.json()).data.invite_url).pathname.split("/").pop()!;
  const password = `${label} password 12345`;
  const accepted = await owner.request.post("/api/dashboard/team/invites/accept", { data: { token, password, name: label }, headers: { origin } });
  expect(accepted.status()).toBe(201);
  return { email, password };
}

async function signedIn(browser: Browser, baseURL: string, who: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL, bypassCSP: true });
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}

test("a payout above the owner's threshold waits for a second team member: its maker cannot approve it, another admin can", async ({ page, browser, request }) => {
  const s = seed();
  const reference = `e2e-maker-checker-${Date.now()}`;
  await signIn(page, s);

  await test.step("the owner sets an ETB threshold", async () => {
    await page.goto("/dashboard/settings/payout-approvals");
    await expect(page.getByRole("heading", { level: 1, name: "Payout approvals" })).toBeVisible();
    const form = page.getByRole("form", { name: "Set a threshold" });
    await form.getByLabel("Currency").selectOption("ETB");
    await form.getByLabel("Second approver above (ETB)").fill(String(THRESHOLD));
    await form.getByRole("button", { name: "Save threshold" }).click();
    await expect(page.getByRole("table", { name: "Payout approval thresholds" })).toContainText("ETB 4,000.00");
    await expectAccessible(page);
  });

  const makerA = await addAdmin(page, "maker");
  const checkerB = await addAdmin(page, "checker");
  const funds = await request.post("/v2/balances/test-funds", { headers: { Authorization: `Bearer ${s.keys.test.secret}` }, data: { amount: 10_000, currency: "ETB" } });
  expect(funds.status()).toBe(201);

  const baseURL = new URL(page.url()).origin;
  const a = await signedIn(browser, baseURL, makerA);
  let payoutRef = "";
  await test.step("A creates ETB 4,500.00: the review says it needs a second approver; it waits, held", async () => {
    await a.goto("/dashboard/payouts");
    await a.getByRole("button", { name: "New payout" }).click();
    const dialog = a.getByRole("dialog", { name: "New payout" });
    await dialog.getByLabel("Currency").selectOption("ETB");
    await dialog.getByLabel("Amount (ETB)").fill(AMOUNT.toLocaleString("en-US")); // "4,500", as people write it
    await dialog.getByLabel("Bank or wallet").selectOption("cbe");
    await dialog.getByLabel("Account holder name").fill("Hana Girma");
    await dialog.getByLabel("Account number").fill("1000987650000");
    await dialog.getByLabel("Your reference (optional)").fill(reference);
    await dialog.getByRole("button", { name: "Review payout" }).click();
    const review = a.getByRole("dialog", { name: "Review this payout" });
    await expect(review.getByText("Second approval needed")).toBeVisible();
    // Nothing is sent on this click, and the button says so: it submits the payout for approval.
    await expect(review.getByRole("button", { name: /Confirm and send/ })).toHaveCount(0);
    await expectAccessible(a);
    await review.getByRole("button", { name: "Submit for approval" }).click();
    await expect(a.getByRole("status").getByText("Payout waits for approval")).toBeVisible();
    const row = a.getByRole("region", { name: "All payouts" }).getByRole("table").getByRole("row").filter({ hasText: reference });
    await expect(row).toContainText("Approval needed");
    // Its maker is not offered Approve, in the list or on its page.
    await expect(row.getByRole("button", { name: /^Approve/ })).toHaveCount(0);
    await row.getByRole("link").click();
    await expect(a).toHaveURL(/\/dashboard\/payouts\/po_/);
    payoutRef = a.url().split("/").pop()!;
    const card = a.getByRole("region", { name: "Second approval needed" });
    await expect(card).toContainText("You created this payout");
    await expect(card.getByRole("button", { name: "Approve payout" })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Reject payout" })).toBeVisible();
    await expectAccessible(a);
  });

  await test.step("the server refuses A's approval too (403, own_payout) and an API key's", async () => {
    const own = await a.request.post(`/api/dashboard/payouts/${payoutRef}/approve`, { data: {}, headers: { origin: new URL(a.url()).origin } });
    expect(own.status()).toBe(403);
    expect((await own.json()).error).toEqual({ code: "UNAUTHORIZED", details: { reason: "own_payout" } });
    const byKey = await request.post(`/v2/payouts/${payoutRef}/approve`, { headers: { Authorization: `Bearer ${s.keys.test.secret}` }, data: {} });
    expect(byKey.status()).toBe(403);
    const verify = await request.get(`/v2/payouts/${payoutRef}/verify`, { headers: { Authorization: `Bearer ${s.keys.test.secret}` } });
    expect((await verify.json()).data).toMatchObject({ status: "auth_needed", status_reason: expect.stringContaining("second team member") });
  });

  await test.step("B approves it from the list; the worker takes it to success", async () => {
    const b = await signedIn(browser, baseURL, checkerB);
    // B sees from any page that payouts wait for them: a count on Payouts in the sidebar.
    await b.goto("/dashboard");
    const payoutsLink = b.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Payouts", exact: true });
    await expect(payoutsLink).toHaveAccessibleDescription(/^\d+\+? payouts? waits? for your approval$/);
    await expectAccessible(b);
    await payoutsLink.click();
    // On the Payouts page, a notice and the way to show only those.
    const cue = b.getByRole("region", { name: "Waiting for your approval" });
    await expect(cue).toContainText(/payouts? waits? for your approval/);
    await expectAccessible(b);
    await cue.getByRole("button", { name: "Show payouts waiting for approval" }).click();
    await expect(b.getByRole("region", { name: "All payouts" }).getByLabel("Status")).toHaveValue("auth_needed");
    const row = b.getByRole("region", { name: "All payouts" }).getByRole("table").getByRole("row").filter({ hasText: reference });
    await row.getByRole("button", { name: `Approve payout ${payoutRef}` }).click();
    const confirm = b.getByRole("dialog", { name: "Approve this payout?" });
    await expect(confirm).toContainText("Commercial Bank of Ethiopia");
    await expectAccessible(b);
    await confirm.getByRole("button", { name: "Approve ETB 4,500.00" }).click();
    await expect(b.getByRole("status").getByText("Payout approved")).toBeVisible();
    // Approved, it leaves the waiting ones: back to all statuses to follow it.
    await b.getByRole("region", { name: "All payouts" }).getByLabel("Status").selectOption("");
    await expect(row).toContainText("Succeeded", { timeout: 30_000 });
    await b.goto(`/dashboard/payouts/${payoutRef}`);
    await expect(b.getByRole("region", { name: "Details" }).getByText("Second approval").locator("..")).toContainText(`Approved by ${checkerB.email}`);
    const timeline = b.getByRole("region", { name: "Status timeline" });
    await expect(timeline.getByRole("listitem").first()).toContainText("payout.auth_needed");
    await expect(timeline.getByRole("listitem").last()).toContainText("payout.success");
  });

  // Leave the shared e2e merchant as the other specs expect it.
  await page.request.put("/api/dashboard/payouts/approval-thresholds", { data: { currency: "ETB", amount: null }, headers: { origin: new URL(page.url()).origin } });
});
