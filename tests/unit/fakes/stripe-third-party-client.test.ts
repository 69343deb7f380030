// The Stripe fake driven by Stripe's official Node library (`stripe` on npm) with its own HTTP client,
// retries and idempotency keys, not the gateway's executor: what the library sends and expects is
// Stripe's, written by Stripe, so a fake that drifts from the real API breaks here. The connector uses
// the same library through the gateway's executor (lib/processors/stripe/flows.ts); this file checks
// the fake against the library alone.
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_STRIPE_KEY, DEFAULT_STRIPE_WEBHOOK_SECRET, startStripeFake, type StripeFake } from "@/tests/fakes/stripe/server";

let fake: StripeFake;
let stripe: Stripe;
let receiver: { url: string; bodies: { body: string; signature: string }[]; close(): Promise<void> };

beforeAll(async () => {
  fake = await startStripeFake();
  const url = new URL(fake.url);
  // The library's own Node HTTP client; two network retries, as Stripe's library retries 429s and 5xx.
  stripe = new Stripe(DEFAULT_STRIPE_KEY, { host: url.hostname, port: Number(url.port), protocol: "http", maxNetworkRetries: 2, telemetry: false });
  const bodies: { body: string; signature: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      bodies.push({ body: Buffer.concat(chunks).toString("utf8"), signature: String(req.headers["stripe-signature"]) });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  receiver = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies, close: () => new Promise<void>((r) => server.close(() => r())) };
  fake.setWebhookUrl(receiver.url);
});
afterAll(async () => {
  await fake?.close();
  await receiver?.close();
});

const inHalfAnHour = (extraS = 60) => Math.floor(Date.now() / 1000) + 30 * 60 + extraS;

