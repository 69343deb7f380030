// Routing that survives a processor outage. Two connections serve the same method and
// currency, each with its own fake over real HTTP; the preferred one is made to fail (5xx on the
// start, every call failing, nobody listening, an answer lost after the charge was taken). Every
// customer's payment completes on the healthy one; none is charged twice (each fake's own records
// are read back); a decline is never retried; a charge the first processor may hold is never sent
// elsewhere; the circuit opens after the threshold, later payments skip the connection without
// calling it, it half-opens after the cool-down and closes after a success (or opens again after a
// failure). `ledger check` runs after each test. On PostgreSQL (TEST_DATABASE_URL) the last block runs
// customers concurrently.
import crypto from "node:crypto";
import http from "node:http";
import net from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { addLiveFundsFor } from "@/tests/factories/funds";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { DEFAULT_MOMO_CREDENTIALS, startMtnMomoFake, type MtnMomoFake } from "@/tests/fakes/mtn-momo/server";
import { startChapaFake, type ChapaFake } from "@/tests/fakes/chapa/server";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { createConnection, disableConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { circuitStates, connectionCircuit, resetConnectionHealth } from "@/lib/processors/connection-health";
import { momoReferenceId } from "@/lib/processors/mtn-momo/transformers";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { confirmPendingAttempt } from "@/lib/payments/attempts/confirm-pending-attempt";
import { recordAttemptOutcome } from "@/lib/payments/attempts/record-attempt-outcome";
import { FAILED_OVER_REASON } from "@/lib/payments/attempts/fail-over-attempt";
import * as payoutsRoute from "@/app/v2/payouts/route";
import { encryptSecret } from "@/lib/crypto/encrypt-secret";
import { keyId } from "@/lib/crypto/encryption-keys";
import { setLogDestination } from "@/lib/logger";
import { listDashboardProcessors } from "@/lib/dashboard/processors";
import { scrapeMetrics } from "@/lib/observability/scrape-metrics";
import { routePayout } from "@/lib/processors/registry";
import { NOT_REACHED_REASON, processPayout } from "@/lib/payouts/process-payout";
import { createExecutor, ProcessorUnreachableError } from "@/lib/processors/http-executor";

setupTestDatabase();
checkLedgerAfterEach();

const product = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });
const momoCredentials = { collection: product(DEFAULT_MOMO_CREDENTIALS.collection), disbursement: product(DEFAULT_MOMO_CREDENTIALS.disbursement), target_environment: "mtnuganda" };
const START = "POST /collection/v1_0/requesttopay";
// Long enough for the payments made while it is open, on PostgreSQL too.
const COOLDOWN_MS = 4000;

let down: MtnMomoFake;
let healthy: MtnMomoFake;
let merchant: Awaited<ReturnType<typeof createTestMerchant>>;
const saved = { ...process.env };

beforeAll(async () => {
  process.env.CIRCUIT_COOLDOWN_MS = String(COOLDOWN_MS);
  process.env.CIRCUIT_REFRESH_MS = "0";
  resetEnvForTests();
  down = await startMtnMomoFake({ targetEnvironment: "mtnuganda", approvalDelayMs: null });
  healthy = await startMtnMomoFake({ targetEnvironment: "mtnuganda", approvalDelayMs: null });
  merchant = await createTestMerchant();
});
afterAll(async () => {
  await down?.close();
  await healthy?.close();
  process.env = saved;
  resetEnvForTests();
});

let first: string;
let second: string;
beforeEach(async () => {
  await db().processorConnection.updateMany({ data: { enabled: false } });
  invalidateConnectionCache();
  resetConnectionHealth();
  down.kit.reset();
  healthy.kit.reset();
  first = (await createConnection({ connector: "mtn_momo", mode: "live", credentials: momoCredentials, baseUrl: down.url, priority: 10 })).id;
  second = (await createConnection({ connector: "mtn_momo", mode: "live", credentials: momoCredentials, baseUrl: healthy.url, priority: 20 })).id;
});

