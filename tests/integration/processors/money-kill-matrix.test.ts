// Exactly one charge, whatever crashes where: a live direct charge (POST /v2/charges, MTN MoMo)
// whose server is SIGKILLed at each step of its request, then retried by the client with the same
// Idempotency-Key on a restarted server, as a client would (409 IDEMPOTENCY_KEY_IN_USE with
// Retry-After while the dead server's claim is leased, then the resumed answer). After each:
// one payment, at most one request to pay at MoMo (none when the server died before sending it),
// the right final status once the customer answers, every MoMo transaction mapped to exactly one
// attempt, and the ledger clean. The MoMo fake answers with latency, so the kill lands mid-request.
//
// The steps (lib/fault-points.ts):
//   direct_charge_after_payment       the payment committed with the key's claim; nothing sent
//   before_processor_request          the attempt recorded "processing"; nothing sent
//   after_processor_answer            MoMo accepted the request to pay; the answer not recorded
//   before_idempotent_answer_stored   all recorded; the answer not stored under the key
// A worker killed after marking a payout "processing", before sending it, is the last case here;
// the worker and the checkout server killed after the processor answered are in connector-crash.test.ts.
// CI runs a short form; `npm run test:kill-matrix` runs every case (KILL_MATRIX=full).
import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { killApiServerProcess, startApiServerProcess, type ApiServerProcess } from "@/tests/support/api-server-process";
import { runWorkerToFault, waitUntil } from "@/tests/support/worker-process";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { addLiveFundsFor } from "@/tests/factories/funds";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { DEFAULT_MOMO_CREDENTIALS, startMtnMomoFake, type MtnMomoFake } from "@/tests/fakes/mtn-momo/server";
import { db } from "@/lib/db";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { momoReferenceId } from "@/lib/processors/mtn-momo/transformers";
import { confirmPendingAttempt } from "@/lib/payments/attempts/confirm-pending-attempt";
import { failStaleAttempts, STALE_AFTER_MS } from "@/lib/payments/attempts/fail-stale-attempts";
import { CLAIM_LEASE_MS } from "@/lib/http/idempotency";
import { processPayout } from "@/lib/payouts/process-payout";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import type { AttemptInput } from "@/lib/payments/attempts/checkout-schemas";
import { checkLedger } from "@/lib/ledger/check-ledger";
import * as payoutsRoute from "@/app/v2/payouts/route";
import * as refundsRoute from "@/app/v2/payments/[reference]/refunds/route";
import { syncRefund } from "@/lib/refunds/send-refund";

const database = setupTestDatabase();
checkLedgerAfterEach();

const MOMO_LATENCY_MS = 400;
const product = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });

let momo: MtnMomoFake;
/** The server a client retries on: a second process on the same database, running all along. */
let survivor: ApiServerProcess;
let liveKey: string;
let merchantId: string;

type MomoTransaction = { referenceId: string; status: string; type?: string; financialTransactionId?: string };

async function momoTransactions(): Promise<MomoTransaction[]> {
  const { transactions } = (await (await fetch(`${momo.url}/__fake/transactions`)).json()) as { transactions: MomoTransaction[] };
  return transactions;
}

const requestsToPay = (referenceId: string) =>
  momo.kit.requests.filter((r) => r.method === "POST" && r.path === "/collection/v1_0/requesttopay" && r.headers["x-reference-id"] === referenceId).map((r) => r.status);

/**
 * Every transaction MoMo holds maps to exactly one payment attempt or payout of the gateway (by the
 * X-Reference-Id derived from its id), and no attempt or payout has two: the processor's own list
 * of charges, checked against ours.
 */
async function expectMomoChargesMapOneToOne() {
  const attempts = await db().paymentAttempt.findMany({ where: { merchantId }, select: { id: true } });
  const payouts = await db().payout.findMany({ where: { merchantId }, select: { id: true } });
  const refunds = await db().refund.findMany({ where: { merchantId }, select: { id: true } });
  const ours = new Map([...attempts, ...payouts, ...refunds].map((row) => [momoReferenceId(row.id), row.id]));
  const seen = new Map<string, number>();
  for (const t of await momoTransactions()) {
    expect(ours.has(t.referenceId), `MoMo holds ${t.referenceId}, which no attempt, payout or refund of the gateway sent`).toBe(true);
    seen.set(t.referenceId, (seen.get(t.referenceId) ?? 0) + 1);
  }
  for (const [ref, count] of seen) expect(count, `MoMo holds ${count} transactions for ${ref}`).toBe(1);
}

