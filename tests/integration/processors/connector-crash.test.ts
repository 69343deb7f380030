// Live money
// through a processor connection when the gateway's process dies at the worst moment, after the
// processor accepted a request and before the gateway saved its answer. Real processes share
// this file's PostgreSQL database; the processors are the fakes of tests/fakes/, running in this
// process (the connection rows hold their base URLs, so the children call them too).
//
//   - A checkout server (tests/support/submit-connector-attempt-child.ts) submits a live MTN MoMo
//     wallet attempt (and a Chapa one) with GATEWAY_TEST_FAULT=after_processor_answer: it is
//     SIGKILLed right after MoMo answered 202 to the request-to-pay (Chapa 200 to the initialize).
//     The attempt is left `processing`. A resend of the same attempt is refused by the processor
//     (X-Reference-Id is derived from the attempt id: 409; Chapa's tx_ref is the attempt id: "used
//     before") and the connector asks instead. The customer approves; the processor's callback
//     reaches the gateway but changes nothing on its word (the attempt is in flight); the
//     restarted server's stale sweep asks the processor by the attempt id, and the payment ends
//     `success` with one settlement, one payment.success event and one accepted charge.
//   - The payout worker (scripts/worker.ts) sends a live payout through the MoMo connection with
//     GATEWAY_TEST_FAULT=payout_after_processor_answer and is SIGKILLed after MoMo accepted the
//     transfer. The payout step run again asks MoMo by the payout id (no second transfer; a resend
//     is a 409), and after MoMo completes the transfer the payout is `success` with one delivery.
// `ledger check` runs after each test (checkLedgerAfterEach) and explicitly at the end of each.
import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { startRouteServer } from "@/tests/support/route-server";
import { runWorkerToFault, waitUntil } from "@/tests/support/worker-process";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { addLiveFundsFor } from "@/tests/factories/funds";
import { DEFAULT_MOMO_CREDENTIALS, startMtnMomoFake, type MtnMomoFake } from "@/tests/fakes/mtn-momo/server";
import { startChapaFake, type ChapaFake } from "@/tests/fakes/chapa/server";
import { startStripeFake } from "@/tests/fakes/stripe/server";
import type { FakeServer } from "@/tests/fakes/fake-kit";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { connectionCallbackUrl, processorForConnectionRow } from "@/lib/processors/registry";
import { momoReferenceId } from "@/lib/processors/mtn-momo/transformers";
import { failStaleAttempts, STALE_AFTER_MS } from "@/lib/payments/attempts/fail-stale-attempts";
import { processPayout } from "@/lib/payouts/process-payout";
import { checkLedger } from "@/lib/ledger/check-ledger";
import type { AttemptInput } from "@/lib/payments/attempts/checkout-schemas";
import * as callbackRoute from "@/app/v2/processor-callbacks/[token]/route";
import * as payoutsRoute from "@/app/v2/payouts/route";

const database = setupTestDatabase();
checkLedgerAfterEach();

const MOMO_ATTEMPT: AttemptInput = { method: "mtn_momo", account: "+256772123456", kind: "wallet" };
const CHAPA_ATTEMPT: AttemptInput = { method: "telebirr", account: "+251900123456", kind: "wallet" };
const CHAPA_SECRET = "CHASECK-crashtest00000000000000000000000";
const CHAPA_WEBHOOK_SECRET = "crash-test-webhook-secret";
const customer = { first_name: "Abebe", last_name: "Kebede", email: "customer@example.com" };

type ChildRun = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };

/** The checkout server's work for one attempt, in its own process on this file's database. */
function runAttemptChild(token: string, input: AttemptInput, extraEnv: Record<string, string>): Promise<ChildRun> {
  // Node itself with tsx's loader (not the tsx wrapper, which would outlive the killed process).
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", path.resolve("tests/support/submit-connector-attempt-child.ts"), token, JSON.stringify(input)], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "test",
      DATABASE_URL: database.current.url,
      LOG_LEVEL: "silent",
      // The callback URL the connector hands the processor: this process's callback route.
      PUBLIC_BASE_URL: routeServer.url,
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d) => (stdout += d));
  child.stderr.on("data", (d) => (stderr += d));
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal, stdout, stderr })));
}

let routeServer: { url: string; close(): Promise<void> };
let momo: MtnMomoFake;
let chapa: ChapaFake;
let momoConnectionId: string;
let chapaConnectionId: string;
let liveKey: string;
let merchantId: string;