const wallet = (phone = "+256772123456") => ({ method: "mtn_momo", account: phone, kind: "wallet" as const });
const fakeOf = (connectionId: string | null) => (connectionId === first ? down : healthy);
const attemptsOf = (paymentId: string) => db().paymentAttempt.findMany({ where: { paymentId }, orderBy: { number: "asc" } });
const startsAt = (fake: MtnMomoFake) => fake.kit.requests.filter((r) => `${r.method} ${r.path}` === START).length;

/** What the fake itself holds: its request-to-pay transactions by the gateway's attempt id (externalId). */
async function fakeCharges(fake: MtnMomoFake): Promise<Array<{ externalId: string; status: string }>> {
  const res = await fetch(`${fake.url}/__fake/transactions`);
  const body = (await res.json()) as { transactions: Array<{ kind: string; externalId: string; status: string }> };
  return body.transactions.filter((t) => t.kind === "requesttopay");
}

/** Whether each payment was charged exactly once, by the attempt the gateway recorded as its success, on either fake. */
async function chargedOnce(results: Array<{ attempts: Array<{ id: string; outcome: string }> }>) {
  const successful = new Set([...(await fakeCharges(down)), ...(await fakeCharges(healthy))].filter((t) => t.status === "SUCCESSFUL").map((t) => t.externalId));
  return results.every(({ attempts }) => {
    const charged = attempts.filter((a) => successful.has(a.id));
    return charged.length === 1 && charged[0].outcome === "success";
  });
}

/** A customer pays: the attempt (wherever it went) is approved on that processor's phone and status sync sees it. */
async function customerPays(phone?: string) {
  const p = await createHostedPaymentFor(merchant.keys.live.secret, { amount: 5000, currency: "UGX" });
  await submitPaymentAttempt(p.token, wallet(phone));
  const attempts = await attemptsOf(p.reference);
  const last = attempts.at(-1)!;
  if (last.outcome === "pending") {
    fakeOf(last.connectionId).approve(momoReferenceId(last.id));
    await confirmPendingAttempt(last);
  }
  const payment = await db().payment.findUniqueOrThrow({ where: { id: p.reference } });
  return { payment, attempts: await attemptsOf(p.reference) };
}

