// Request shapes (ActiveMerchant's style): for each call a connector makes, the exact method,
// path, headers and body it sends, as the processor's documentation has them (the fakes' headers cite
// the pages), with the fake's canned answer behind it. The conformance suite proves the flows; this file
// pins what goes on the wire, so a change to a connector's request is a visible change to a test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { startChapaFake, type ChapaFake } from "@/tests/fakes/chapa/server";
import { DEFAULT_MOMO_CREDENTIALS, startMtnMomoFake, type MtnMomoFake } from "@/tests/fakes/mtn-momo/server";
import { startStripeFake, type StripeFake } from "@/tests/fakes/stripe/server";
import { DEFAULT_AIRTEL_CREDENTIALS, startAirtelMoneyFake, type AirtelMoneyFake } from "@/tests/fakes/airtel-money/server";
import { DEFAULT_WAAFI_CREDENTIALS, startWaafiPayFake, type WaafiPayFake } from "@/tests/fakes/waafipay/server";
import type { RecordedRequest } from "@/tests/fakes/fake-kit";
import { db } from "@/lib/db";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { processorForConnectionRow } from "@/lib/processors/registry";
import { ProcessorUnreachableError } from "@/lib/processors/http-executor";
import { momoReferenceId } from "@/lib/processors/mtn-momo/transformers";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import type { Processor } from "@/lib/processors/types";

setupTestDatabase();

const CHAPA_KEY = "CHASECK-shapes00000000000000000000000000";
const CHAPA_WEBHOOK_SECRET = "shapes-webhook-secret";
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let chapa: ChapaFake;
let momo: MtnMomoFake;
let chapaProcessor: Processor;
let momoProcessor: Processor;
let liveKey: string;

beforeAll(async () => {
  chapa = await startChapaFake({ secretKey: CHAPA_KEY, webhookSecret: CHAPA_WEBHOOK_SECRET, transferDelayMs: 0 });
  momo = await startMtnMomoFake({ targetEnvironment: "mtnuganda", approvalDelayMs: null });
  const p = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });
  const chapaRow = await createConnection({ connector: "chapa", mode: "live", credentials: { secret_key: CHAPA_KEY, webhook_secret: CHAPA_WEBHOOK_SECRET }, baseUrl: chapa.url });
  const momoRow = await createConnection({
    connector: "mtn_momo",
    mode: "live",
    credentials: { collection: p(DEFAULT_MOMO_CREDENTIALS.collection), disbursement: p(DEFAULT_MOMO_CREDENTIALS.disbursement), target_environment: "mtnuganda" },
    baseUrl: momo.url,
  });
  invalidateConnectionCache();
  chapaProcessor = processorForConnectionRow(chapaRow);
  momoProcessor = processorForConnectionRow(momoRow);
  liveKey = (await createTestMerchant()).keys.live.secret;
});
afterAll(async () => {
  await chapa?.close();
  await momo?.close();
});

/** The requests a fake received while `action` ran. */
async function sentDuring(fake: { kit: { requests: RecordedRequest[] } }, action: () => Promise<unknown>): Promise<RecordedRequest[]> {
  const before = fake.kit.requests.length;
  await action();
  return fake.kit.requests.slice(before);
}
const only = (requests: RecordedRequest[], call: string) => {
  const found = requests.filter((r) => `${r.method} ${r.path}`.startsWith(call));
  expect(found, `${call} in ${requests.map((r) => `${r.method} ${r.path}`).join(", ")}`).toHaveLength(1);
  return found[0];
};

