// The Chapa fake driven over real HTTP by two clients nobody here wrote, from npm: chapa-nodejs 2.1.1
// (github.com/fireayehu/chapa-nodejs) and chapa 1.0.5 (github.com/fuadhy/chapa.js). A change to the fake
// that breaks what they send or read fails here. Where no client covers a call, the request is Chapa's
// documentation sample, quoted verbatim in the comment above it.
//
// Pointing them at the fake:
//   chapa-nodejs hard-codes https://api.chapa.co/v1 as the baseURL of the axios instance it creates per
//   client; the test sets that axios instance's baseURL (defaults.baseURL) to the fake's /v1.
//   chapa 1.0.5 hard-codes the same host and calls node-fetch with it, with no option; the test loads it
//   through Node's require with node-fetch replaced in the require cache by node-fetch itself behind a
//   rewrite of https://api.chapa.co to the fake's address (a fetch-level base URL; a proxy cannot serve
//   an https URL without a certificate the client would trust).
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Chapa, verifyWebhookSignature } from "chapa-nodejs";
import { startChapaFake, type ChapaFake } from "@/tests/fakes/chapa/server";

const KEY = "CHASECK_TEST-thirdparty000000000000000000000";
const WEBHOOK_SECRET = "third-party-webhook-secret";

type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };
let fake: ChapaFake;
let receiver: { url: string; received: Received[]; close(): Promise<void> };
let sdk: Chapa;
let seq = 0;
const txRef = () => `tp-${Date.now()}-${++seq}`;

type LegacyChapa = {
  initialize(info: Record<string, unknown>, options?: { autoRef?: boolean }): Promise<{ message: string; status: string; data: { checkout_url: string }; tx_ref: string }>;
  verify(txRef: string): Promise<{ message: string; status: string; data: Record<string, unknown> }>;
};
let LegacyChapaClass: new (secretKey: string) => LegacyChapa;
let restoreNodeFetch: () => void = () => {};

async function until<T>(fn: () => T | undefined | false, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}

const raw = (p: string, init: RequestInit = {}) => fetch(`${fake.url}${p}`, { ...init, headers: { authorization: `Bearer ${KEY}`, ...(init.headers as Record<string, string> | undefined) } });

beforeAll(async () => {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: new URL(req.url ?? "/", "http://x").pathname, headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  receiver = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
  fake = await startChapaFake({ secretKey: KEY, webhookSecret: WEBHOOK_SECRET, webhookUrl: `${receiver.url}/webhook`, transferDelayMs: 50 });

  sdk = new Chapa({ secretKey: KEY, webhookSecret: WEBHOOK_SECRET });
  (sdk as unknown as { axiosInstance: { defaults: { baseURL?: string } } }).axiosInstance.defaults.baseURL = `${fake.url}/v1`;

  const require = createRequire(import.meta.url);
  const chapaDir = path.dirname(require.resolve("chapa/package.json"));
  const nodeFetchPath = require.resolve("node-fetch", { paths: [chapaDir] });
  const realFetch = require(nodeFetchPath) as (url: string, init?: unknown) => Promise<unknown>;
  const cached = require.cache[nodeFetchPath]!;
  const original = cached.exports;
  const rewritten = (url: string, init?: unknown) => realFetch(String(url).replace(/^https:\/\/api\.chapa\.co/, fake.url), init);
  cached.exports = Object.assign(rewritten, realFetch);
  const chapaPath = require.resolve("chapa");
  delete require.cache[chapaPath];
  LegacyChapaClass = require("chapa") as typeof LegacyChapaClass;
  restoreNodeFetch = () => {
    cached.exports = original;
    delete require.cache[chapaPath];
  };
});

afterAll(async () => {
  restoreNodeFetch();
  await fake?.close();
  await receiver?.close();
});

