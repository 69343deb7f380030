// The Stripe fake (tests/fakes/stripe/server.ts) against Stripe's documentation, with raw fetch (and the
// official SDK's own webhook check): what the gateway's connector is tested against has to answer what
// the real API answers.
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_STRIPE_KEY, DEFAULT_STRIPE_WEBHOOK_SECRET, parseStripeForm, startStripeFake, stripeFee, type StripeFake } from "@/tests/fakes/stripe/server";

type Received = { headers: http.IncomingHttpHeaders; body: string };

async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
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

let fake: StripeFake;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const sdk = new Stripe(DEFAULT_STRIPE_KEY);
let seq = 0;

/* eslint-disable @typescript-eslint/no-explicit-any */
async function api(path: string, init: { method?: string; form?: Record<string, string>; json?: unknown; auth?: string | null; idempotencyKey?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.auth !== null) headers.authorization = init.auth ?? `Bearer ${DEFAULT_STRIPE_KEY}`;
  if (init.idempotencyKey) headers["idempotency-key"] = init.idempotencyKey;
  let body: string | undefined;
  if (init.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(init.form).toString();
  } else if (init.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.json);
  }
  const res = await fetch(`${fake.url}${path}`, { method: init.method ?? (body !== undefined ? "POST" : "GET"), headers, body });
  return { status: res.status, headers: res.headers, json: (await res.json()) as any };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

const sessionForm = (extra: Record<string, string> = {}) => ({
  mode: "payment",
  "line_items[0][quantity]": "1",
  "line_items[0][price_data][currency]": "usd",
  "line_items[0][price_data][unit_amount]": "1250",
  "line_items[0][price_data][product_data][name]": "Order 42",
  success_url: "https://gateway.example/checkout/cs_1/return",
  cancel_url: "https://gateway.example/checkout/cs_1/return",
  client_reference_id: `att_unit${++seq}`,
  "metadata[gateway_attempt_id]": `att_unit${seq}`,
  "payment_intent_data[metadata][gateway_attempt_id]": `att_unit${seq}`,
  ...extra,
});

async function paidSession(extra: Record<string, string> = {}) {
  const created = await api("/v1/checkout/sessions", { form: sessionForm(extra) });
  expect(created.status).toBe(200);
  const paid = await fake.pay(created.json.id, "4242424242424242");
  expect(paid.status).toBe(303);
  return (await api(`/v1/checkout/sessions/${created.json.id}?expand[]=payment_intent`)).json;
}

beforeAll(async () => {
  receiver = await startReceiver();
  fake = await startStripeFake({ webhookUrl: `${receiver.url}/webhook`, timeoutHoldMs: 300 });
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});
afterEach(async () => {
  receiver.received.length = 0;
  await fetch(`${fake.url}/__fake/reset`, { method: "POST" });
});

describe("the request format", () => {
  it("reads bracket notation into objects and arrays", () => {
    expect(parseStripeForm("a[b][0][c]=1&a[b][1][c]=2&expand[]=x&expand[]=y&m[k]=v")).toEqual({ a: { b: [{ c: "1" }, { c: "2" }] }, expand: ["x", "y"], m: { k: "v" } });
  });

  it("refuses a JSON body: Stripe takes form bodies", async () => {
    const res = await api("/v1/checkout/sessions", { json: { mode: "payment" } });
    expect(res.status).toBe(400);
    expect(res.json.error.type).toBe("invalid_request_error");
  });
});

describe("auth", () => {
  it("refuses no key and a wrong key with 401 in Stripe's error shape; Basic auth with the key as user name works", async () => {
    const none = await api("/v1/balance", { auth: null });
    expect(none.status).toBe(401);
    expect(none.json.error).toMatchObject({ type: "invalid_request_error", message: expect.stringMatching(/did not provide an API key/) });
    const wrong = await api("/v1/balance", { auth: "Bearer sk_test_wrong000000000000000000" });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toMatchObject({ type: "invalid_request_error", code: "api_key_invalid" });
    expect(wrong.json.error.message).not.toContain("wrong0000000000");
    const basic = await api("/v1/balance", { auth: `Basic ${Buffer.from(`${DEFAULT_STRIPE_KEY}:`).toString("base64")}` });
    expect(basic.status).toBe(200);
    expect(basic.json.object).toBe("balance");
    expect(basic.headers.get("request-id")).toMatch(/^req_/);
  });
});

