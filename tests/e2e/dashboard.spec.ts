// A merchant signs up, signs out and in, rolls a key, switches to live mode and edits
// settings, in Chromium against `next start` (see playwright.config.ts).
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, signIn } from "./support";

const password = "correct horse battery staple";
const email = `e2e-${Date.now()}@example.test`;
const business = "E2E Coffee Roasters";

async function openSection(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test("a merchant signs up, signs in, manages keys, mode and settings", async ({ page }) => {
  // Many steps in one browser; beside the fuzz suite's worker (playwright.config.ts) a loaded 2-core machine took 55–60 s.
  test.setTimeout(120_000);
  await test.step("sign up lands on the dashboard", async () => {
    await page.goto("/signup");
    await page.getByLabel("Business name").fill(business);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: business })).toBeVisible();
    await expect(page.getByText("Test data", { exact: true })).toBeVisible();
    await expect(page.getByRole("complementary").getByText(email)).toBeVisible();
    // The new test secret key is shown right after sign-up, saying where to find it again.
    await expect(page.getByRole("heading", { name: "Your test secret key" })).toBeVisible();
    await expect(page.getByText(/^sk_test_/)).toBeVisible();
    await expect(page.getByText(/test keys can be revealed again, live secret keys are shown once/)).toBeVisible();
  });

  await test.step("sign out", async () => {
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard/);
  });

  await test.step("a wrong password is refused with a clear error", async () => {
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill("not the right password");
    await page.getByRole("button", { name: "Sign in" }).click();
    // (Next's route announcer is also role="alert"; pick ours by its text.)
    await expect(page.getByRole("alert").filter({ hasText: "Incorrect e-mail or password." })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  await test.step("sign in", async () => {
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: business })).toBeVisible();
    // The one-time key notice does not come back.
    await expect(page.getByRole("heading", { name: "Your test secret key" })).toHaveCount(0);
  });

  let newKey = "";
  await test.step("roll the test secret key, expiring the old one now", async () => {
    await openSection(page, "API keys");
    const keys = page.getByRole("region", { name: "Standard keys" });
    await expect(keys.getByText(/^pk_test_/)).toBeVisible();
    await expect(keys.getByText(/^sk_test_\w{4}•+$/)).toBeVisible();

    await keys.getByRole("button", { name: "Roll secret key" }).click();
    const roll = page.getByRole("dialog", { name: "Roll secret key" });
    await roll.getByRole("radio", { name: /^Now/ }).check();
    await roll.getByRole("button", { name: "Roll key" }).click();

    const reveal = page.getByRole("dialog", { name: "Your new secret key" });
    // A test key is not shown only once: the dialog says so instead of "Copy this key now."
    await expect(reveal.getByText(/Test secret keys can be shown again here; live secret keys are shown once/)).toBeVisible();
    await expect(reveal.getByText("Copy this key now.")).toHaveCount(0);
    const field = reveal.getByLabel("New secret key", { exact: true });
    await expect(field).toHaveValue(/^sk_test_[0-9A-Za-z]{38}$/);
    newKey = await field.inputValue();
    await reveal.getByRole("button", { name: "Done" }).click();
    await expect(reveal).toBeHidden();

    // The page shows only its prefix, and the old key is listed as revoked.
    await expect(page.getByText(newKey)).toHaveCount(0);
    await expect(keys.getByText(`${newKey.slice(0, 12)}••••••••••••`)).toBeVisible();
    await expect(page.getByText("Revoked and expired keys")).toBeVisible();

    // After a reload the test secret key can be revealed again, as often as needed.
    await page.reload();
    for (let i = 0; i < 2; i++) {
      await keys.getByRole("button", { name: `Reveal test secret key ${newKey.slice(0, 12)}` }).click();
      const again = page.getByRole("dialog", { name: "Your test secret key" });
      await expect(again.getByLabel("Test secret key", { exact: true })).toHaveValue(newKey);
      if (i === 0) await expectAccessible(page);
      await again.getByRole("button", { name: "Done" }).click();
      await expect(again).toBeHidden();
    }

    // The new key works against the API.
    const account = await page.request.get("/v2/account", { headers: { Authorization: `Bearer ${newKey}` } });
    expect(account.status()).toBe(200);
    expect((await account.json()).data).toMatchObject({ business_name: business, mode: "test" });
  });

  await test.step("switch to live mode", async () => {
    const toggle = page.getByRole("switch", { name: "Test mode" });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(page.getByText("Live mode", { exact: true })).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(page.getByText("Test data", { exact: true })).toHaveCount(0);
    // A new merchant's live mode opens the go-live checklist; its live keys
    // are listed (by prefix) but answer ACTIVATION_PENDING until the operator activates.
    await expect(page).toHaveURL(/\/dashboard\/settings\/activation$/);
    await expect(page.getByText("Live mode is locked", { exact: true })).toBeVisible();
    await openSection(page, "API keys");
    const keys = page.getByRole("region", { name: "Standard keys" });
    await expect(keys.getByText(/^pk_live_/)).toBeVisible();
    await expect(keys.getByText(/^sk_live_\w{4}•+$/)).toBeVisible();
    await expect(keys.getByText(/^pk_test_/)).toHaveCount(0);
    // Live secret keys are shown once: there is nothing to reveal.
    await expect(keys.getByRole("button", { name: /^Reveal/ })).toHaveCount(0);

    // The choice survives a reload (gw_mode cookie).
    await page.reload();
    await expect(page.getByText("Live mode", { exact: true })).toBeVisible();
  });

  await test.step("change business name and retry window", async () => {
    await openSection(page, "Settings");
    const name = page.getByLabel("Business name");
    const retry = page.getByLabel("Retry window (minutes)");
    await expect(name).toHaveValue(business);
    await expect(retry).toHaveValue("60");

    await name.fill("E2E Coffee Roasters Ltd");
    await retry.fill("15");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").getByText("Settings saved")).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("Business name")).toHaveValue("E2E Coffee Roasters Ltd");
    await expect(page.getByLabel("Retry window (minutes)")).toHaveValue("15");
    await expect(page.getByRole("complementary").getByText("E2E Coffee Roasters Ltd")).toBeVisible();
  });

  await test.step("an invalid retry window shows the field error and is not saved", async () => {
    const retry = page.getByLabel("Retry window (minutes)");
    await retry.fill("3");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("At least 5 minutes")).toBeVisible();
    await expect(retry).toHaveAttribute("aria-invalid", "true");
    await expect(retry).toBeFocused();

    await page.reload();
    await expect(page.getByLabel("Retry window (minutes)")).toHaveValue("15");
  });

  await test.step("allow an embed origin (bad ones named per entry) and show only preferred methods", async () => {
    const origin = (n: number) => page.getByLabel(`Allowed embed origin ${n}`, { exact: true });
    await expect(page.getByText("No origins yet")).toBeVisible();
    await page.getByRole("button", { name: "Add origin" }).click();
    await expect(origin(1)).toBeFocused();
    await origin(1).fill("HTTPS://Shop.Example/");
    await page.getByRole("button", { name: "Add origin" }).click();
    await origin(2).fill("https://shop.example/checkout");
    const restrict = page.getByRole("switch", { name: "Show only the payment methods a payment prefers" });
    await expect(restrict).not.toBeChecked();
    await restrict.check();

    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(origin(1)).toHaveValue("https://shop.example"); // normalised when it lost focus
    await expect(page.getByText('"https://shop.example/checkout": an origin has no path, query or fragment; use https://shop.example')).toBeVisible();
    await expect(origin(2)).toHaveAttribute("aria-invalid", "true");
    await expect(origin(2)).toBeFocused();

    await page.getByRole("button", { name: /^Remove origin 2/ }).click();
    await expect(origin(2)).toHaveCount(0);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").getByText("Settings saved")).toBeVisible();

    await page.reload();
    await expect(origin(1)).toHaveValue("https://shop.example");
    await expect(origin(2)).toHaveCount(0);
    await expect(page.getByRole("switch", { name: "Show only the payment methods a payment prefers" })).toBeChecked();
  });
});

