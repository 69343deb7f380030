// Live money through processor connectors, in Chromium against `next start`. The spec
// starts the Chapa and MTN MoMo fakes (tests/fakes/) in its own process and, before its server starts,
// the operator connects the seeded merchant's accounts at them with the CLI
// (`connectors add --mode live --base-url <fake> --merchant <owner's e-mail>`, the server's ENCRYPTION_KEY):
// the operator's way to try a fake, since a merchant cannot choose where the gateway connects
// (docs/security.md, "Where the gateway connects"). Then, with JavaScript on and off:
//   - a live UGX payment by MTN MoMo: only MTN Mobile Money is offered, the page waits for the
//     customer's approval on the phone (approved in the fake) and refreshes itself to success;
//   - a live ETB payment through Chapa: the checkout sends the customer to Chapa's hosted page,
//     Pay there brings them back to /checkout/<token>/return, which asks Chapa and shows success;
//     part of it is then refunded through the API (pending until Chapa settles it).
//
// The CLI writes the database, and a PGlite directory serves one process at a time: the shared e2e
// server's cannot be written while it runs. So this spec has its own `next start` on its own fresh
// database and seeded merchant (own-server lane, playwright.config.ts), as the activation spec does;
// its connections touch no other spec's merchant.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { startChapaFake, type ChapaFake } from "../fakes/chapa/server";
import { DEFAULT_MOMO_CREDENTIALS, startMtnMomoFake, type MtnMomoFake } from "../fakes/mtn-momo/server";
import { expectAccessible, openPaymentMethod, signIn, type Seed } from "./support";

const CHAPA_SECRET_KEY = "CHASECK-e2elive000000000000000000000000000";
const CHAPA_WEBHOOK_SECRET = "e2e-live-chapa-webhook-secret";

const port = Number(process.env.E2E_PORT || 3100) + 30;
const baseURL = `http://127.0.0.1:${port}`;
const origin = baseURL;
const dataDir = path.resolve(".data/e2e-live-processors");
const seedFile = path.join(dataDir, "seed.json");
const NEXT_BIN = path.resolve("node_modules/next/dist/bin/next");

test.use({ baseURL });

type Created = { checkout_url: string; gateway_reference: string };
type Connection = { id: string; connector: string; mode: string; scope: string; merchant_id: string | null; base_url: string | null; callback_url: string; enabled: boolean };

let chapa: ChapaFake;
/** A gateway-wide (installation) connection, disabled: what a merchant sees of the operator's. */
let installation: Connection;
let mtn: MtnMomoFake;
let server: ChildProcess | null = null;
let seeded: Seed;
/** The owner's signed-in browser context, whose request context carries the session and mode cookies. */
let owner: BrowserContext;
const connections: Connection[] = [];

// The server, the seeding and the CLI share one configuration: above all ENCRYPTION_KEY, since the CLI
// encrypts the live credentials that the server must read. The rest is the shared e2e server's.
const appEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: "production",
  DATABASE_URL: "",
  PGLITE_DIR: path.join(dataDir, "pglite"),
  PUBLIC_BASE_URL: baseURL,
  NEXTAUTH_URL: baseURL,
  NEXTAUTH_SECRET: "live-processors-e2e-secret-live-processors-e2e",
  ENCRYPTION_KEY: "11ee11ee11ee11ee11ee11ee11ee11ee11ee11ee11ee11ee11ee11ee11ee11ee",
  // Every request's log line, as on the shared server: `npm run test:leaks` reads this log too.
  LOG_LEVEL: "info",
  SMTP_URL: "",
  RATE_LIMIT_TEST_PER_SECOND: "1000000",
  RATE_LIMIT_TEST_BURST: "1000000",
  RATE_LIMIT_LIVE_PER_SECOND: "1000000",
  RATE_LIMIT_LIVE_BURST: "1000000",
  RATE_LIMIT_CHECKOUT_IP_PER_MINUTE: "1000000",
  RATE_LIMIT_CHECKOUT_IP_BURST: "1000000",
  RATE_LIMIT_CHECKOUT_SESSION_PER_MINUTE: "1000000",
  RATE_LIMIT_CHECKOUT_SESSION_BURST: "1000000",
  RATE_LIMIT_CALLBACK_IP_PER_MINUTE: "1000000",
  RATE_LIMIT_CALLBACK_IP_BURST: "1000000",
  RATE_LIMIT_CALLBACK_TOKEN_PER_MINUTE: "1000000",
  RATE_LIMIT_CALLBACK_TOKEN_BURST: "1000000",
  RATE_LIMIT_RETURN_IP_PER_MINUTE: "1000000",
  RATE_LIMIT_RETURN_IP_BURST: "1000000",
  RATE_LIMIT_RETURN_SESSION_PER_MINUTE: "1000000",
  RATE_LIMIT_RETURN_SESSION_BURST: "1000000",
  PROCESSOR_STATUS_ASK_INTERVAL_SECONDS: "1",
});

