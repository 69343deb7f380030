// Processor connector figures for `npm run bench`: live money through the MTN MoMo and
// Chapa connectors against their local fakes (tests/fakes/), in this process against PostgreSQL.
// Nothing goes over the gateway's own HTTP API except the processors' callbacks, which reach the
// callback route (app/v2/processor-callbacks/[token]) served by tests/support/route-server.ts, as in
// the conformance suite; the gateway's calls to the fakes are real HTTP through the executor.
//  - live payment, submit to success: a live hosted payment; submitPaymentAttempt (the push goes to
//    the phone, or Chapa's checkout is created), then at once the customer acts in the fake (approves
//    the push, pays on Chapa's page); the fake's callback makes the gateway re-read the status and
//    settle. The figure is submitPaymentAttempt's wall time plus the time from the customer's action
//    to the payment being `success` (polled every few ms: the bench's own lookups are not counted).
//    Each fake answers every call after a fixed latency (BENCH_PROCESSOR_LATENCY_MS, 50 ms).
//  - gateway overhead per attempt: submitPaymentAttempt's wall time minus the processor's time, which
//    is the executor's own measurement (the ProcessorCall rows' durationMs of the calls that attempt
//    made: the start, and MoMo's token when one was fetched). Target: under 20 ms p50.
//  - status sync: N live MoMo attempts left pending (1,000; 200 in a quick run), all approved in the
//    fake with their callbacks dropped, then their payment.confirm_pending_attempt jobs made due and
//    runDueJobs run in a loop (the worker's own function, WORKER_CONCURRENCY lanes) until every
//    payment is `success`. The fake answers at once here (BENCH_PROCESSOR_SYNC_LATENCY_MS, 0), so the
//    figure is the gateway's own rate; with a processor latency L it cannot exceed WORKER_CONCURRENCY / L.
//    Then: one settlement per payment, and `ledger check` clean.
// The connectors log each call at info (as in production); the lines go to a sink here.
import { Writable } from "node:stream";
import { db } from "@/lib/db";
import { env, resetEnvForTests } from "@/lib/env";
import { setLogDestination } from "@/lib/logger";
import { randomBase62 } from "@/lib/ids";
import { createMerchant } from "@/lib/merchants/create-merchant";
import { createHostedPayment } from "@/lib/payments/create-hosted-payment";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { connectionCallbackUrl } from "@/lib/processors/registry";
import { momoReferenceId } from "@/lib/processors/mtn-momo/transformers";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { checkLedger } from "@/lib/ledger/check-ledger";
import type { AttemptInput } from "@/lib/payments/attempts/checkout-schemas";
import { startRouteServer } from "../tests/support/route-server";
import { startChapaFake, type ChapaFake } from "../tests/fakes/chapa/server";
import { DEFAULT_MOMO_CREDENTIALS, startMtnMomoFake, type MtnMomoFake } from "../tests/fakes/mtn-momo/server";
import * as callbackRoute from "@/app/v2/processor-callbacks/[token]/route";

type Spread = { p50: number; p95: number };
export type ProcessorLiveFigure = {
  connector: "mtn_momo" | "chapa";
  label: string;
  payments: number;
  latencyMs: number;
  /** submitPaymentAttempt + the customer's action to `success`. */
  endToEnd: Spread;
  /** submitPaymentAttempt's wall time. */
  submit: Spread;
  /** The executor's durationMs of the attempt's calls. */
  processor: Spread;
  /** submit − processor, per attempt. */
  overhead: Spread;
  callsPerAttempt: number;
};
export type ProcessorSyncFigure = { attempts: number; createSeconds: number; seconds: number; perSecond: number; concurrency: number; latencyMs: number; passes: number };
export type ProcessorCheck = { name: string; expected: number; actual: number; ok: boolean };
export type ProcessorsFigure = { live: ProcessorLiveFigure[]; sync: ProcessorSyncFigure; checks: ProcessorCheck[] };

const CHAPA_SECRET = "CHASECK-bench000000000000000000000000000000";
const CHAPA_WEBHOOK_SECRET = "bench-webhook-secret";
const MOMO_PHONE = "+256772123456";
const customer = { first_name: "Abebe", last_name: "Kebede", email: "customer@example.com" };