async function postCharge(url: string, key: string, body: Record<string, unknown>) {
  const res = await fetch(`${url}/v2/charges`, {
    method: "POST",
    headers: { Authorization: `Bearer ${liveKey}`, "Content-Type": "application/json", "Idempotency-Key": key },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { data?: { gateway_reference: string; status: string }; error?: { code: string } } };
}

/** The client's retry loop: on 409 IDEMPOTENCY_KEY_IN_USE it waits Retry-After and sends the same request again. */
async function retryAsClient(url: string, key: string, body: Record<string, unknown>) {
  const started = Date.now();
  let inUse = 0;
  for (;;) {
    const answer = await postCharge(url, key, body);
    if (!(answer.status === 409 && answer.body.error?.code === "IDEMPOTENCY_KEY_IN_USE")) return { ...answer, inUse, tookMs: Date.now() - started };
    inUse++;
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    if (Date.now() - started > 60_000) throw new Error("still IDEMPOTENCY_KEY_IN_USE after 60 s");
    await new Promise((r) => setTimeout(r, Number(answer.headers.get("retry-after")) * 1000));
  }
}

const FIGURES: string[] = [];

/** A checkout server's work for one attempt (tests/support/submit-connector-attempt-child.ts), killed at `fault`. */
function runAttemptChild(token: string, input: AttemptInput, fault: string): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", path.resolve("tests/support/submit-connector-attempt-child.ts"), token, JSON.stringify(input)], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "test", DATABASE_URL: database.current.url, LOG_LEVEL: "silent", GATEWAY_TEST_FAULT: fault },
    stdio: "ignore",
  });
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
}

