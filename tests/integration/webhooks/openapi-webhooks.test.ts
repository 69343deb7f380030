// The OpenAPI document's `webhooks` section describes exactly what endpoints receive.
// Real events of every type are made through the real code paths (checkout attempts, the
// refund and payout APIs with the worker and the simulator, a late processor answer, the
// expiry sweep, virtual-account credits and debits, a reversal claim's life and its deadline
// reminder, the test event), the worker delivers them to a real local receiver through a v2
// endpoint, and every body received is validated with ajv against the document's schema for its
// event type; the signature headers the document lists are on every delivery. refund.failed only
// happens in live mode (a processor refuses a refund; the MTN MoMo fake here), whose endpoints must
// be https: its body is built from its real event row by the same webhookBody the worker sends.
// The document's examples are checked too, signatures included.
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { startReceiver, type Receiver, type ReceivedRequest } from "@/tests/support/webhook-receiver";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { createSubaccountFor } from "@/tests/factories/subaccounts";
import { checkWebhookPayload } from "@/tests/support/openapi-contract";
import { POST as refundRoute } from "@/app/v2/payments/[reference]/refunds/route";
import { POST as testFunds } from "@/app/v2/balances/test-funds/route";
import { POST as createPayout } from "@/app/v2/payouts/route";
import { POST as createVirtualAccount } from "@/app/v2/virtual-accounts/route";
import { POST as creditRoute } from "@/app/v2/virtual-accounts/[virtual_account_id]/test-credits/route";
import { POST as debitRoute } from "@/app/v2/virtual-accounts/[virtual_account_id]/debits/route";
import { POST as createEndpoint } from "@/app/v2/webhook-endpoints/route";
import { POST as testRoute } from "@/app/v2/webhook-endpoints/[id]/test/route";
import { db } from "@/lib/db";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { addTestFunds } from "@/lib/ledger/add-test-funds";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { startPaymentAttempt } from "@/lib/payments/attempts/start-payment-attempt";
import { failStaleAttempts, STALE_AFTER_MS } from "@/lib/payments/attempts/fail-stale-attempts";
import { recordAttemptOutcome } from "@/lib/payments/attempts/record-attempt-outcome";
import { expireDuePayments } from "@/lib/payments/attempts/expire-payments";
import type { AttemptInput } from "@/lib/payments/attempts/checkout-schemas";
import { cancelPayment } from "@/lib/payments/cancel-payment";
import { simulator } from "@/lib/processors/simulator";
import { recordPayoutOutcome } from "@/lib/payouts/process-payout";
import { openApiDocument } from "@/lib/openapi/document";
import { EXAMPLE_WEBHOOK_SECRET, WEBHOOK_EXAMPLES } from "@/lib/openapi/webhooks";
import { DELIVERED_EVENT_TYPES } from "@/lib/schemas/responses/webhook-payloads";
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES } from "@/lib/catalog/event-types";
import { gatewaySignature, verifySignature } from "@/lib/webhooks/signing";
import { webhookBody } from "@/lib/webhooks/payloads";
import { createPaidPayment } from "@/tests/factories/payments";
import { postCharge } from "@/tests/factories/charges";
import { addLiveFundsFor } from "@/tests/factories/funds";
import { DEFAULT_MOMO_CREDENTIALS, startMtnMomoFake, type MtnMomoFake } from "@/tests/fakes/mtn-momo/server";
import { recordReversalClaim, updateReversalClaim } from "@/lib/disputes/reversal-claims";
import { sendDisputesDueSoon } from "@/lib/disputes/send-due-soon";
import { createPlan } from "@/lib/plans/create-plan";
import { createSubscription } from "@/lib/billing/create-subscription";
import { createInvoice, finalizeInvoice, sendInvoice, updateInvoice, voidInvoice } from "@/lib/billing/invoices";
import { createTestClock } from "@/lib/billing/test-clocks";
import { advanceTestClockUntilReady } from "@/tests/support/test-clock";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { momoReferenceId } from "@/lib/processors/mtn-momo/transformers";
import { confirmPendingAttempt } from "@/lib/payments/attempts/confirm-pending-attempt";
import { syncRefund } from "@/lib/refunds/send-refund";
import { upsertCustomer } from "@/lib/customers/upsert-customer";
import { closeRiskReview } from "@/lib/risk-reviews";
import { newId } from "@/lib/ids";
import { attachPaymentMethod } from "@/lib/billing/saved-payment-methods";
import { setUpAfterAttach } from "@/lib/billing/saved-payment-method-setup";
import { sendPaymentMethodsExpiring } from "@/lib/billing/saved-payment-method-expiring";