type Harness = {
  connector: "mtn_momo" | "chapa";
  label: string;
  currency: string;
  amount: number;
  attempt: AttemptInput;
  /** The customer finishes at the processor. */
  act: (attemptId: string) => Promise<void> | void;
  connectionId: string;
};

export async function benchProcessors(opts: { payments: number; warmup: number; latencyMs: number; pending: number; syncLatencyMs: number; pollMs?: number }): Promise<ProcessorsFigure> {
  const pollMs = opts.pollMs ?? 2;
  setLogDestination(new Writable({ write: (_chunk, _enc, done) => done() }), "info");
  const routeServer = await startRouteServer({ "/v2/processor-callbacks/[token]": callbackRoute });
  const previousBase = process.env.PUBLIC_BASE_URL;
  process.env.PUBLIC_BASE_URL = routeServer.url;
  resetEnvForTests();
  const momo = await startMtnMomoFake({ targetEnvironment: "mtnuganda", approvalDelayMs: null, latencyMs: opts.latencyMs });
  const chapa = await startChapaFake({ secretKey: CHAPA_SECRET, webhookSecret: CHAPA_WEBHOOK_SECRET, latencyMs: opts.latencyMs });
  try {
    const { merchant } = await createMerchant(db(), { name: "Bench Processors", email: `bench-proc-${randomBase62(6)}@example.test`, password: "bench-password-123" }, "cli");
    const p = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });
    const momoConnection = await createConnection({
      connector: "mtn_momo",
      mode: "live",
      credentials: { collection: p(DEFAULT_MOMO_CREDENTIALS.collection), disbursement: p(DEFAULT_MOMO_CREDENTIALS.disbursement), target_environment: "mtnuganda" },
      baseUrl: momo.url,
      merchantId: null,
    });
    const chapaConnection = await createConnection({ connector: "chapa", mode: "live", credentials: { secret_key: CHAPA_SECRET, webhook_secret: CHAPA_WEBHOOK_SECRET }, baseUrl: chapa.url, merchantId: null });
    chapa.setWebhookUrl(connectionCallbackUrl(chapaConnection));
    invalidateConnectionCache();

    const harnesses: Harness[] = [
      {
        connector: "mtn_momo",
        label: "MTN MoMo (push)",
        currency: "UGX",
        amount: 5000,
        attempt: { method: "mtn_momo", account: MOMO_PHONE, kind: "wallet" },
        act: (attemptId) => momo.approve(momoReferenceId(attemptId)),
        connectionId: momoConnection.id,
      },
      {
        connector: "chapa",
        label: "Chapa (redirect)",
        currency: "ETB",
        amount: 250,
        attempt: { method: "telebirr", account: "+251900123456", kind: "wallet" },
        act: (attemptId) => (chapa as ChapaFake).completeCheckout(attemptId, "success", "telebirr"),
        connectionId: chapaConnection.id,
      },
    ];

    const live = await liveRuns(merchant.id, harnesses, opts, pollMs);
    const sync = await statusSync(merchant.id, harnesses[0], momo, opts);

    const checks: ProcessorCheck[] = [];
    const settled = await db().$queryRaw<{ payments: bigint; settlements: bigint; single: bigint }[]>`
      SELECT count(*) AS payments,
             coalesce(sum(s.n), 0) AS settlements,
             count(*) FILTER (WHERE s.n = 1) AS single
      FROM "Payment" p
      LEFT JOIN (SELECT "referenceId", count(*) AS n FROM "LedgerTransaction" WHERE kind = 'payment_settlement' GROUP BY "referenceId") s ON s."referenceId" = p.id
      WHERE p."merchantId" = ${merchant.id}`;
    const paid = await db().payment.count({ where: { merchantId: merchant.id, status: "success" } });
    const total = Number(settled[0].payments);
    checks.push({ name: "live payments `success`", expected: total, actual: paid, ok: paid === total });
    checks.push({ name: "payments settled exactly once", expected: total, actual: Number(settled[0].single), ok: Number(settled[0].single) === total && Number(settled[0].settlements) === total });
    const ledger = await checkLedger(db());
    checks.push({ name: "`ledger check` problems", expected: 0, actual: ledger.ok ? 0 : Math.max(1, ledger.problems.length), ok: ledger.ok });
    for (const c of checks) console.log(`  ${c.ok ? "ok  " : "FAIL"} ${c.name}: ${c.actual} (expected ${c.expected})`);
    return { live, sync, checks };
  } finally {
    await momo.close();
    await chapa.close();
    await routeServer.close();
    if (previousBase === undefined) delete process.env.PUBLIC_BASE_URL;
    else process.env.PUBLIC_BASE_URL = previousBase;
    resetEnvForTests();
    invalidateConnectionCache();
    setLogDestination(undefined);
  }
}