test("signed-out visitors are sent to sign in, and the dashboard API refuses them", async ({ page }) => {
  await page.goto("/dashboard/settings");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard%2Fsettings/);
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();

  const res = await page.request.get("/api/dashboard/settings");
  expect(res.status()).toBe(401);
  expect((await res.json()).error.code).toBe("UNAUTHORIZED");
});

test("at 1366×768 every sidebar entry can be reached: the list scrolls inside the sidebar", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page);
  await page.goto("/dashboard/payments");
  const sidebar = page.getByRole("complementary");
  const nav = sidebar.getByRole("navigation", { name: "Dashboard" });
  // Nothing spills out of the sidebar, below the window: the list itself scrolls.
  expect(await sidebar.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
  for (const name of ["Go live", "Audit log"]) {
    const link = nav.getByRole("link", { name, exact: true });
    await link.evaluate((el) => el.scrollIntoView({ block: "nearest" }));
    const box = (await link.boundingBox())!;
    expect(box.y, name).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, name).toBeLessThanOrEqual(768);
  }
  // Scrolled within the sidebar, the page stays where it was.
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(100);
  await nav.getByRole("link", { name: "Audit log", exact: true }).click({ timeout: 5_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expectAccessible(page);
});

test("the overview names the merchant's time zone in words, not by its identifier", async ({ page, baseURL }) => {
  await signIn(page);
  const settings = (await (await page.request.get("/api/dashboard/settings")).json()).data as { time_zone: string | null };
  const setZone = async (time_zone: string | null) => {
    const res = await page.request.patch("/api/dashboard/settings", { headers: { Origin: baseURL! }, data: { time_zone } });
    expect(res.status(), await res.text()).toBe(200);
  };
  await setZone("Africa/Addis_Ababa");
  try {
    await page.goto("/dashboard");
    await expect(page.getByText(/\(days in East Africa Time \(Addis Ababa\)\), compared with/)).toBeVisible();
    await expect(page.getByText(/Africa\/Addis_Ababa/)).toHaveCount(0);
    await expectAccessible(page);
  } finally {
    await setZone(settings.time_zone);
  }
});