describe("Stripe's Node library against the fake", () => {
  it("creates, retrieves (expanded), lists and expires a Checkout Session", async () => {
    const session = await stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: 1250, product_data: { name: "Order 1" } } }],
      success_url: "https://shop.example/ok",
      cancel_url: "https://shop.example/cancel",
      client_reference_id: "att_sdk1",
      metadata: { gateway_attempt_id: "att_sdk1" },
      payment_intent_data: { metadata: { gateway_attempt_id: "att_sdk1" } },
      expires_at: inHalfAnHour(),
    });
    expect(session).toMatchObject({ object: "checkout.session", status: "open", amount_total: 1250, currency: "usd", client_reference_id: "att_sdk1" });
    expect(session.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/c\/pay\/cs_/);

    await fake.pay(session.id, "4242424242424242");
    const read = await stripe.checkout.sessions.retrieve(session.id, { expand: ["payment_intent"] });
    expect(read.status).toBe("complete");
    expect(read.payment_status).toBe("paid");
    const intent = read.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({ object: "payment_intent", status: "succeeded", amount_received: 1250 });

    const listed = await stripe.checkout.sessions.list({ payment_intent: intent.id, limit: 1, expand: ["data.payment_intent"] });
    expect(listed.data.map((s) => s.id)).toEqual([session.id]);

    const other = await stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [{ quantity: 1, price_data: { currency: "ugx", unit_amount: 5000, product_data: { name: "Order 2" } } }],
      success_url: "https://shop.example/ok",
      expires_at: inHalfAnHour(),
    });
    expect((await stripe.checkout.sessions.expire(other.id)).status).toBe("expired");
  });

  it("a session that expires in less than 30 minutes is a StripeInvalidRequestError on expires_at", async () => {
    const err = await stripe.checkout.sessions
      .create({ mode: "payment", line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: 100, product_data: { name: "x" } } }], success_url: "https://shop.example/ok", expires_at: inHalfAnHour(-60) })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((err as Stripe.errors.StripeInvalidRequestError).param).toBe("expires_at");
  });

  it("an idempotency key replays the first answer; the same key with another body is a StripeIdempotencyError", async () => {
    const params = { mode: "payment" as const, line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: 700, product_data: { name: "Once" } } }], success_url: "https://shop.example/ok", expires_at: inHalfAnHour() };
    const first = await stripe.checkout.sessions.create(params, { idempotencyKey: "att_sdk_once" });
    const again = await stripe.checkout.sessions.create(params, { idempotencyKey: "att_sdk_once" });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    const err = await stripe.checkout.sessions.create({ ...params, expires_at: params.expires_at + 1 }, { idempotencyKey: "att_sdk_once" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it("PaymentIntents: the Dashboard's methods need a return_url at confirmation (StripeInvalidRequestError on return_url); a decline is a StripeCardError; search finds by metadata", async () => {
    const refused = await stripe.paymentIntents.create({ amount: 2000, currency: "usd", payment_method: "pm_card_visa", confirm: true }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((refused as Stripe.errors.StripeInvalidRequestError).param).toBe("return_url");

    const declined = await stripe.paymentIntents
      .create({ amount: 2000, currency: "usd", payment_method: "pm_card_chargeDeclinedInsufficientFunds", confirm: true, return_url: "https://shop.example/back", metadata: { gateway_attempt_id: "att_sdk_pi" } })
      .catch((e: unknown) => e);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect((declined as Stripe.errors.StripeCardError).decline_code).toBe("insufficient_funds");
    const intentId = (declined as Stripe.errors.StripeCardError).payment_intent!.id;

    const paid = await stripe.paymentIntents.confirm(intentId, { payment_method: "pm_card_visa" });
    expect(paid.status).toBe("succeeded");
    const found = await stripe.paymentIntents.search({ query: "metadata['gateway_attempt_id']:'att_sdk_pi'", limit: 1 });
    expect(found.data.map((i) => i.id)).toEqual([intentId]);
    expect((await stripe.paymentIntents.retrieve(intentId)).latest_charge).toMatch(/^ch_/);

    const noRedirects = await stripe.paymentIntents.create({ amount: 900, currency: "usd", payment_method: "pm_card_visa", confirm: true, automatic_payment_methods: { enabled: true, allow_redirects: "never" } });
    expect(noRedirects.status).toBe("succeeded");
  });

  it("refunds part of a payment and reads the refund back; the balance and its transactions list (auto-paginated) show the charge, the fee and the refund", async () => {
    const intent = await stripe.paymentIntents.create({ amount: 5000, currency: "usd", payment_method: "pm_card_visa", confirm: true, return_url: "https://shop.example/back" });
    const refund = await stripe.refunds.create({ payment_intent: intent.id, amount: 1000, metadata: { gateway_refund_id: "rf_sdk" } }, { idempotencyKey: "rf_sdk" });
    expect(refund).toMatchObject({ object: "refund", amount: 1000, payment_intent: intent.id });
    expect((await stripe.refunds.retrieve(refund.id)).status).toBe("succeeded");
    const over = await stripe.refunds.create({ payment_intent: intent.id, amount: 5000 }).catch((e: unknown) => e);
    expect(over).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);

    const balance = await stripe.balance.retrieve();
    expect(balance.object).toBe("balance");
    expect(balance.available.concat(balance.pending).some((b) => b.currency === "usd")).toBe(true);
    const types = new Set<string>();
    for await (const t of stripe.balanceTransactions.list({ limit: 2, expand: ["data.source"] })) types.add(t.type);
    expect([...types]).toEqual(expect.arrayContaining(["charge", "refund"]));
  });

  it("a wrong key is a StripeAuthenticationError; a rate limit is a StripeRateLimitError (the library retries a 429 only when Stripe says Stripe-Should-Retry); a 500 is retried", async () => {
    const wrong = new Stripe("sk_test_wrong000000000000000000000000", { host: new URL(fake.url).hostname, port: Number(new URL(fake.url).port), protocol: "http", maxNetworkRetries: 0 });
    expect(await wrong.balance.retrieve().catch((e: unknown) => e)).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await fetch(`${fake.url}/__fake/rate-limit`, { method: "POST", body: JSON.stringify({ times: 1 }) });
    expect(await stripe.balance.retrieve().catch((e: unknown) => e)).toBeInstanceOf(Stripe.errors.StripeRateLimitError);
    expect((await stripe.balance.retrieve()).object).toBe("balance");
    await fetch(`${fake.url}/__fake/api-error`, { method: "POST", body: JSON.stringify({ times: 1 }) });
    expect((await stripe.balance.retrieve()).object).toBe("balance");
  });

  it("the fake's webhooks pass the library's signature check, and a tampered body does not", async () => {
    const session = await stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: 300, product_data: { name: "Hooked" } } }],
      success_url: "https://shop.example/ok",
      expires_at: inHalfAnHour(),
    });
    receiver.bodies.length = 0;
    await fake.pay(session.id, "4242424242424242");
    const end = Date.now() + 3000;
    while (!receiver.bodies.some((b) => b.body.includes("checkout.session.completed")) && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    const delivery = receiver.bodies.find((b) => b.body.includes("checkout.session.completed"))!;
    expect(delivery).toBeDefined();
    const event = stripe.webhooks.constructEvent(delivery.body, delivery.signature, DEFAULT_STRIPE_WEBHOOK_SECRET);
    expect(event.type).toBe("checkout.session.completed");
    expect((event.data.object as Stripe.Checkout.Session).id).toBe(session.id);
    expect(() => stripe.webhooks.constructEvent(delivery.body.replace(session.id, "cs_forged"), delivery.signature, DEFAULT_STRIPE_WEBHOOK_SECRET)).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});