describe("Chapa", () => {
  let attemptId: string;

  it("initialize: POST /v1/transaction/initialize, Bearer secret key, JSON with tx_ref = the attempt id", async () => {
    const payment = await createHostedPaymentFor(liveKey, { amount: 1234.5, currency: "ETB", customer: { first_name: "Abebe", last_name: "Kebede", email: "abebe@example.com" }, customization: { title: "A very long shop title", description: "Order 7" } });
    const sent = await sentDuring(chapa, () => submitPaymentAttempt(payment.token, { method: "telebirr", account: "+251900123456", kind: "wallet" }));
    const init = only(sent, "POST /v1/transaction/initialize");
    attemptId = (await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: payment.reference } })).id;
    expect(init.headers.authorization).toBe(`Bearer ${CHAPA_KEY}`);
    expect(init.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(init.body)).toEqual({
      amount: "1234.50",
      currency: "ETB",
      email: "abebe@example.com",
      first_name: "Abebe",
      last_name: "Kebede",
      phone_number: "0900123456",
      tx_ref: attemptId,
      callback_url: expect.stringMatching(/\/v2\/processor-callbacks\/[0-9A-Za-z]{20,}$/),
      return_url: expect.stringMatching(/\/checkout\/cs_live_[0-9A-Za-z]+\/return$/),
      customization: { title: "A very long shop", description: "Order 7" },
      meta: { payment_reference: payment.reference, method: "telebirr" },
    });
  });

  it("verify: GET /v1/transaction/verify/{tx_ref}, no body", async () => {
    const sent = await sentDuring(chapa, () => chapaProcessor.status({ attemptId }));
    const verify = only(sent, "GET /v1/transaction/verify/");
    expect(verify.path).toBe(`/v1/transaction/verify/${attemptId}`);
    expect(verify.headers.authorization).toBe(`Bearer ${CHAPA_KEY}`);
    expect(verify.body).toBe("");
  });

  it("refund: POST /v1/refund/{Chapa's reference} with amount, reason and reference = the refund id; verify by Chapa's ref_id", async () => {
    await chapa.completeCheckout(attemptId, "success", "telebirr");
    const chapaReference = chapa.state.transactions.get(attemptId)!.reference;
    let answer: Awaited<ReturnType<NonNullable<Processor["refund"]>>> | undefined;
    const sent = await sentDuring(chapa, async () => {
      answer = await chapaProcessor.refund!({ attemptId, amount: 50000n, currency: "ETB", refundId: "rfd_shape1", processorRef: chapaReference });
    });
    const refund = only(sent, "POST /v1/refund/");
    expect(refund.path).toBe(`/v1/refund/${chapaReference}`);
    expect(JSON.parse(refund.body)).toEqual({ amount: "500.00", reason: "Refund requested by the merchant", reference: "rfd_shape1" });
    const verified = await sentDuring(chapa, () => chapaProcessor.refundStatus!({ refundId: "rfd_shape1", attemptId, processorRef: answer!.refundRef }));
    expect(only(verified, "GET /v1/refund/").path).toBe(`/v1/refund/${answer!.refundRef}/verify`);
  });

  it("transfer: GET /v1/banks for the bank's code, then POST /v1/transfers with reference = the payout id; verify by it", async () => {
    const sent = await sentDuring(chapa, () =>
      chapaProcessor.payouts!.sendPayout({ payoutId: "po_shape1", amount: 123456n, currency: "ETB", bankSlug: "cbe", accountNumber: "1000123450000", accountName: "Abebe Kebede" }),
    );
    const transfer = only(sent, "POST /v1/transfers");
    expect(JSON.parse(transfer.body)).toEqual({ account_name: "Abebe Kebede", account_number: "1000123450000", amount: "1234.56", currency: "ETB", reference: "po_shape1", bank_code: 946 });
    const verified = await sentDuring(chapa, () => chapaProcessor.payouts!.payoutStatus({ payoutId: "po_shape1" }));
    expect(only(verified, "GET /v1/transfers/verify/").path).toBe("/v1/transfers/verify/po_shape1");
    // A wallet payee in Chapa's local form.
    const toWallet = await sentDuring(chapa, () =>
      chapaProcessor.payouts!.sendPayout({ payoutId: "po_shape2", amount: 10000n, currency: "ETB", bankSlug: "telebirr", accountNumber: "+251911234567", accountName: "Abebe Kebede" }),
    );
    expect(JSON.parse(only(toWallet, "POST /v1/transfers").body)).toMatchObject({ account_number: "0911234567", bank_code: 855 });
  });
});