async function livePayment(merchantId: string, h: Pick<Harness, "currency" | "amount">) {
  return db().$transaction((tx) => createHostedPayment(tx, { merchantId, mode: "live", actor: { type: "cli" }, input: { amount: h.amount, currency: h.currency, customer } }));
}

/** Payments one at a time, the two connectors alternating (so a noisy moment hits both); the first `warmup` of each are not counted. */
async function liveRuns(merchantId: string, harnesses: Harness[], opts: { payments: number; warmup: number; latencyMs: number }, pollMs: number): Promise<ProcessorLiveFigure[]> {
  const samples = new Map(harnesses.map((h) => [h.connector, { endToEnd: [] as number[], submit: [] as number[], processor: [] as number[], overhead: [] as number[], calls: 0 }]));
  console.log(`  live payments, one at a time: ${opts.warmup} warm-up + ${opts.payments} per connector, each fake answering after ${opts.latencyMs} ms`);
  for (let i = 0; i < opts.warmup + opts.payments; i++) {
    for (const h of harnesses) {
      const payment = await livePayment(merchantId, h);
      const since = new Date(Date.now() - 5); // the database's clock is this machine's; a margin for rounding
      const started = performance.now();
      const answered = await submitPaymentAttempt(payment.checkoutToken, h.attempt);
      const submitMs = performance.now() - started;
      if (answered.status !== "pending") throw new Error(`${h.label}: the live attempt answered ${answered.status}, not pending`);
      const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: payment.id }, orderBy: { number: "desc" }, select: { id: true, connectionId: true } });
      if (attempt.connectionId !== h.connectionId) throw new Error(`${h.label}: the attempt was not routed to the bench's connection`);
      // The calls this attempt made so far: its start (and a token, which names no object).
      const calls = await db().processorCall.findMany({
        where: { connectionId: h.connectionId, OR: [{ objectId: attempt.id }, { objectId: null, createdAt: { gte: since } }] },
        select: { durationMs: true },
      });
      const processorMs = calls.reduce((t, c) => t + c.durationMs, 0);
      const acted = performance.now();
      await h.act(attempt.id);
      const deadline = Date.now() + 15_000;
      for (;;) {
        const row = await db().payment.findUniqueOrThrow({ where: { id: payment.id }, select: { status: true } });
        if (row.status === "success") break;
        if (row.status !== "pending" || Date.now() > deadline) throw new Error(`${h.label}: payment ${payment.id} is ${row.status} after the customer paid`);
        await new Promise((r) => setTimeout(r, pollMs));
      }
      const afterAct = performance.now() - acted;
      if (i < opts.warmup) continue;
      const s = samples.get(h.connector)!;
      s.submit.push(submitMs);
      s.processor.push(processorMs);
      s.overhead.push(submitMs - processorMs);
      s.endToEnd.push(submitMs + afterAct);
      s.calls += calls.length;
    }
  }
  return harnesses.map((h) => {
    const s = samples.get(h.connector)!;
    const figure: ProcessorLiveFigure = {
      connector: h.connector,
      label: h.label,
      payments: opts.payments,
      latencyMs: opts.latencyMs,
      endToEnd: spread(s.endToEnd),
      submit: spread(s.submit),
      processor: spread(s.processor),
      overhead: spread(s.overhead),
      callsPerAttempt: Math.round((s.calls / opts.payments) * 100) / 100,
    };
    console.log(
      `  ${h.label.padEnd(18)} submit to success p50 ${figure.endToEnd.p50} ms, p95 ${figure.endToEnd.p95} ms; submit p50 ${figure.submit.p50} ms = processor ${figure.processor.p50} ms (${figure.callsPerAttempt} calls) + gateway overhead p50 ${figure.overhead.p50} ms, p95 ${figure.overhead.p95} ms (target < 20 ms p50: ${figure.overhead.p50 < 20 ? "met" : "NOT MET"})`,
    );
    return figure;
  });
}