describe("Stripe's Node library against the fake: saved cards", () => {
  /** A Customer and a setup-mode session, as the library creates them. */
  async function setUp(mandateId: string) {
    const customer = await stripe.customers.create({ email: "jane@example.com", name: "Jane Doe", metadata: { gateway_mandate_id: mandateId } }, { idempotencyKey: `${mandateId}-customer` });
    const session = await stripe.checkout.sessions.create(
      {
        mode: "setup",
        customer: customer.id,
        currency: "usd",
        allowed_payment_method_types: ["card"],
        success_url: "https://shop.example/saved",
        cancel_url: "https://shop.example/saved",
        client_reference_id: mandateId,
        metadata: { gateway_mandate_id: mandateId },
        setup_intent_data: { metadata: { gateway_mandate_id: mandateId }, description: "USD 12.00 a month" },
        custom_text: { submit: { message: "USD 12.00 a month" } },
      },
      { idempotencyKey: mandateId },
    );
    return { customer, session };
  }

  it("customers.create, a setup-mode session paid on the page with a 3-D Secure card, setupIntents and paymentMethods read back, then an off-session charge", async () => {
    const { customer, session } = await setUp("mdt_sdk1");
    expect(customer).toMatchObject({ object: "customer", email: "jane@example.com", metadata: { gateway_mandate_id: "mdt_sdk1" } });
    expect(session).toMatchObject({ object: "checkout.session", mode: "setup", status: "open", customer: customer.id });
    expect((await stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
    expect((await stripe.customers.search({ query: "metadata['gateway_mandate_id']:'mdt_sdk1'" })).data.map((c) => c.id)).toEqual([customer.id]);

    expect((await fake.pay(session.id, "4000002500003155", { exp: "12/34" })).location).toMatch(/\/3ds\/seti_/);
    fake.authenticate(session.id, "complete");
    const read = await stripe.checkout.sessions.retrieve(session.id, { expand: ["setup_intent.payment_method"] });
    expect(read.status).toBe("complete");
    const setupIntent = read.setup_intent as Stripe.SetupIntent;
    expect(setupIntent.status).toBe("succeeded");
    const pm = setupIntent.payment_method as Stripe.PaymentMethod;
    expect(pm.card).toMatchObject({ brand: "visa", last4: "3155", exp_month: 12, exp_year: 2034 });
    expect((await stripe.setupIntents.retrieve(setupIntent.id, { expand: ["payment_method"] })).payment_method).toMatchObject({ id: pm.id, customer: customer.id });
    expect((await stripe.paymentMethods.retrieve(pm.id)).customer).toBe(customer.id);
    expect((await stripe.customers.listPaymentMethods(customer.id, { type: "card" })).data.map((p) => p.id)).toEqual([pm.id]);

    const intent = await stripe.paymentIntents.create(
      { amount: 1200, currency: "usd", customer: customer.id, payment_method: pm.id, off_session: true, confirm: true, automatic_payment_methods: { enabled: true, allow_redirects: "never" }, metadata: { gateway_attempt_id: "att_sdk_off1" } },
      { idempotencyKey: "att_sdk_off1" },
    );
    expect(intent).toMatchObject({ status: "succeeded", amount_received: 1200, customer: customer.id, payment_method: pm.id });
    const replay = await stripe.paymentIntents.create(
      { amount: 1200, currency: "usd", customer: customer.id, payment_method: pm.id, off_session: true, confirm: true, automatic_payment_methods: { enabled: true, allow_redirects: "never" }, metadata: { gateway_attempt_id: "att_sdk_off1" } },
      { idempotencyKey: "att_sdk_off1" },
    );
    expect(replay.id).toBe(intent.id);
  });

  it("an off-session charge of a card that always authenticates is a StripeCardError, code authentication_required, carrying its PaymentIntent; a detached card is a StripeInvalidRequestError", async () => {
    const { customer, session } = await setUp("mdt_sdk2");
    await fake.pay(session.id, "4000002760003184");
    fake.authenticate(session.id, "complete");
    const setupIntent = (await stripe.checkout.sessions.retrieve(session.id, { expand: ["setup_intent"] })).setup_intent as Stripe.SetupIntent;
    const pm = setupIntent.payment_method as string;
    const err = await stripe.paymentIntents
      .create({ amount: 1200, currency: "usd", customer: customer.id, payment_method: pm, off_session: true, confirm: true, automatic_payment_methods: { enabled: true, allow_redirects: "never" } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeCardError);
    const card = err as Stripe.errors.StripeCardError;
    expect(card.code).toBe("authentication_required");
    expect(card.payment_intent).toMatchObject({ status: "requires_payment_method" });
    expect((await stripe.paymentIntents.retrieve(card.payment_intent!.id)).last_payment_error?.code).toBe("authentication_required");

    expect((await stripe.paymentMethods.detach(pm)).customer).toBeNull();
    const refused = await stripe.paymentIntents
      .create({ amount: 1200, currency: "usd", customer: customer.id, payment_method: pm, off_session: true, confirm: true, automatic_payment_methods: { enabled: true, allow_redirects: "never" } })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((refused as Stripe.errors.StripeInvalidRequestError).param).toBe("payment_method");
    expect(await stripe.paymentMethods.detach(pm).catch((e: unknown) => e)).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it("the setup-mode session's webhooks pass the library's signature check", async () => {
    const { session } = await setUp("mdt_sdk3");
    receiver.bodies.length = 0;
    await fake.pay(session.id, "4242424242424242");
    const end = Date.now() + 3000;
    while (!receiver.bodies.some((b) => b.body.includes("checkout.session.completed")) && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    const events = receiver.bodies.map((b) => stripe.webhooks.constructEvent(b.body, b.signature, DEFAULT_STRIPE_WEBHOOK_SECRET));
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(["setup_intent.succeeded", "checkout.session.completed"]));
    const completed = events.find((e) => e.type === "checkout.session.completed")!.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({ id: session.id, mode: "setup", client_reference_id: "mdt_sdk3" });
  });
});
