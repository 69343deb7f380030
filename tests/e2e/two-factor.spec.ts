// Two-factor sign-in in the browser. A new merchant's owner turns it on in the settings
// (secret shown as text, confirmed with a code, recovery codes shown once), signs out, and signs
// in again with the password and then a code from the same secret.
import { expect, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { signIn } from "./support";

const codeAt = (secret: string, at: number) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

test("sign-in with a TOTP code after turning two-factor sign-in on", async ({ page, baseURL }) => {
  const email = `tfa-${Date.now()}@example.test`;
  const password = "correct horse battery staple";
  const signup = await page.request.post("/api/dashboard/signup", { data: { name: "Two Factor Shop", email, password }, headers: { origin: baseURL! } });
  expect(signup.status()).toBe(201);

  await signIn(page, { email, password });
  await page.goto("/dashboard/settings");
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole("img", { name: "QR code of the setup URI" })).toBeVisible();
  await page.getByLabel("Code from the app").fill(codeAt(secret, Date.now()));
  await page.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("10 of 10 recovery codes left.")).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);

  // The password alone is not enough: the form asks for the code; a wrong one is refused.
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Authentication code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That code is not valid." })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // The code of the next 30-second step: the confirmation's code is used, and the server accepts
  // one step of drift, so this one is valid now and not a replay.
  await signIn(page, { email, password, code: () => codeAt(secret, Date.now() + 30_000) });
  await expect(page.getByRole("heading", { level: 1, name: "Two Factor Shop" })).toBeVisible();
});
