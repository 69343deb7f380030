// `npm run gateway -- connectors add|list|disable|check` as an operator runs it, in its own
// process, against the PostgreSQL database a running server uses (this test's process plays the
// server: it routes payments through its connection cache). A connection the CLI adds is used by the
// server, and one it disables is dropped, within the cache's few seconds. Credentials never come back.
// Live credentials are encrypted only under a real ENCRYPTION_KEY (never the development key), and a
// base URL that is not a public address is taken with a warning.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { runGatewayCliWithEnv } from "@/tests/support/gateway-cli";
import { createTestMerchant } from "@/tests/factories/merchants";
import { startChapaFake, type ChapaFake } from "@/tests/fakes/chapa/server";
import { startStripeFake } from "@/tests/fakes/stripe/server";
import { startAirtelMoneyFake } from "@/tests/fakes/airtel-money/server";
import { DEFAULT_WAAFI_CREDENTIALS, startWaafiPayFake } from "@/tests/fakes/waafipay/server";
import { CACHE_TTL_MS, invalidateConnectionCache, methodsServed } from "@/lib/processors/connections";
import { resetEnvForTests } from "@/lib/env";

const database = setupTestDatabase();
const SECRET = "CHASECK-cli-test-secret-000000000000";
const WEBHOOK_SECRET = "cli-test-webhook-secret";

// The operator's key, as a server would have it (hex, 32 bytes).
const ENCRYPTION_KEY = "c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1";
const gateway = (...args: string[]) => runGatewayCliWithEnv(database.current.url, { ENCRYPTION_KEY }, ...args);
const gatewayWithoutKey = (...args: string[]) => runGatewayCliWithEnv(database.current.url, {}, ...args);
const NOT_PUBLIC_WARNING = /warning: the base URL http:\/\/127\.0\.0\.1:\d+ is not a public address: 127\.0\.0\.1 is loopback\. A processor's API is public/;

