// The Chapa fake (tests/fakes/chapa/server.ts) against Chapa's documentation, with raw fetch: what the
// gateway's connector will be tested against has to answer what the real API answers.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startChapaFake, type ChapaFake } from "@/tests/fakes/chapa/server";

const KEY = "CHASECK_TEST-fake0000000000000000000000000000";
const WEBHOOK_SECRET = "fake-chapa-webhook-secret";
const hmac = (body: string, secret = WEBHOOK_SECRET) => crypto.createHmac("sha256", secret).update(body).digest("hex");

type Received = { method: string; path: string; query: Record<string, string>; headers: http.IncomingHttpHeaders; body: string; at: number };

function mentions(body: string, reference: string): boolean {
  try {
    const json = JSON.parse(body) as { tx_ref?: string; reference?: string };
    return json.tx_ref === reference || json.reference === reference;
  } catch {
    return false;
  }
}

/** The merchant's side: one local server taking both the callback_url GETs and the webhooks. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://receiver");
      received.push({ method: req.method ?? "", path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now() });
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    // A webhook scheduled by an earlier test can land late (the fake's reset keeps pending deliveries, which
    // mid-flow resets in the conformance suite need), so a test counts only the webhooks about its own reference.
    webhooks: (about?: string) =>
      received.filter((r) => r.method === "POST" && r.path === "/webhook" && (about === undefined || mentions(r.body, about))),
    callbacks: (about?: string) => received.filter((r) => r.method === "GET" && r.path === "/callback" && (about === undefined || r.query.trx_ref === about)),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function until<T>(fn: () => T | undefined | false, ms = 2000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let fake: ChapaFake;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let seq = 0;

async function api(path: string, init: { method?: string; body?: unknown; key?: string | null; signal?: AbortSignal; contentType?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.key !== null) headers.authorization = `Bearer ${init.key ?? KEY}`;
  let body: string | undefined;
  if (init.body !== undefined) {
    headers["content-type"] = init.contentType ?? "application/json";
    body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
  }
  const res = await fetch(`${fake.url}${path}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body, signal: init.signal });
  return { status: res.status, json: (await res.json()) as { message: unknown; status?: string; data: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

function newTxRef() {
  return `tx-${Date.now()}-${++seq}`;
}

async function initialize(extra: Record<string, unknown> = {}) {
  const tx_ref = newTxRef();
  const res = await api("/v1/transaction/initialize", {
    body: {
      amount: "100.50",
      currency: "ETB",
      email: "abebe@example.com",
      first_name: "Abebe",
      last_name: "Bikila",
      phone_number: "0912345678",
      tx_ref,
      callback_url: `${receiver.url}/callback`,
      return_url: "https://shop.example/return",
      customization: { title: "Shop", description: "Order 42" },
      meta: { order: 42 },
      ...extra,
    },
  });
  expect(res.status).toBe(200);
  return { tx_ref, checkout_url: res.json.data.checkout_url as string };
}

async function payOnPage(checkoutUrl: string, form: Record<string, string>) {
  return fetch(`${checkoutUrl}/pay`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form).toString(), redirect: "manual" });
}

beforeAll(async () => {
  receiver = await startReceiver();
  fake = await startChapaFake({ webhookUrl: `${receiver.url}/webhook`, transferDelayMs: 60, timeoutHoldMs: 400 });
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.received.length = 0;
});
afterEach(async () => {
  await fetch(`${fake.url}/__fake/reset`, { method: "POST" });
});

describe("auth", () => {
  it("refuses a call without a key, and one with a wrong key, in Chapa's shape", async () => {
    const none = await api("/v1/banks", { key: null });
    expect(none.status).toBe(401);
    expect(none.json).toEqual({ message: "Authorization required", status: "failed", data: null });
    const wrong = await api("/v1/transaction/verify/x", { key: "CHASECK_TEST-wrong" });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ message: "Invalid API Key or User doesn't exist", status: "failed", data: null });
  });
});

describe("initialize", () => {
  it("answers a hosted link on the fake", async () => {
    const tx_ref = newTxRef();
    const res = await api("/v1/transaction/initialize", { body: { amount: 10, currency: "ETB", tx_ref } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Hosted Link");
    expect(res.json.status).toBe("success");
    expect(res.json.data.checkout_url).toMatch(new RegExp(`^${fake.url}/checkout/[A-Za-z0-9]{20}$`));
  });

  it("validates the fields like Chapa", async () => {
    const missing = await api("/v1/transaction/initialize", { body: { currency: "ETB" } });
    expect(missing.status).toBe(400);
    expect(missing.json.status).toBe("failed");
    expect(missing.json.data).toBeNull();
    expect(missing.json.message).toEqual({ amount: ["The amount field is required."], tx_ref: ["The tx ref field is required."] });

    const badCurrency = await api("/v1/transaction/initialize", { body: { amount: "10", currency: "EUR", tx_ref: newTxRef() } });
    expect(badCurrency.status).toBe(400);
    expect(badCurrency.json.message).toBe("Invalid currency, currency is not supported");

    const badPhone = await api("/v1/transaction/initialize", { body: { amount: "10", currency: "ETB", tx_ref: newTxRef(), phone_number: "+251912345678" } });
    expect(badPhone.status).toBe(400);
    expect((badPhone.json.message as Record<string, string[]>).phone_number).toEqual(["Invalid Phone number, please use a proper phone number."]);

    const decimals = await api("/v1/transaction/initialize", { body: { amount: "10.555", currency: "ETB", tx_ref: newTxRef() } });
    expect(decimals.status).toBe(400);
    expect((decimals.json.message as Record<string, string[]>).amount).toEqual(["The amount field must have 0-2 decimal places."]);

    const notNumber = await api("/v1/transaction/initialize", { body: { amount: "ten", currency: "ETB", tx_ref: newTxRef() } });
    expect((notNumber.json.message as Record<string, string[]>).amount).toEqual(["The amount field must be a number."]);

    const form = await api("/v1/transaction/initialize", { body: "amount=10&currency=ETB", contentType: "application/x-www-form-urlencoded" });
    expect(form.status).toBe(400);
    expect(form.json.message).toBe("Incorrect header settings Please check if content-type is present and set to application/json");
  });

  it("refuses a tx_ref used before", async () => {
    const { tx_ref } = await initialize();
    const again = await api("/v1/transaction/initialize", { body: { amount: "5", currency: "ETB", tx_ref } });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ message: "Transaction reference has been used before", status: "failed", data: null });
    expect(fake.state.transactions.get(tx_ref)?.amountCents).toBe(10050);
  });
});

describe("verify", () => {
  it("answers an unknown tx_ref with Chapa's error", async () => {
    const res = await api("/v1/transaction/verify/nope-123");
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: "Invalid transaction or Transaction not found", status: "failed", data: null });
  });

  it("answers pending before payment, with the documented fields", async () => {
    const { tx_ref } = await initialize();
    const res = await api(`/v1/transaction/verify/${tx_ref}`);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Payment details");
    expect(res.json.data).toMatchObject({
      first_name: "Abebe",
      last_name: "Bikila",
      email: "abebe@example.com",
      currency: "ETB",
      amount: 100.5,
      charge: 0,
      mode: "test",
      method: null,
      type: "API",
      status: "pending",
      tx_ref,
      customization: { title: "Shop", description: "Order 42", logo: null },
      meta: { order: 42 },
    });
    expect(res.json.data.reference).toMatch(/^AP[A-Za-z0-9]{10}$/);
    expect(res.json.data.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  });
});

describe("hosted checkout", () => {
  it("shows the amount, pays, GETs callback_url, POSTs a signed webhook and redirects to return_url", async () => {
    const { tx_ref, checkout_url } = await initialize();
    const html = await (await fetch(checkout_url)).text();
    expect(html).toContain("100.50 ETB");
    expect(html).toContain('name="method"');
    expect(html).toContain("telebirr");

    const res = await payOnPage(checkout_url, { method: "telebirr", phone: "0900123456" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("https://shop.example/return");

    const verify = await api(`/v1/transaction/verify/${tx_ref}`);
    expect(verify.json.data.status).toBe("success");
    expect(verify.json.data.method).toBe("telebirr");
    expect(verify.json.data.charge).toBe(3.52);

    const [callback] = await until(() => receiver.callbacks(tx_ref).length === 1 && receiver.callbacks(tx_ref));
    expect(callback.query).toEqual({ trx_ref: tx_ref, ref_id: verify.json.data.reference, status: "success" });

    const [hook] = await until(() => receiver.webhooks(tx_ref).length === 1 && receiver.webhooks(tx_ref));
    expect(hook.headers["content-type"]).toBe("application/json");
    expect(hook.headers["x-chapa-signature"]).toBe(hmac(hook.body));
    expect(hook.headers["chapa-signature"]).toBe(hmac(WEBHOOK_SECRET));
    const body = JSON.parse(hook.body);
    expect(body).toMatchObject({ event: "charge.success", type: "API", status: "success", tx_ref, reference: verify.json.data.reference, amount: "100.50", charge: "3.52", currency: "ETB", payment_method: "telebirr", mode: "test", email: "abebe@example.com" });

    const again = await payOnPage(checkout_url, { method: "telebirr" });
    expect(again.status).toBe(409);
    expect(receiver.webhooks(tx_ref)).toHaveLength(1);
  });

  it("fails a mobile payment from a number that is not a documented test number", async () => {
    const { tx_ref, checkout_url } = await initialize();
    await payOnPage(checkout_url, { method: "telebirr", phone: "0911000000" });
    expect((await api(`/v1/transaction/verify/${tx_ref}`)).json.data.status).toBe("failed");
    const [hook] = await until(() => receiver.webhooks(tx_ref).length === 1 && receiver.webhooks(tx_ref));
    expect(JSON.parse(hook.body)).toMatchObject({ event: "charge.failed", status: "failed", tx_ref });
    const [callback] = await until(() => receiver.callbacks(tx_ref).length === 1 && receiver.callbacks(tx_ref));
    expect(callback.query.status).toBe("failed");
  });

  it("takes M-Pesa's own test numbers, and test cards", async () => {
    const a = await initialize();
    await payOnPage(a.checkout_url, { method: "mpesa", phone: "0700112233" });
    expect((await api(`/v1/transaction/verify/${a.tx_ref}`)).json.data.status).toBe("success");
    const b = await initialize();
    await payOnPage(b.checkout_url, { method: "mpesa", phone: "0900123456" });
    expect((await api(`/v1/transaction/verify/${b.tx_ref}`)).json.data.status).toBe("failed");
    const c = await initialize();
    await payOnPage(c.checkout_url, { method: "card", card_number: "4000 0000 0000 9995" });
    const vc = (await api(`/v1/transaction/verify/${c.tx_ref}`)).json.data;
    expect([vc.status, vc.method, vc.failure_reason]).toEqual(["failed", "card", "INSUFFICIENT_FUNDS"]);
    const d = await initialize();
    await payOnPage(d.checkout_url, { method: "card", card_number: "4242424242424242" });
    expect((await api(`/v1/transaction/verify/${d.tx_ref}`)).json.data.status).toBe("success");
  });

  it("cancels", async () => {
    const { tx_ref, checkout_url } = await initialize();
    const res = await fetch(`${checkout_url}/cancel`, { method: "POST", redirect: "manual" });
    expect(res.status).toBe(302);
    expect((await api(`/v1/transaction/verify/${tx_ref}`)).json.data.status).toBe("cancelled");
    const [hook] = await until(() => receiver.webhooks(tx_ref).length === 1 && receiver.webhooks(tx_ref));
    expect(JSON.parse(hook.body).event).toBe("charge.cancelled");
  });

  it("completes without a browser: completeCheckout and the control route", async () => {
    const a = await initialize();
    await fake.completeCheckout(a.tx_ref, "success", "cbebirr");
    expect((await api(`/v1/transaction/verify/${a.tx_ref}`)).json.data).toMatchObject({ status: "success", method: "cbebirr" });
    await expect(fake.completeCheckout(a.tx_ref, "failed")).rejects.toThrow(/already success/);

    const b = await initialize();
    const res = await fetch(`${fake.url}/__fake/checkout/${b.tx_ref}/complete`, { method: "POST", body: JSON.stringify({ outcome: "failed", method: "mpesa" }) });
    expect(res.status).toBe(200);
    expect((await api(`/v1/transaction/verify/${b.tx_ref}`)).json.data).toMatchObject({ status: "failed", method: "mpesa" });
    await until(() => receiver.webhooks(a.tx_ref).length === 1 && receiver.webhooks(b.tx_ref).length === 1);
  });
});

describe("refunds", () => {
  const chapaRef = (txRef: string) => fake.state.transactions.get(txRef)!.reference;

  it("refuses a payment that did not succeed", async () => {
    const { tx_ref } = await initialize();
    const res = await api(`/v1/refund/${chapaRef(tx_ref)}`, { body: { reason: "x" } });
    expect(res.status).toBe(400);
    expect(res.json.status).toBe("failed");
  });

  it("takes Chapa's reference in the path, not the merchant's tx_ref", async () => {
    const { tx_ref } = await initialize();
    await fake.completeCheckout(tx_ref, "success", "telebirr");
    const byTxRef = await api(`/v1/refund/${tx_ref}`, { body: { reason: "x", reference: "RF-TX" } });
    expect(byTxRef.status).toBe(404);
    expect(fake.state.transactions.get(tx_ref)?.refundedCents).toBe(0);
    expect((await api(`/v1/refund/${chapaRef(tx_ref)}`, { body: { reason: "x", reference: "RF-TX" } })).json.data).toMatchObject({ chapa_reference: chapaRef(tx_ref), merchant_reference: "RF-TX" });
  });

  it("refunds partly, refuses a repeated reference, refuses more than remains, refunds the rest", async () => {
    const { tx_ref } = await initialize();
    await fake.completeCheckout(tx_ref, "success", "telebirr");
    const path = `/v1/refund/${chapaRef(tx_ref)}`;

    const part = await api(path, { body: { amount: "30", reason: "returned one", reference: "RF-1", meta: { item: 3 } } });
    expect(part.status).toBe(200);
    expect(part.json.message).toBe("Refund initiated successfully. Processing time: 1-3 business days");
    // The documented sample's fields: the refund's id is `ref`.
    expect(Object.keys(part.json.data).sort()).toEqual(["amount", "bank_reference", "chapa_reference", "created_at", "currency", "id", "merchant_reference", "reason", "ref", "status", "updated_at"]);
    expect(part.json.data).toMatchObject({ amount: "30.00", currency: "ETB", status: "Refund Initiated", merchant_reference: "RF-1", reason: "returned one", chapa_reference: chapaRef(tx_ref) });
    const refId = part.json.data.ref as string;

    // "Must be unique within your business": a repeat is refused, nothing replayed, nothing refunded twice.
    const repeat = await api(path, { body: { amount: "30", reason: "returned one", reference: "RF-1" } });
    expect(repeat.status).toBe(400);
    expect(repeat.json).toEqual({ message: "Refund reference has been used before", status: "failed", data: null });
    expect(fake.state.transactions.get(tx_ref)?.refundedCents).toBe(3000);

    const over = await api(path, { body: { amount: "70.51", reference: "RF-2" } });
    expect(over.status).toBe(400);
    expect(over.json.message).toMatch(/exceeds/);

    const rest = await api(path, { body: "reason=rest&reference=RF-3&meta[customer_id]=123", contentType: "application/x-www-form-urlencoded" });
    expect(rest.status).toBe(200);
    expect(rest.json.data.amount).toBe("70.50");
    expect(fake.state.refunds.get(rest.json.data.ref)?.meta).toEqual({ customer_id: "123" });
    const none = await api(path, { body: { reference: "RF-4" } });
    expect(none.status).toBe(400);

    const pending = await api(`/v1/refund/${refId}/verify`);
    expect(pending.json.message).toBe("Refund verified successfully");
    expect(pending.json.data).toMatchObject({ amount: 30, currency: "ETB", ref_id: refId });
    // Verify takes the refund's ref_id only: the merchant's reference finds nothing.
    expect((await api("/v1/refund/RF-1/verify")).status).toBe(404);
    await until(() => receiver.webhooks(tx_ref).filter((w) => JSON.parse(w.body).event === "charge.refunded").length === 2);
    expect((await api(`/v1/refund/${refId}/verify`)).json.data.status).toBe("success");
    const hook = receiver.webhooks(tx_ref).find((w) => JSON.parse(w.body).ref_id === refId) as Received;
    expect(hook.headers["x-chapa-signature"]).toBe(hmac(hook.body));
  });
});

describe("transfers", () => {
  const good = () => ({ account_name: "Israel Goytom", account_number: "1000123456789", amount: "250.75", currency: "ETB", reference: `po-${++seq}`, bank_code: 946 });

  it("validates", async () => {
    const missing = await api("/v1/transfers", { body: { amount: "1" } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.message as object).sort()).toEqual(["account_name", "account_number", "bank_code", "currency", "reference"]);
    expect((await api("/v1/transfers", { body: { ...good(), bank_code: 9999 } })).json.message).toBe("Invalid bank code");
    expect((await api("/v1/transfers", { body: { ...good(), account_number: "12-3" } })).status).toBe(400);
    expect((await api("/v1/transfers", { body: { ...good(), currency: "USD" } })).status).toBe(400);
    expect(fake.state.transfers.size).toBe(0);
  });

  it("queues, stays pending, then succeeds with a signed payout.success; a reference is never paid twice", async () => {
    const t = good();
    const res = await api("/v1/transfers", { body: t });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: "Transfer Queued Successfully", status: "success", data: t.reference });
    const pending = await api(`/v1/transfers/verify/${t.reference}`);
    expect(pending.json.data).toMatchObject({ status: "pending", amount: 250.75, bank_code: 946, account_number: t.account_number, tx_ref: t.reference });

    const dup = await api("/v1/transfers", { body: t });
    expect(dup.status).toBe(400);
    expect(dup.json.status).toBe("failed");

    const [hook] = await until(() => receiver.webhooks(t.reference).length === 1 && receiver.webhooks(t.reference));
    await sleep(100);
    expect(receiver.webhooks(t.reference)).toHaveLength(1);
    expect(hook.headers["x-chapa-signature"]).toBe(hmac(hook.body));
    expect(JSON.parse(hook.body)).toMatchObject({ event: "payout.success", type: "Payout", reference: t.reference, amount: "250.75", bank_id: 946, status: "success" });
    expect((await api(`/v1/transfers/verify/${t.reference}`)).json.data.status).toBe("success");
  });

  it("fails an account number ending in 1111 (fake-only convention)", async () => {
    const t = { ...good(), account_number: "0911111111", bank_code: 855 };
    expect((await api("/v1/transfers", { body: t })).status).toBe(200);
    const [hook] = await until(() => receiver.webhooks(t.reference).length === 1 && receiver.webhooks(t.reference));
    expect(JSON.parse(hook.body)).toMatchObject({ event: "payout.failed", status: "failed", failure_reason: "account closed" });
    expect((await api(`/v1/transfers/verify/${t.reference}`)).json.data).toMatchObject({ status: "failed", transfer_method: "mobile_money" });
  });

  it("answers an unknown reference with 404", async () => {
    expect((await api("/v1/transfers/verify/none")).status).toBe(404);
  });
});

describe("banks", () => {
  it("lists Ethiopian banks and wallets in the documented shape", async () => {
    const res = await api("/v1/banks");
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Banks retrieved");
    const names = (res.json.data as { name: string }[]).map((b) => b.name);
    for (const n of ["Commercial Bank of Ethiopia (CBE)", "Awash Bank", "Dashen Bank", "Bank of Abyssinia", "telebirr", "CBEBirr", "M-Pesa"]) expect(names).toContain(n);
    expect(res.json.data.find((b: { id: number }) => b.id === 130)).toMatchObject({ slug: "abay_bank", swift: "ABAYETAA", acct_length: 16, country_id: 1, is_mobilemoney: null, currency: "ETB" });
    expect(res.json.data.find((b: { id: number }) => b.id === 128)).toMatchObject({ slug: "cbebirr", is_mobilemoney: 1, acct_length: 10 });
  });
});

describe("faults", () => {
  const arm = (fault: object) => fetch(`${fake.url}/__fake/faults`, { method: "POST", body: JSON.stringify(fault) });

  it("timeout: the transaction is created but the answer never comes", async () => {
    await arm({ kind: "timeout", match: "POST /v1/transaction/initialize" });
    const tx_ref = newTxRef();
    await expect(api("/v1/transaction/initialize", { body: { amount: "5", currency: "ETB", tx_ref }, signal: AbortSignal.timeout(200) })).rejects.toThrow();
    const res = await api(`/v1/transaction/verify/${tx_ref}`);
    expect(res.status).toBe(200);
    expect(res.json.data.status).toBe("pending");
  });

  it("server_error: 500 and nothing happens", async () => {
    await arm({ kind: "server_error", match: "POST /v1/transfers" });
    const t = { account_name: "A", account_number: "1000123456789", amount: "1", currency: "ETB", reference: `po-${++seq}`, bank_code: 946 };
    expect((await api("/v1/transfers", { body: t })).status).toBe(500);
    expect((await api(`/v1/transfers/verify/${t.reference}`)).status).toBe(404);
    expect((await api("/v1/transfers", { body: t })).status).toBe(200);
    await until(() => receiver.webhooks(t.reference).length === 1);
  });

  it("drop_callback: neither the webhook nor the callback_url GET is sent; only verify knows the new status", async () => {
    await arm({ kind: "drop_callback", match: "/checkout/" });
    const { tx_ref } = await initialize();
    await fake.completeCheckout(tx_ref, "success");
    await sleep(200);
    expect(receiver.callbacks(tx_ref)).toHaveLength(0);
    // Only this payment's: a transfer queued by an earlier test may still report.
    expect(receiver.webhooks(tx_ref)).toHaveLength(0);
    expect((await api(`/v1/transaction/verify/${tx_ref}`)).json.data.status).toBe("success");
  });

  it("duplicate_callback: the same signed webhook twice", async () => {
    await arm({ kind: "duplicate_callback", match: "/checkout/" });
    const { tx_ref } = await initialize();
    await fake.completeCheckout(tx_ref, "success");
    const hooks = await until(() => receiver.webhooks(tx_ref).length === 2 && receiver.webhooks(tx_ref));
    expect(hooks[0].body).toBe(hooks[1].body);
    expect(hooks[1].headers["x-chapa-signature"]).toBe(hmac(hooks[1].body));
  });

  it("early_callback: the webhook arrives while verify still answers pending", async () => {
    await arm({ kind: "early_callback", match: "/checkout/" });
    const { tx_ref } = await initialize();
    await fake.completeCheckout(tx_ref, "success");
    const [hook] = await until(() => receiver.webhooks(tx_ref).length === 1 && receiver.webhooks(tx_ref), 250);
    expect(JSON.parse(hook.body).status).toBe("success");
    expect((await api(`/v1/transaction/verify/${tx_ref}`)).json.data.status).toBe("pending");
    await sleep(350);
    expect((await api(`/v1/transaction/verify/${tx_ref}`)).json.data.status).toBe("success");
  });

  it("early_callback on a transfer", async () => {
    await arm({ kind: "early_callback", match: "POST /v1/transfers" });
    const t = { account_name: "A", account_number: "1000123456789", amount: "1", currency: "ETB", reference: `po-${++seq}`, bank_code: 946 };
    await api("/v1/transfers", { body: t });
    await until(() => receiver.webhooks(t.reference).length === 1);
    expect((await api(`/v1/transfers/verify/${t.reference}`)).json.data.status).toBe("pending");
    await sleep(350);
    expect((await api(`/v1/transfers/verify/${t.reference}`)).json.data.status).toBe("success");
  });

  it("bad_signature: the webhook's signatures do not verify", async () => {
    await arm({ kind: "bad_signature" });
    const { tx_ref } = await initialize();
    await fake.completeCheckout(tx_ref, "success");
    const [hook] = await until(() => receiver.webhooks(tx_ref).length === 1 && receiver.webhooks(tx_ref));
    expect(JSON.parse(hook.body).tx_ref).toBe(tx_ref);
    expect(hook.headers["x-chapa-signature"]).toMatch(/^[0-9a-f]{64}$/);
    expect(hook.headers["x-chapa-signature"]).not.toBe(hmac(hook.body));
    expect(hook.headers["chapa-signature"]).not.toBe(hmac(WEBHOOK_SECRET));
  });

  it("latency: every answer waits", async () => {
    await fetch(`${fake.url}/__fake/latency`, { method: "POST", body: JSON.stringify({ ms: 120 }) });
    const started = Date.now();
    await api("/v1/banks");
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    await fetch(`${fake.url}/__fake/latency`, { method: "POST", body: JSON.stringify({ ms: 0 }) });
  });
});

describe("config", () => {
  it("moves the webhook URL with POST /__fake/config", async () => {
    const res = await fetch(`${fake.url}/__fake/config`, { method: "POST", body: JSON.stringify({ webhook_url: `${receiver.url}/elsewhere` }) });
    expect(await res.json()).toEqual({ ok: true, webhook_url: `${receiver.url}/elsewhere` });
    const { tx_ref } = await initialize();
    await fake.completeCheckout(tx_ref, "success");
    await until(() => receiver.received.some((r) => r.path === "/elsewhere"));
    expect(receiver.webhooks(tx_ref)).toHaveLength(0);
    fake.setWebhookUrl(`${receiver.url}/webhook`);
  });
});