describe.skipIf(!onPostgres)("a live direct charge whose server is killed at each step, retried with its key (PostgreSQL, real processes)", () => {
  beforeAll(async () => {
    momo = await startMtnMomoFake({ targetEnvironment: "mtnuganda", approvalDelayMs: null, latencyMs: MOMO_LATENCY_MS });
    const m = await createTestMerchant();
    liveKey = m.keys.live.secret;
    merchantId = m.merchant.id;
    await createConnection({
      connector: "mtn_momo",
      mode: "live",
      credentials: { collection: product(DEFAULT_MOMO_CREDENTIALS.collection), disbursement: product(DEFAULT_MOMO_CREDENTIALS.disbursement), target_environment: "mtnuganda" },
      baseUrl: momo.url,
    });
    invalidateConnectionCache();
    survivor = await startApiServerProcess(database.current.url!, { LOG_LEVEL: "error" });
  });
  afterAll(async () => {
    if (survivor) await killApiServerProcess(survivor);
    await momo?.close();
    if (FIGURES.length) console.log(`kill matrix, from the kill to the retry's answer:\n  ${FIGURES.join("\n  ")}`);
  });

  // `sent`: whether MoMo ends with the request to pay (sent by the first run, or by the resumed one
  // when the first died before starting its attempt); never twice.
  const CASES = [
    { point: "direct_charge_after_payment", sent: true },
    { point: "before_processor_request", sent: false },
    { point: "after_processor_answer", sent: true },
    { point: "before_idempotent_answer_stored", sent: true },
  ] as const;

  // CI runs the short form: every step without a merchant_reference, and one with it. In full
  // (every step both ways): `npm run test:kill-matrix`.
  const FULL = process.env.KILL_MATRIX === "full";
  for (const { point, sent: reached } of CASES) {
    for (const withReference of FULL || point === "before_idempotent_answer_stored" ? [false, true] : [false]) {
      it(`killed at ${point}${withReference ? ", with a merchant_reference" : ""}: one payment, ${reached ? "one request to pay" : "nothing sent"}, the right final status`, { timeout: 120_000 }, async () => {
        const key = `kill-${point}-${withReference ? "ref" : "noref"}`;
        const body = { amount: 2007, currency: "UGX", method: "mtn_momo", phone_number: "+256772123456", ...(withReference ? { merchant_reference: key } : {}) };
        const testStart = new Date();
        let first: ApiServerProcess | null = await startApiServerProcess(database.current.url!, { GATEWAY_TEST_FAULT: point });
        try {
          const lost = await postCharge(first.url, key, body).then(
            (answer) => `answered ${answer.status}`,
            () => "lost",
          );
          expect(lost, "the server answered instead of dying at the fault point").toBe("lost");
          expect(await first.exited).toMatchObject({ signal: "SIGKILL" });
          const killedAt = Date.now();
          first = null;

          const payments = await db().payment.findMany({ where: { merchantId, createdAt: { gte: testStart } } });
          expect(payments, "the first step committed its payment").toHaveLength(1);
          const payment = payments[0];

          // The client retries at once on the other server, which was running all along.
          const answer = await retryAsClient(survivor.url, key, body);
          const sinceKill = Date.now() - killedAt;
          FIGURES.push(`${point}${withReference ? " (merchant_reference)" : ""}: answered ${sinceKill} ms after the kill, after ${answer.inUse} × 409 IDEMPOTENCY_KEY_IN_USE`);
          expect(answer.status, `${JSON.stringify(answer.body)}\n${survivor.stderr()}`).toBe(201);
          expect(answer.body.data!.gateway_reference).toBe(payment.id);
          // 409 while the dead server's lease runs, then the takeover: seconds, not minutes.
          expect(answer.inUse).toBeGreaterThan(0);
          expect(sinceKill).toBeLessThan(CLAIM_LEASE_MS + 8_000);

          // One payment for the key, one attempt, and what reached MoMo.
          expect(await db().payment.count({ where: { merchantId, createdAt: { gte: testStart } } })).toBe(1);
          const attempts = await db().paymentAttempt.findMany({ where: { paymentId: payment.id } });
          expect(attempts).toHaveLength(1);
          const referenceId = momoReferenceId(attempts[0].id);
          expect(requestsToPay(referenceId)).toEqual(reached ? [202] : []);

          // The customer answers, and status sync records it.
          if (reached) {
            momo.approve(referenceId);
            const attempt = await db().paymentAttempt.findUniqueOrThrow({ where: { id: attempts[0].id } });
            if (attempt.outcome === "pending") await confirmPendingAttempt(attempt);
            else await failStaleAttempts(db(), new Date(Date.now() + STALE_AFTER_MS + 60_000));
            expect(await db().payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: "success", attemptCount: 1 });
            expect(await db().ledgerTransaction.count({ where: { referenceId: { in: [payment.id, attempts[0].id] }, kind: "payment_settlement" } })).toBe(1);
          } else {
            // Never sent: the attempt stays in flight until status sync finds MoMo never had it.
            expect(attempts[0].outcome).toBe("processing");
            await failStaleAttempts(db(), new Date(Date.now() + STALE_AFTER_MS + 60_000));
            expect(await db().payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: "failed", attemptCount: 1 });
            expect(await db().ledgerTransaction.count({ where: { referenceId: { in: [payment.id, attempts[0].id] } } })).toBe(0);
          }
          expect(requestsToPay(referenceId)).toEqual(reached ? [202] : []);

          // A later retry replays the stored answer: still the one payment.
          const replay = await postCharge(survivor.url, key, body);
          expect(replay.status).toBe(201);
          expect(replay.headers.get("idempotent-replayed")).toBe("true");
          expect(replay.body.data!.gateway_reference).toBe(payment.id);

          await expectMomoChargesMapOneToOne();
          expect((await checkLedger(db())).ok).toBe(true);
        } finally {
          if (first) await killApiServerProcess(first);
        }
      });
    }
  }

  it("a checkout wallet push whose server is killed after recording the attempt, before sending it: the customer's retry is held, status sync frees it, one charge", { timeout: 120_000 }, async () => {
    const created = await createHostedPaymentFor(liveKey, { amount: 3000, currency: "UGX", customer: { first_name: "Abebe", last_name: "Kebede", email: "customer@example.com" } });
    const input: AttemptInput = { method: "mtn_momo", account: "+256772123456", kind: "wallet" };
    const killed = await runAttemptChild(created.token, input, "before_processor_request");
    expect(killed.signal).toBe("SIGKILL");
    const [attempt] = await db().paymentAttempt.findMany({ where: { paymentId: created.reference } });
    expect(attempt).toMatchObject({ outcome: "processing" });
    expect(requestsToPay(momoReferenceId(attempt.id))).toEqual([]);

    // The customer presses Pay again: refused while the first attempt is in flight, nothing sent.
    await expect(submitPaymentAttempt(created.token, input)).rejects.toMatchObject({ code: "INVALID_STATE" });
    // Status sync asks MoMo by the attempt's reference: it never had it, so the attempt fails, no money moved.
    await failStaleAttempts(db(), new Date(Date.now() + STALE_AFTER_MS + 60_000));
    expect(await db().paymentAttempt.findUniqueOrThrow({ where: { id: attempt.id } })).toMatchObject({ outcome: "failed" });
    // The customer's next try is one request to pay, which succeeds once approved.
    const paid = await submitPaymentAttempt(created.token, input);
    expect(paid.status).toBe("pending");
    const second = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: created.reference, number: 2 } });
    expect(requestsToPay(momoReferenceId(second.id))).toEqual([202]);
    momo.approve(momoReferenceId(second.id));
    await confirmPendingAttempt(second);
    expect(await db().payment.findUniqueOrThrow({ where: { id: created.reference } })).toMatchObject({ status: "success", attemptCount: 2 });
    expect(requestsToPay(momoReferenceId(attempt.id))).toEqual([]);
    await expectMomoChargesMapOneToOne();
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it("a refund whose worker is killed after MoMo accepted it, before the answer was recorded: asked again, never sent twice, refunded once", { timeout: 120_000 }, async () => {
    // A live MoMo payment, paid.
    const charged = await postCharge(survivor.url, "kill-refund-charge", { amount: 4000, currency: "UGX", method: "mtn_momo", phone_number: "+256772123456" });
    expect(charged.status, JSON.stringify(charged.body)).toBe(201);
    const paymentId = charged.body.data!.gateway_reference;
    const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId } });
    momo.approve(momoReferenceId(attempt.id));
    await confirmPendingAttempt(attempt);
    expect((await db().payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe("success");

    const refunded = await refundsRoute.POST(apiRequest(`/v2/payments/${paymentId}/refunds`, { key: liveKey, body: { amount: 1500 } }), { params: Promise.resolve({ reference: paymentId }) });
    const json = await refunded.json();
    expect(refunded.status, JSON.stringify(json)).toBe(201);
    const refundId = json.data.refund_reference ?? json.data.id ?? json.data.reference;
    const refund = await db().refund.findFirstOrThrow({ where: { paymentId } });
    expect(refund.status).toBe("pending");
    if (refundId) expect(refundId).toBe(refund.id);
    const sends = () => momo.kit.requests.filter((r) => r.method === "POST" && r.path === "/disbursement/v1_0/refund" && r.headers["x-reference-id"] === momoReferenceId(refund.id)).map((r) => r.status);

    const run = await runWorkerToFault(database.current.url, "refund_after_processor_answer");
    expect(run.death, `the worker did not reach the fault point; stdout: ${run.stdout}`).toMatchObject({ signal: "SIGKILL" });
    expect(sends()).toEqual([202]);
    expect((await db().refund.findUniqueOrThrow({ where: { id: refund.id } })).status).toBe("pending");

    // The job run again asks MoMo by the refund's reference: nothing is sent twice.
    await syncRefund(refund, db());
    expect(sends()).toEqual([202]);
    momo.approve(momoReferenceId(refund.id));
    await waitUntil("the refund to succeed", async () => {
      await syncRefund(refund, db());
      return (await db().refund.findUniqueOrThrow({ where: { id: refund.id } })).status === "succeeded";
    }, 10_000, 100);
    expect(sends()).toEqual([202]);
    await expectMomoChargesMapOneToOne();
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it("a payout whose worker is killed after marking it processing, before sending: sent once by the next run, success once", { timeout: 120_000 }, async () => {
    await addLiveFundsFor(merchantId, 10_000_000n, "UGX");
    const account = { account_name: "Nakato Sarah", account_number: "+256772654321", bank_slug: "mtn_momo_ug" };
    const created = await payoutsRoute.POST(apiRequest("/v2/payouts", { key: liveKey, body: { amount: 5000, currency: "UGX", account } }), { params: Promise.resolve({}) });
    const json = await created.json();
    expect(created.status, JSON.stringify(json)).toBe(201);
    const payoutId = json.data.gateway_reference as string;
    const referenceId = momoReferenceId(payoutId);
    const transfers = () => momo.kit.requests.filter((r) => r.method === "POST" && r.path === "/disbursement/v1_0/transfer" && r.headers["x-reference-id"] === referenceId).map((r) => r.status);

    const run = await runWorkerToFault(database.current.url, "payout_before_processor_request");
    expect(run.death, `the worker did not reach the fault point; stdout: ${run.stdout}`).toMatchObject({ signal: "SIGKILL" });
    expect(await db().payout.findUniqueOrThrow({ where: { id: payoutId } })).toMatchObject({ status: "processing" });
    expect(transfers()).toEqual([]);

    // The job run again: MoMo never had it, so it is sent now, once.
    await processPayout(payoutId, db());
    expect(transfers()).toEqual([202]);
    await processPayout(payoutId, db());
    expect(transfers()).toEqual([202]);
    momo.approve(referenceId);
    await waitUntil("the payout to succeed", async () => {
      await processPayout(payoutId, db());
      return (await db().payout.findUniqueOrThrow({ where: { id: payoutId } })).status === "success";
    }, 10_000, 100);
    expect(transfers()).toEqual([202]);
    await expectMomoChargesMapOneToOne();
    expect((await checkLedger(db())).ok).toBe(true);
  });
});