setupTestDatabase();

const none = { params: Promise.resolve({}) };
const card = (number: string): AttemptInput => ({
  method: "card",
  card: { number, expMonth: 12, expYear: 2039, cvc: "123", name: "A B", brand: "visa", last4: number.slice(-4) },
});

let receiver: Receiver;
let secret = "";
let momo: MtnMomoFake | undefined;
/** The v2 body of the live refund.failed event, as webhookBody builds it for a delivery. */
let refusedRefundBody: Record<string, unknown> & { event: string };
const LIVE_ONLY = ["refund.failed"];

async function ok(res: Response, status: number) {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as { data: Record<string, unknown> };
}

beforeAll(async () => {
  receiver = await startReceiver();
  const m = await createTestMerchant();
  const merchantId = m.merchant.id;
  const key = m.keys.test.secret;
  // Every event type, v2 bodies (the defaults).
  const endpoint = await ok(await createEndpoint(apiRequest("/v2/webhook-endpoints", { key, body: { url: receiver.url } }), none), 201);
  secret = String(endpoint.data.secret);

  // Payments: paid (split) then refunded in two parts, failed, blocked, waiting for 3-D Secure, cancelled.
  await db().$transaction((tx) => addTestFunds(tx, { merchantId, mode: "test", currency: "USD", amount: 500, actor: { type: "cli" } }));
  const subaccount = await createSubaccountFor(key, {
    currency: "USD",
    split_value: 90,
    account: { account_name: "Partner", account_number: String(1000000000000 + Math.floor(Math.random() * 1e9)), bank_slug: "cbe_usd" },
  });
  const paid = await createHostedPaymentFor(key, { amount: 100, merchant_reference: "order-1001", meta: { order_id: "1001" }, subaccounts: [{ subaccount_reference: subaccount }] });
  expect((await submitPaymentAttempt(paid.token, card("4242424242424242"))).status).toBe("success");
  for (const amount of [30, 70]) {
    await ok(await refundRoute(apiRequest(`/v2/payments/${paid.reference}/refunds`, { key, body: { amount } }), { params: Promise.resolve({ reference: paid.reference }) }), 201);
  }
  const declined = await createHostedPaymentFor(key, { amount: 12.5 });
  expect((await submitPaymentAttempt(declined.token, card("4000000000000002"))).status).toBe("failed");
  const blocked = await createHostedPaymentFor(key, { amount: 13 });
  expect((await submitPaymentAttempt(blocked.token, card("4100000000000019"))).status).toBe("blocked");
  const waiting = await createHostedPaymentFor(key, { amount: 14 });
  expect((await submitPaymentAttempt(waiting.token, card("4000000000003220"))).status).toBe("auth_needed");
  const cancelled = await createHostedPaymentFor(key, { amount: 7 });
  await cancelPayment(db(), { paymentId: cancelled.reference, merchantId, mode: "test", actor: { type: "cli" }, reason: "customer changed their mind" });

  // A duplicate charge: the sweep fails an attempt the processor had not answered, then the
  // processor's late success arrives and is refunded at once.
  const late = await createHostedPaymentFor(key, { amount: 40 });
  const started = await startPaymentAttempt(db(), late.token, card("4242424242424242"));
  if (started.kind !== "started") throw new Error("attempt did not start");
  expect(await failStaleAttempts(db(), new Date(Date.now() + STALE_AFTER_MS + 60_000))).toBe(1);
  const answer = await simulator.authorize({
    attemptId: started.attempt.id,
    amount: started.payment.amount,
    currency: started.payment.currency,
    method: started.attempt.method,
    card: (card("4242424242424242") as Extract<AttemptInput, { method: "card" }>).card,
  });
  if (answer.outcome !== "success") throw new Error(`the simulator answered ${answer.outcome}`);
  await recordAttemptOutcome(db(), started.attempt, answer);

  // Payouts through the API and the worker: the simulator's outcome is the account number's ending.
  await ok(await testFunds(apiRequest("/v2/balances/test-funds", { key, body: { amount: 1000, currency: "ETB" } }), none), 201);
  const payout = async (ending: string) => {
    const body = { amount: 10, currency: "ETB", merchant_reference: `po-${ending}`, account: { account_name: "Abebe Kebede", account_number: `100012345${ending}`, bank_slug: "cbe" } };
    return String((await ok(await createPayout(apiRequest("/v2/payouts", { key, body }), none), 201)).data.gateway_reference);
  };
  for (const ending of ["0000", "1111", "3333", "4444", "5555"]) await payout(ending);
  const reversed = await payout("2222");
  while ((await runDueJobs(db())) > 0);
  // The …2222 transfer comes back a minute after it succeeded: ask the simulator as of then.
  const later = await simulator.payouts.payoutStatus({ payoutId: reversed, now: new Date(Date.now() + 61_000) });
  expect(later.outcome).toBe("reversed");
  await recordPayoutOutcome(db(), reversed, later as Parameters<typeof recordPayoutOutcome>[2]);

  // A virtual account: a test credit, then a debit.
  const account = await ok(await createVirtualAccount(apiRequest("/v2/virtual-accounts", { key, body: { currency: "ETB", account_name: "Abebe Kebede" } }), none), 201);
  const vaId = String(account.data.virtual_account_id);
  const params = { params: Promise.resolve({ virtual_account_id: vaId }) };
  await ok(await creditRoute(apiRequest(`/v2/virtual-accounts/${vaId}/test-credits`, { key, body: { amount: 50, reference: "FT-1" } }), params), 201);
  await ok(await debitRoute(apiRequest(`/v2/virtual-accounts/${vaId}/debits`, { key, body: { amount: 20, merchant_reference: "collect-1", meta: { invoice: "1" } } }), params), 201);

  // A reversal claim: recorded (created, funds withdrawn), frozen (updated), rejected (funds
  // reinstated, closed); another one reminded 48 hours before its deadline (due_soon).
  const disputed = await createPaidPayment(key, { amount: 20, currency: "ETB" });
  const claim = (operator_reference: string) =>
    recordReversalClaim(db(), { merchantId, mode: "test", reference: disputed.reference, otherMode: "not_found", input: { operator_reference, reason: "unrecognized", amount: 5 }, actor: { type: "cli" } });
  const moveClaim = (id: string, status: "funds_frozen" | "rejected") => updateReversalClaim(db(), { merchantId, mode: "test", otherMode: "not_found", id, status, actor: { type: "cli" } });
  const won = await claim("MTN-OPENAPI-1");
  await moveClaim(won.id, "funds_frozen");
  await moveClaim(won.id, "rejected");
  const reminded = await claim("MTN-OPENAPI-2");
  await db().dispute.update({ where: { id: reminded.id }, data: { dueBy: new Date(Date.now() + 24 * 3_600_000) } });
  expect(await sendDisputesDueSoon(db(), new Date())).toBeGreaterThanOrEqual(1);

  // A payment held by a review rule (payment.review_opened), then approved (payment.review_closed).
  await db().riskRule.create({ data: { id: newId("rrl"), merchantId, mode: "test", name: "Review 33", action: "review", expression: "amount == 33.0" } });
  const held = await createPaidPayment(key, { amount: 33, currency: "ETB" });
  const review = await db().riskReview.findFirstOrThrow({ where: { paymentId: held.reference, merchantId } });
  await db().$transaction((tx) => closeRiskReview(tx, { reviewId: review.id, merchantId, decision: "approve", note: "checked", closedBy: m.user.id }));

  // A telebirr subscription on a test clock: its first month paid (subscription.created and .updated,
  // invoice.created and .paid), then a wallet that declines with one try and cancel when exhausted
  // (invoice.payment_failed, subscription.past_due, then subscription.canceled at the next period).
  const actor = { type: "cli" } as const;
  const plan = await createPlan(db(), { merchantId, mode: "test", input: { name: "Fiber", amount: 1200, currency: "ETB", interval: "month", interval_count: 1, trial_days: 0, allow_multiple_subscriptions: false }, actor });
  const clock = await db().$transaction((tx) => createTestClock(tx, { merchantId, mode: "test", frozenTime: new Date("2027-01-10T08:00:00Z"), actor }));
  const subscription = await db().$transaction((tx) =>
    createSubscription(tx, {
      merchantId,
      mode: "test",
      otherMode: "not_found",
      input: { plan_reference: plan.id, customer: { email: "almaz@example.test" }, collection_method: "push", payment_method: "telebirr", wallet_number: "+251911000001", dunning: { charge_attempts: 1, when_exhausted: "canceled" }, test_clock: clock.id },
      actor,
    }),
  );
  const advanceClock = (to: string) => advanceTestClockUntilReady({ merchantId, clockId: clock.id, to });
  await advanceClock("2027-01-11T08:00:00Z");
  await db().subscription.update({ where: { id: subscription.id }, data: { walletNumber: "+251911000002" } });
  await advanceClock("2027-03-11T08:00:00Z");
  expect((await db().subscription.findUniqueOrThrow({ where: { id: subscription.id } })).status).toBe("canceled");

  // A saved card whose mandate ends within 30 days (the simulator saves it at once): payment_method.expiring.
  const cardHolder = (await db().$transaction((tx) => upsertCustomer(tx, { merchantId, mode: "test", customer: { email: "card.holder@example.test", phone: null, firstName: null, lastName: null } })))!;
  await db().$transaction((tx) =>
    attachPaymentMethod(tx, {
      merchantId,
      mode: "test",
      otherMode: "not_found",
      customerId: cardHolder,
      input: { type: "card", currency: "USD", valid_until: new Date(Date.now() + 20 * 86_400_000).toISOString() },
      actor,
      acceptance: { ip: null, userAgent: null, channel: "api" },
    }).then(({ request }) => request),
  ).then((request) => setUpAfterAttach({ merchantId }, request));
  expect(await sendPaymentMethodsExpiring(db(), new Date())).toBe(1);

  // A one-off invoice: made as a draft (invoice.created), edited (invoice.updated), finalized, sent, voided.
  const oneOff = await db().$transaction((tx) =>
    createInvoice(tx, { merchantId, mode: "test", input: { currency: "ETB", customer: { email: "abebe@example.test" }, lines: [{ description: "Term 1", quantity: 1, unit_amount: 4500 }], tax_rate_percent: 15, days_until_due: 7, allow_partial_payments: false }, actor }),
  );
  const invoiceAction = { merchantId, mode: "test" as const, otherMode: "not_found" as const, id: oneOff.id, actor };
  await db().$transaction((tx) => updateInvoice(tx, { ...invoiceAction, input: { description: "Grade 4" } }));
  await db().$transaction((tx) => finalizeInvoice(tx, invoiceAction));
  await db().$transaction((tx) => sendInvoice(tx, invoiceAction));
  await db().$transaction((tx) => voidInvoice(tx, invoiceAction));

  // A live MTN MoMo refund that MoMo refuses: refund.failed.
  momo = await startMtnMomoFake({ targetEnvironment: "mtnuganda", approvalDelayMs: null });
  const product = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });
  await createConnection({
    connector: "mtn_momo",
    mode: "live",
    credentials: { collection: product(DEFAULT_MOMO_CREDENTIALS.collection), disbursement: product(DEFAULT_MOMO_CREDENTIALS.disbursement), target_environment: "mtnuganda" },
    baseUrl: momo.url,
    merchantId,
  });
  invalidateConnectionCache();
  const charged = await postCharge(m.keys.live.secret, { amount: 5000, currency: "UGX", method: "mtn_momo", phone_number: "0772 123 456" }, { "Idempotency-Key": "openapi-momo-1" });
  expect(charged.res.status, JSON.stringify(charged.body)).toBe(201);
  const livePaymentId = String(charged.body.data.gateway_reference);
  const liveAttempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: livePaymentId } });
  momo.approve(momoReferenceId(liveAttempt.id));
  await confirmPendingAttempt(liveAttempt);
  await addLiveFundsFor(merchantId, 1_000_000n, "UGX", { heldAtConnectionId: liveAttempt.connectionId ?? undefined });
  const liveRefund = await ok(
    await refundRoute(apiRequest(`/v2/payments/${livePaymentId}/refunds`, { key: m.keys.live.secret, body: { amount: 1000 } }), { params: Promise.resolve({ reference: livePaymentId }) }),
    201,
  );
  const refundRef = { id: String(liveRefund.data.refund_reference), merchantId };
  await syncRefund(refundRef);
  momo.reject(momoReferenceId(refundRef.id), "PAYEE_NOT_ALLOWED_TO_RECEIVE");
  for (let i = 0; i < 20 && (await db().refund.findUniqueOrThrow({ where: { id: refundRef.id } })).status === "pending"; i++) await syncRefund(refundRef);
  const refusedEvent = await db().event.findFirstOrThrow({ where: { objectId: refundRef.id, type: "refund.failed" } });
  refusedRefundBody = JSON.parse(webhookBody("v2", refusedEvent)!) as typeof refusedRefundBody;

  // The test event, and the expiry sweep (an hour on) for the payment still waiting for 3-D Secure.
  const endpointId = String(endpoint.data.id);
  await ok(await testRoute(apiRequest(`/v2/webhook-endpoints/${endpointId}/test`, { key, body: {} }), { params: Promise.resolve({ id: endpointId }) }), 202);
  expect(await expireDuePayments(db(), new Date(Date.now() + 2 * 3_600_000))).toBeGreaterThanOrEqual(1);

  while ((await runDueJobs(db())) > 0);
}, 120_000);

