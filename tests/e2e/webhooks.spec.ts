// Dashboard side, in Chromium against `next start` (playwright.config.ts: the inline
// worker sends deliveries). A receiver runs inside this spec on 127.0.0.1 (test mode allows
// http and private addresses) and answers 200 with a recognisable body. The demo merchant adds
// an endpoint (a refused URL first shows its error beside the field), sends a test event, sees
// the delivery succeed in the log with the receiver's answer, checks the signature with the
// revealed secret (standardwebhooks), and resends it: the receiver gets it again with the same
// webhook-id and the log shows the second attempt.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { expect, test } from "@playwright/test";
import { signIn, expectAccessible, seed } from "./support";

type Received = { headers: http.IncomingHttpHeaders; body: string };
const received: Received[] = [];
const ANSWER = `receiver-ok-${Math.random().toString(36).slice(2, 10)}`;
let receiver: http.Server;
let receiverUrl: string;

test.beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { "content-type": "text/plain" }).end(ANSWER);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks`;
});

test.afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
});

// The worker ticks every few seconds; a delivery needs one or two of its rounds.
const DELIVERED = { timeout: 30_000 };

// axe-core is injected as a script tag.
test.use({ bypassCSP: true });
test.setTimeout(120_000);

test("add an endpoint, send a test event, see the delivery and its response in the log, resend it", async ({ page }) => {
  await signIn(page, seed());
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Webhooks", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();

  await test.step("add an endpoint; a URL the server refuses shows its error on the field", async () => {
    await page.getByRole("button", { name: "Add endpoint" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add endpoint" });
    const url = dialog.getByLabel("Endpoint URL");
    await url.fill("ftp://example.com/hooks");
    await dialog.getByLabel("Description (optional)").fill("E2E receiver");
    await dialog.getByRole("button", { name: "Add endpoint" }).click();
    await expect(url).toHaveAttribute("aria-invalid", "true");
    await expect(dialog).toBeVisible();

    await url.fill(receiverUrl);
    await expect(dialog.getByLabel("All events, including types added later")).toBeChecked();
    await expect(dialog.getByLabel(/^v2/)).toBeChecked();
    await dialog.getByRole("button", { name: "Add endpoint" }).click();
    await expect(dialog).toBeHidden();
    // A new endpoint opens its own page.
    await expect(page.getByRole("heading", { level: 1, name: "Webhook endpoint" })).toBeVisible();
    await expect(page.getByText(receiverUrl).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Details" }).getByText("Enabled")).toBeVisible();
  });

  const log = page.getByRole("region", { name: "Deliveries" });
  await test.step("send a test event and see it succeed in the log", async () => {
    await expect(log.getByText("No deliveries yet")).toBeVisible();
    await page.getByRole("button", { name: "Send test event" }).click();
    await expect(page.getByRole("status").getByText("Test event queued")).toBeVisible();
    const row = log.getByRole("row").filter({ hasText: "webhook_endpoint.test" });
    await expect(row).toHaveCount(1);
    await expect(row.getByText("Succeeded")).toBeVisible(DELIVERED);
    await expect(row.getByText("HTTP 200")).toBeVisible();
    expect(received).toHaveLength(1);

    // The filter tabs: the delivery is under Succeeded, not under Failed.
    await log.getByRole("tab", { name: "Failed" }).click();
    await expect(log.getByText("No failed deliveries")).toBeVisible();
    await log.getByRole("tab", { name: "Succeeded" }).click();
    await expect(log.getByRole("row").filter({ hasText: "webhook_endpoint.test" })).toHaveCount(1);
    await log.getByRole("tab", { name: "All" }).click();
  });

  await test.step("the signature verifies with the revealed secret", async () => {
    await page.getByRole("button", { name: "Reveal signing secret" }).click();
    const secret = await page.getByLabel("Current secret").inputValue();
    expect(secret).toMatch(/^whsec_/);
    const [first] = received;
    const headers = { "webhook-id": String(first.headers["webhook-id"]), "webhook-timestamp": String(first.headers["webhook-timestamp"]), "webhook-signature": String(first.headers["webhook-signature"]) };
    expect(new Webhook(secret).verify(first.body, headers)).toMatchObject({ event: "webhook_endpoint.test" });
    await page.getByRole("button", { name: "Hide secret" }).click();
  });

  await test.step("the delivery shows its request and the receiver's answer, and is resent with the same webhook-id", async () => {
    await log.getByRole("button", { name: /webhook_endpoint\.test/ }).click();
    const dialog = page.getByRole("dialog", { name: "Delivery of webhook_endpoint.test" });
    const firstAttempt = dialog.getByRole("region", { name: "Attempt 1" });
    await expect(firstAttempt.getByText("HTTP 200", { exact: true })).toBeVisible();
    await expect(firstAttempt.getByText(`POST ${receiverUrl}`)).toBeVisible();
    await expect(firstAttempt.getByText(/webhook-signature: v1,/)).toBeVisible();
    await expect(firstAttempt.getByText(ANSWER)).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole("button", { name: "Resend" }).click();
    await expect(page.getByRole("status").getByText("Delivery queued again")).toBeVisible();
    const secondAttempt = dialog.getByRole("region", { name: "Attempt 2" });
    await expect(secondAttempt.getByText("HTTP 200", { exact: true })).toBeVisible(DELIVERED);
    await expect(secondAttempt.getByText(ANSWER)).toBeVisible();
    expect(received).toHaveLength(2);
    expect(received[1].headers["webhook-id"]).toBe(received[0].headers["webhook-id"]);
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await expect(dialog).toBeHidden();
    // Still one row: a resend is a new round of the same delivery, not a new delivery.
    const row = log.getByRole("row").filter({ hasText: "webhook_endpoint.test" });
    await expect(row).toHaveCount(1);
    await expect(row.getByText("Succeeded")).toBeVisible();
  });

  await test.step("the endpoint is listed on the webhooks page", async () => {
    await page.getByRole("link", { name: "Webhooks", exact: true }).first().click();
    const row = page.getByRole("region", { name: "Endpoints" }).getByRole("row").filter({ hasText: receiverUrl });
    await expect(row).toContainText("E2E receiver");
    await expect(row).toContainText("All events");
    await expect(row).toContainText("v2");
    await expect(row).toContainText("Enabled");
    await expectAccessible(page);
  });
});
