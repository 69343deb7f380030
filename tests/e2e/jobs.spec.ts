// In Chromium against `next start`: the dashboard's Failed jobs page (Developers) opens
// from the navigation, says when nothing has failed, and logs no console error. Listing and
// retrying dead jobs is covered against the routes in tests/integration/platform/jobs-dashboard.test.ts
// (the running server's embedded database cannot be given a dead job from outside).
import { expect, test } from "@playwright/test";
import { signIn } from "./support";

test("Failed jobs opens from Developers and shows its empty state without console errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: pageerror: ${error.message}`));
  await signIn(page);
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Failed jobs", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/jobs$/);
  await expect(page.getByRole("heading", { level: 1, name: "Failed jobs" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No failed jobs" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});