afterAll(async () => {
  await receiver?.close();
  await momo?.close();
});

const bodyOf = (request: ReceivedRequest) => JSON.parse(request.body) as { event: string } & Record<string, unknown>;
const receivedOf = (type: string) => receiver.requests.filter((r) => bodyOf(r).event === type);

type Parameter = { in: string; name: string; required?: boolean; example?: unknown; schema?: { example?: unknown } };
const headerExamples = (type: string): Record<string, string> => {
  const parameters = (openApiDocument().webhooks?.[type]?.post?.parameters ?? []) as Parameter[];
  return Object.fromEntries(parameters.filter((p) => p.in === "header").map((p) => [p.name, String(p.example ?? p.schema?.example)]));
};

describe("the OpenAPI document's webhooks", () => {
  it("has one entry per event type an endpoint can receive, and only those", () => {
    expect(Object.keys(openApiDocument().webhooks ?? {}).sort()).toEqual([...WEBHOOK_EVENT_TYPES, TEST_EVENT_TYPE].sort());
    expect([...DELIVERED_EVENT_TYPES].sort()).toEqual([...WEBHOOK_EVENT_TYPES, TEST_EVENT_TYPE].sort());
  });

  it("documents each as a POST with the signature headers, a JSON body, the expected 2xx answer and the v1 format", () => {
    for (const type of DELIVERED_EVENT_TYPES) {
      const post = openApiDocument().webhooks?.[type]?.post;
      expect(post, type).toBeDefined();
      const headers = ((post!.parameters ?? []) as Parameter[]).filter((p) => p.in === "header");
      expect(headers.map((h) => h.name).sort(), type).toEqual(["Gateway-Signature", "User-Agent", "webhook-id", "webhook-signature", "webhook-timestamp"]);
      expect(headers.every((h) => h.required && (h as { description?: string }).description), type).toBe(true);
      expect(Object.keys(post!.responses ?? {}), type).toContain("2XX");
      expect(post!.requestBody, type).toMatchObject({ required: true, content: { "application/json": { schema: expect.anything() } } });
      expect(post!.description, type).toMatch(/payload_version: v1/);
    }
  });

  it("validates the real body of every event type the worker delivered, and every delivery carries the documented headers", () => {
    const problems: string[] = [];
    for (const type of DELIVERED_EVENT_TYPES.filter((t) => !LIVE_ONLY.includes(t))) {
      const received = receivedOf(type);
      expect(received.length, `no ${type} delivery received`).toBeGreaterThan(0);
      for (const request of received) {
        const problem = checkWebhookPayload(type, bodyOf(request));
        if (problem) problems.push(problem);
        for (const name of Object.keys(headerExamples(type))) expect(request.headers[name.toLowerCase()], `${type}: header ${name}`).toBeTruthy();
        // The signature the document describes: Standard Webhooks, with the endpoint's secret.
        new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
      }
    }
    expect(refusedRefundBody.event).toBe("refund.failed");
    const refused = checkWebhookPayload("refund.failed", refusedRefundBody);
    if (refused) problems.push(refused);
    expect(problems).toEqual([]);
    // Nothing was received that the document does not know.
    expect(receiver.requests.filter((r) => !DELIVERED_EVENT_TYPES.includes(bodyOf(r).event))).toEqual([]);
  });

  it("refuses a body of another event type, an unknown field and a missing field (the schemas are strict)", () => {
    const [success] = receivedOf("payment.success").map(bodyOf);
    expect(checkWebhookPayload("payment.success", success)).toBeNull();
    expect(checkWebhookPayload("payment.failed", success)).toMatch(/event|status/);
    expect(checkWebhookPayload("payment.success", { ...success, internal_id: "x" })).toMatch(/additional/);
    const { split: _split, ...withoutSplit } = success;
    expect(checkWebhookPayload("payment.success", withoutSplit)).toMatch(/split/);
    const [refund] = receivedOf("payment.partially_refunded").map(bodyOf);
    const { refund_reference: _ref, ...withoutRefund } = refund;
    expect(checkWebhookPayload("payment.partially_refunded", withoutRefund)).toMatch(/refund_reference/);
    const [credit] = receivedOf("virtual_account.credited").map(bodyOf);
    expect(checkWebhookPayload("virtual_account.debited", { ...credit, event: "virtual_account.debited" })).not.toBeNull();
  });

  it("has an example per event type that validates, with the example headers signing it with the example secret", () => {
    const problems: string[] = [];
    for (const type of DELIVERED_EVENT_TYPES) {
      const example = WEBHOOK_EXAMPLES[type];
      expect(example, type).toBeDefined();
      expect(openApiDocument().webhooks?.[type]?.post?.requestBody).toMatchObject({ content: { "application/json": { example } } });
      const problem = checkWebhookPayload(type, example);
      if (problem) problems.push(problem);
      const headers = headerExamples(type);
      const body = JSON.stringify(example);
      expect(headers["webhook-id"], type).toBe(example.id);
      const at = new Date(Number(headers["webhook-timestamp"]) * 1000);
      expect(verifySignature(EXAMPLE_WEBHOOK_SECRET, headers as Parameters<typeof verifySignature>[1], body, { now: at }), type).toBe(true);
      expect(headers["Gateway-Signature"], type).toBe(gatewaySignature(EXAMPLE_WEBHOOK_SECRET, body));
    }
    expect(problems).toEqual([]);
  });
});