describe("Checkout Sessions", () => {
  it("creates an open session with a hosted URL, amounts in the smallest unit", async () => {
    const res = await api("/v1/checkout/sessions", { form: sessionForm() });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ object: "checkout.session", mode: "payment", status: "open", payment_status: "unpaid", amount_total: 1250, currency: "usd", payment_intent: null, livemode: false });
    expect(res.json.id).toMatch(/^cs_test_/);
    expect(res.json.url).toBe(`${fake.url}/c/pay/${res.json.id}`);
    const page = await fetch(res.json.url);
    expect(await page.text()).toContain("Pay USD 12.50");
  });

  it("takes zero-decimal currencies as whole units (UGX 5000 is five thousand shillings)", async () => {
    const res = await api("/v1/checkout/sessions", { form: sessionForm({ "line_items[0][price_data][currency]": "ugx", "line_items[0][price_data][unit_amount]": "5000" }) });
    expect(res.json.amount_total).toBe(5000);
    expect(await (await fetch(res.json.url)).text()).toContain("Pay UGX 5000");
    await fake.pay(res.json.id, "4242424242424242");
    const txns = (await api("/v1/balance_transactions?limit=1")).json.data;
    expect(txns[0]).toMatchObject({ amount: 5000, currency: "ugx", fee: stripeFee(5000, "ugx"), net: 5000 - stripeFee(5000, "ugx"), type: "charge" });
  });

  it("validates like Stripe: a missing parameter names it, a decimal amount is not an integer, the minimum charge", async () => {
    const { success_url: _s, ...noSuccess } = sessionForm();
    const missing = await api("/v1/checkout/sessions", { form: noSuccess });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toMatchObject({ type: "invalid_request_error", code: "parameter_missing", param: "success_url" });
    const decimal = await api("/v1/checkout/sessions", { form: sessionForm({ "line_items[0][price_data][unit_amount]": "12.5" }) });
    expect(decimal.status).toBe(400);
    expect(decimal.json.error.param).toBe("line_items[0][price_data][unit_amount]");
    const small = await api("/v1/checkout/sessions", { form: sessionForm({ "line_items[0][price_data][unit_amount]": "20" }) });
    expect(small.json.error.code).toBe("amount_too_small");
    const unknown = await api("/v1/checkout/sessions/cs_test_nope");
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toMatchObject({ type: "invalid_request_error", code: "resource_missing" });
  });

  it("idempotency: the same key and body answer the saved session; the same key with other parameters is an idempotency_error", async () => {
    const form = sessionForm();
    const first = await api("/v1/checkout/sessions", { form, idempotencyKey: "key-1" });
    const again = await api("/v1/checkout/sessions", { form, idempotencyKey: "key-1" });
    expect(again.json.id).toBe(first.json.id);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(fake.state.sessions.size).toBeGreaterThan(0);
    const other = await api("/v1/checkout/sessions", { form: { ...form, client_reference_id: "att_other" }, idempotencyKey: "key-1" });
    expect(other.status).toBe(400);
    expect(other.json.error.type).toBe("idempotency_error");
  });
});

