// Routing with one connection down, for `npm run bench`, in this process against PostgreSQL,
// the gateway's calls to the MTN MoMo fakes over real HTTP through the executor.
// Three merchants, each with two connections of its own for MTN MoMo in UGX (priority 10, then 20),
// every fake answering after the same latency (BENCH_PROCESSOR_LATENCY_MS, 50 ms):
//   - both up: both connections at healthy fakes; every attempt goes to the first;
//   - first down, circuit open: the first connection's fake answers every request to pay with a 500;
//     its circuit was opened before the timed payments (by payments that discovered it), so each
//     attempt goes straight to the second without calling the first;
//   - first down, discovered: a fresh first connection at the failing fake for each payment, so each
//     attempt meets the outage: three tries of the start (MoMo's calls are idempotent: the executor
//     retries a 5xx twice, after 200 and 400 ms), the status question ("no record"), then the failover.
// The figure is submitPaymentAttempt's wall time (choosing the route, the processor calls, recording
// the answer: the push is on its way); the payments are then approved and settled, outside the timing,
// and checked: every one `success`, once, on a healthy fake; none charged by the failing one; the
// ledger clean. The first two are timed interleaved, one payment each in turn, so a noisy moment hits both.
import { Writable } from "node:stream";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { setLogDestination } from "@/lib/logger";
import { randomBase62 } from "@/lib/ids";
import { createMerchant } from "@/lib/merchants/create-merchant";
import { createHostedPayment } from "@/lib/payments/create-hosted-payment";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { confirmPendingAttempt } from "@/lib/payments/attempts/confirm-pending-attempt";
import { createConnection, disableConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { connectionCircuit, resetConnectionHealth } from "@/lib/processors/connection-health";
import { momoReferenceId } from "@/lib/processors/mtn-momo/transformers";
import { checkLedger } from "@/lib/ledger/check-ledger";
import { DEFAULT_MOMO_CREDENTIALS, startMtnMomoFake, type MtnMomoFake } from "../tests/fakes/mtn-momo/server";

type Spread = { p50: number; p95: number };
export type FailoverCheck = { name: string; expected: number; actual: number; ok: boolean };
export type FailoverFigure = {
  latencyMs: number;
  payments: number;
  discoveries: number;
  bothUp: Spread;
  circuitOpen: Spread;
  discovered: Spread;
  /** p50 and p95 of "circuit open" over "both up". */
  openRatio: Spread;
  /** p50 and p95 of "discovered" over "both up". */
  discoveredRatio: Spread;
  checks: FailoverCheck[];
};

const START = "POST /collection/v1_0/requesttopay";
const PHONE = "+256772123456";
const product = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });
const credentials = { collection: product(DEFAULT_MOMO_CREDENTIALS.collection), disbursement: product(DEFAULT_MOMO_CREDENTIALS.disbursement), target_environment: "mtnuganda" };