/** A script of ours (tsx, react-server conditions) as the operator runs it; its stdout. */
async function runScript(script: string, ...args: string[]): Promise<string> {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", path.resolve(script), ...args], { env: appEnv(), stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (d) => (stdout += d));
  child.stderr!.on("data", (d) => (stderr += d));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  expect(code, `${script} ${args.join(" ")}: ${stderr}`).toBe(0);
  return stdout;
}

/** `npm run gateway -- connectors add … --json`: the connection as the CLI shows it. */
async function addConnection(...args: string[]): Promise<Connection> {
  return JSON.parse(await runScript("scripts/gateway.ts", "connectors", "add", ...args, "--json"));
}

async function startServer() {
  const log = fs.openSync(path.join(dataDir, "server.log"), "a");
  // Own process group, so stopping it stops the next-server child too.
  server = spawn(process.execPath, [NEXT_BIN, "start", "--port", String(port), "--hostname", "127.0.0.1"], { detached: true, stdio: ["ignore", log, log], env: appEnv() });
  fs.closeSync(log);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}; see .data/e2e-live-processors/server.log`);
    if (await fetch(`${baseURL}/healthz`).then((r) => r.ok, () => false)) return;
    if (Date.now() > deadline) throw new Error("next start did not answer within 60 s");
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopServer() {
  const group = server?.pid;
  server = null;
  if (!group) return;
  const alive = () => {
    try {
      process.kill(-group, 0);
      return true;
    } catch {
      return false;
    }
  };
  try {
    process.kill(-group, "SIGTERM");
  } catch {
    return;
  }
  const deadline = Date.now() + 10_000;
  while (alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (alive()) process.kill(-group, "SIGKILL");
}

/** A dashboard JSON call as the signed-in owner (state-changing calls need the dashboard's Origin). */
async function dashboardPost(path: string, data: unknown) {
  const res = await owner.request.post(path, { data, headers: { origin } });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()).data;
}

async function setMode(mode: "test" | "live") {
  expect(await dashboardPost("/api/dashboard/mode", { mode })).toEqual({ mode });
}

test.beforeAll(async ({ browser }) => {
  // Seeding, two CLI runs (each a tsx start) and a server start.
  test.setTimeout(180_000);
  fs.mkdirSync(dataDir, { recursive: true });
  // The fakes first: their addresses are what the operator gives the CLI before the server starts.
  chapa = await startChapaFake({ port: 0, secretKey: CHAPA_SECRET_KEY, webhookSecret: CHAPA_WEBHOOK_SECRET });
  // null: a request to pay stays pending until the test approves it, as the customer would on the phone.
  mtn = await startMtnMomoFake({ port: 0, targetEnvironment: "mtnuganda", approvalDelayMs: null });

  await runScript("scripts/prepare-db.ts", "--fresh", "--seed", `--seed-output=${seedFile}`);
  seeded = JSON.parse(fs.readFileSync(seedFile, "utf8"));
  const product = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });
  const chapaConnection = await addConnection(
    "--connector", "chapa", "--mode", "live", "--merchant", seeded.email, "--base-url", chapa.url,
    "--credentials", JSON.stringify({ secret_key: CHAPA_SECRET_KEY, webhook_secret: CHAPA_WEBHOOK_SECRET }),
  );
  connections.push(chapaConnection);
  const mtnConnection = await addConnection(
    "--connector", "mtn_momo", "--mode", "live", "--merchant", seeded.email, "--base-url", mtn.url,
    "--credentials", JSON.stringify({ collection: product(DEFAULT_MOMO_CREDENTIALS.collection), disbursement: product(DEFAULT_MOMO_CREDENTIALS.disbursement), target_environment: "mtnuganda" }),
  );
  connections.push(mtnConnection);
  for (const [c, fake] of [[chapaConnection, chapa], [mtnConnection, mtn]] as const) {
    expect(c).toMatchObject({ mode: "live", enabled: true, scope: "merchant", merchant_id: seeded.merchant_id, base_url: fake.url, callback_url: expect.stringMatching(new RegExp(`^${origin}/v2/processor-callbacks/`)) });
  }
  // Chapa's webhooks go where its dashboard says: the connection's callback URL.
  chapa.setWebhookUrl(chapaConnection.callback_url);
  // The operator's connection for every merchant, never used by a payment: disabled as soon as added.
  installation = await addConnection(
    "--connector", "chapa", "--mode", "live", "--base-url", "http://127.0.0.1:9", "--priority", "10000",
    "--credentials", JSON.stringify({ secret_key: "CHASECK-e2einstallation0000000000000000", webhook_secret: CHAPA_WEBHOOK_SECRET }),
  );
  await runScript("scripts/gateway.ts", "connectors", "disable", installation.id);

  await startServer();
  // Its own options: not the JavaScript-off describe's (the sign-in form needs JavaScript).
  owner = await browser.newContext({ baseURL, javaScriptEnabled: true });
  const page = await owner.newPage();
  // A server just started: its worker's first jobs (the daily reconciliation of each connection, on the
  // one embedded database) run beside the first sign-in, which on a loaded 2-core machine has waited past
  // the default 10 s while the other worker's specs ran.
  await signIn(page, seeded, { timeoutMs: 60_000 });
  await page.close();
  await setMode("live");
});

test.afterAll(async () => {
  await owner?.close();
  await stopServer();
  await chapa?.close();
  await mtn?.close();
});

const liveKey = () => seeded.keys.live.secret;

async function createLivePayment(request: APIRequestContext, body: Record<string, unknown>): Promise<Created> {
  const res = await request.post("/v2/payments/hosted", {
    headers: { Authorization: `Bearer ${liveKey()}` },
    data: { customer: { first_name: "Abebe", last_name: "Kebede", email: "abebe@example.com" }, ...body },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
}

async function verify(request: APIRequestContext, reference: string) {
  const res = await request.get(`/v2/payments/${reference}/verify`, { headers: { Authorization: `Bearer ${liveKey()}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data as { status: string; mode?: string; payment_method: string | null };
}