/** A port on 127.0.0.1 nobody listens on: a connection to it is refused. */
async function closedPort(): Promise<number> {
  return new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe("failover when the processor is down", () => {
  it("a 5xx on the start: the payment completes on the next connection, the first is recorded, nobody is charged twice", async () => {
    down.kit.fault({ kind: "server_error", match: START, times: 1000 });
    const { payment, attempts } = await customerPays();
    expect(payment.status).toBe("success");
    expect(attempts.map((a) => [a.connectionId, a.outcome])).toEqual([
      [first, "failed"],
      [second, "success"],
    ]);
    expect(attempts[0].reason).toBe(FAILED_OVER_REASON);
    expect(payment.attemptCount).toBe(2);
    // The first processor was asked before the attempt moved, and holds nothing; the second holds one success.
    expect(down.kit.requests.some((r) => r.method === "GET" && r.path === `/collection/v1_0/requesttopay/${momoReferenceId(attempts[0].id)}`)).toBe(true);
    expect(await fakeCharges(down)).toEqual([]);
    expect((await fakeCharges(healthy)).filter((t) => t.status === "SUCCESSFUL").map((t) => t.externalId)).toEqual([attempts[1].id]);
    expect(await db().event.count({ where: { objectId: payment.id, type: "payment.success" } })).toBe(1);
    expect(await db().event.count({ where: { objectId: payment.id, type: "payment.failed" } })).toBe(0);
  });

  it("should the first processor report a success later after all, it is a duplicate charge, refunded: the payment keeps one", async () => {
    down.kit.fault({ kind: "server_error", match: START, times: 1000 });
    const { payment, attempts } = await customerPays();
    expect(payment.status).toBe("success");
    // What a late callback from the first processor would lead to: its status read as a success for the first attempt.
    await recordAttemptOutcome(db(), attempts[0], { outcome: "success", processorRef: "late-momo-ref" });
    const after = await db().payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(after.status).toBe("success");
    const first = await db().paymentAttempt.findUniqueOrThrow({ where: { id: attempts[0].id } });
    expect(first).toMatchObject({ outcome: "failed", lateOutcome: "success", duplicateChargeAt: expect.any(Date) });
    expect(await db().event.count({ where: { objectId: payment.id, type: "payment.duplicate_charge_refunded" } })).toBe(1);
    expect(await db().event.count({ where: { objectId: payment.id, type: "payment.success" } })).toBe(1);
  });

  it("nobody listening at the first: the request never left, so it fails over without asking", async () => {
    // A port nobody listens on: the connection is refused.
    const closed = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    await db().processorConnection.update({ where: { id: first }, data: { baseUrl: `http://127.0.0.1:${closed}` } });
    invalidateConnectionCache();
    const { payment, attempts } = await customerPays();
    expect(payment.status).toBe("success");
    expect(attempts.map((a) => [a.connectionId, a.outcome, a.reason])).toEqual([
      [first, "failed", FAILED_OVER_REASON],
      [second, "success", null],
    ]);
    // Not asked: nothing could be asked, and nothing needed to be.
    expect((await db().processorCall.findMany({ where: { connectionId: first, operation: "payment_status" } })).length).toBe(0);
  });

  it("no answer to the status question either: the attempt waits on the first, never sent elsewhere", async () => {
    down.kit.fault({ kind: "server_error", times: 1000 }); // every call
    const p = await createHostedPaymentFor(merchant.keys.live.secret, { amount: 5000, currency: "UGX" });
    const payment = await submitPaymentAttempt(p.token, wallet());
    expect(payment.status).toBe("pending");
    const attempts = await attemptsOf(p.reference);
    expect(attempts.map((a) => [a.connectionId, a.outcome])).toEqual([[first, "pending"]]);
    expect(startsAt(healthy)).toBe(0);
  });

  it("a decline is never retried on the next connection", async () => {
    const p = await createHostedPaymentFor(merchant.keys.live.secret, { amount: 5000, currency: "UGX" });
    await submitPaymentAttempt(p.token, wallet("+256772123450")); // …3450: MoMo reports FAILED
    const [attempt] = await attemptsOf(p.reference);
    await new Promise((r) => setTimeout(r, 1100)); // the fake's decision takes a moment
    await confirmPendingAttempt(attempt);
    const attempts = await attemptsOf(p.reference);
    expect(attempts.map((a) => [a.connectionId, a.outcome])).toEqual([[first, "failed"]]);
    expect(attempts[0].reason).not.toBe(FAILED_OVER_REASON);
    expect(startsAt(healthy)).toBe(0);
    expect((await connectionCircuit(first)).state).toBe("closed"); // a decline is an answer, not an outage
  });
});

describe("the circuit breaker", () => {
  it("opens after the failures, skips the connection without calling it, half-opens after the cool-down and closes after a success", async () => {
    down.kit.fault({ kind: "server_error", match: START, times: 1000 });
    const results: Array<Awaited<ReturnType<typeof customerPays>>> = [];
    // Each failed start is three tries (MoMo's calls are idempotent, so the executor retries a 5xx twice):
    // the second payment's tries pass CIRCUIT_CONSECUTIVE_FAILURES (5).
    for (let i = 0; i < 2; i++) {
      const paid = await customerPays();
      results.push(paid);
      expect(paid.payment.status).toBe("success");
      expect(paid.attempts.map((a) => a.connectionId)).toEqual([first, second]);
    }
    expect((await connectionCircuit(first)).state).toBe("open");
    expect((await circuitStates()).find((c) => c.connectionId === first)?.state).toBe("open");

    const called = startsAt(down);
    for (let i = 0; i < 2; i++) {
      const paid = await customerPays();
      results.push(paid);
      expect(paid.payment.status).toBe("success");
      expect(paid.attempts.map((a) => a.connectionId)).toEqual([second]); // straight to the healthy one
    }
    expect(startsAt(down)).toBe(called); // not called at all while open

    // The cool-down passes; the processor is back. The next attempt probes it, and its success closes the circuit.
    await new Promise((r) => setTimeout(r, COOLDOWN_MS + 100));
    expect((await connectionCircuit(first)).state).toBe("half_open");
    down.kit.reset();
    const probe = await customerPays();
    results.push(probe);
    expect(probe.payment.status).toBe("success");
    expect(probe.attempts.map((a) => a.connectionId)).toEqual([first]);
    expect((await connectionCircuit(first)).state).toBe("closed");

    // No customer was charged twice, on either side: each payment's one charge is its recorded success.
    expect(await chargedOnce(results)).toBe(true);
  });

  it("a failed probe opens it again, and the probing customer's payment still completes on the next connection", async () => {
    down.kit.fault({ kind: "server_error", match: START, times: 1000 });
    await customerPays();
    await customerPays();
    expect((await connectionCircuit(first)).state).toBe("open");
    await new Promise((r) => setTimeout(r, COOLDOWN_MS + 100));
    expect((await connectionCircuit(first)).state).toBe("half_open");
    const probe = await customerPays();
    expect(probe.payment.status).toBe("success");
    expect(probe.attempts.map((a) => a.connectionId)).toEqual([first, second]);
    expect((await connectionCircuit(first)).state).toBe("open");
  });

  it("a new payout goes to the healthy connection while the first's circuit is open", async () => {
    down.kit.fault({ kind: "server_error", match: START, times: 1000 });
    await customerPays();
    await customerPays();
    expect((await connectionCircuit(first)).state).toBe("open");
    await addLiveFundsFor(merchant.merchant.id, 1_000_000n, "UGX");
    const res = await payoutsRoute.POST(
      apiRequest("/v2/payouts", { key: merchant.keys.live.secret, body: { amount: 5000, currency: "UGX", account: { account_name: "Nakato Sarah", account_number: "+256772654321", bank_slug: "mtn_momo_ug" } } }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(201);
    const id = (await res.json()).data.gateway_reference as string;
    expect((await db().payout.findUniqueOrThrow({ where: { id } })).connectionId).toBe(second);
  });

  it("with every connection open, the best one is still tried", async () => {
    down.kit.fault({ kind: "server_error", match: START, times: 1000 });
    healthy.kit.fault({ kind: "server_error", match: START, times: 1000 });
    for (let i = 0; i < 2; i++) {
      const p = await createHostedPaymentFor(merchant.keys.live.secret, { amount: 5000, currency: "UGX" });
      await submitPaymentAttempt(p.token, wallet());
    }
    expect((await connectionCircuit(first)).state).toBe("open");
    expect((await connectionCircuit(second)).state).toBe("open");
    down.kit.reset();
    healthy.kit.reset();
    const { payment, attempts } = await customerPays();
    expect(payment.status).toBe("success");
    expect(attempts.map((a) => a.connectionId)).toEqual([first]);
  });
});

describe("a charge the first processor took is never sent elsewhere", () => {
  let chapaA: ChapaFake;
  let chapaB: ChapaFake;
  const secret = "CHASECK-failover00000000000000000000000";
  const credentials = { secret_key: secret, webhook_secret: "failover-webhook-secret" };
  beforeAll(async () => {
    chapaA = await startChapaFake({ secretKey: secret, webhookSecret: credentials.webhook_secret });
    chapaB = await startChapaFake({ secretKey: secret, webhookSecret: credentials.webhook_secret });
  });
  afterAll(async () => {
    await chapaA?.close();
    await chapaB?.close();
  });

  it("no answer to the start, but the processor has the transaction: the attempt waits there and completes there", async () => {
    const a = await createConnection({ connector: "chapa", mode: "live", credentials, baseUrl: chapaA.url, priority: 10 });
    await createConnection({ connector: "chapa", mode: "live", credentials, baseUrl: chapaB.url, priority: 20 });
    chapaA.kit.fault({ kind: "timeout", match: "POST /v1/transaction/initialize" });
    const p = await createHostedPaymentFor(merchant.keys.live.secret, { amount: 250, currency: "ETB", customer: { first_name: "Abebe", last_name: "Kebede", email: "customer@example.com" } });
    const payment = await submitPaymentAttempt(p.token, { method: "telebirr", account: "+251900123456", kind: "wallet" });
    expect(payment.status).toBe("pending");
    const attempts = await attemptsOf(p.reference);
    expect(attempts.map((x) => [x.connectionId, x.outcome])).toEqual([[a.id, "pending"]]);
    expect(chapaB.kit.requests.filter((r) => r.path === "/v1/transaction/initialize")).toHaveLength(0);
    // The customer pays on the first processor's page after all: status sync records it there.
    await chapaA.completeCheckout(attempts[0].id, "success", "telebirr");
    await confirmPendingAttempt(attempts[0]);
    expect((await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).status).toBe("success");
    expect(chapaB.state.transactions.size).toBe(0);
  }, 40_000);
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("concurrent customers during an outage (PostgreSQL)", () => {
  it("every payment completes once, on the healthy connection, however the customers interleave", async () => {
    down.kit.fault({ kind: "server_error", match: START, times: 100_000 });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => customerPays(`+2567721234${String(60 + i)}`)));
    for (const { payment, attempts } of results) {
      expect(payment.status).toBe("success");
      expect(attempts.at(-1)!.connectionId).toBe(second);
      expect(attempts.filter((a) => a.outcome === "success")).toHaveLength(1);
    }
    expect(await chargedOnce(results)).toBe(true);
    expect((await connectionCircuit(first)).state).not.toBe("closed");
  }, 60_000);
});

describe("what the executor calls never sent", () => {
  const executorFor = (baseUrl: string) => createExecutor({ connectionId: first, baseUrl, secrets: () => [] });
  const failureOf = async (baseUrl: string, idempotent = false) => {
    const error = await executorFor(baseUrl)({ operation: "send_payout", method: "POST", path: "/v1/transfers", body: {}, idempotent }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProcessorUnreachableError);
    return error as ProcessorUnreachableError;
  };

  it("refused, no such host, a TLS handshake that failed: never sent; a socket closed after the request was written: maybe sent", async () => {
    expect((await failureOf(`http://127.0.0.1:${await closedPort()}`)).notSent).toBe(true);
    expect((await failureOf("http://no-such-processor.invalid")).notSent).toBe(true);
    // TLS spoken to a plain HTTP server: the handshake fails, and the server never sees a request.
    const plain = http.createServer((_req, res) => res.end("{}"));
    let requests = 0;
    plain.on("request", () => requests++);
    await new Promise<void>((resolve) => plain.listen(0, "127.0.0.1", resolve));
    const plainPort = (plain.address() as net.AddressInfo).port;
    expect((await failureOf(`https://127.0.0.1:${plainPort}`)).notSent).toBe(true);
    expect(requests).toBe(0);
    await new Promise((resolve) => plain.close(resolve));
    // The request is read, then the socket is dropped: it may have been acted on.
    const dropper = net.createServer((socket) => socket.once("data", () => socket.destroy()));
    await new Promise<void>((resolve) => dropper.listen(0, "127.0.0.1", resolve));
    const dropperPort = (dropper.address() as net.AddressInfo).port;
    expect((await failureOf(`http://127.0.0.1:${dropperPort}`)).notSent).toBe(false);
    // Retried, the last try refused: the first try may have arrived, so the call is not "never sent".
    const flaky = net.createServer((socket) => socket.once("data", () => (socket.destroy(), flaky.close())));
    await new Promise<void>((resolve) => flaky.listen(0, "127.0.0.1", resolve));
    expect((await failureOf(`http://127.0.0.1:${(flaky.address() as net.AddressInfo).port}`, true)).notSent).toBe(false);
    await new Promise((resolve) => dropper.close(resolve));
  });
});

describe("a connection whose credentials this server cannot decrypt", () => {
  const TOKEN = "metrics-token-for-the-failover-test";
  it("is skipped by routing (the customer pays on the next one), shown on the processors page and in /metrics, and logged once", async () => {
    // Sealed under a key this server does not hold: what a CLI run without the server's ENCRYPTION_KEY writes.
    const foreign = crypto.randomBytes(32);
    await db()
      .processorConnection.update({ where: { id: first }, data: { credentials: encryptSecret(JSON.stringify(momoCredentials), `processor_connection:${first}`, { id: keyId(foreign), key: foreign }) } });
    invalidateConnectionCache();
    const lines: string[] = [];
    setLogDestination(new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }), "debug");
    try {
      for (let i = 0; i < 3; i++) {
        invalidateConnectionCache(); // every payment reads the connections again, as a busy server does every few seconds
        const { payment, attempts } = await customerPays();
        expect(payment.status).toBe("success");
        expect(attempts.map((a) => [a.connectionId, a.outcome])).toEqual([[second, "success"]]);
      }
      expect(down.kit.requests).toHaveLength(0);
      // Payouts route around it too.
      expect((await routePayout({ merchantId: merchant.merchant.id, mode: "live", bankSlug: "mtn_momo_ug", currency: "UGX" }))?.connectionId).toBe(second);

      // The processors page's data marks it; the healthy one is not marked.
      const listed = await listDashboardProcessors({ merchantId: merchant.merchant.id, mode: "live" });
      expect(listed.find((c) => c.id === first)).toMatchObject({ enabled: true, credentials_readable: false });
      expect(listed.find((c) => c.id === second)).toMatchObject({ enabled: true, credentials_readable: true });

      // And /metrics: 1 for it, 0 for the other.
      process.env.METRICS_TOKEN = TOKEN;
      process.env.METRICS_DATABASE_MAX_AGE_MS = "0";
      resetEnvForTests();
      const scraped = await scrapeMetrics(`Bearer ${TOKEN}`);
      expect(scraped.status).toBe(200);
      const body = (scraped as { body: string }).body;
      expect(body).toContain(`gateway_processor_credentials_unreadable{connection="${first}",connector="mtn_momo",mode="live"} 1`);
      expect(body).toContain(`gateway_processor_credentials_unreadable{connection="${second}",connector="mtn_momo",mode="live"} 0`);
    } finally {
      setLogDestination(undefined);
      delete process.env.METRICS_TOKEN;
      delete process.env.METRICS_DATABASE_MAX_AGE_MS;
      resetEnvForTests();
    }
    // Logged once, not once per payment, listing or scrape.
    const logged = lines.filter((l) => l.includes("credentials cannot be decrypted") && l.includes(first));
    expect(logged).toHaveLength(1);
  });
});

describe("a payout whose send never reached its processor", () => {
  const TRANSFER = "POST /disbursement/v1_0/transfer";
  const transfersAt = (fake: MtnMomoFake) => fake.kit.requests.filter((r) => `${r.method} ${r.path}` === TRANSFER).length;
  async function livePayout(): Promise<string> {
    await addLiveFundsFor(merchant.merchant.id, 1_000_000n, "UGX");
    const res = await payoutsRoute.POST(
      apiRequest("/v2/payouts", { key: merchant.keys.live.secret, body: { amount: 5000, currency: "UGX", account: { account_name: "Nakato Sarah", account_number: "+256772654321", bank_slug: "mtn_momo_ug" } } }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(201);
    return (await res.json()).data.gateway_reference as string;
  }
  const statusAsksOf = (connectionId: string, payoutId: string) => db().processorCall.count({ where: { connectionId, objectId: payoutId, operation: "payout_status" } });

  it("connection refused: it goes to the next connection paying the bank, one transfer in all, the dead one never asked", async () => {
    await db().processorConnection.update({ where: { id: first }, data: { baseUrl: `http://127.0.0.1:${await closedPort()}` } });
    invalidateConnectionCache();
    const id = await livePayout();
    expect((await db().payout.findUniqueOrThrow({ where: { id } })).connectionId).toBe(first);

    expect(await processPayout(id, db())).toMatchObject({ retryInMs: expect.any(Number) });
    expect(await db().payout.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "processing", connectionId: second, statusReason: null });
    expect(transfersAt(healthy)).toBe(1);
    healthy.approve(momoReferenceId(id));
    expect(await processPayout(id, db())).toBe("done");
    expect(await db().payout.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "success", connectionId: second });
    expect(transfersAt(healthy)).toBe(1);
    expect(transfersAt(down)).toBe(0);
    expect(await statusAsksOf(first, id)).toBe(0);
  });

  it("with no other connection for the bank, it backs off on the same one and sends again, never asking about a transfer that cannot exist", async () => {
    await disableConnection(second);
    await db().processorConnection.update({ where: { id: first }, data: { baseUrl: `http://127.0.0.1:${await closedPort()}` } });
    invalidateConnectionCache();
    const id = await livePayout();
    // Each run ends in the job's backoff (the error goes to the queue), the payout marked as not sent.
    for (let i = 0; i < 2; i++) {
      await expect(processPayout(id, db())).rejects.toBeInstanceOf(ProcessorUnreachableError);
      expect(await db().payout.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "processing", connectionId: first, statusReason: NOT_REACHED_REASON });
    }
    expect(await statusAsksOf(first, id)).toBe(0);
    // The processor is back (the operator fixed the host): the next run sends, once, without asking first.
    await db().processorConnection.update({ where: { id: first }, data: { baseUrl: down.url } });
    invalidateConnectionCache();
    expect(await processPayout(id, db())).toMatchObject({ retryInMs: expect.any(Number) });
    const sent = down.kit.requests.filter((r) => !r.path.endsWith("/token/"));
    expect(`${sent[0].method} ${sent[0].path}`).toBe(TRANSFER);
    expect(await db().payout.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "processing", connectionId: first, statusReason: null });
    down.approve(momoReferenceId(id));
    expect(await processPayout(id, db())).toBe("done");
    expect((await db().payout.findUniqueOrThrow({ where: { id } })).status).toBe("success");
    expect(transfersAt(down)).toBe(1);
    expect(transfersAt(healthy)).toBe(0);
  });

  it("a send that may have arrived (the socket closed after the request was written) is asked about, never sent elsewhere", async () => {
    const holding = await startMtnMomoFake({ targetEnvironment: "mtnuganda", approvalDelayMs: null, timeoutHoldMs: 100 });
    try {
      await db().processorConnection.update({ where: { id: first }, data: { baseUrl: holding.url } });
      invalidateConnectionCache();
      // Every try of the transfer is processed, and its answer never comes.
      holding.kit.fault({ kind: "timeout", match: TRANSFER, times: 3 });
      const id = await livePayout();
      expect(await processPayout(id, db())).toMatchObject({ retryInMs: expect.any(Number) });
      expect(await db().payout.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "processing", connectionId: first, statusReason: null });
      expect(transfersAt(healthy)).toBe(0);
      // The next run asks the first processor, which has it.
      await processPayout(id, db());
      expect(await statusAsksOf(first, id)).toBeGreaterThan(0);
      holding.approve(momoReferenceId(id));
      expect(await processPayout(id, db())).toBe("done");
      expect(await db().payout.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "success", connectionId: first });
      expect(transfersAt(healthy)).toBe(0);
    } finally {
      await holding.close();
    }
  });
});
