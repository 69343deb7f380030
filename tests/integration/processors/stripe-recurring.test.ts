// Saved cards through the Stripe connector (its `recurring` part) against the Stripe fake over real HTTP:
// the card is saved on Stripe's page (a setup-mode Checkout Session: Customer, SetupIntent, 3-D Secure
// when the card asks), then charged off-session by a PaymentIntent the connector creates and confirms.
// Each published test card does what Stripe's testing page says it does off-session; the charge's
// processorRef is the PaymentIntent (pi_…), which status sync and refunds find like a session's.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { startStripeFake, stripeSignatureHeader, type StripeFake } from "@/tests/fakes/stripe/server";
import { db } from "@/lib/db";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { processorForConnectionRow } from "@/lib/processors/registry";
import type { AttemptContext, MandateInput, Processor, RecurringProcessor } from "@/lib/processors/types";

setupTestDatabase();

const KEY = "sk_live_recurring00000000000000000000";
const WEBHOOK_SECRET = "whsec_recurring000000000000000000000";

let fake: StripeFake;
let processor: Processor;
let recurring: RecurringProcessor;
let connectionId: string;
let merchantId: string;
let liveKey: string;

beforeAll(async () => {
  fake = await startStripeFake({ secretKey: KEY, webhookSecret: WEBHOOK_SECRET });
  const m = await createTestMerchant();
  merchantId = m.merchant.id;
  liveKey = m.keys.live.secret;
  const connection = await createConnection({ connector: "stripe", mode: "live", credentials: { secret_key: KEY, webhook_secret: WEBHOOK_SECRET }, baseUrl: fake.url, merchantId });
  connectionId = connection.id;
  invalidateConnectionCache();
  processor = processorForConnectionRow(await db().processorConnection.findUniqueOrThrow({ where: { id: connectionId } }));
  recurring = processor.recurring!;
});
afterAll(async () => {
  await fake?.close();
});

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString("hex")}`;
const RETURN_URL = "https://gateway.example/mandates/mdt_x/return";

function mandateInput(over: Partial<MandateInput> = {}): MandateInput {
  return {
    mandateId: id("mdt"),
    currency: "USD",
    customer: { email: "jane@example.com", firstName: "Jane", lastName: "Doe" },
    description: "Fiber 50 Mbps, USD 12.00 a month",
    validUntil: null,
    returnUrl: RETURN_URL,
    callbackUrl: "https://gateway.example/v2/processor-callbacks/tok",
    ...over,
  };
}

const context = (paymentId = id("pay")): AttemptContext => ({ paymentId, returnUrl: RETURN_URL, callbackUrl: "https://gateway.example/v2/processor-callbacks/tok", customer: { email: "jane@example.com" }, title: "Fiber", description: "Fiber, December" });

/** A mandate set up on Stripe's page with `card` (3-D Secure completed when the card asks for it), now active. */
async function activeMandate(card: string, over: Partial<MandateInput> = {}) {
  const input = mandateInput(over);
  const started = await recurring.createMandate(input);
  expect(started.outcome).toBe("redirect");
  const ref = started.mandateRef;
  const paid = await fake.pay(ref, card);
  if (paid.location?.includes("/3ds/")) {
    expect(await recurring.mandateStatus({ mandateId: input.mandateId, mandateRef: ref })).toMatchObject({ outcome: "pending", mandateRef: ref });
    fake.authenticate(ref, "complete");
  }
  const status = await recurring.mandateStatus({ mandateId: input.mandateId, mandateRef: ref });
  expect(status).toMatchObject({ outcome: "active", mandateRef: ref });
  return { input, mandateRef: ref, status };
}

function charge(mandate: { input: MandateInput; mandateRef: string }, attemptId = id("att"), amount = 1200n) {
  return recurring.chargeMandate({ attemptId, mandateId: mandate.input.mandateId, mandateRef: mandate.mandateRef, amount, currency: "USD", context: context() });
}

describe("setting up a saved card on Stripe's page", () => {
  it("redirects to a setup-mode session (a Customer first), pending until the customer saves 4242…, then active with the card's display and never its number", async () => {
    fake.kit.reset();
    const input = mandateInput({ validUntil: new Date("2027-12-31T23:59:59.000Z") });
    const started = await recurring.createMandate(input);
    expect(started).toMatchObject({ outcome: "redirect", mandateRef: expect.stringMatching(/^cs_live_/), checkAgainAfterMs: expect.any(Number) });
    if (started.outcome !== "redirect") throw new Error("no redirect");
    expect(started.url).toBe(`${fake.url}/c/pay/${started.mandateRef}`);

    // The requests as Stripe documents them: the Customer, then the session keyed by the mandate id.
    const customerCall = fake.kit.requests.find((r) => r.method === "POST" && r.path === "/v1/customers")!;
    expect(customerCall.headers["idempotency-key"]).toBe(`${input.mandateId}-customer`);
    expect(Object.fromEntries(new URLSearchParams(customerCall.body))).toMatchObject({ email: "jane@example.com", name: "Jane Doe", "metadata[gateway_mandate_id]": input.mandateId });
    const sessionCall = fake.kit.requests.find((r) => r.method === "POST" && r.path === "/v1/checkout/sessions")!;
    expect(sessionCall.headers["idempotency-key"]).toBe(input.mandateId);
    const form = Object.fromEntries(new URLSearchParams(sessionCall.body));
    expect(form).toMatchObject({
      mode: "setup",
      customer: expect.stringMatching(/^cus_/),
      currency: "usd",
      "allowed_payment_method_types[0]": "card",
      success_url: RETURN_URL,
      cancel_url: RETURN_URL,
      client_reference_id: input.mandateId,
      "metadata[gateway_mandate_id]": input.mandateId,
      "setup_intent_data[metadata][gateway_mandate_id]": input.mandateId,
      "custom_text[submit][message]": input.description,
    });

    expect(await recurring.mandateStatus({ mandateId: input.mandateId, mandateRef: started.mandateRef })).toMatchObject({ outcome: "pending", mandateRef: started.mandateRef });
    // A declined card leaves the page open: still pending, the customer may try another.
    expect((await fake.pay(started.mandateRef, "4000000000000002")).status).toBe(402);
    expect((await recurring.mandateStatus({ mandateId: input.mandateId, mandateRef: started.mandateRef })).outcome).toBe("pending");

    expect((await fake.pay(started.mandateRef, "4242424242424242", { exp: "09/33" })).location).toBe(RETURN_URL);
    const active = await recurring.mandateStatus({ mandateId: input.mandateId, mandateRef: started.mandateRef });
    expect(active).toEqual({ outcome: "active", mandateRef: started.mandateRef, display: { kind: "card", brand: "visa", last4: "4242", expMonth: 9, expYear: 2033 }, validUntil: new Date("2027-12-31T23:59:59.000Z") });
    expect(JSON.stringify(active)).not.toContain("4242424242424242");

    // Asking again answers the first set-up, as it is now: no second Customer or session.
    expect(await recurring.createMandate(input)).toEqual(active);
    expect([...fake.state.customers.values()].filter((c) => c.metadata.gateway_mandate_id === input.mandateId)).toHaveLength(1);
    expect([...fake.state.sessions.values()].filter((s) => s.client_reference_id === input.mandateId)).toHaveLength(1);
  });

  it("an expired set-up page is expired; a mandate Stripe never heard of is unknown, found by its Customer when no reference was kept", async () => {
    const input = mandateInput();
    const started = await recurring.createMandate(input);
    fake.expire(started.mandateRef);
    expect(await recurring.mandateStatus({ mandateId: input.mandateId, mandateRef: started.mandateRef })).toEqual({ outcome: "expired", mandateRef: started.mandateRef });
    // The set-up's answer was lost: the mandate is found by its Customer's metadata.
    expect(await recurring.mandateStatus({ mandateId: input.mandateId, mandateRef: "" })).toEqual({ outcome: "expired", mandateRef: started.mandateRef });
    expect(await recurring.mandateStatus({ mandateId: id("mdt"), mandateRef: "" })).toEqual({ outcome: "unknown" });
    expect(await recurring.mandateStatus({ mandateId: input.mandateId, mandateRef: "cs_live_nope" })).toEqual({ outcome: "expired", mandateRef: started.mandateRef });
    // Another mandate's session is not this one's answer.
    const other = await recurring.createMandate(mandateInput());
    expect(await recurring.mandateStatus({ mandateId: id("mdt"), mandateRef: other.mandateRef })).toEqual({ outcome: "unknown" });
  });
});

describe("charging a saved card off-session", () => {
  it("4000 0025 0000 3155: 3-D Secure on set-up, then the off-session charge succeeds with the PaymentIntent as its reference; checkPending and status find it", async () => {
    const mandate = await activeMandate("4000002500003155");
    expect(mandate.status).toMatchObject({ display: { kind: "card", brand: "visa", last4: "3155" } });
    fake.kit.reset();
    const attemptId = id("att");
    const charged = await charge(mandate, attemptId);
    expect(charged).toEqual({ outcome: "success", processorRef: expect.stringMatching(/^pi_/) });
    const processorRef = (charged as { processorRef: string }).processorRef;

    const sent = fake.kit.requests.find((r) => r.method === "POST" && r.path === "/v1/payment_intents")!;
    expect(sent.headers["idempotency-key"]).toBe(attemptId);
    const pi = fake.state.intents.get(processorRef)!;
    expect(Object.fromEntries(new URLSearchParams(sent.body))).toMatchObject({
      amount: "1200",
      currency: "usd",
      customer: pi.customer!,
      payment_method: pi.payment_method!,
      off_session: "true",
      confirm: "true",
      "automatic_payment_methods[allow_redirects]": "never",
      "metadata[gateway_attempt_id]": attemptId,
      "metadata[gateway_mandate_id]": mandate.input.mandateId,
    });
    expect(pi).toMatchObject({ status: "succeeded", amount_received: 1200 });

    expect(await processor.checkPending({ processorRef, startedAt: new Date() })).toEqual({ outcome: "success", processorRef });
    // No attempt row holds the reference here: status finds the PaymentIntent by its metadata.
    expect(await processor.status({ attemptId, expected: { amount: 1200n, currency: "USD" } })).toEqual({ outcome: "success", processorRef });
    expect(await processor.status({ attemptId, expected: { amount: 1300n, currency: "USD" } })).toMatchObject({ outcome: "failed", processorRef });
  });

  it("4000 0027 6000 3184 needs its holder every time: failed with reason authentication_required, the declined PaymentIntent as its reference", async () => {
    const mandate = await activeMandate("4000002760003184");
    const attemptId = id("att");
    const charged = await charge(mandate, attemptId);
    expect(charged).toEqual({ outcome: "failed", processorRef: expect.stringMatching(/^pi_/), reason: "authentication_required" });
    expect(await processor.status({ attemptId })).toEqual(charged);
  });

  it("4000 0000 0000 0341 attaches but every charge declines: failed with the decline code", async () => {
    const mandate = await activeMandate("4000000000000341");
    expect(mandate.status).toMatchObject({ display: { last4: "0341" } });
    expect(await charge(mandate)).toEqual({ outcome: "failed", processorRef: expect.stringMatching(/^pi_/), reason: "generic_decline" });
  });

  it("charging twice with the same attempt id makes one PaymentIntent (Stripe's Idempotency-Key), a decline too", async () => {
    const mandate = await activeMandate("4242424242424242");
    const attemptId = id("att");
    const first = await charge(mandate, attemptId);
    const second = await charge(mandate, attemptId);
    expect(second).toEqual(first);
    expect([...fake.state.intents.values()].filter((pi) => pi.metadata.gateway_attempt_id === attemptId)).toHaveLength(1);
    const declining = await activeMandate("4000002760003184");
    const declinedId = id("att");
    const d1 = await charge(declining, declinedId);
    expect(await charge(declining, declinedId)).toEqual(d1);
    expect([...fake.state.intents.values()].filter((pi) => pi.metadata.gateway_attempt_id === declinedId)).toHaveLength(1);
  });

  it("status reads a mandate charge by the reference its attempt stored (pi_…, no search), and it is refunded in part and in full", async () => {
    const mandate = await activeMandate("5555555555554444");
    expect(mandate.status).toMatchObject({ display: { brand: "mastercard", last4: "4444" } });
    // An attempt row of a live payment on this connection, as the gateway records a mandate charge.
    const payment = await createHostedPaymentFor(liveKey, { amount: 12, currency: "USD" });
    const attemptId = id("att");
    const charged = await recurring.chargeMandate({ attemptId, mandateId: mandate.input.mandateId, mandateRef: mandate.mandateRef, amount: 1200n, currency: "USD", context: context(payment.reference) });
    expect(charged.outcome).toBe("success");
    const processorRef = (charged as { processorRef: string }).processorRef;
    await db().paymentAttempt.create({ data: { id: attemptId, paymentId: payment.reference, merchantId, number: 1, method: "card", outcome: "success", serviceFee: 0n, processorRef, connectionId, completedAt: new Date() } });

    fake.kit.reset();
    expect(await processor.status({ attemptId, expected: { amount: 1200n, currency: "USD" } })).toEqual({ outcome: "success", processorRef });
    const asked = fake.kit.requests.map((r) => `${r.method} ${r.path}`);
    expect(asked).toContain(`GET /v1/payment_intents/${processorRef}`);
    expect(asked.some((c) => c.includes("/search"))).toBe(false);

    const part = await processor.refund!({ attemptId, amount: 200n, currency: "USD", refundId: id("rfd"), processorRef });
    expect(part).toEqual({ outcome: "succeeded", refundRef: expect.stringMatching(/^re_/) });
    // Without the reference (a duplicate charge's refund): found by the attempt's stored pi_…
    const rest = await processor.refund!({ attemptId, amount: 1000n, currency: "USD" });
    expect(rest.outcome).toBe("succeeded");
    const refunds = [...fake.state.refunds.values()].filter((r) => r.payment_intent === processorRef);
    expect(refunds.map((r) => r.amount).sort((a, b) => a - b)).toEqual([200, 1000]);
    expect(await processor.refundStatus!({ refundId: "x", attemptId, processorRef: (part as { refundRef: string }).refundRef })).toMatchObject({ outcome: "succeeded" });
  });
});

describe("cancelling a saved card", () => {
  it("detaches the card: canceled, the mandate reads canceled after, and a charge fails without reaching Stripe's PaymentIntents", async () => {
    const mandate = await activeMandate("4242424242424242");
    const pm = fake.state.setupIntents.get(fake.state.sessions.get(mandate.mandateRef)!.setup_intent!)!.payment_method!;
    fake.kit.reset();
    expect(await recurring.cancelMandate({ mandateId: mandate.input.mandateId, mandateRef: mandate.mandateRef })).toEqual({ outcome: "canceled" });
    expect(fake.kit.requests.some((r) => r.method === "POST" && r.path === `/v1/payment_methods/${pm}/detach`)).toBe(true);
    expect(fake.state.paymentMethods.get(pm)).toMatchObject({ customer: null, detached: true });
    expect(await recurring.mandateStatus({ mandateId: mandate.input.mandateId, mandateRef: mandate.mandateRef })).toEqual({ outcome: "canceled", mandateRef: mandate.mandateRef });
    // Cancelling again is the same answer (the card is already detached).
    expect(await recurring.cancelMandate({ mandateId: mandate.input.mandateId, mandateRef: mandate.mandateRef })).toEqual({ outcome: "canceled" });
    fake.kit.reset();
    const charged = await charge(mandate);
    expect(charged).toMatchObject({ outcome: "failed", processorRef: "" });
    expect(fake.kit.requests.some((r) => r.path === "/v1/payment_intents")).toBe(false);
  });

  it("a set-up page still open is expired, so no card can be saved under the ended mandate", async () => {
    const input = mandateInput();
    const started = await recurring.createMandate(input);
    expect(await recurring.cancelMandate({ mandateId: input.mandateId, mandateRef: started.mandateRef })).toEqual({ outcome: "canceled" });
    expect((await fake.pay(started.mandateRef, "4242424242424242")).status).toBe(409);
    expect(await recurring.mandateStatus({ mandateId: input.mandateId, mandateRef: started.mandateRef })).toEqual({ outcome: "expired", mandateRef: started.mandateRef });
  });
});

describe("Stripe's webhooks about saved cards", () => {
  const signed = (type: string, object: Record<string, unknown>) => {
    const body = JSON.stringify({ id: id("evt"), object: "event", api_version: "2026-10-28.endive", created: Math.floor(Date.now() / 1000), livemode: true, type, data: { object } });
    return { method: "POST", rawBody: body, headers: new Headers({ "stripe-signature": stripeSignatureHeader(body, WEBHOOK_SECRET) }), query: new URLSearchParams() };
  };

  it("a set-up's events name no attempt (their client_reference_id is the mandate's); an off-session charge's names its attempt", () => {
    const mandateId = id("mdt");
    const completed = processor.parseCallback!(signed("checkout.session.completed", { object: "checkout.session", id: "cs_live_x", mode: "setup", client_reference_id: mandateId, metadata: { gateway_mandate_id: mandateId } }));
    expect(completed).toMatchObject({ kind: "attempt" });
    expect(completed && "id" in completed ? completed.id : "").toMatch(/^evt_/);
    const succeeded = processor.parseCallback!(signed("setup_intent.succeeded", { object: "setup_intent", id: "seti_x", metadata: { gateway_mandate_id: mandateId } }));
    expect(succeeded && "id" in succeeded ? succeeded.id : "").toMatch(/^evt_/);
    const attemptId = id("att");
    expect(processor.parseCallback!(signed("payment_intent.succeeded", { object: "payment_intent", id: "pi_x", metadata: { gateway_attempt_id: attemptId, gateway_mandate_id: mandateId } }))).toEqual({ kind: "attempt", id: attemptId });
  });
});