/** The method names the checkout lists, in order. */
async function listedMethods(page: Page): Promise<string[]> {
  return (await page.locator("input[name='payment-method'] + label").allInnerTexts()).map((t) => t.split("\n")[0].trim());
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`live processors, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    // axe-core is injected as a script tag; a strict CSP would (rightly) refuse it.
    test.use({ javaScriptEnabled, bypassCSP: true });

    test("a live UGX payment by MTN MoMo waits for the phone's approval, then succeeds", async ({ page, request }) => {
      const p = await createLivePayment(request, { amount: 25000, currency: "UGX" });
      await page.goto(p.checkout_url);
      await expect(page.getByText("Test mode — no real money moves")).toHaveCount(0);
      // Live: only what a connection serves (the MTN connection), not Airtel, card or bank transfer.
      expect(await listedMethods(page)).toEqual(["MTN Mobile Money"]);
      await expect(page.getByText("Airtel Money")).toHaveCount(0);

      const before = mtn.kit.requests.length;
      await page.getByLabel("MTN Mobile Money phone number").fill("+256772123456");
      await page.getByRole("button", { name: "Pay UGX 25,000" }).click();
      await expect(page.getByRole("heading", { name: "Confirming your payment…" })).toBeVisible();
      await expect(page.getByText("Approve the request on your phone in MTN Mobile Money.")).toBeVisible();
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute("content", /^3;url=\/checkout\//);
      // The screen refreshes itself by a meta refresh so that it works without JavaScript, which axe's
      // meta-refresh rule (WCAG 2.2.1, timing adjustable) flags: left out here, every other rule holds.
      if (javaScriptEnabled) {
        // axe must not race the refresh (on a loaded machine it took longer than its 3 s and the refresh destroyed
        // the page it was checking): while it runs, the refresh is answered 204, which leaves the page as it is;
        // then the page is loaded again, and its own refreshes carry it on.
        const waiting = page.url();
        const checkoutPages = (url: URL) => url.pathname.startsWith("/checkout/");
        await page.route(checkoutPages, (route) => (route.request().isNavigationRequest() ? route.fulfill({ status: 204 }) : route.continue()));
        await expectAccessible(page, { exclude: ['meta[http-equiv="refresh"]'] });
        await page.unroute(checkoutPages);
        await page.goto(waiting);
        await expect(page.getByRole("heading", { name: "Confirming your payment…" })).toBeVisible();
      }

      // The request to pay the connector sent: UGX, the number without "+", the attempt's reference.
      const sent = mtn.kit.requests.slice(before).find((r) => r.method === "POST" && r.path === "/collection/v1_0/requesttopay");
      expect(sent, "no request to pay reached the MTN fake").toBeDefined();
      expect(JSON.parse(sent!.body)).toMatchObject({ amount: "25000", currency: "UGX", payer: { partyIdType: "MSISDN", partyId: "256772123456" } });
      expect(sent!.headers["x-callback-url"]).toBe(connections.find((c) => c.connector === "mtn_momo")!.callback_url);
      expect((await verify(request, p.gateway_reference)).status).not.toBe("success");

      mtn.approve(sent!.headers["x-reference-id"]);
      // The waiting page refreshes itself every 3 s (a meta refresh: with or without JavaScript).
      await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible({ timeout: 20_000 });
      expect(await verify(request, p.gateway_reference)).toMatchObject({ status: "success", payment_method: "mtn_momo" });
    });

    test("a live ETB payment goes through Chapa's hosted page and back, then is partly refunded", async ({ page, request }) => {
      const p = await createLivePayment(request, { amount: 3500, currency: "ETB" });
      await page.goto(p.checkout_url);
      // Chapa's methods; no bank transfer, which no live connection serves.
      // In the Ethiopian market's order: the wallets first, telebirr leading.
      expect(await listedMethods(page)).toEqual(["telebirr", "CBE Birr", "M-Pesa", "E-birr", "Awash Birr", "Card"]);

      if (javaScriptEnabled) {
        // A card on a live connection is typed on Chapa's page: no card fields here.
        const card = page.locator("[data-payment-method]").filter({ has: page.getByRole("radio", { name: "Card", exact: true }) });
        await expect(card.getByLabel("Card number")).toHaveCount(0);
        await openPaymentMethod(page, "Card");
        await card.getByRole("button", { name: "Continue to pay ETB 3,500.00" }).click();
      } else {
        await openPaymentMethod(page, "telebirr");
        await page.getByLabel("telebirr phone number").fill("+251900123456");
        await page.getByRole("button", { name: "Pay ETB 3,500.00" }).filter({ visible: true }).click();
      }

      // On to the processor's page (a meta refresh from the gateway's checkout).
      await page.waitForURL((url) => url.href.startsWith(`${chapa.url}/checkout/`));
      await expect(page.locator("#amount")).toHaveText("3500.00 ETB");
      const tx = [...chapa.state.transactions.values()].at(-1)!;
      expect(tx).toMatchObject({ currency: "ETB", amountCents: 350_000, mode: "live", return_url: `${origin}/checkout/${new URL(p.checkout_url).pathname.split("/")[2]}/return` });
      if (!javaScriptEnabled) expect(tx.phone_number).toBe("0900123456");

      await page.getByRole("button", { name: "Pay", exact: true }).click();
      // Back through /checkout/<token>/return, which asks Chapa before showing the page.
      await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible({ timeout: 20_000 });
      expect(page.url().startsWith(origin)).toBe(true);
      expect((await verify(request, p.gateway_reference)).status).toBe("success");

      const refund = await request.post(`/v2/payments/${p.gateway_reference}/refunds`, {
        headers: { Authorization: `Bearer ${liveKey()}` },
        // Part of it: the whole amount needs the fee kept on the payment in the balance as well.
        data: { amount: 1000, reason: "e2e live refund" },
      });
      expect(refund.status(), await refund.text()).toBe(201);
      expect((await refund.json()).data).toMatchObject({ status: "pending" });
      // The refund is sent by the worker's refund.send job, after the refund's own statement has
      // committed (lib/refunds/send-refund.ts), so it reaches Chapa a moment after the 201.
      // To Chapa's own reference for the transaction (verify's `reference`), not the gateway's tx_ref.
      const sentRefund = () => chapa.kit.requests.find((r) => r.method === "POST" && r.path === `/v1/refund/${tx.reference}`);
      await expect.poll(() => sentRefund() !== undefined, { message: "no refund reached the Chapa fake", timeout: 15_000 }).toBe(true);
      const sent = sentRefund();
      expect(JSON.parse(sent!.body)).toMatchObject({ amount: "1000.00" });
    });
  });
}

// Settings → Processors shows each connection's health after the payments above: its
// circuit ("Taking payments"), the last hour's and day's calls with the answered share and latency,
// and a chart whose text alternative says the same in words. Accessible (axe) like every page.
test.describe("the dashboard's health view", () => {
  test.use({ bypassCSP: true });

  test("each connection shows its circuit, its last hour and day, and a chart with a text alternative", async () => {
    // The MoMo fake answers a harmless call, so its connection has calls to show whichever tests ran before.
    await dashboardPost(`/api/dashboard/processors/${connections.find((c) => c.connector === "mtn_momo")!.id}/check`, {});
    const page = await owner.newPage();
    await page.goto("/dashboard/settings/processors");
    for (const c of connections) {
      const row = page.getByTestId(`processor-${c.id}`);
      const health = row.getByTestId("processor-health");
      await expect(health.getByText("Taking payments")).toBeVisible();
      await expect(health.getByText(/^Last hour: (no calls|\d+ calls, [\d.]+% answered, p50 \d+ ms, p95 \d+ ms)$/)).toBeVisible();
      await expect(health.getByText(/^Last 24 hours: /)).toBeVisible();
      await expect(health.getByRole("img", { name: /^Calls and answered share per hour, last 24 hours: / })).toBeVisible();
    }
    const mtnHealth = page.getByTestId(`processor-${connections.find((c) => c.connector === "mtn_momo")!.id}`).getByTestId("processor-health");
    await expect(mtnHealth.getByText(/^Last hour: \d+ calls, 100% answered/)).toBeVisible();
    // The methods by their names; a callback URL on one line, cut short, copied whole.
    const chapaRow = page.getByTestId(`processor-${connections.find((c) => c.connector === "chapa")!.id}`);
    await expect(chapaRow.getByText("Card, telebirr, CBE Birr, M-Pesa, E-birr, Awash Birr")).toBeVisible();
    const callback = chapaRow.getByTestId("processor-callback-url").locator("code");
    await expect(callback).toHaveAttribute("title", connections.find((c) => c.connector === "chapa")!.callback_url);
    const lineHeight = await callback.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await callback.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    await expectAccessible(page);
    await page.close();
  });

  test("the gateway's own connection shows no callback URL to a merchant; an unchecked one says so and offers the check", async () => {
    expect(installation).toMatchObject({ scope: "installation", callback_url: expect.stringContaining("/v2/processor-callbacks/") });
    const page = await owner.newPage();
    await page.goto("/dashboard/settings/processors");
    const row = page.getByTestId(`processor-${installation.id}`);
    await expect(row.getByText("Gateway-wide")).toBeVisible();
    await expect(row.getByTestId("processor-callback-url")).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText(installation.callback_url);
    await expect(row.getByText("Not checked yet")).toBeVisible();
    await expect(row.getByText("Never checked")).toHaveCount(0);
    await expectAccessible(page);
    await row.getByRole("button", { name: `Check now: Chapa ${installation.id}` }).click();
    await expect(row.getByText("Failing", { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(row.getByText("Not checked yet")).toHaveCount(0);
    await page.close();
  });

  test("an account connected in the dashboard is checked at once", async () => {
    const page = await owner.newPage();
    await page.goto("/dashboard/settings/processors");
    await page.getByLabel("Processor").selectOption("chapa");
    await page.getByLabel("Secret key").fill("CHASECK-e2edashboard00000000000000000000");
    await page.getByLabel("Webhook secret").fill("dashboard-webhook-secret");
    await page.getByLabel(/^Priority/).fill("9000");
    await page.getByRole("button", { name: "Connect Chapa" }).click();
    const status = page.getByRole("status").filter({ hasText: /Chapa connected \(pcn_\w+\)/ });
    await expect(status).toBeVisible();
    const id = /\((pcn_\w+)\)/.exec((await status.textContent()) ?? "")![1];
    // It talks to Chapa's own host, which this machine does not reach: the check says so at once.
    await expect(status).toContainText(/Chapa answered the check\.|The check failed: /, { timeout: 30_000 });
    const row = page.getByTestId(`processor-${id}`);
    await expect(row.getByText(/^(OK|Failing)$/)).toBeVisible();
    await expect(row.getByText("Not checked yet")).toHaveCount(0);
    await expectAccessible(page);
    page.once("dialog", (dialog) => dialog.accept());
    await row.getByRole("button", { name: `Disable Chapa ${id}` }).click();
    await expect(row.getByText(/^Disabled/)).toBeVisible();
    await page.close();
  });
});