export async function benchFailover(opts: { payments: number; discoveries: number; warmup: number; latencyMs: number }): Promise<FailoverFigure> {
  setLogDestination(new Writable({ write: (_chunk, _enc, done) => done() }), "info");
  // A cool-down longer than the run: the open circuit stays open while it is timed.
  const previous = process.env.CIRCUIT_COOLDOWN_MS;
  process.env.CIRCUIT_COOLDOWN_MS = "3600000";
  resetEnvForTests();
  resetConnectionHealth();
  const [upA, upB, down, healthy] = await Promise.all(
    [0, 1, 2, 3].map(() => startMtnMomoFake({ targetEnvironment: "mtnuganda", approvalDelayMs: null, latencyMs: opts.latencyMs })),
  );
  down.kit.fault({ kind: "server_error", match: START, times: 1_000_000 });
  const fakes = new Map<string, MtnMomoFake>();
  try {
    const merchant = async (name: string) =>
      (await createMerchant(db(), { name, email: `bench-failover-${randomBase62(6)}@example.test`, password: "bench-password-123" }, "cli")).merchant.id;
    const connect = async (merchantId: string, fake: MtnMomoFake, priority: number) => {
      const c = await createConnection({ connector: "mtn_momo", mode: "live", credentials, baseUrl: fake.url, priority, merchantId });
      fakes.set(c.id, fake);
      return c.id;
    };
    const upMerchant = await merchant("Bench Failover Up");
    await connect(upMerchant, upA, 10);
    await connect(upMerchant, upB, 20);
    const downMerchant = await merchant("Bench Failover Down");
    const downFirst = await connect(downMerchant, down, 10);
    await connect(downMerchant, healthy, 20);
    const discoverMerchant = await merchant("Bench Failover Discovery");
    await connect(discoverMerchant, healthy, 20);
    invalidateConnectionCache();

    const all: string[] = [];
    const pay = async (merchantId: string) => {
      const payment = await db().$transaction((tx) => createHostedPayment(tx, { merchantId, mode: "live", actor: { type: "cli" }, input: { amount: 5000, currency: "UGX", customer: { first_name: "Nakato", last_name: "Sarah", email: "customer@example.com" } } }));
      all.push(payment.id);
      const started = performance.now();
      await submitPaymentAttempt(payment.checkoutToken, { method: "mtn_momo", account: PHONE, kind: "wallet" });
      return performance.now() - started;
    };

    // The outage is discovered by the down merchant's first payments, until its first connection's circuit opens.
    for (let i = 0; i < 10 && (await connectionCircuit(downFirst)).state !== "open"; i++) await pay(downMerchant);
    if ((await connectionCircuit(downFirst)).state !== "open") throw new Error("the failing connection's circuit did not open");

    const up: number[] = [];
    const open: number[] = [];
    console.log(`  ${opts.warmup} warm-up + ${opts.payments} payments each, both up and first down (circuit open), interleaved; ${opts.discoveries} that discover the outage; each fake answering after ${opts.latencyMs} ms`);
    for (let i = 0; i < opts.warmup + opts.payments; i++) {
      const u = await pay(upMerchant);
      const o = await pay(downMerchant);
      if (i < opts.warmup) continue;
      up.push(u);
      open.push(o);
    }
    const discovered: number[] = [];
    let previousFirst: string | null = null;
    for (let i = 0; i < opts.discoveries; i++) {
      if (previousFirst) await disableConnection(previousFirst);
      previousFirst = await connect(discoverMerchant, down, 10);
      invalidateConnectionCache();
      discovered.push(await pay(discoverMerchant));
    }

    // Every payment completes: approve each waiting attempt where it went, then status sync.
    for (const paymentId of all) {
      const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId }, orderBy: { number: "desc" } });
      if (attempt.outcome !== "pending" || !attempt.connectionId) continue;
      fakes.get(attempt.connectionId)!.approve(momoReferenceId(attempt.id));
      await confirmPendingAttempt(attempt);
    }
    const checks: FailoverCheck[] = [];
    const paid = await db().payment.count({ where: { id: { in: all }, status: "success" } });
    checks.push({ name: "payments `success`", expected: all.length, actual: paid, ok: paid === all.length });
    const successes = await db().paymentAttempt.count({ where: { paymentId: { in: all }, outcome: "success" } });
    checks.push({ name: "successful attempts (one per payment)", expected: all.length, actual: successes, ok: successes === all.length });
    const charges = await fetch(`${down.url}/__fake/transactions`).then((r) => r.json() as Promise<{ transactions: unknown[] }>);
    checks.push({ name: "charges held by the failing processor", expected: 0, actual: charges.transactions.length, ok: charges.transactions.length === 0 });
    const ledger = await checkLedger(db());
    checks.push({ name: "`ledger check` problems", expected: 0, actual: ledger.ok ? 0 : Math.max(1, ledger.problems.length), ok: ledger.ok });
    for (const c of checks) console.log(`  ${c.ok ? "ok  " : "FAIL"} ${c.name}: ${c.actual} (expected ${c.expected})`);

    const bothUp = spread(up);
    const circuitOpen = spread(open);
    const disc = spread(discovered);
    const ratio = (a: Spread, b: Spread) => ({ p50: round2(a.p50 / b.p50), p95: round2(a.p95 / b.p95) });
    const figure: FailoverFigure = {
      latencyMs: opts.latencyMs,
      payments: opts.payments,
      discoveries: opts.discoveries,
      bothUp,
      circuitOpen,
      discovered: disc,
      openRatio: ratio(circuitOpen, bothUp),
      discoveredRatio: ratio(disc, bothUp),
      checks,
    };
    console.log(`  both up: p50 ${bothUp.p50} ms, p95 ${bothUp.p95} ms; first down, circuit open: p50 ${circuitOpen.p50} ms, p95 ${circuitOpen.p95} ms (${figure.openRatio.p50}×, ${figure.openRatio.p95}×); discovering the outage: p50 ${disc.p50} ms, p95 ${disc.p95} ms`);
    return figure;
  } finally {
    await Promise.all([upA, upB, down, healthy].map((f) => f.close()));
    if (previous === undefined) delete process.env.CIRCUIT_COOLDOWN_MS;
    else process.env.CIRCUIT_COOLDOWN_MS = previous;
    resetEnvForTests();
    resetConnectionHealth();
    invalidateConnectionCache();
    setLogDestination(undefined);
  }
}

const round2 = (x: number) => Math.round(x * 100) / 100;

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))]) : 0);
  return { p50: at(0.5), p95: at(0.95) };
}