describe("MTN MoMo", () => {
  let attemptId: string;
  const basic = `Basic ${Buffer.from(`${DEFAULT_MOMO_CREDENTIALS.collection.apiUser}:${DEFAULT_MOMO_CREDENTIALS.collection.apiKey}`).toString("base64")}`;

  it("token: POST /collection/token/ with Basic api_user:api_key and the collection subscription key; then requesttopay", async () => {
    const payment = await createHostedPaymentFor(liveKey, { amount: 25000, currency: "UGX" });
    const sent = await sentDuring(momo, () => submitPaymentAttempt(payment.token, { method: "mtn_momo", account: "+256772123456", kind: "wallet" }));
    attemptId = (await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: payment.reference } })).id;
    const token = only(sent, "POST /collection/token/");
    expect(token.headers.authorization).toBe(basic);
    expect(token.headers["ocp-apim-subscription-key"]).toBe(DEFAULT_MOMO_CREDENTIALS.collection.subscriptionKey);
    const push = only(sent, "POST /collection/v1_0/requesttopay");
    expect(push.headers).toMatchObject({
      authorization: expect.stringMatching(/^Bearer \S+$/),
      "x-reference-id": momoReferenceId(attemptId),
      "x-target-environment": "mtnuganda",
      "x-callback-url": expect.stringMatching(/\/v2\/processor-callbacks\/[0-9A-Za-z]{20,}$/),
      "ocp-apim-subscription-key": DEFAULT_MOMO_CREDENTIALS.collection.subscriptionKey,
      "content-type": "application/json",
    });
    expect(push.headers["x-reference-id"]).toMatch(UUID_V4);
    expect(JSON.parse(push.body)).toEqual({ amount: "25000", currency: "UGX", externalId: attemptId, payer: { partyIdType: "MSISDN", partyId: "256772123456" }, payerMessage: "Payment", payeeNote: payment.reference });
  });

  it("status: GET /collection/v1_0/requesttopay/{X-Reference-Id}, the token reused", async () => {
    const sent = await sentDuring(momo, () => momoProcessor.status({ attemptId }));
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /collection/v1_0/requesttopay/${momoReferenceId(attemptId)}`]);
  });

  it("transfer: POST /disbursement/token/ with the disbursement credentials, then /disbursement/v1_0/transfer keyed by the payout", async () => {
    const sent = await sentDuring(momo, () =>
      momoProcessor.payouts!.sendPayout({ payoutId: "po_momo_shape", amount: 70000n, currency: "UGX", bankSlug: "mtn_momo_ug", accountNumber: "+256772654321", accountName: "Nakato Sarah" }),
    );
    const token = only(sent, "POST /disbursement/token/");
    expect(token.headers.authorization).toBe(`Basic ${Buffer.from(`${DEFAULT_MOMO_CREDENTIALS.disbursement.apiUser}:${DEFAULT_MOMO_CREDENTIALS.disbursement.apiKey}`).toString("base64")}`);
    expect(token.headers["ocp-apim-subscription-key"]).toBe(DEFAULT_MOMO_CREDENTIALS.disbursement.subscriptionKey);
    const transfer = only(sent, "POST /disbursement/v1_0/transfer");
    expect(transfer.headers["x-reference-id"]).toBe(momoReferenceId("po_momo_shape"));
    expect(transfer.headers["ocp-apim-subscription-key"]).toBe(DEFAULT_MOMO_CREDENTIALS.disbursement.subscriptionKey);
    expect(JSON.parse(transfer.body)).toEqual({ amount: "70000", currency: "UGX", externalId: "po_momo_shape", payee: { partyIdType: "MSISDN", partyId: "256772654321" }, payerMessage: "Payout po_momo_shape", payeeNote: "Payout po_momo_shape" });
    expect(sent.some((r) => r.method === "GET" && r.path === `/disbursement/v1_0/transfer/${momoReferenceId("po_momo_shape")}`)).toBe(true);
  });

  it("the sandbox is asked in EUR, MoMo's only sandbox currency", async () => {
    const sandbox = await startMtnMomoFake({ targetEnvironment: "sandbox", approvalDelayMs: null });
    try {
      const p = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });
      const row = await createConnection({ connector: "mtn_momo", mode: "test", credentials: { collection: p(DEFAULT_MOMO_CREDENTIALS.collection), target_environment: "sandbox" }, baseUrl: sandbox.url });
      const processor = processorForConnectionRow(row);
      const sent = await sentDuring(sandbox, () => processor.authorize({ attemptId: "att_sandboxshape", amount: 5000n, currency: "UGX", method: "mtn_momo", account: "+46733123450" }));
      const push = only(sent, "POST /collection/v1_0/requesttopay");
      expect(push.status).toBe(202);
      expect(JSON.parse(push.body)).toMatchObject({ amount: "5000", currency: "EUR", payer: { partyIdType: "MSISDN", partyId: "46733123450" } });
      expect(push.headers["x-target-environment"]).toBe("sandbox");
    } finally {
      await sandbox.close();
    }
  });
});

// Stripe, through the official SDK (its HTTP through the executor). Stripe takes form bodies with
// bracket notation, amounts in the smallest unit with UGX and DJF zero-decimal, and the gateway's own ids
// as Idempotency-Keys.
describe("Stripe", () => {
  const KEY = "sk_live_shapes000000000000000000000";
  const WEBHOOK_SECRET = "whsec_shapes000000000000000000000";
  let fake: StripeFake;
  let processor: Processor;
  let connectionId: string;
  /** A merchant of its own, with its own Stripe connection: its card payments route there, not to Chapa's connection above. */
  let stripeMerchantKey: string;
  const context = (paymentId: string) => ({
    paymentId,
    returnUrl: `https://gateway.example/checkout/cs_live_${paymentId}/return`,
    callbackUrl: "https://gateway.example/v2/processor-callbacks/x",
    customer: { email: "jane@example.com" },
    title: "Shop",
  });

  beforeAll(async () => {
    fake = await startStripeFake({ secretKey: KEY, webhookSecret: WEBHOOK_SECRET });
    const merchant = await createTestMerchant();
    stripeMerchantKey = merchant.keys.live.secret;
    const row = await createConnection({ connector: "stripe", mode: "live", credentials: { secret_key: KEY, webhook_secret: WEBHOOK_SECRET }, baseUrl: fake.url, merchantId: merchant.merchant.id });
    connectionId = row.id;
    invalidateConnectionCache();
    processor = processorForConnectionRow(row);
  });
  afterAll(async () => {
    await fake?.close();
  });

  it("start: POST /v1/checkout/sessions, Bearer key, a form body, Idempotency-Key = the attempt id, the gateway's ids in metadata", async () => {
    const payment = await createHostedPaymentFor(stripeMerchantKey, { amount: 12.34, currency: "USD", customer: { first_name: "Jane", last_name: "Doe", email: "jane@example.com" }, customization: { title: "Shop", description: "Order 7" } });
    const sent = await sentDuring(fake, () => submitPaymentAttempt(payment.token, { method: "card", kind: "redirect" }));
    const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: payment.reference } });
    const start = only(sent, "POST /v1/checkout/sessions");
    expect(start.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(start.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(start.headers["idempotency-key"]).toBe(attempt.id);
    expect(start.headers["stripe-version"]).toMatch(/^\d{4}-\d{2}-\d{2}/);
    const form = Object.fromEntries(new URLSearchParams(start.body));
    expect(form).toEqual({
      mode: "payment",
      "allowed_payment_method_types[0]": "card",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "1234",
      "line_items[0][price_data][product_data][name]": "Shop",
      success_url: expect.stringMatching(/\/checkout\/cs_live_\w+\/return$/),
      cancel_url: form.success_url,
      client_reference_id: attempt.id,
      customer_email: "jane@example.com",
      "metadata[gateway_attempt_id]": attempt.id,
      "metadata[gateway_payment_id]": payment.reference,
      "payment_intent_data[metadata][gateway_attempt_id]": attempt.id,
      "payment_intent_data[metadata][gateway_payment_id]": payment.reference,
      "payment_intent_data[description]": "Order 7",
      expires_at: expect.stringMatching(/^\d{10}$/),
    });
    // The session expires at Stripe's shortest life, 30 minutes.
    expect(Number(form.expires_at) - Math.floor(Date.now() / 1000)).toBeGreaterThan(29 * 60);
    expect(attempt.processorRef).toMatch(/^cs_live_/);
    expect(attempt.nextActionUrl).toBe(`${fake.url}/c/pay/${attempt.processorRef}`);
  });

  it.each([
    ["UGX", 25000, "25000"],
    ["DJF", 1780, "1780"],
    ["ETB", 1234.5, "123450"],
  ] as const)("%s %s is unit_amount=%s (zero-decimal currencies in whole units), and its success is checked against the payment's amount", async (currency, amount, unitAmount) => {
    const payment = await createHostedPaymentFor(stripeMerchantKey, { amount, currency });
    const sent = await sentDuring(fake, () => submitPaymentAttempt(payment.token, { method: "card", kind: "redirect" }));
    expect(new URLSearchParams(only(sent, "POST /v1/checkout/sessions").body).get("line_items[0][price_data][unit_amount]")).toBe(unitAmount);
    expect(new URLSearchParams(only(sent, "POST /v1/checkout/sessions").body).get("line_items[0][price_data][currency]")).toBe(currency.toLowerCase());
    const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: payment.reference } });
    await fake.pay(attempt.processorRef!, "4242424242424242");
    const stored = await db().payment.findUniqueOrThrow({ where: { id: payment.reference } });
    expect(await processor.status({ attemptId: attempt.id, expected: { amount: stored.amount, currency } })).toEqual({ outcome: "success", processorRef: attempt.processorRef });
    // One unit off is not this payment's success.
    expect((await processor.status({ attemptId: attempt.id, expected: { amount: stored.amount + 1n, currency } })).outcome).toBe("failed");
  });

  it("status: GET /v1/checkout/sessions/{id} expanding the PaymentIntent; with no session id stored, the PaymentIntent search then its session", async () => {
    await processor.authorize({ attemptId: "att_stripeshape1", amount: 5000n, currency: "UGX", method: "card", context: context("pay_shape1") });
    const session = fake.sessionFor("att_stripeshape1")!;
    // Nothing stored for this attempt in the gateway (a start that got no answer): search by metadata.
    const searched = await sentDuring(fake, () => processor.status({ attemptId: "att_stripeshape1" }));
    expect(searched.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /v1/payment_intents/search"]);
    expect(searched[0].query.query).toBe("metadata['gateway_attempt_id']:'att_stripeshape1'");
    // Before the customer submitted a card there is no PaymentIntent: Stripe knows of no charge.
    expect(await processor.status({ attemptId: "att_stripeshape1" })).toEqual({ outcome: "unknown" });
    await fake.pay(session.id, "4000000000000002");
    const found = await sentDuring(fake, () => processor.status({ attemptId: "att_stripeshape1" }));
    expect(found.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /v1/payment_intents/search", "GET /v1/checkout/sessions"]);
    expect(found[1].query).toMatchObject({ payment_intent: session.payment_intent });
    // Declined, the session still open: pending (the customer may try another card).
    expect((await processor.checkPending({ processorRef: session.id, startedAt: new Date() })).outcome).toBe("pending");
    const byId = await sentDuring(fake, () => processor.checkPending({ processorRef: session.id, startedAt: new Date() }));
    expect(byId.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/checkout/sessions/${session.id}`]);
    expect(byId[0].query).toEqual({ "expand[0]": "payment_intent" });
    fake.expire(session.id);
    expect(await processor.checkPending({ processorRef: session.id, startedAt: new Date() })).toMatchObject({ outcome: "failed", reason: expect.stringMatching(/expired unpaid.*declined/) });
  });

  it("refund: POST /v1/refunds with the PaymentIntent, the amount in Stripe's units, Idempotency-Key = the refund id; status by the re_ id", async () => {
    await processor.authorize({ attemptId: "att_stripeshape2", amount: 7000n, currency: "UGX", method: "card", context: context("pay_shape2") });
    const session = fake.sessionFor("att_stripeshape2")!;
    await fake.pay(session.id, "4242424242424242");
    const sent = await sentDuring(fake, () => processor.refund!({ attemptId: "att_stripeshape2", amount: 2000n, currency: "UGX", refundId: "rfd_stripeshape", processorRef: session.id }));
    const refund = only(sent, "POST /v1/refunds");
    expect(refund.headers["idempotency-key"]).toBe("rfd_stripeshape");
    expect(Object.fromEntries(new URLSearchParams(refund.body))).toEqual({ payment_intent: session.payment_intent, amount: "2000", "metadata[gateway_refund_id]": "rfd_stripeshape", "metadata[gateway_attempt_id]": "att_stripeshape2" });
    const answer = await processor.refund!({ attemptId: "att_stripeshape2", amount: 2000n, currency: "UGX", refundId: "rfd_stripeshape", processorRef: session.id });
    expect(answer).toMatchObject({ outcome: "succeeded", refundRef: expect.stringMatching(/^re_/) });
    // Asked twice with the same key: one refund at Stripe.
    expect([...fake.state.refunds.values()].filter((r) => r.metadata.gateway_refund_id === "rfd_stripeshape")).toHaveLength(1);
    const status = await sentDuring(fake, () => processor.refundStatus!({ refundId: "rfd_stripeshape", attemptId: "att_stripeshape2", processorRef: answer.refundRef }));
    expect(only(status, "GET /v1/refunds/").path).toBe(`/v1/refunds/${answer.refundRef}`);
    // More than is left: Stripe refuses, the gateway says why.
    expect(await processor.refund!({ attemptId: "att_stripeshape2", amount: 6000n, currency: "UGX", refundId: "rfd_stripeshape_over", processorRef: session.id })).toMatchObject({ outcome: "failed", reason: expect.stringMatching(/greater than unrefunded/) });
  });

  it("a start sent again with other parameters (its first answer lost) is Stripe's idempotency_error: one session, the attempt waits, status finds it paid", async () => {
    const first = await processor.authorize({ attemptId: "att_stripeshape3", amount: 3000n, currency: "USD", method: "card", context: context("pay_shape3") });
    expect(first).toMatchObject({ outcome: "redirect", processorRef: expect.stringMatching(/^cs_live_/) });
    const again = await sentDuring(fake, async () =>
      expect(await processor.authorize({ attemptId: "att_stripeshape3", amount: 3000n, currency: "USD", method: "card", context: { ...context("pay_shape3"), title: "Another title" } })).toEqual({
        outcome: "pending",
        processorRef: "",
        checkAgainAfterMs: 30_000,
      }),
    );
    expect(again.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual(["POST /v1/checkout/sessions 400", "GET /v1/payment_intents/search 200"]);
    expect([...fake.state.sessions.values()].filter((x) => x.client_reference_id === "att_stripeshape3")).toHaveLength(1);
    await fake.pay(first.processorRef, "4242424242424242");
    expect(await processor.status({ attemptId: "att_stripeshape3", expected: { amount: 3000n, currency: "USD" } })).toEqual({ outcome: "success", processorRef: first.processorRef });
  });

  it("no answer (nothing listening): the SDK's connection error comes out as the executor's ProcessorUnreachableError, as for every connector", async () => {
    const row = await createConnection({ connector: "stripe", mode: "live", credentials: { secret_key: KEY, webhook_secret: WEBHOOK_SECRET }, baseUrl: "http://127.0.0.1:9", merchantId: null, priority: 9999 });
    await db().processorConnection.update({ where: { id: row.id }, data: { enabled: false } });
    invalidateConnectionCache();
    const down = processorForConnectionRow(row);
    await expect(down.authorize({ attemptId: "att_stripedown", amount: 1000n, currency: "USD", method: "card", context: context("pay_down") })).rejects.toBeInstanceOf(ProcessorUnreachableError);
    await expect(down.status({ attemptId: "att_stripedown" })).rejects.toBeInstanceOf(ProcessorUnreachableError);
    expect(await down.check!()).toMatchObject({ ok: false, detail: expect.stringMatching(/could not reach the processor/) });
    // Each try is in the request log: the start and the GETs retried by the executor (the SDK's own retries are off).
    const calls = await db().processorCall.findMany({ where: { connectionId: row.id } });
    expect(calls.filter((c) => c.operation === "start_payment")).toHaveLength(3);
    expect(calls.every((c) => c.status === null && c.error !== null)).toBe(true);
  });

  it("Stripe's 500 on a GET is retried by the executor (once: the SDK's own retries are off); a 429 on the start fails the start, with nothing created", async () => {
    await fetch(`${fake.url}/__fake/api-error`, { method: "POST", body: JSON.stringify({ times: 1 }) });
    const sent = await sentDuring(fake, async () => expect(await processor.check!()).toMatchObject({ ok: true }));
    expect(sent.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual(["GET /v1/balance 500", "GET /v1/balance 200"]);
    await fetch(`${fake.url}/__fake/rate-limit`, { method: "POST", body: JSON.stringify({ times: 1 }) });
    await expect(processor.authorize({ attemptId: "att_stripelimited", amount: 1000n, currency: "USD", method: "card", context: context("pay_limited") })).rejects.toMatchObject({ statusCode: 429 });
    expect(fake.sessionFor("att_stripelimited")).toBeUndefined();
  });

  it("check: GET /v1/balance", async () => {
    const sent = await sentDuring(fake, async () => expect(await processor.check!()).toMatchObject({ ok: true }));
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /v1/balance"]);
  });

  it("every call is in the request log, timed, with the secret key scrubbed", async () => {
    const calls = await db().processorCall.findMany({ where: { connectionId } });
    expect(calls.map((c) => c.operation)).toEqual(expect.arrayContaining(["start_payment", "payment_status", "payment_search", "refund", "refund_status", "check"]));
    expect(JSON.stringify(calls)).not.toContain(KEY);
  });

  it("settlements: GET /v1/balance_transactions by created[gte]/[lt], paged with starting_after, in the gateway's minor units", async () => {
    const from = new Date(Date.now() - 1000);
    const pay = async (attemptId: string, amount: bigint, currency: string) => {
      await processor.authorize({ attemptId, amount, currency, method: "card", context: context(attemptId) });
      const session = fake.sessionFor(attemptId)!;
      await fake.pay(session.id, "4242424242424242");
      return fake.state.sessions.get(session.id)!;
    };
    const usd = await pay("att_settle_usd", 2500n, "USD");
    const ugx = await pay("att_settle_ugx", 50000n, "UGX");
    await processor.refund!({ attemptId: "att_settle_usd", amount: 500n, currency: "USD", refundId: "rfd_settle1", processorRef: usd.id });
    // 101 charges nobody made: more than one page of 100.
    for (let i = 0; i < 101; i++) fake.plant({ kind: "extra", amount: 1000 + i, currency: "usd", fee: 10 });
    const payout = fake.payout("ugx")!;
    const sent = await sentDuring(fake, async () => {
      const report = await processor.fetchSettlements!({ from, to: new Date(Date.now() + 2000) });
      const byGateway = (ref: string) => report.records.find((r) => r.gatewayRef === ref);
      expect(byGateway("att_settle_usd")).toMatchObject({ processorRef: usd.id, kind: "payment", amount: 2500n, currency: "USD", fee: 103n, status: "settled" });
      expect(byGateway("att_settle_ugx")).toMatchObject({ processorRef: ugx.id, kind: "payment", amount: 50000n, currency: "UGX", fee: 2450n });
      expect(byGateway("rfd_settle1")).toMatchObject({ kind: "refund", amount: 500n, currency: "USD", processorRef: expect.stringMatching(/^re_/) });
      expect(report.records.filter((r) => r.gatewayRef === null && r.kind === "payment")).toHaveLength(101);
      // Stripe's payout of the UGX balance (every UGX charge so far, net of fees and refunds), in whole shillings.
      expect(report.payouts).toEqual([{ ref: payout.source, amount: BigInt(-payout.amount), currency: "UGX", paidAt: expect.any(Date) }]);
    });
    const lists = sent.filter((r) => r.path === "/v1/balance_transactions");
    expect(lists).toHaveLength(2);
    expect(lists[0].query).toMatchObject({ "created[gte]": String(Math.floor(from.getTime() / 1000)), limit: "100", "expand[0]": "data.source" });
    expect(lists[1].query.starting_after).toMatch(/^txn_/);
  });
});

describe("Airtel Money", () => {
  let airtel: AirtelMoneyFake;
  let processor: Processor;
  let attemptId: string;
  const tokenBody = { client_id: DEFAULT_AIRTEL_CREDENTIALS.clientId, client_secret: DEFAULT_AIRTEL_CREDENTIALS.clientSecret, grant_type: "client_credentials" };
  beforeAll(async () => {
    airtel = await startAirtelMoneyFake({ approvalDelayMs: null, tokenTtlSeconds: 180 });
    const row = await createConnection({
      connector: "airtel_money",
      mode: "live",
      credentials: { client_id: airtel.clientId, client_secret: airtel.clientSecret, country: "UG", disbursement: { pin: airtel.pin, public_key: airtel.pinPublicKey } },
      baseUrl: airtel.url,
    });
    invalidateConnectionCache();
    processor = processorForConnectionRow(row);
  });
  afterAll(() => airtel?.close());

  it("token: POST /auth/oauth2/token with the client credentials as JSON; then POST /merchant/v2/payments/ with X-Country, X-Currency and the msisdn without 256", async () => {
    const payment = await createHostedPaymentFor(liveKey, { amount: 25000, currency: "UGX" });
    const sent = await sentDuring(airtel, () => submitPaymentAttempt(payment.token, { method: "airtel_money", account: "+256752123456", kind: "wallet" }));
    attemptId = (await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: payment.reference } })).id;
    const token = only(sent, "POST /auth/oauth2/token");
    expect(token.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(token.body)).toEqual(tokenBody);
    const push = only(sent, "POST /merchant/v2/payments/");
    expect(push.headers).toMatchObject({ authorization: expect.stringMatching(/^Bearer \S+$/), "x-country": "UG", "x-currency": "UGX", "content-type": "application/json" });
    // v2 by default; the reference is the payment id without its underscore (Airtel takes letters and digits only).
    expect(JSON.parse(push.body)).toEqual({ reference: payment.reference.replace(/_/g, ""), subscriber: { country: "UG", currency: "UGX", msisdn: "752123456" }, transaction: { amount: 25000, country: "UG", currency: "UGX", id: attemptId } });
  });

  it("status: GET /standard/v2/payments/{attempt id}, the cached token reused", async () => {
    const sent = await sentDuring(airtel, () => processor.status({ attemptId }));
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /standard/v2/payments/${attemptId}`]);
    expect(sent[0].headers).toMatchObject({ "x-country": "UG", "x-currency": "UGX" });
  });

  it("a token near its expires_in is renewed before the call; a token Airtel no longer takes (401) is renewed once and the call sent again", async () => {
    const original = Date.now;
    Date.now = () => original() + 160_000; // inside the last 30 s of the fake's 180 s
    try {
      const sent = await sentDuring(airtel, () => processor.status({ attemptId }));
      expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /auth/oauth2/token", `GET /standard/v2/payments/${attemptId}`]);
    } finally {
      Date.now = original;
    }
    airtel.revokeTokens();
    const sent = await sentDuring(airtel, () => processor.status({ attemptId }));
    expect(sent.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([`GET /standard/v2/payments/${attemptId} 401`, "POST /auth/oauth2/token 200", `GET /standard/v2/payments/${attemptId} 200`]);
  });

  it("refund: POST /standard/v2/payments/refund with the airtel_money_id of the whole payment; a part is refused without a call", async () => {
    airtel.approve(attemptId);
    const part = await sentDuring(airtel, () => processor.refund!({ attemptId, amount: 1000n, currency: "UGX", refundId: "rfd_airtel_part", paymentAmount: 25000n }));
    expect(part).toEqual([]);
    const sent = await sentDuring(airtel, () => processor.refund!({ attemptId, amount: 25000n, currency: "UGX", refundId: "rfd_airtel_whole", paymentAmount: 25000n }));
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /standard/v2/payments/${attemptId}`, "POST /standard/v2/payments/refund"]);
    expect(JSON.parse(sent[1].body)).toEqual({ transaction: { airtel_money_id: expect.stringMatching(/^MP/) } });
  });

  it("disbursement: POST /standard/v2/disbursements/ with the payee's msisdn, the payout id and the PIN encrypted (never in clear)", async () => {
    const sent = await sentDuring(airtel, () =>
      processor.payouts!.sendPayout({ payoutId: "po_airtel_shape", amount: 70000n, currency: "UGX", bankSlug: "airtel_ug", accountNumber: "+256752654321", accountName: "Nakato Sarah" }),
    );
    const body = JSON.parse(only(sent, "POST /standard/v2/disbursements/").body);
    expect(body).toEqual({ payee: { msisdn: "752654321", currency: "UGX" }, reference: "poairtelshape", pin: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/), transaction: { amount: 70000, id: "po_airtel_shape", type: "B2C" } });
    expect(body.pin).not.toContain(airtel.pin);
    expect(Buffer.from(body.pin, "base64")).toHaveLength(128); // one 1024-bit RSA block
    const verified = await sentDuring(airtel, () => processor.payouts!.payoutStatus({ payoutId: "po_airtel_shape" }));
    expect(verified.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /standard/v2/disbursements/po_airtel_shape"]);
  });

  it("settlement: no API call; the connector reads the statement the fake writes from what it processed", async () => {
    expect(processor.fetchSettlements).toBeUndefined();
    const report = processor.parseSettlementReport!(airtel.statement({ from: new Date(Date.now() - 3600_000), to: new Date(Date.now() + 1000) }));
    expect(report.payouts).toEqual([]);
    expect(report.records.find((r) => r.gatewayRef === attemptId)).toMatchObject({ kind: "payment", amount: 25000n, currency: "UGX", fee: 375n, status: "settled", processorRef: expect.stringMatching(/^MP/) });
    // The refund is matched by the refundRef the connector stored: the reversed collection's airtel_money_id.
    const paid = report.records.find((r) => r.gatewayRef === attemptId)!;
    expect(report.records.find((r) => r.kind === "refund")).toMatchObject({ amount: 25000n, gatewayRef: null, processorRef: paid.processorRef });
    expect(report.records.find((r) => r.gatewayRef === "po_airtel_shape")).toMatchObject({ kind: "payout", amount: 70000n, status: "settled" });
  });

  it("a PIN key that is no RSA key fails the payout before anything is sent", async () => {
    const row = await createConnection({
      connector: "airtel_money",
      mode: "live",
      credentials: { client_id: airtel.clientId, client_secret: airtel.clientSecret, country: "UG", disbursement: { pin: airtel.pin, public_key: "-----BEGIN PUBLIC KEY-----\nbm90IGEga2V5\n-----END PUBLIC KEY-----" } },
      baseUrl: airtel.url,
    });
    const broken = processorForConnectionRow(row);
    let answer: unknown;
    const sent = await sentDuring(airtel, async () => {
      answer = await broken.payouts!.sendPayout({ payoutId: "po_airtel_badkey", amount: 1000n, currency: "UGX", bankSlug: "airtel_ug", accountNumber: "+256752654321", accountName: "Nakato Sarah" });
    });
    expect(sent).toEqual([]);
    expect(answer).toEqual({ outcome: "failed", processorRef: "", reason: expect.stringMatching(/not a valid RSA public key/) });
  });
});

// WaafiPay (docs.waafipay.com, tests/fakes/waafipay/README.md): one endpoint, one envelope.
describe("WaafiPay", () => {
  let waafi: WaafiPayFake;
  let processor: Processor;
  const c = DEFAULT_WAAFI_CREDENTIALS;
  const api = { merchantUid: c.merchantUid, apiUserId: c.apiUserId, apiKey: c.apiKey };
  const hpp = { merchantUid: c.merchantUid, storeId: Number(c.storeId), hppKey: c.hppKey };
  const envelopeOf = (r: RecordedRequest) => {
    expect(`${r.method} ${r.path}`).toBe("POST /asm");
    expect(r.headers["content-type"]).toBe("application/json");
    const body = JSON.parse(r.body) as Record<string, unknown>;
    expect(body).toMatchObject({ schemaVersion: "1.0", channelName: "WEB", requestId: expect.stringMatching(UUID_V4), timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/) });
    return body;
  };
  let attemptId = "";

  beforeAll(async () => {
    waafi = await startWaafiPayFake({ autoApproveMs: 0 });
    const row = await createConnection({
      connector: "waafipay",
      mode: "live",
      credentials: { merchant_uid: c.merchantUid, api_user_id: c.apiUserId, api_key: c.apiKey, store_id: c.storeId, hpp_key: c.hppKey, environment: "production" },
      baseUrl: waafi.url,
    });
    invalidateConnectionCache();
    processor = processorForConnectionRow(row);
  });
  afterAll(async () => waafi?.close());

  it("purchase: API_PURCHASE, MWALLET_ACCOUNT, accountNo without +, referenceId = invoiceId = the attempt id, whole francs; approved at once", async () => {
    const payment = await createHostedPaymentFor(liveKey, { amount: 2500, currency: "DJF", customer: { first_name: "Hassan", last_name: "Ali", email: "hassan@example.com" }, customization: { title: "Shop", description: "Order 9" } });
    const sent = await sentDuring(waafi, () => submitPaymentAttempt(payment.token, { method: "waafi", account: "+25377123456", kind: "wallet" }));
    expect(sent).toHaveLength(1);
    const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: payment.reference } });
    attemptId = attempt.id;
    const body = envelopeOf(sent[0]);
    expect(body.serviceName).toBe("API_PURCHASE");
    expect(body.serviceParams).toEqual({
      ...api,
      paymentMethod: "MWALLET_ACCOUNT",
      payerInfo: { accountNo: "25377123456" },
      transactionInfo: { referenceId: attempt.id, invoiceId: attempt.id, amount: "2500", currency: "DJF", description: "Shop" },
    });
    expect(attempt.outcome).toBe("success");
    expect(attempt.processorRef).toBe(waafi.transaction(attempt.id)?.transactionId);
  });

  it("status: HPP_GETTRANINFO with the HPP credentials and the attempt id", async () => {
    const sent = await sentDuring(waafi, () => processor.status({ attemptId, expected: { amount: 2500n, currency: "DJF" } }));
    const body = envelopeOf(only(sent, "POST /asm"));
    expect(body).toMatchObject({ serviceName: "HPP_GETTRANINFO", serviceParams: { ...hpp, referenceId: attemptId } });
  });

  it("refund in part: HPP_GETTRANINFO for the transactionId, then HPP_REFUNDPURCHASE with the amount (HPP credentials)", async () => {
    const transactionId = waafi.transaction(attemptId)!.transactionId;
    const sent = await sentDuring(waafi, () => processor.refund!({ attemptId, amount: 500n, currency: "DJF", refundId: "rfd_shape1" }));
    expect(sent.map((r) => JSON.parse(r.body).serviceName)).toEqual(["HPP_GETTRANINFO", "HPP_REFUNDPURCHASE"]);
    expect(JSON.parse(sent[1].body).serviceParams).toEqual({ ...hpp, amount: "500", transactionId: Number(transactionId), description: "Refund rfd_shape1" });
  });

  it("refund in full: API_CANCELPURCHASE with the API credentials, transactionId and referenceId; a repeat is the same success", async () => {
    const payment = await createHostedPaymentFor(liveKey, { amount: 700, currency: "DJF", customer: { first_name: "Hassan", last_name: "Ali", email: "hassan@example.com" } });
    await submitPaymentAttempt(payment.token, { method: "waafi", account: "+25377123456", kind: "wallet" });
    const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: payment.reference } });
    const sent = await sentDuring(waafi, () => processor.refund!({ attemptId: attempt.id, amount: 700n, currency: "DJF", refundId: "rfd_shape2" }));
    const cancel = JSON.parse(sent[1].body);
    expect(cancel.serviceName).toBe("API_CANCELPURCHASE");
    expect(cancel.serviceParams).toEqual({ ...api, paymentMethod: "MWALLET_ACCOUNT", transactionId: attempt.processorRef, referenceId: attempt.id, description: "Refund rfd_shape2" });
    expect(await processor.refund!({ attemptId: attempt.id, amount: 700n, currency: "DJF", refundId: "rfd_shape2" })).toMatchObject({ outcome: "succeeded" });
  });
});
