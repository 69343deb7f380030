// Team: an owner invites a developer, the developer accepts the link in a fresh browser
// and sees the team page read-only: no invite form, no role pickers, no remove buttons, and the
// JSON route refuses them too.
import { expect, test } from "@playwright/test";
import { expectAccessible, signIn } from "./support";

test("an owner invites a developer, who joins and cannot manage members", async ({ page, browser }) => {
  const email = `dev-${Date.now()}@example.test`;
  await signIn(page);
  await page.goto("/dashboard/settings/team");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption("developer");
  await page.getByRole("button", { name: "Invite" }).click();
  const link = (await page.getByTestId("invite-link").textContent())!.trim();
  expect(link).toMatch(/\/invite\/gwinv_/);
  // The e2e server has no SMTP_URL: the page says the link was not e-mailed and offers it to copy.
  await expect(page.getByText(`Copy this link for ${email}`)).toBeVisible();
  await expect(page.getByTestId("invite-delivery")).toContainText("not e-mailed");
  // Roles by their names ("Developer"), never the API's identifiers ("developer").
  const inviteRow = page.getByTestId("invite-row").filter({ hasText: email });
  await expect(inviteRow.getByRole("cell", { name: "Developer", exact: true })).toBeVisible();
  await expect(page.getByLabel("Role", { exact: true }).locator("option:checked")).toHaveText("Developer");
  await expectAccessible(page);

  const context = await browser.newContext();
  const dev = await context.newPage();
  await dev.goto(link);
  await expect(dev.getByText(email)).toBeVisible();
  await expect(dev.getByText(/You are invited as Developer with the e-mail/)).toBeVisible();
  await expectAccessible(dev);
  await dev.getByLabel("Your name").fill("Dev Eloper");
  await dev.getByLabel("Choose a password").fill("developer password 1");
  await dev.getByRole("button", { name: "Join the team" }).click();
  await expect(dev).toHaveURL(/\/dashboard$/);

  await dev.goto("/dashboard/settings/team");
  await expect(dev.getByText("View only")).toBeVisible();
  await expect(dev.getByTestId("member-row").filter({ hasText: email }).getByRole("cell", { name: "Developer", exact: true })).toBeVisible();
  await expect(dev.getByText("Your role (Developer) can see the team")).toBeVisible();
  await expectAccessible(dev);
  await expect(dev.getByRole("button", { name: "Invite" })).toHaveCount(0);
  await expect(dev.getByRole("button", { name: "Remove" })).toHaveCount(0);
  await expect(dev.getByRole("combobox")).toHaveCount(0);
  const refused = await dev.request.post("/api/dashboard/team/invites", { data: { email: "x@example.test", role: "viewer" }, headers: { origin: new URL(link).origin } });
  expect(refused.status()).toBe(403);

  // The link was single use.
  const again = await context.newPage();
  await context.clearCookies();
  await again.goto(link);
  await expect(again.getByText("already been used")).toBeVisible();
  await context.close();
});