describe("chapa-nodejs 2.1.1", () => {
  it("initializes, verifies after the customer pays, and checks the webhook's signature with its verifyWebhookSignature", async () => {
    const ref = txRef();
    const init = await sdk.initialize({
      first_name: "Abebe",
      last_name: "Bikila",
      email: "abebe@bikila.com",
      phone_number: "0900123456",
      currency: "ETB",
      amount: "1500",
      tx_ref: ref,
      callback_url: `${receiver.url}/callback`,
      return_url: "https://shop.example/return",
      customization: { title: "Payment for", description: "I love online payments" },
    });
    expect(init).toMatchObject({ message: "Hosted Link", status: "success" });
    expect(init.data?.checkout_url).toMatch(new RegExp(`^${fake.url}/checkout/`));

    expect((await sdk.verify({ tx_ref: ref })).data).toMatchObject({ status: "pending", tx_ref: ref, amount: 1500, currency: "ETB" });
    await fake.completeCheckout(ref, "success", "telebirr");
    const verified = await sdk.verify({ tx_ref: ref });
    expect(verified).toMatchObject({ status: "success", data: { status: "success", tx_ref: ref } });
    expect(verified.data.reference).toBe(fake.state.transactions.get(ref)!.reference);

    const hook = await until(() => receiver.received.find((r) => r.path === "/webhook" && JSON.parse(r.body).tx_ref === ref));
    expect(JSON.parse(hook.body)).toMatchObject({ event: "charge.success", status: "success" });
    const signature = String(hook.headers["x-chapa-signature"]);
    expect(verifyWebhookSignature(hook.body, signature, WEBHOOK_SECRET)).toBe(true);
    expect(sdk.verifyWebhook(hook.body, signature)).toBe(true);
    expect(verifyWebhookSignature(hook.body, signature, "another-secret")).toBe(false);
    expect(verifyWebhookSignature(hook.body.replace("success", "failed"), signature, WEBHOOK_SECRET)).toBe(false);

    // A reused tx_ref is refused; the SDK raises Chapa's message.
    await expect(sdk.initialize({ currency: "ETB", amount: "10", tx_ref: ref })).rejects.toThrow(/used before/);
  });

  it("refunds by Chapa's reference (form body, as the SDK sends it); the merchant's tx_ref is no refund path", async () => {
    const ref = txRef();
    await sdk.initialize({ currency: "ETB", amount: "1500", tx_ref: ref, email: "abebe@bikila.com" });
    await fake.completeCheckout(ref, "success", "telebirr");
    const chapaReference = String((await sdk.verify({ tx_ref: ref })).data.reference);

    const refund = await sdk.refund({ tx_ref: chapaReference, reason: "accidental purchase", amount: "1000", meta: { customer_id: "123", reference: "REF123" } });
    expect(refund).toMatchObject({ message: "Refund initiated successfully. Processing time: 1-3 business days", status: "success" });
    expect(refund.data).toMatchObject({ chapa_reference: chapaReference, amount: "1000.00", currency: "ETB", status: "Refund Initiated", reason: "accidental purchase" });
    const refId = String(refund.data.ref);
    expect(refId).toMatch(/^MERC-DIS-REF-/);
    const sent = fake.kit.requests.filter((r) => r.method === "POST" && r.path === `/v1/refund/${chapaReference}`).at(-1)!;
    expect(sent.headers["content-type"]).toContain("application/x-www-form-urlencoded");

    // The SDK names its path parameter tx_ref; the merchant's own tx_ref is not Chapa's reference: refused.
    await expect(sdk.refund({ tx_ref: ref, reason: "by tx_ref" })).rejects.toMatchObject({ status: 404 });

    // No client verifies a refund. developer.chapa.co/refund, verbatim: "Endpoint https://api.chapa.co/v1/refund/:ref_id/verify"
    // ":ref_id is the reference of the refund (e.g. data.ref_id from the initiate refund response)." "Method GET"
    // "The verify endpoint returns a response like this: { "message": "Refund verified successfully", "status": "success",
    // "data": { "amount": 1, "currency": "USD", "ref_id": "M…"
    const verify = await raw(`/v1/refund/${refId}/verify`);
    expect(verify.status).toBe(200);
    expect(await verify.json()).toMatchObject({ message: "Refund verified successfully", status: "success", data: { amount: 1000, currency: "ETB", ref_id: refId } });
  });

  it("refund: Chapa's documented sample, verbatim, reaches the fake; a repeated body `reference` is refused", async () => {
    const ref = txRef();
    await sdk.initialize({ currency: "ETB", amount: "2500", tx_ref: ref, email: "abebe@bikila.com" });
    await fake.completeCheckout(ref, "success", "telebirr");
    const chapaReference = fake.state.transactions.get(ref)!.reference;
    // developer.chapa.co/refund, verbatim: payload = 'reason=accidental purchase&amount=1000&meta[customer_id]=123&meta[reference]=REF123'
    // headers = { 'Content-Type': 'application/x-www-form-urlencoded', ... } conn.request("POST", "/v1/refund/APezQ1KKswbb", payload, headers)
    // (the sample's Authorization is 'Bearer Bearer CHASECK_TEST-…', a doubled word; the key is sent once here,
    // as every other sample sends it). APezQ1KKswbb is Chapa's reference for the transaction: this one's.
    const payload = "reason=accidental purchase&amount=1000&meta[customer_id]=123&meta[reference]=REF123";
    const res = await raw(`/v1/refund/${chapaReference}`, { method: "POST", body: payload, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ chapa_reference: chapaReference, amount: "1000.00" });
    // Body Params: "reference | no | string | A unique identifier for this refund request. Must be unique within your business."
    const first = await raw(`/v1/refund/${chapaReference}`, { method: "POST", body: "reason=once&amount=10&reference=RF-UNIQUE-1", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(first.status).toBe(200);
    const again = await raw(`/v1/refund/${chapaReference}`, { method: "POST", body: "reason=once&amount=10&reference=RF-UNIQUE-1", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ status: "failed", data: null });
    expect(fake.state.transactions.get(ref)!.refundedCents).toBe(101_000);
  });

  it("lists banks, transfers with the documented sample, verifies the transfer, and lists transfers as it types them (data: [...], meta)", async () => {
    const banks = await sdk.getBanks();
    expect(Array.isArray(banks.data)).toBe(true);
    expect(banks.data.find((b) => b.id === 130)).toMatchObject({ name: "Abay Bank", swift: "ABAYETAA", acct_length: 16 });

    // developer.chapa.co/transfer/transfers, verbatim: payload = { "account_name": "Israel Goytom", "account_number": "32423423",
    // "amount": "1", "currency": "ETB", "reference": "3241342142sfdd", "bank_code": 656 }
    const transfer = await sdk.transfer({ account_name: "Israel Goytom", account_number: "32423423", amount: "1", currency: "ETB", reference: "3241342142sfdd", bank_code: 656 });
    expect(transfer).toMatchObject({ message: "Transfer Queued Successfully", status: "success", data: "3241342142sfdd" });
    await expect(sdk.transfer({ account_name: "Israel Goytom", account_number: "32423423", amount: "1", currency: "ETB", reference: "3241342142sfdd", bank_code: 656 })).rejects.toThrow(/used before/);

    const verified = await sdk.verifyTransfer({ tx_ref: "3241342142sfdd" });
    expect(verified.data).toMatchObject({ account_name: "Israel Goytom", account_number: "32423423", amount: 1, currency: "ETB", bank_code: 656, status: expect.stringMatching(/pending|success/) });
    await until(() => fake.state.transfers.get("3241342142sfdd")?.status === "success");
    expect((await sdk.verifyTransfer({ tx_ref: "3241342142sfdd" })).data.status).toBe("success");

    const list = await sdk.getTransfers();
    expect(list.status).toBe("success");
    expect(Array.isArray(list.data)).toBe(true);
    expect(list.data.find((t) => t.reference === "3241342142sfdd")).toMatchObject({ account_name: "Israel Goytom", status: "success", bank_code: 656 });
    expect(list.meta).toMatchObject({ current_page: 1, per_page: 10, last_page: 1, next_page_url: null, total: list.data.length });
  });

  it("lists transactions in the documented shape", async () => {
    const list = await sdk.getTransactions();
    expect(list.status).toBe("success");
    const data = list.data as unknown as { transactions: { ref_id: string; type: string; amount: string }[]; pagination: { current_page: number } };
    expect(data.transactions.length).toBeGreaterThan(0);
    expect(data.transactions[0]).toMatchObject({ ref_id: expect.any(String), amount: expect.stringMatching(/^\d+\.\d{3}$/) });
    expect(data.pagination.current_page).toBe(1);
  });
});

describe("chapa 1.0.5", () => {
  it("initializes (customization as customization[field]) and verifies", async () => {
    const client = new LegacyChapaClass(KEY);
    const ref = txRef();
    const init = await client.initialize({ amount: "100", currency: "ETB", email: "abebe@bikila.com", first_name: "Abebe", last_name: "Bikila", tx_ref: ref, callback_url: `${receiver.url}/callback`, customization: { title: "I love e-commerce", description: "It is time to pay" } });
    expect(init).toMatchObject({ message: "Hosted Link", status: "success", tx_ref: ref });
    expect(init.data.checkout_url).toMatch(new RegExp(`^${fake.url}/checkout/`));
    expect(fake.state.transactions.get(ref)?.customization).toMatchObject({ title: "I love e-commerce", description: "It is time to pay" });

    await fake.completeCheckout(ref, "success", "cbebirr");
    expect((await client.verify(ref)).data).toMatchObject({ status: "success", tx_ref: ref, amount: 100, currency: "ETB" });
    await expect(client.verify("no-such-ref")).rejects.toMatchObject({ status: "failed", message: "Invalid transaction or Transaction not found" });
    await expect(client.initialize({ amount: "100", currency: "ETB", email: "abebe@bikila.com", first_name: "Abebe", last_name: "Bikila", tx_ref: ref })).rejects.toMatchObject({ status: "failed", message: "Transaction reference has been used before" });
  });

  it("initializes with its own generated reference (autoRef)", async () => {
    const client = new LegacyChapaClass(KEY);
    const init = await client.initialize({ amount: "50", currency: "ETB", email: "abebe@bikila.com", first_name: "Abebe", last_name: "Bikila" }, { autoRef: true });
    expect(init.status).toBe("success");
    expect(fake.state.transactions.has(init.tx_ref)).toBe(true);
    expect((await client.verify(init.tx_ref)).data.status).toBe("pending");
  });
});