describe.skipIf(!onPostgres)("a process killed between a processor connection's answer and its record (PostgreSQL, real processes)", () => {
  beforeAll(async () => {
    routeServer = await startRouteServer({ "/v2/processor-callbacks/[token]": callbackRoute });
    process.env.PUBLIC_BASE_URL = routeServer.url;
    resetEnvForTests();
    momo = await startMtnMomoFake({ targetEnvironment: "mtnuganda", approvalDelayMs: null });
    chapa = await startChapaFake({ secretKey: CHAPA_SECRET, webhookSecret: CHAPA_WEBHOOK_SECRET, transferDelayMs: 100 });
    const p = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });
    const momoConnection = await createConnection({
      connector: "mtn_momo",
      mode: "live",
      credentials: { collection: p(DEFAULT_MOMO_CREDENTIALS.collection), disbursement: p(DEFAULT_MOMO_CREDENTIALS.disbursement), target_environment: "mtnuganda" },
      baseUrl: momo.url,
    });
    momoConnectionId = momoConnection.id;
    const chapaConnection = await createConnection({ connector: "chapa", mode: "live", credentials: { secret_key: CHAPA_SECRET, webhook_secret: CHAPA_WEBHOOK_SECRET }, baseUrl: chapa.url });
    chapaConnectionId = chapaConnection.id;
    chapa.setWebhookUrl(connectionCallbackUrl(chapaConnection));
    invalidateConnectionCache();
    const m = await createTestMerchant();
    liveKey = m.keys.live.secret;
    merchantId = m.merchant.id;
  });
  afterAll(async () => {
    await momo?.close();
    await chapa?.close();
    await routeServer?.close();
    delete process.env.PUBLIC_BASE_URL;
    resetEnvForTests();
  });

  /** The requests of one kind the fake received for one reference, by the status it answered each. */
  const answers = (fake: FakeServer, call: string, about: (r: FakeServer["kit"]["requests"][number]) => boolean) =>
    fake.kit.requests.filter((r) => `${r.method} ${r.path}` === call && about(r)).map((r) => r.status);
  const requestsToPay = (attemptId: string) => answers(momo, "POST /collection/v1_0/requesttopay", (r) => r.headers["x-reference-id"] === momoReferenceId(attemptId));
  const initializes = (attemptId: string) => answers(chapa, "POST /v1/transaction/initialize", (r) => (JSON.parse(r.body) as { tx_ref?: string }).tx_ref === attemptId);
  const transfers = (payoutId: string) => answers(momo, "POST /disbursement/v1_0/transfer", (r) => r.headers["x-reference-id"] === momoReferenceId(payoutId));
  /** MoMo's own record of a transaction (its financialTransactionId once it succeeded). */
  const momoTransaction = async (referenceId: string) => {
    const { transactions } = (await (await fetch(`${momo.url}/__fake/transactions`)).json()) as { transactions: { referenceId: string; status: string; financialTransactionId?: string }[] };
    return transactions.filter((t) => t.referenceId === referenceId);
  };
  const callbacksAnswered = (fake: FakeServer, since: number) => fake.kit.callbacks.filter((c) => c.at >= since && (c.status !== undefined || c.error !== undefined));

  /** What a killed checkout server leaves: the attempt in flight on the connection, nothing recorded, no money. */
  async function expectLeftInFlight(reference: string, connectionId: string) {
    const attempts = await db().paymentAttempt.findMany({ where: { paymentId: reference } });
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ outcome: "processing", processorRef: null, completedAt: null, connectionId });
    expect((await db().payment.findUniqueOrThrow({ where: { id: reference } })).status).toBe("pending");
    expect(await db().ledgerTransaction.count({ where: { referenceId: { in: [reference, attempts[0].id] } } })).toBe(0);
    return attempts[0];
  }

  /** The restarted server's sweep, five minutes on, and what it must leave: one success, one settlement, one event. */
  async function sweepAndExpectOneSuccess(reference: string, attemptId: string, processorRef: string) {
    expect(await failStaleAttempts(db(), new Date(Date.now() + STALE_AFTER_MS + 60_000))).toBe(1);
    expect(await db().payment.findUniqueOrThrow({ where: { id: reference } })).toMatchObject({ status: "success", attemptCount: 1 });
    expect(await db().paymentAttempt.findUniqueOrThrow({ where: { id: attemptId } })).toMatchObject({ outcome: "success", processorRef, duplicateChargeAt: null });
    expect(await db().ledgerTransaction.findMany({ where: { referenceId: { in: [reference, attemptId] } }, select: { kind: true } })).toEqual([{ kind: "payment_settlement" }]);
    expect((await db().event.findMany({ where: { objectId: reference } })).map((e) => e.type)).toEqual(["payment.success"]);
    // A second restart's sweep finds nothing more to do.
    expect(await failStaleAttempts(db(), new Date(Date.now() + STALE_AFTER_MS + 120_000))).toBe(0);
    expect((await checkLedger(db())).ok).toBe(true);
  }

  it("without the fault point the same child process starts the MoMo push (the harness itself works)", { timeout: 60_000 }, async () => {
    const p = await createHostedPaymentFor(liveKey, { amount: 5000, currency: "UGX", customer });
    const run = await runAttemptChild(p.token, MOMO_ATTEMPT, {});
    expect({ code: run.code, stdout: run.stdout.trim(), stderr: run.stderr }).toEqual({ code: 0, stdout: JSON.stringify({ status: "pending" }), stderr: "" });
    const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: p.reference } });
    expect(attempt).toMatchObject({ outcome: "pending", connectionId: momoConnectionId, nextAction: "push" });
    expect(requestsToPay(attempt.id)).toEqual([202]);
  });

  it("MTN MoMo: a server killed after the request-to-pay was accepted; one charge, one success, one settlement", { timeout: 120_000 }, async () => {
    const p = await createHostedPaymentFor(liveKey, { amount: 5000, currency: "UGX", customer });
    const killed = await runAttemptChild(p.token, MOMO_ATTEMPT, { GATEWAY_TEST_FAULT: "after_processor_answer" });
    expect({ signal: killed.signal, stdout: killed.stdout, stderr: killed.stderr }).toEqual({ signal: "SIGKILL", stdout: "", stderr: "" });

    const attempt = await expectLeftInFlight(p.reference, momoConnectionId);
    const referenceId = momoReferenceId(attempt.id);
    // MoMo has the request (the push is on the customer's phone): one request-to-pay, accepted.
    expect(requestsToPay(attempt.id)).toEqual([202]);
    expect(await momoTransaction(referenceId)).toMatchObject([{ status: "PENDING" }]);

    // Sending the attempt again (a restarted server retrying it) reuses its X-Reference-Id: MoMo
    // answers 409 and the connector asks what the request became instead of charging twice.
    const connection = await db().processorConnection.findUniqueOrThrow({ where: { id: momoConnectionId } });
    const payment = await db().payment.findUniqueOrThrow({ where: { id: p.reference } });
    const resent = await processorForConnectionRow(connection).authorize({ attemptId: attempt.id, amount: payment.amount, currency: payment.currency, method: "mtn_momo", account: "+256772123456" });
    expect(resent).toMatchObject({ outcome: "pending", processorRef: referenceId });
    expect(requestsToPay(attempt.id)).toEqual([202, 409]);
    expect(await momoTransaction(referenceId)).toHaveLength(1);

    // The customer approves on the phone. MoMo's callback reaches the gateway (the X-Callback-Url the
    // dead server sent) and is only a hint: the attempt is in flight, so nothing changes on its word.
    const approvedAt = Date.now();
    momo.approve(referenceId);
    await waitUntil("MoMo's callback to be answered", () => callbacksAnswered(momo, approvedAt).length === 1, 10_000, 25);
    expect(callbacksAnswered(momo, approvedAt)).toMatchObject([{ method: "PUT", status: 200 }]);
    expect((await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).status).toBe("pending");
    expect((await db().paymentAttempt.findUniqueOrThrow({ where: { id: attempt.id } })).outcome).toBe("processing");

    const [charged] = await momoTransaction(referenceId);
    expect(charged).toMatchObject({ status: "SUCCESSFUL", financialTransactionId: expect.any(String) });
    await sweepAndExpectOneSuccess(p.reference, attempt.id, charged.financialTransactionId!);
    // The sweep only asked (GET): still one accepted request-to-pay, the resend refused.
    expect(requestsToPay(attempt.id)).toEqual([202, 409]);
  });

  it("Chapa: a server killed after the initialize was accepted; one charge, one success, one settlement", { timeout: 120_000 }, async () => {
    const p = await createHostedPaymentFor(liveKey, { amount: 250, currency: "ETB", customer });
    const killed = await runAttemptChild(p.token, CHAPA_ATTEMPT, { GATEWAY_TEST_FAULT: "after_processor_answer" });
    expect({ signal: killed.signal, stdout: killed.stdout, stderr: killed.stderr }).toEqual({ signal: "SIGKILL", stdout: "", stderr: "" });

    const attempt = await expectLeftInFlight(p.reference, chapaConnectionId);
    expect(initializes(attempt.id)).toEqual([200]);
    expect(chapa.state.transactions.get(attempt.id)).toMatchObject({ status: "pending" });

    // Sending it again: Chapa refuses the reused tx_ref ("used before"); the connector verifies instead.
    const connection = await db().processorConnection.findUniqueOrThrow({ where: { id: chapaConnectionId } });
    const payment = await db().payment.findUniqueOrThrow({ where: { id: p.reference } });
    const resent = await processorForConnectionRow(connection).authorize({
      attemptId: attempt.id,
      amount: payment.amount,
      currency: payment.currency,
      method: "telebirr",
      account: "+251900123456",
      context: { paymentId: payment.id, returnUrl: `${routeServer.url}/return`, callbackUrl: connectionCallbackUrl(connection), customer: { email: customer.email } },
    });
    expect(resent).toMatchObject({ outcome: "pending" });
    expect(initializes(attempt.id)).toEqual([200, 400]);
    expect(answers(chapa, "POST /v1/transaction/initialize", () => true).filter((s) => s === 400)).toHaveLength(1);

    // The customer pays on Chapa's page (the dead server had sent them there). The callback_url GET
    // and the signed webhook reach the gateway; the attempt is in flight, so nothing changes on their word.
    const paidAt = Date.now();
    await chapa.completeCheckout(attempt.id, "success", "telebirr");
    await waitUntil("Chapa's callback and webhook to be answered", () => callbacksAnswered(chapa, paidAt).length === 2, 10_000, 25);
    expect(callbacksAnswered(chapa, paidAt).map((c) => `${c.method} ${c.status}`).sort()).toEqual(["GET 200", "POST 200"]);
    expect((await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).status).toBe("pending");
    expect((await db().paymentAttempt.findUniqueOrThrow({ where: { id: attempt.id } })).outcome).toBe("processing");

    const charged = chapa.state.transactions.get(attempt.id)!;
    expect(charged.status).toBe("success");
    await sweepAndExpectOneSuccess(p.reference, attempt.id, charged.reference);
    expect(initializes(attempt.id)).toEqual([200, 400]);
    expect([...chapa.state.transactions.values()].filter((t) => t.tx_ref === attempt.id)).toHaveLength(1);
  });

  // Stripe. The session was created, the server died before saving it: the attempt has no
  // session id. The customer pays on that session (in this story the URL reached them); the signed webhook
  // changes nothing on its word; the restarted server's sweep finds the PaymentIntent by the attempt id in
  // its metadata, then its session, and records one success under the session's id.
  it("Stripe: a server killed after the Checkout Session was created; one session, one charge, one success, one settlement", { timeout: 120_000 }, async () => {
    const key = "sk_live_crashtest000000000000000000";
    const webhookSecret = "whsec_crashtest000000000000000000";
    const stripe = await startStripeFake({ secretKey: key, webhookSecret });
    try {
      const m = await createTestMerchant();
      const connection = await createConnection({ connector: "stripe", mode: "live", credentials: { secret_key: key, webhook_secret: webhookSecret }, baseUrl: stripe.url, merchantId: m.merchant.id });
      stripe.setWebhookUrl(connectionCallbackUrl(connection));
      invalidateConnectionCache();
      const p = await createHostedPaymentFor(m.keys.live.secret, { amount: 40, currency: "USD", customer });
      const killed = await runAttemptChild(p.token, { method: "card", kind: "redirect" }, { GATEWAY_TEST_FAULT: "after_processor_answer" });
      expect({ signal: killed.signal, stdout: killed.stdout, stderr: killed.stderr }).toEqual({ signal: "SIGKILL", stdout: "", stderr: "" });

      const attempt = await expectLeftInFlight(p.reference, connection.id);
      const session = stripe.sessionFor(attempt.id)!;
      expect(session).toMatchObject({ status: "open", amount_total: 4000, currency: "usd" });
      expect(stripe.kit.requests.filter((r) => r.path === "/v1/checkout/sessions" && r.method === "POST").map((r) => [r.status, r.headers["idempotency-key"]])).toEqual([[200, attempt.id]]);

      const paidAt = Date.now();
      await stripe.pay(session.id, "4242424242424242");
      await waitUntil("Stripe's webhook to be answered", () => callbacksAnswered(stripe, paidAt).length === 1, 10_000, 25);
      expect(callbacksAnswered(stripe, paidAt)).toMatchObject([{ method: "POST", status: 200 }]);
      expect((await db().paymentAttempt.findUniqueOrThrow({ where: { id: attempt.id } })).outcome).toBe("processing");

      await sweepAndExpectOneSuccess(p.reference, attempt.id, session.id);
      expect([...stripe.state.sessions.values()].filter((x) => x.client_reference_id === attempt.id)).toHaveLength(1);
      expect([...stripe.state.charges.values()].filter((c) => c.metadata.gateway_attempt_id === attempt.id)).toHaveLength(1);
    } finally {
      await stripe.close();
    }
  });

  it("MTN MoMo payout: the worker killed after the transfer was accepted; the step run again sends nothing twice and the payout succeeds once", { timeout: 120_000 }, async () => {
    await addLiveFundsFor(merchantId, 10_000_000n, "UGX");
    const account = { account_name: "Nakato Sarah", account_number: "+256772654321", bank_slug: "mtn_momo_ug" };
    const created = await payoutsRoute.POST(apiRequest("/v2/payouts", { key: liveKey, body: { amount: 5000, currency: "UGX", account } }), { params: Promise.resolve({}) });
    const json = await created.json();
    expect(created.status, JSON.stringify(json)).toBe(201);
    const payoutId = json.data.gateway_reference as string;
    expect(await db().payout.findUniqueOrThrow({ where: { id: payoutId } })).toMatchObject({ status: "pending", connectionId: momoConnectionId });
    const referenceId = momoReferenceId(payoutId);

    // The worker picks the payout's job, sends the transfer (202, MoMo answers PENDING when asked)
    // and dies before recording that answer. One job at a time; callbacks to this process.
    const run = await runWorkerToFault(database.current.url, "payout_after_processor_answer", { PUBLIC_BASE_URL: routeServer.url });
    expect(run.death, `the worker did not reach the fault point; stdout: ${run.stdout}`).toMatchObject({ signal: "SIGKILL", stderr: "" });

    // What the dead worker left: the payout processing with no processor reference, one transfer at MoMo, no delivery.
    expect(await db().payout.findUniqueOrThrow({ where: { id: payoutId } })).toMatchObject({ status: "processing", processorRef: null });
    expect(transfers(payoutId)).toEqual([202]);
    expect(await momoTransaction(referenceId)).toMatchObject([{ status: "PENDING" }]);
    expect(await db().ledgerTransaction.count({ where: { referenceId: payoutId, kind: "payout_deliver" } })).toBe(0);

    // The step run again (the job taken after its lease): it asks MoMo by the payout id, sends nothing.
    const step = await processPayout(payoutId, db());
    expect(step).toEqual({ retryInMs: expect.any(Number) });
    expect(transfers(payoutId)).toEqual([202]);
    // (Still processing: the answer moves nothing, so the reference is recorded with the final answer.)
    expect((await db().payout.findUniqueOrThrow({ where: { id: payoutId } })).status).toBe("processing");

    // Were it sent again, the same X-Reference-Id gets a 409 and the connector asks instead.
    const connection = await db().processorConnection.findUniqueOrThrow({ where: { id: momoConnectionId } });
    const payout = await db().payout.findUniqueOrThrow({ where: { id: payoutId } });
    const resent = await processorForConnectionRow(connection).payouts!.sendPayout({
      payoutId,
      amount: payout.amount,
      currency: payout.currency,
      bankSlug: payout.bankSlug,
      accountNumber: payout.accountNumber,
      accountName: payout.accountName,
    });
    expect(resent).toMatchObject({ outcome: "processing" });
    expect(transfers(payoutId)).toEqual([202, 409]);

    // MoMo completes the transfer; its callback makes the gateway ask, and the payout succeeds.
    momo.approve(referenceId);
    await waitUntil("the payout to succeed", async () => (await db().payout.findUniqueOrThrow({ where: { id: payoutId } })).status === "success", 10_000, 50);
    // The step once more (a late job): nothing changes.
    await processPayout(payoutId, db());

    const [sent] = await momoTransaction(referenceId);
    expect(sent).toMatchObject({ status: "SUCCESSFUL", financialTransactionId: expect.any(String) });
    expect(await db().payout.findUniqueOrThrow({ where: { id: payoutId } })).toMatchObject({ status: "success", processorRef: sent.financialTransactionId });
    expect(await db().ledgerTransaction.count({ where: { referenceId: payoutId, kind: "payout_deliver" } })).toBe(1);
    const events = await db().event.groupBy({ by: ["type"], where: { objectId: payoutId }, _count: true });
    expect(Object.fromEntries(events.map((e) => [e.type, e._count]))).toEqual({ "payout.pending": 1, "payout.processing": 1, "payout.success": 1 });
    expect(transfers(payoutId)).toEqual([202, 409]);
    expect((await checkLedger(db())).ok).toBe(true);
  });
});

describe.skipIf(onPostgres)("connector crash tests on PGlite", () => {
  it.skip("run only on PostgreSQL (TEST_DATABASE_URL): PGlite allows one process, so a child server or worker cannot share it", () => {});
});