/** N pending MoMo attempts, approved in the fake with their callbacks lost, then settled by the worker's status sync. */
async function statusSync(merchantId: string, h: Harness, momo: MtnMomoFake, opts: { pending: number; syncLatencyMs: number }): Promise<ProcessorSyncFigure> {
  momo.kit.latencyMs = opts.syncLatencyMs;
  const createStarted = performance.now();
  const attemptIds: string[] = [];
  const paymentIds: string[] = [];
  let next = 0;
  // A few at a time, as checkouts arrive: each is a payment, then its attempt's push.
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < opts.pending) {
        next++;
        const payment = await livePayment(merchantId, h);
        const answered = await submitPaymentAttempt(payment.checkoutToken, h.attempt);
        if (answered.status !== "pending") throw new Error(`status sync: the attempt answered ${answered.status}, not pending`);
        paymentIds.push(payment.id);
      }
    }),
  );
  const attempts = await db().paymentAttempt.findMany({ where: { paymentId: { in: paymentIds } }, select: { id: true } });
  attemptIds.push(...attempts.map((a) => a.id));
  const createSeconds = (performance.now() - createStarted) / 1000;
  // The customers approve; every callback is lost, so only status sync can find the answers.
  momo.kit.fault({ kind: "drop_callback", match: "POST /collection/v1_0/requesttopay", times: attemptIds.length });
  for (const id of attemptIds) momo.approve(momoReferenceId(id));
  await db().$executeRawUnsafe('ANALYZE "Job"');
  const concurrency = env().WORKER_CONCURRENCY;
  console.log(`  status sync: ${attemptIds.length} pending live MoMo attempts created in ${round(createSeconds)} s, approved with their callbacks lost; runDueJobs in a loop (${concurrency} lanes), the fake answering after ${opts.syncLatencyMs} ms`);
  const released = await db().$executeRaw`
    UPDATE "Job" SET "runAt" = now() WHERE type = 'payment.confirm_pending_attempt' AND "doneAt" IS NULL AND "objectId" = ANY(${attemptIds})`;
  if (released !== attemptIds.length) throw new Error(`status sync: ${released} jobs released for ${attemptIds.length} attempts`);
  const started = performance.now();
  const deadline = Date.now() + Math.max(120_000, attemptIds.length * 100);
  let passes = 0;
  for (;;) {
    const ran = await runDueJobs(db());
    passes++;
    const done = await db().payment.count({ where: { id: { in: paymentIds }, status: "success" } });
    if (done === paymentIds.length) break;
    if (Date.now() > deadline) throw new Error(`status sync: ${done} of ${paymentIds.length} payments success before the deadline`);
    if (ran === 0) await new Promise((r) => setTimeout(r, 10));
  }
  const seconds = (performance.now() - started) / 1000;
  momo.kit.reset();
  const figure = { attempts: attemptIds.length, createSeconds: round(createSeconds), seconds: round(seconds), perSecond: Math.round(attemptIds.length / seconds), concurrency, latencyMs: opts.syncLatencyMs, passes };
  console.log(`  status sync: ${figure.attempts} attempts to success in ${figure.seconds} s = ${figure.perSecond} attempts/s (${passes} runDueJobs passes)`);
  return figure;
}

function spread(xs: number[]): Spread {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
  return { p50: round(at(0.5)), p95: round(at(0.95)) };
}

const round = (x: number) => Math.round(x * 10) / 10;