describe("the hosted page and its test cards", () => {
  it("4242… pays: 303 to the success URL, the session complete and paid, a signed checkout.session.completed event", async () => {
    const created = await api("/v1/checkout/sessions", { form: sessionForm() });
    const paid = await fake.pay(created.json.id, "4242 4242 4242 4242");
    expect(paid).toEqual({ status: 303, location: "https://gateway.example/checkout/cs_1/return" });
    const session = (await api(`/v1/checkout/sessions/${created.json.id}?expand[]=payment_intent`)).json;
    expect(session).toMatchObject({ status: "complete", payment_status: "paid", url: null });
    expect(session.payment_intent).toMatchObject({ object: "payment_intent", status: "succeeded", amount_received: 1250, metadata: { gateway_attempt_id: created.json.client_reference_id } });
    const hook = await until(() => receiver.received[0]);
    // The official SDK verifies the fake's signature: the header is exactly Stripe's scheme.
    const event = sdk.webhooks.constructEvent(hook.body, String(hook.headers["stripe-signature"]), DEFAULT_STRIPE_WEBHOOK_SECRET);
    expect(event.type).toBe("checkout.session.completed");
    expect((event.data.object as { client_reference_id: string }).client_reference_id).toBe(created.json.client_reference_id);
    expect(() => sdk.webhooks.constructEvent(hook.body, String(hook.headers["stripe-signature"]), "whsec_another000000000000")).toThrow();
  });

  it("a declined card (generic_decline, insufficient_funds) leaves the session open for another card, as Checkout does", async () => {
    const created = await api("/v1/checkout/sessions", { form: sessionForm() });
    expect((await fake.pay(created.json.id, "4000000000000002")).status).toBe(402);
    let session = (await api(`/v1/checkout/sessions/${created.json.id}?expand[]=payment_intent`)).json;
    expect(session.status).toBe("open");
    expect(session.payment_intent).toMatchObject({ status: "requires_payment_method", last_payment_error: { type: "card_error", code: "card_declined", decline_code: "generic_decline" } });
    const failed = await until(() => receiver.received.find((r) => JSON.parse(r.body).type === "payment_intent.payment_failed"));
    expect(failed).toBeDefined();
    await fake.pay(created.json.id, "4000000000009995");
    session = (await api(`/v1/checkout/sessions/${created.json.id}?expand[]=payment_intent`)).json;
    expect(session.payment_intent.last_payment_error.decline_code).toBe("insufficient_funds");
    await fake.pay(created.json.id, "4242424242424242");
    expect((await api(`/v1/checkout/sessions/${created.json.id}`)).json.payment_status).toBe("paid");
  });

  it("4000 0025 0000 3155 asks for 3-D Secure: requires_action until the customer completes it (or fails it)", async () => {
    const created = await api("/v1/checkout/sessions", { form: sessionForm() });
    const paid = await fake.pay(created.json.id, "4000002500003155");
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(new RegExp(`^${fake.url}/3ds/pi_`));
    const pi = (await api(`/v1/checkout/sessions/${created.json.id}?expand[]=payment_intent`)).json.payment_intent;
    expect(pi.status).toBe("requires_action");
    expect(pi.next_action.type).toBe("redirect_to_url");
    fake.authenticate(created.json.id, "fail");
    expect((await api(`/v1/payment_intents/${pi.id}`)).json.last_payment_error.code).toBe("payment_intent_authentication_failure");
    await fake.pay(created.json.id, "4000002500003155");
    const done = await fetch(`${fake.url}/3ds/${pi.id}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "result=complete", redirect: "manual" });
    expect(done.status).toBe(303);
    expect((await api(`/v1/payment_intents/${pi.id}`)).json.status).toBe("succeeded");
  });

  it("an expired session fails and sends checkout.session.expired; it cannot be paid any more", async () => {
    const created = await api("/v1/checkout/sessions", { form: sessionForm() });
    const expired = await api(`/v1/checkout/sessions/${created.json.id}/expire`, { method: "POST", form: {} });
    expect(expired.json).toMatchObject({ status: "expired", payment_status: "unpaid" });
    expect((await fake.pay(created.json.id, "4242424242424242")).status).toBe(409);
    // This session's event: a webhook of the test before (its 3-D Secure completion) may still arrive.
    const hook = await until(() => receiver.received.find((r) => JSON.parse(r.body).data?.object?.id === created.json.id));
    expect(JSON.parse(hook.body).type).toBe("checkout.session.expired");
  });

  it("PaymentIntents are found by their metadata (search) and sessions by their PaymentIntent", async () => {
    const session = await paidSession();
    const found = await api(`/v1/payment_intents/search?query=${encodeURIComponent(`metadata['gateway_attempt_id']:'${session.client_reference_id}'`)}`);
    expect(found.json.data.map((p: { id: string }) => p.id)).toEqual([session.payment_intent.id]);
    const listed = await api(`/v1/checkout/sessions?payment_intent=${session.payment_intent.id}`);
    expect(listed.json.data.map((s: { id: string }) => s.id)).toEqual([session.id]);
  });
});

describe("refunds", () => {
  it("partial then the rest, never more than the charge; each a refund balance transaction", async () => {
    const session = await paidSession();
    const part = await api("/v1/refunds", { form: { payment_intent: session.payment_intent.id, amount: "250", "metadata[gateway_refund_id]": "rfd_1" }, idempotencyKey: "rfd_1" });
    expect(part.json).toMatchObject({ object: "refund", amount: 250, currency: "usd", status: "succeeded", metadata: { gateway_refund_id: "rfd_1" } });
    const replay = await api("/v1/refunds", { form: { payment_intent: session.payment_intent.id, amount: "250", "metadata[gateway_refund_id]": "rfd_1" }, idempotencyKey: "rfd_1" });
    expect(replay.json.id).toBe(part.json.id);
    const tooMuch = await api("/v1/refunds", { form: { payment_intent: session.payment_intent.id, amount: "5000" } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.error.code).toBe("amount_too_large");
    const rest = await api("/v1/refunds", { form: { payment_intent: session.payment_intent.id } });
    expect(rest.json.amount).toBe(1000);
    const again = await api("/v1/refunds", { form: { payment_intent: session.payment_intent.id } });
    expect(again.json.error.code).toBe("charge_already_refunded");
    expect((await api(`/v1/refunds/${part.json.id}`)).json.status).toBe("succeeded");
    expect((await api("/v1/refunds/re_nope")).status).toBe(404);
  });
});

describe("balance transactions (settlements)", () => {
  it("pages with has_more and starting_after, filters by created, expands the source", async () => {
    const from = Math.floor(Date.now() / 1000);
    const paid: string[] = [];
    for (let i = 0; i < 3; i++) paid.push((await paidSession()).payment_intent.latest_charge);
    const first = await api(`/v1/balance_transactions?limit=2&created[gte]=${from}&expand[]=data.source`);
    expect(first.json).toMatchObject({ object: "list", has_more: true, url: "/v1/balance_transactions" });
    expect(first.json.data).toHaveLength(2);
    expect(first.json.data[0].source).toMatchObject({ object: "charge", payment_intent: expect.stringMatching(/^pi_/), metadata: { gateway_attempt_id: expect.stringMatching(/^att_unit/) } });
    // Walk every page: each transaction once, newest first, the last page without has_more.
    const seen: string[] = first.json.data.map((t: { source: { id: string } }) => t.source.id);
    let page = first.json;
    while (page.has_more) {
      page = (await api(`/v1/balance_transactions?limit=2&created[gte]=${from}&starting_after=${page.data[page.data.length - 1].id}`)).json;
      seen.push(...page.data.map((t: { source: string }) => t.source));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 3)).toEqual([...paid].reverse());
    const future = await api(`/v1/balance_transactions?created[gte]=${from + 3600}`);
    expect(future.json.data).toEqual([]);
  });

  it("plants each discrepancy a reconciliation must find, and pays the balance out", async () => {
    const a = await paidSession();
    const b = await paidSession();
    const c = await paidSession();
    const d = await paidSession();
    const txns = () => fake.state.balanceTransactions;
    const chargeTxn = (pi: string) => txns().find((t) => t.type === "charge" && t.source === fake.state.intents.get(pi)!.latest_charge);
    fake.plant({ kind: "wrong_amount", paymentIntent: a.payment_intent.id, amount: 1300 });
    expect(chargeTxn(a.payment_intent.id)).toMatchObject({ amount: 1300 });
    fake.plant({ kind: "missing", paymentIntent: b.payment_intent.id });
    expect(chargeTxn(b.payment_intent.id)).toBeUndefined();
    fake.plant({ kind: "fee", paymentIntent: c.payment_intent.id, fee: 999 });
    expect(chargeTxn(c.payment_intent.id)).toMatchObject({ fee: 999, net: 1250 - 999 });
    const extra = fake.plant({ kind: "extra", amount: 4200, currency: "USD" });
    expect(extra).toMatchObject({ type: "charge", amount: 4200 });
    const refunded = fake.plant({ kind: "refund", paymentIntent: d.payment_intent.id });
    expect(refunded).toMatchObject({ type: "refund", amount: -1250 });
    const payout = fake.payout("usd");
    expect(payout).toMatchObject({ type: "payout", source: expect.stringMatching(/^po_/) });
    expect(payout!.amount).toBeLessThan(0);
    // Over HTTP too.
    const viaHttp = await fetch(`${fake.url}/__fake/settlements/plant`, { method: "POST", body: JSON.stringify({ kind: "extra", amount: 100, currency: "usd" }) });
    expect(viaHttp.status).toBe(200);
  });
});

describe("PaymentIntents confirmed by the API, and rate limits", () => {
  it("a test PaymentMethod that declines is a 402 card_error carrying the PaymentIntent; pm_card_visa succeeds; 3-D Secure is requires_action", async () => {
    const declined = await api("/v1/payment_intents", { form: { amount: "2000", currency: "usd", payment_method: "pm_card_chargeDeclinedInsufficientFunds", confirm: "true", return_url: "https://shop.example/back" } });
    expect(declined.status).toBe(402);
    expect(declined.json.error).toMatchObject({ type: "card_error", code: "card_declined", decline_code: "insufficient_funds", payment_intent: { status: "requires_payment_method" } });
    const ok = await api(`/v1/payment_intents/${declined.json.error.payment_intent.id}/confirm`, { form: { payment_method: "pm_card_visa" } });
    expect(ok.json).toMatchObject({ status: "succeeded", amount_received: 2000, latest_charge: expect.stringMatching(/^ch_/) });
    const again = await api(`/v1/payment_intents/${ok.json.id}/confirm`, { form: { payment_method: "pm_card_visa" } });
    expect(again.json.error.code).toBe("payment_intent_unexpected_state");
    const threeDs = await api("/v1/payment_intents", { form: { amount: "2000", currency: "usd", payment_method: "pm_card_authenticationRequired", confirm: "true", return_url: "https://shop.example/back" } });
    expect(threeDs.json).toMatchObject({ status: "requires_action", next_action: { type: "redirect_to_url", redirect_to_url: { return_url: "https://shop.example/back" } } });
  });

  it("an intent on the Dashboard's methods (the default) is not confirmed without a return_url, even for a card; allow_redirects=never or payment_method_types lifts it", async () => {
    const refused = await api("/v1/payment_intents", { form: { amount: "2000", currency: "usd", payment_method: "pm_card_visa", confirm: "true" } });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({ type: "invalid_request_error", param: "return_url", message: expect.stringContaining("allow_redirects]` to `never`") });
    const created = await api("/v1/payment_intents", { form: { amount: "2000", currency: "usd" } });
    expect(created.json.automatic_payment_methods).toEqual({ enabled: true, allow_redirects: "always" });
    expect((await api(`/v1/payment_intents/${created.json.id}/confirm`, { form: { payment_method: "pm_card_visa" } })).json.error.param).toBe("return_url");
    const noRedirects = await api("/v1/payment_intents", { form: { amount: "2000", currency: "usd", payment_method: "pm_card_visa", confirm: "true", "automatic_payment_methods[enabled]": "true", "automatic_payment_methods[allow_redirects]": "never" } });
    expect(noRedirects.json).toMatchObject({ status: "succeeded", automatic_payment_methods: { enabled: true, allow_redirects: "never" } });
    const cardOnly = await api("/v1/payment_intents", { form: { amount: "2000", currency: "usd", payment_method: "pm_card_visa", confirm: "true", "payment_method_types[]": "card" } });
    expect(cardOnly.json).toMatchObject({ status: "succeeded", automatic_payment_methods: null, payment_method_types: ["card"] });
    const both = await api("/v1/payment_intents", { form: { amount: "2000", currency: "usd", "payment_method_types[]": "card", "automatic_payment_methods[enabled]": "true" } });
    expect(both.json.error.param).toBe("automatic_payment_methods");
  });

  it("a rate limit answers 429 rate_limit for the next calls, then the API answers again", async () => {
    await fetch(`${fake.url}/__fake/rate-limit`, { method: "POST", body: JSON.stringify({ times: 2 }) });
    const first = await api("/v1/balance");
    expect(first.status).toBe(429);
    expect(first.json.error).toMatchObject({ code: "rate_limit" });
    expect((await api("/v1/balance")).status).toBe(429);
    expect((await api("/v1/balance")).status).toBe(200);
    await fetch(`${fake.url}/__fake/api-error`, { method: "POST", body: JSON.stringify({ times: 1 }) });
    const failed = await api("/v1/balance");
    expect(failed.status).toBe(500);
    expect(failed.json.error).toMatchObject({ type: "api_error" });
    expect((await api("/v1/balance")).status).toBe(200);
  });
});

describe("faults", () => {
  it("a bad_signature fault sends an event the SDK refuses; duplicate sends it twice", async () => {
    fake.kit.fault({ kind: "bad_signature", match: "POST /c/pay/" });
    await paidSession();
    const forged = await until(() => receiver.received[0]);
    expect(() => sdk.webhooks.constructEvent(forged.body, String(forged.headers["stripe-signature"]), DEFAULT_STRIPE_WEBHOOK_SECRET)).toThrow();
    receiver.received.length = 0;
    fake.kit.fault({ kind: "duplicate_callback", match: "POST /c/pay/" });
    await paidSession();
    await until(() => receiver.received.length === 2 && receiver.received);
    expect(JSON.parse(receiver.received[0].body).id).toBe(JSON.parse(receiver.received[1].body).id);
  });

  it("a server_error fault is a 500; a timeout holds the answer but the session is made (a retry with the key answers it)", async () => {
    fake.kit.fault({ kind: "server_error", match: "POST /v1/checkout/sessions" });
    expect((await api("/v1/checkout/sessions", { form: sessionForm() })).status).toBe(500);
    fake.kit.fault({ kind: "timeout", match: "POST /v1/checkout/sessions" });
    const form = sessionForm();
    await expect(fetch(`${fake.url}/v1/checkout/sessions`, { method: "POST", headers: { authorization: `Bearer ${DEFAULT_STRIPE_KEY}`, "idempotency-key": "held-1", "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form).toString() })).rejects.toThrow();
    const retry = await api("/v1/checkout/sessions", { form, idempotencyKey: "held-1" });
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.json.client_reference_id).toBe(form.client_reference_id);
  });
});

describe("saved cards: Customers, setup-mode Checkout, SetupIntents, PaymentMethods, off-session PaymentIntents", () => {
  async function customer(extra: Record<string, string> = {}) {
    const res = await api("/v1/customers", { form: { email: "jane@example.com", name: "Jane Doe", "metadata[gateway_mandate_id]": `mdt_unit${++seq}`, ...extra } });
    expect(res.status).toBe(200);
    return res.json;
  }
  const setupForm = (cus: string, extra: Record<string, string> = {}) => ({
    mode: "setup",
    customer: cus,
    currency: "usd",
    "allowed_payment_method_types[0]": "card",
    success_url: "https://gateway.example/mandates/return",
    cancel_url: "https://gateway.example/mandates/return",
    client_reference_id: `mdt_unit${seq}`,
    "metadata[gateway_mandate_id]": `mdt_unit${seq}`,
    "setup_intent_data[metadata][gateway_mandate_id]": `mdt_unit${seq}`,
    "custom_text[submit][message]": "Fiber 50 Mbps, USD 12.00 a month",
    ...extra,
  });
  /** A card saved on the set-up page (3-D Secure completed when the card asks for it). */
  async function savedCard(card: string, exp?: string) {
    const cus = await customer();
    const session = (await api("/v1/checkout/sessions", { form: setupForm(cus.id) })).json;
    const paid = await fake.pay(session.id, card, { exp });
    if (paid.location?.includes("/3ds/")) fake.authenticate(session.id, "complete");
    const read = (await api(`/v1/checkout/sessions/${session.id}?expand[]=setup_intent.payment_method`)).json;
    expect(read.status).toBe("complete");
    return { customer: cus.id as string, session: read, pm: read.setup_intent.payment_method.id as string };
  }
  const offSession = (cus: string, pm: string, extra: Record<string, string> = {}) => ({
    amount: "1200",
    currency: "usd",
    customer: cus,
    payment_method: pm,
    off_session: "true",
    confirm: "true",
    "automatic_payment_methods[enabled]": "true",
    "automatic_payment_methods[allow_redirects]": "never",
    "metadata[gateway_attempt_id]": `att_unit${++seq}`,
    ...extra,
  });

  it("creates and reads a Customer (an invalid email refused, an unknown id a 404) and finds it by its metadata", async () => {
    const created = await customer();
    expect(created).toMatchObject({ object: "customer", email: "jane@example.com", name: "Jane Doe", livemode: false });
    expect(created.id).toMatch(/^cus_/);
    expect((await api(`/v1/customers/${created.id}`)).json.id).toBe(created.id);
    expect((await api("/v1/customers/cus_nope")).json.error).toMatchObject({ type: "invalid_request_error", code: "resource_missing" });
    const bad = await api("/v1/customers", { form: { email: "not-an-email" } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.param).toBe("email");
    const found = await api(`/v1/customers/search?query=${encodeURIComponent(`metadata['gateway_mandate_id']:'${created.metadata.gateway_mandate_id}'`)}`);
    expect(found.json.data.map((c: { id: string }) => c.id)).toEqual([created.id]);
  });

  it("a setup-mode session: no amount, a SetupIntent from the start, the customer's page to save a card; currency is needed without allowed_payment_method_types", async () => {
    const cus = await customer();
    const res = await api("/v1/checkout/sessions", { form: setupForm(cus.id) });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ object: "checkout.session", mode: "setup", status: "open", payment_status: "no_payment_required", amount_total: null, customer: cus.id, currency: "usd", payment_intent: null });
    expect(res.json.id).toMatch(/^cs_test_/);
    expect(res.json.setup_intent).toMatch(/^seti_/);
    const si = (await api(`/v1/setup_intents/${res.json.setup_intent}`)).json;
    expect(si).toMatchObject({ object: "setup_intent", status: "requires_payment_method", customer: cus.id, usage: "off_session", metadata: { gateway_mandate_id: `mdt_unit${seq}` } });
    const page = await (await fetch(res.json.url)).text();
    expect(page).toContain("Save your card");
    expect(page).toContain("Fiber 50 Mbps, USD 12.00 a month");

    const { currency: _c, "allowed_payment_method_types[0]": _a, ...bare } = setupForm(cus.id);
    const noCurrency = await api("/v1/checkout/sessions", { form: bare });
    expect(noCurrency.json.error).toMatchObject({ code: "parameter_missing", param: "currency" });
    const { currency: _c2, ...cardsOnly } = setupForm(cus.id);
    expect((await api("/v1/checkout/sessions", { form: cardsOnly })).status).toBe(200);
    const items = await api("/v1/checkout/sessions", { form: { ...setupForm(cus.id), "line_items[0][quantity]": "1" } });
    expect(items.json.error.param).toBe("line_items");
    const unknown = await api("/v1/checkout/sessions", { form: setupForm("cus_nope") });
    expect(unknown.json.error).toMatchObject({ code: "resource_missing", param: "customer" });
  });

  it("4242… saved: 303 to the success URL, the SetupIntent succeeded, the card attached to the customer; setup_intent.succeeded and checkout.session.completed signed", async () => {
    const cus = await customer();
    const session = (await api("/v1/checkout/sessions", { form: setupForm(cus.id) })).json;
    const saved = await fake.pay(session.id, "4242 4242 4242 4242", { exp: "08/31" });
    expect(saved).toEqual({ status: 303, location: "https://gateway.example/mandates/return" });
    const read = (await api(`/v1/checkout/sessions/${session.id}?expand[]=setup_intent.payment_method`)).json;
    expect(read).toMatchObject({ status: "complete", payment_status: "no_payment_required", url: null, setup_intent: { status: "succeeded" } });
    const pm = read.setup_intent.payment_method;
    expect(pm).toMatchObject({ object: "payment_method", type: "card", customer: cus.id, card: { brand: "visa", last4: "4242", exp_month: 8, exp_year: 2031 } });
    expect(JSON.stringify(read)).not.toContain("4242424242424242");
    expect((await api(`/v1/payment_methods/${pm.id}`)).json.id).toBe(pm.id);
    expect((await api(`/v1/customers/${cus.id}/payment_methods?type=card`)).json.data.map((p: { id: string }) => p.id)).toEqual([pm.id]);
    const types = async () => {
      await until(() => receiver.received.some((r) => JSON.parse(r.body).type === "checkout.session.completed"));
      return receiver.received.map((r) => sdk.webhooks.constructEvent(r.body, String(r.headers["stripe-signature"]), DEFAULT_STRIPE_WEBHOOK_SECRET));
    };
    const events = await types();
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(["setup_intent.succeeded", "payment_method.attached", "checkout.session.completed"]));
    const completed = events.find((e) => e.type === "checkout.session.completed")!.data.object as { mode: string; client_reference_id: string; setup_intent: string };
    expect(completed).toMatchObject({ mode: "setup", client_reference_id: `mdt_unit${seq}`, setup_intent: read.setup_intent.id });
  });

  it("a decline card is not saved and the session stays open for another card; a failed 3-D Secure on set-up likewise", async () => {
    const cus = await customer();
    const session = (await api("/v1/checkout/sessions", { form: setupForm(cus.id) })).json;
    expect((await fake.pay(session.id, "4000000000000002")).status).toBe(402);
    let read = (await api(`/v1/checkout/sessions/${session.id}?expand[]=setup_intent`)).json;
    expect(read.status).toBe("open");
    expect(read.setup_intent).toMatchObject({ status: "requires_payment_method", last_setup_error: { type: "card_error", code: "card_declined", decline_code: "generic_decline" } });
    const threeDs = await fake.pay(session.id, "4000002500003155");
    expect(threeDs.location).toBe(`${fake.url}/3ds/${read.setup_intent.id}`);
    expect((await api(`/v1/setup_intents/${read.setup_intent.id}`)).json).toMatchObject({ status: "requires_action", next_action: { type: "redirect_to_url" } });
    const failed = await fetch(`${fake.url}/3ds/${read.setup_intent.id}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "result=fail", redirect: "manual" });
    expect(failed.headers.get("location")).toBe(`${fake.url}/c/pay/${session.id}`);
    read = (await api(`/v1/checkout/sessions/${session.id}?expand[]=setup_intent`)).json;
    expect(read.status).toBe("open");
    expect(read.setup_intent.last_setup_error.code).toBe("setup_intent_authentication_failure");
    expect((await api(`/v1/customers/${cus.id}/payment_methods`)).json.data).toEqual([]);
    expect((await fake.pay(session.id, "4242424242424242")).status).toBe(303);
    expect((await api(`/v1/customers/${cus.id}/payment_methods`)).json.data).toHaveLength(1);
  });

  it("off-session as each card documents: 4000 0025 0000 3155 set up with 3-D Secure is charged; 4000 0027 6000 3184 is 402 authentication_required; 4000 0000 0000 0341 attaches but declines", async () => {
    const onSetup = await savedCard("4000002500003155");
    const ok = await api("/v1/payment_intents", { form: offSession(onSetup.customer, onSetup.pm) });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ status: "succeeded", customer: onSetup.customer, payment_method: onSetup.pm, amount_received: 1200, latest_charge: expect.stringMatching(/^ch_/) });
    const hook = await until(() => receiver.received.find((r) => JSON.parse(r.body).type === "payment_intent.succeeded"));
    expect(JSON.parse(hook.body).data.object.id).toBe(ok.json.id);

    const always = await savedCard("4000002760003184");
    const needsAuth = await api("/v1/payment_intents", { form: offSession(always.customer, always.pm) });
    expect(needsAuth.status).toBe(402);
    expect(needsAuth.json.error).toMatchObject({
      type: "card_error",
      code: "authentication_required",
      decline_code: "authentication_required",
      payment_intent: { status: "requires_payment_method", last_payment_error: { code: "authentication_required" } },
      payment_method: { id: always.pm },
    });
    // The same card on-session asks for 3-D Secure instead.
    const onSession = await api("/v1/payment_intents", { form: { amount: "1200", currency: "usd", customer: always.customer, payment_method: always.pm, confirm: "true", "payment_method_types[]": "card" } });
    expect(onSession.json.status).toBe("requires_action");

    const customerFail = await savedCard("4000000000000341");
    const declined = await api("/v1/payment_intents", { form: offSession(customerFail.customer, customerFail.pm) });
    expect(declined.status).toBe(402);
    expect(declined.json.error).toMatchObject({ type: "card_error", code: "card_declined", decline_code: "generic_decline" });

    // The same card as a test PaymentMethod never set up: off-session it needs authentication.
    const bare = await api("/v1/payment_intents", { form: { amount: "1200", currency: "usd", payment_method: "pm_card_authenticationRequiredOnSetup", off_session: "true", confirm: "true", "payment_method_types[]": "card" } });
    expect(bare.json.error.code).toBe("authentication_required");
    const noConfirm = await api("/v1/payment_intents", { form: { amount: "1200", currency: "usd", payment_method: "pm_card_visa", off_session: "true" } });
    expect(noConfirm.json.error.param).toBe("off_session");
  });

  it("an off-session charge replayed with its Idempotency-Key answers the same PaymentIntent, a 402 included", async () => {
    const saved = await savedCard("4242424242424242");
    const form = offSession(saved.customer, saved.pm);
    const first = await api("/v1/payment_intents", { form, idempotencyKey: form["metadata[gateway_attempt_id]"] });
    const again = await api("/v1/payment_intents", { form, idempotencyKey: form["metadata[gateway_attempt_id]"] });
    expect(again.json.id).toBe(first.json.id);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect([...fake.state.intents.values()].filter((pi) => pi.metadata.gateway_attempt_id === form["metadata[gateway_attempt_id]"])).toHaveLength(1);
    const always = await savedCard("4000002760003184");
    const declinedForm = offSession(always.customer, always.pm);
    const d1 = await api("/v1/payment_intents", { form: declinedForm, idempotencyKey: "att_declined_once" });
    const d2 = await api("/v1/payment_intents", { form: declinedForm, idempotencyKey: "att_declined_once" });
    expect([d1.status, d2.status]).toEqual([402, 402]);
    expect(d2.json.error.payment_intent.id).toBe(d1.json.error.payment_intent.id);
  });

  it("detaching is permanent: payment_method.detached, a second detach refused, and a charge of the detached card refused as Stripe does", async () => {
    const saved = await savedCard("4242424242424242");
    const detached = await api(`/v1/payment_methods/${saved.pm}/detach`, { method: "POST", form: {} });
    expect(detached.json).toMatchObject({ id: saved.pm, customer: null });
    const hook = await until(() => receiver.received.find((r) => JSON.parse(r.body).type === "payment_method.detached"));
    expect(JSON.parse(hook.body).data.object.id).toBe(saved.pm);
    const twice = await api(`/v1/payment_methods/${saved.pm}/detach`, { method: "POST", form: {} });
    expect(twice.status).toBe(400);
    expect(twice.json.error.message).toMatch(/not attached to a customer/);
    const charge = await api("/v1/payment_intents", { form: offSession(saved.customer, saved.pm) });
    expect(charge.status).toBe(400);
    expect(charge.json.error).toMatchObject({ type: "invalid_request_error", param: "payment_method", message: expect.stringMatching(/detached from a Customer\. It may not be used again/) });
    expect((await api(`/v1/customers/${saved.customer}/payment_methods`)).json.data).toEqual([]);
    expect((await api("/v1/payment_methods/pm_nope/detach", { method: "POST", form: {} })).status).toBe(404);
    // Attached, it is used with its own customer only.
    const other = await savedCard("5555555555554444");
    const { customer: _cus, ...noCustomer } = offSession(other.customer, other.pm);
    expect((await api("/v1/payment_intents", { form: noCustomer })).json.error.param).toBe("customer");
  });

  it("an expired setup-mode session cancels its SetupIntent and sends checkout.session.expired; nothing can be saved on it", async () => {
    const cus = await customer();
    const session = (await api("/v1/checkout/sessions", { form: setupForm(cus.id) })).json;
    fake.expire(session.id);
    const read = (await api(`/v1/checkout/sessions/${session.id}?expand[]=setup_intent`)).json;
    expect(read).toMatchObject({ status: "expired", url: null, setup_intent: { status: "canceled", cancellation_reason: "abandoned" } });
    expect((await fake.pay(session.id, "4242424242424242")).status).toBe(409);
    const listed = await api(`/v1/checkout/sessions?customer=${cus.id}`);
    expect(listed.json.data.map((s: { id: string }) => s.id)).toEqual([session.id]);
  });
});