describe.skipIf(!onPostgres)("connectors CLI (PostgreSQL, beside a running server)", { timeout: 120_000 }, () => {
  let fake: ChapaFake;
  let merchantEmail = "";
  let id = "";
  beforeAll(async () => {
    // This process plays the server, which holds the same key as the operator's CLI.
    process.env.ENCRYPTION_KEY = ENCRYPTION_KEY;
    resetEnvForTests();
    fake = await startChapaFake({ secretKey: SECRET, webhookSecret: WEBHOOK_SECRET });
    const m = await createTestMerchant();
    merchantEmail = m.user.email;
  });
  afterAll(async () => {
    delete process.env.ENCRYPTION_KEY;
    resetEnvForTests();
    await fake?.close();
  });

  it("adds a connection for one merchant by the owner's e-mail and prints it as JSON, without its credentials", async () => {
    const out = await gateway("connectors", "add", "--connector", "chapa", "--mode", "live", "--credentials", JSON.stringify({ secret_key: SECRET, webhook_secret: WEBHOOK_SECRET }), "--base-url", fake.url, "--merchant", merchantEmail, "--priority", "5", "--methods", "telebirr,card", "--json");
    expect(out.code, out.stderr).toBe(0);
    const json = JSON.parse(out.stdout);
    expect(json).toMatchObject({ id: expect.stringMatching(/^pcn_/), connector: "chapa", mode: "live", scope: "merchant", priority: 5, methods: ["telebirr", "card"], currencies: ["ETB", "USD"], enabled: true, base_url: fake.url });
    expect(json.callback_url).toMatch(/^https:\/\/gateway\.example\/v2\/processor-callbacks\/[0-9A-Za-z]{20,}$/);
    // The fake is on loopback: taken (the operator may), with a warning on stderr.
    expect(out.stderr).toMatch(NOT_PUBLIC_WARNING);
    expect(out.stdout).not.toContain(SECRET);
    expect(out.stdout).not.toContain(WEBHOOK_SECRET);
    id = json.id;
  });

  it("the running server uses it within seconds, and stops when it is disabled", async () => {
    const merchantId = (await database.current.client.processorConnection.findUniqueOrThrow({ where: { id } })).merchantId!;
    invalidateConnectionCache();
    expect([...(await methodsServed({ merchantId, mode: "live", currency: "ETB" }))].sort()).toEqual(["card", "telebirr"]);

    const off = await gateway("connectors", "disable", id, "--json");
    expect(off.code, off.stderr).toBe(0);
    expect(JSON.parse(off.stdout)).toMatchObject({ id, enabled: false });
    // This process's cache still holds it for at most CACHE_TTL_MS, then reads the change.
    await new Promise((r) => setTimeout(r, CACHE_TTL_MS + 100));
    expect([...(await methodsServed({ merchantId, mode: "live", currency: "ETB" }))]).toEqual([]);
  });

  it("lists connections and checks one against the processor: ok, then why not", async () => {
    const list = await gateway("connectors", "list", "--json");
    expect(list.code, list.stderr).toBe(0);
    expect(JSON.parse(list.stdout)).toEqual([expect.objectContaining({ id, enabled: false })]);
    expect(list.stdout).not.toContain(SECRET);

    const ok = await gateway("connectors", "check", id, "--json");
    expect(ok.code, ok.stderr).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ ok: true, detail: expect.stringMatching(/authenticated/) });
    await fake.close();
    const failing = await gateway("connectors", "check", id);
    expect(failing.code).toBe(1);
    expect(failing.stderr).toMatch(/check failed: could not reach the processor/);
    const row = await database.current.client.processorConnection.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ lastCheckOk: false });
  });

  it("adds an Airtel Money connection and checks it against the fake: a token, then the balance", async () => {
    const airtel = await startAirtelMoneyFake();
    try {
      const credentials = { client_id: airtel.clientId, client_secret: airtel.clientSecret, country: "UG", disbursement: { pin: airtel.pin, public_key: airtel.pinPublicKey } };
      const out = await gateway("connectors", "add", "--connector", "airtel_money", "--mode", "live", "--credentials", JSON.stringify(credentials), "--base-url", airtel.url, "--json");
      expect(out.code, out.stderr).toBe(0);
      const added = JSON.parse(out.stdout);
      expect(added).toMatchObject({ connector: "airtel_money", methods: ["airtel_money"], currencies: ["UGX"], base_url: airtel.url });
      expect(out.stdout).not.toContain(airtel.clientSecret);
      const ok = await gateway("connectors", "check", added.id, "--json");
      expect(ok.code, ok.stderr).toBe(0);
      expect(JSON.parse(ok.stdout)).toMatchObject({ ok: true, detail: expect.stringMatching(/authenticated \(UG\); balance 1000000 UGX/) });
      // Another country, or a PIN that is not 4 digits: refused, nothing written.
      const before = await database.current.client.processorConnection.count();
      for (const bad of [{ ...credentials, country: "KE" }, { ...credentials, disbursement: { pin: "12", public_key: airtel.pinPublicKey } }]) {
        const refused = await gateway("connectors", "add", "--connector", "airtel_money", "--mode", "live", "--credentials", JSON.stringify(bad), "--base-url", airtel.url);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(/credentials/);
      }
      expect(await database.current.client.processorConnection.count()).toBe(before);
      await gateway("connectors", "disable", added.id);
    } finally {
      await airtel.close();
    }
  });

  it("adds a WaafiPay connection and checks it against WaafiPay's fake; sandbox credentials are refused for live", async () => {
    const waafi = await startWaafiPayFake();
    try {
      const c = DEFAULT_WAAFI_CREDENTIALS;
      const credentials = { merchant_uid: c.merchantUid, api_user_id: c.apiUserId, api_key: c.apiKey, store_id: c.storeId, hpp_key: c.hppKey, environment: "production" };
      const sandboxForLive = await gateway("connectors", "add", "--connector", "waafipay", "--mode", "live", "--base-url", waafi.url, "--credentials", JSON.stringify({ ...credentials, environment: "sandbox" }));
      expect(sandboxForLive.code).toBe(1);
      expect(sandboxForLive.stderr).toMatch(/live connection needs WaafiPay production credentials/);
      const added = await gateway("connectors", "add", "--connector", "waafipay", "--mode", "live", "--base-url", waafi.url, "--credentials", JSON.stringify(credentials), "--json");
      expect(added.code, added.stderr).toBe(0);
      const shown = JSON.parse(added.stdout);
      expect(shown).toMatchObject({ connector: "waafipay", methods: ["waafi"], currencies: ["DJF"], credentials: ["merchant_uid", "api_user_id", "api_key", "store_id", "hpp_key", "environment"] });
      expect(added.stdout).not.toContain(c.apiKey);
      const check = await gateway("connectors", "check", shown.id, "--json");
      expect(check.code, check.stderr).toBe(0);
      expect(JSON.parse(check.stdout)).toMatchObject({ ok: true, detail: expect.stringMatching(/authenticated \(production/) });
      expect(waafi.kit.requests.map((r) => JSON.parse(r.body).serviceName)).toEqual(["HPP_GETTRANINFO"]);
      await gateway("connectors", "disable", shown.id);
    } finally {
      await waafi.close();
    }
  });

  it("refuses a live connection without ENCRYPTION_KEY, printing the command to run with it; nothing written", async () => {
    const before = await database.current.client.processorConnection.count();
    const credentials = JSON.stringify({ secret_key: SECRET, webhook_secret: WEBHOOK_SECRET });
    const out = await gatewayWithoutKey("connectors", "add", "--connector", "chapa", "--mode", "live", "--credentials", credentials, "--base-url", fake.url, "--json");
    expect(out.code, out.stdout).toBe(1);
    expect(out.stderr).toMatch(/ENCRYPTION_KEY is not set: live credentials would be encrypted with the development key/);
    expect(out.stderr).toContain(`ENCRYPTION_KEY="<your server's ENCRYPTION_KEY>" npm run gateway -- connectors add --connector chapa --mode live --credentials '<the same credentials JSON>' --base-url ${fake.url} --json`);
    expect(out.stderr).toMatch(/openssl rand -base64 32/);
    expect(out.stderr).not.toContain(SECRET);
    expect(out.stderr).not.toContain(WEBHOOK_SECRET);
    expect(out.stdout).toBe("");
    expect(await database.current.client.processorConnection.count()).toBe(before);

    // Test credentials under the development key are what development is for: taken.
    const test = await gatewayWithoutKey("connectors", "add", "--connector", "chapa", "--mode", "test", "--credentials", JSON.stringify({ secret_key: "CHASECK_TEST-cli-dev-key-000000", webhook_secret: WEBHOOK_SECRET }), "--base-url", fake.url, "--json");
    expect(test.code, test.stderr).toBe(0);
    await gatewayWithoutKey("connectors", "disable", JSON.parse(test.stdout).id);
  });

  it("takes a public base URL without a warning", async () => {
    // An address literal, so nothing is resolved; nothing is called either (no check).
    const out = await gateway("connectors", "add", "--connector", "chapa", "--mode", "live", "--credentials", JSON.stringify({ secret_key: SECRET, webhook_secret: WEBHOOK_SECRET }), "--base-url", "https://93.184.215.14", "--json");
    expect(out.code, out.stderr).toBe(0);
    expect(out.stderr).not.toMatch(/warning/);
    await gateway("connectors", "disable", JSON.parse(out.stdout).id);
  });

  it("refuses bad input with a clear line and writes nothing", async () => {
    const before = await database.current.client.processorConnection.count();
    const cases: [string[], RegExp, number][] = [
      [["connectors", "add", "--connector", "chapa", "--mode", "live", "--credentials", "{not json"], /--credentials must be JSON/, 2],
      [["connectors", "add", "--connector", "paypal", "--mode", "live", "--credentials", "{}"], /connector must be one of chapa, mtn_momo/, 1],
      [["connectors", "add", "--connector", "chapa", "--mode", "staging", "--credentials", "{}"], /--mode must be test or live/, 2],
      [["connectors", "add", "--connector", "chapa", "--mode", "test", "--credentials", JSON.stringify({ secret_key: SECRET, webhook_secret: WEBHOOK_SECRET })], /test connection needs a test Chapa key/, 1],
      [["connectors", "add", "--connector", "chapa", "--mode", "live", "--credentials", JSON.stringify({ secret_key: "nope" })], /credentials.secret_key|credentials do not match/, 1],
      [["connectors", "disable", "pcn_doesnotexist"], /no processor connection pcn_doesnotexist/, 1],
      [["connectors", "frobnicate"], /Unknown command "connectors frobnicate"/, 2],
    ];
    for (const [args, message, code] of cases) {
      const out = await gateway(...args);
      expect(out.code, `${args.join(" ")}: ${out.stderr}`).toBe(code);
      expect(out.stderr).toMatch(message);
      expect(out.stderr).not.toContain(SECRET);
    }
    expect(await database.current.client.processorConnection.count()).toBe(before);
  });

  // The CLI takes its connector names from the spec list, so Stripe needs nothing of its own.
  it("adds a Stripe connection (live key, whsec_ secret) and checks it against Stripe's balance; refuses a test key on a live connection", async () => {
    const key = "sk_live_cli0000000000000000000000000";
    const webhookSecret = "whsec_cli000000000000000000000000";
    const stripe = await startStripeFake({ secretKey: key, webhookSecret });
    try {
      const before = await database.current.client.processorConnection.count();
      const testKey = await gateway("connectors", "add", "--connector", "stripe", "--mode", "live", "--credentials", JSON.stringify({ secret_key: "sk_test_cli00000000000000000000000", webhook_secret: webhookSecret }), "--base-url", stripe.url);
      expect(testKey.code).toBe(1);
      expect(testKey.stderr).toMatch(/live connection needs a live Stripe key/);
      expect(await database.current.client.processorConnection.count()).toBe(before);
      const added = await gateway("connectors", "add", "--connector", "stripe", "--mode", "live", "--credentials", JSON.stringify({ secret_key: key, webhook_secret: webhookSecret }), "--base-url", stripe.url, "--json");
      expect(added.code, added.stderr).toBe(0);
      const json = JSON.parse(added.stdout);
      expect(json).toMatchObject({ connector: "stripe", mode: "live", methods: ["card"], currencies: ["USD", "ETB", "UGX", "DJF"], base_url: stripe.url });
      expect(added.stdout).not.toContain(key);
      const check = await gateway("connectors", "check", json.id, "--json");
      expect(check.code, check.stderr).toBe(0);
      expect(JSON.parse(check.stdout)).toMatchObject({ ok: true, detail: expect.stringMatching(/authenticated/) });
      expect(stripe.kit.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /v1/balance"]);
      await gateway("connectors", "disable", json.id);
    } finally {
      await stripe.close();
    }
  });
});
