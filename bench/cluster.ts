// Two server processes behind a round-robin proxy, plus two workers, on one PostgreSQL (
// BENCH_SCENARIOS=cluster, and in `--quick`). On its own database:
//  - throughput: GET /v2/payments/{ref}/verify through a proxy (bench/proxy.ts) with ONE upstream
//    and through one with TWO (the first server and a second `next start`), in interleaved rounds;
//    both go through the same proxy code, so the ratio is what the second process adds. The two
//    workers (scripts/worker.ts) run meanwhile, as they would in such a deployment.
//  - nothing duplicated or lost: a fixed number of payment initializations and payouts, each with
//    its own merchant_reference and Idempotency-Key (sent again with the same key after a transport
//    failure), through the two-server proxy 20 at a time; then the workers
//    process the payouts and deliver every event to a local receiver. Checked: payments created =
//    2xx answers (one row per reference), payouts created = 2xx answers and each succeeded once
//    (one payout.success event each), one webhook delivery per event, succeeded, received exactly
//    once (by webhook-id), every job of the merchant done in one run (attempts 1, no failures),
//    and the ledger balanced.
import type { ChildProcess } from "node:child_process";
import http from "node:http";
import { closeDatabase, createPostgresClient, db, setDatabase } from "@/lib/db";
/** The bench's own connections seed and check far more rows than a request touches: no statement limit. */
const BENCH_TIMEOUTS = { statementTimeoutMs: 0 };
import { createMerchant } from "@/lib/merchants/create-merchant";
import { createWebhookEndpoint } from "@/lib/webhooks/endpoints";
import { checkLedger } from "@/lib/ledger/check-ledger";
import { randomBase62 } from "@/lib/ids";
import { fundForPayouts, payoutRequestBody } from "./payouts";

export type LoadFigure = { key: string; name: string; rps: number; p50: number; p99: number; non2xx: number };
export type ClusterCheck = { name: string; expected: number; actual: number; ok: boolean };
export type ClusterFigure = { single: LoadFigure; pair: LoadFigure; ratio: number; rounds: number; checks: ClusterCheck[]; drainSeconds: number; retries: number };

type LoadScenario = { key: string; name: string; url: string; headers: Record<string, string> };

export async function benchCluster(opts: {
  url: string;
  ports: { servers: [number, number]; single: number; pair: number; receiver: number };
  rounds: number;
  /** A ratio below this is measured again (as many rounds more) before it stands. */
  confirmBelow?: number;
  payments: number;
  payouts: number;
  startServer: (port: number) => ChildProcess;
  startProxy: (port: number, upstreams: number[]) => ChildProcess;
  startWorker: () => ChildProcess;
  waitFor: (url: string) => Promise<void>;
  load: (scenario: LoadScenario) => Promise<LoadFigure>;
}): Promise<ClusterFigure> {
  const receipts = new Map<string, number>();
  const receiver = http.createServer((req, res) => {
    const id = String(req.headers["webhook-id"] ?? "");
    receipts.set(id, (receipts.get(id) ?? 0) + 1);
    req.resume();
    res.writeHead(200, { "content-type": "text/plain" }).end("ok");
  });
  await new Promise<void>((resolve, reject) => {
    receiver.once("error", reject);
    receiver.listen(opts.ports.receiver, "127.0.0.1", resolve);
  });
  const children: ChildProcess[] = [];
  const { client, close } = createPostgresClient(opts.url, 4, BENCH_TIMEOUTS);
  setDatabase(client, "postgres", close);
  try {
    const { merchant, keys } = await createMerchant(db(), { name: "Bench Cluster", email: `bench-cl-${randomBase62(6)}@example.test`, password: "bench-password-123" }, "cli");
    await fundForPayouts(merchant.id);
    // The limiter counts but never refuses: the checks need every request answered 2xx.
    await db().merchant.update({ where: { id: merchant.id }, data: { rateLimitTestPerSecond: 1_000_000_000, rateLimitTestBurst: 1_000_000_000 } });
    await createWebhookEndpoint(db(), { merchantId: merchant.id, mode: "test" }, { url: `http://127.0.0.1:${opts.ports.receiver}/hooks` }, { type: "cli" });

    const [s1, s2] = opts.ports.servers;
    children.push(opts.startServer(s1), opts.startServer(s2));
    children.push(opts.startProxy(opts.ports.single, [s1]), opts.startProxy(opts.ports.pair, [s1, s2]));
    children.push(opts.startWorker(), opts.startWorker());
    for (const port of [s1, s2, opts.ports.single, opts.ports.pair]) await opts.waitFor(`http://127.0.0.1:${port}/healthz`);

    const auth = { authorization: `Bearer ${keys.test.secret}` };
    const pair = `http://127.0.0.1:${opts.ports.pair}`;
    const created = await fetch(`${pair}/v2/payments/hosted`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ amount: 10, currency: "USD", customer: { email: "buyer@example.com" } }),
    });
    const reference: string = (await created.json()).data?.gateway_reference;
    if (!reference) throw new Error(`cluster: initialize answered ${created.status}`);

    const single: LoadScenario = { key: "cluster-1", name: "verify via proxy, 1 server", url: `http://127.0.0.1:${opts.ports.single}/v2/payments/${reference}/verify`, headers: auth };
    const double: LoadScenario = { key: "cluster-2", name: "verify via proxy, 2 servers", url: `${pair}/v2/payments/${reference}/verify`, headers: auth };
    const rounds: [LoadFigure, LoadFigure][] = [];
    const runRounds = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const round = rounds.length + 1;
        console.log(`Cluster round ${round}:`);
        if (round % 2) {
          const a = await opts.load(single);
          rounds.push([a, await opts.load(double)]);
        } else {
          const b = await opts.load(double);
          rounds.push([await opts.load(single), b]);
        }
      }
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    await runRounds(opts.rounds);
    const ratioNow = () => median(rounds.map((r) => r[1].rps / r[0].rps));
    if (opts.confirmBelow && ratioNow() < opts.confirmBelow) {
      console.log(`2 servers vs 1: ${ratioNow().toFixed(2)}, more than 20 % below bench/baseline.json; ${opts.rounds} more rounds before deciding:`);
      await runRounds(opts.rounds);
    }
    const med = (i: 0 | 1): LoadFigure => ({
      ...rounds[0][i],
      rps: median(rounds.map((r) => r[i].rps)),
      p50: median(rounds.map((r) => r[i].p50)),
      p99: median(rounds.map((r) => r[i].p99)),
      non2xx: rounds.reduce((t, r) => t + r[i].non2xx, 0),
    });
    // The ratio of each round's pair (same seconds), then the median: steadier than a ratio of medians.
    const ratio = Math.round(ratioNow() * 100) / 100;

    // Nothing duplicated or lost.
    const run = randomBase62(6);
    const paymentAnswers = await send(opts.payments, 20, (i) => ({
      url: `${pair}/v2/payments/hosted`,
      headers: auth,
      body: JSON.stringify({ amount: 10, currency: "USD", merchant_reference: `cl-${run}-pay-${i}`, customer: { email: "buyer@example.com" } }),
    }));
    const payoutBody = payoutRequestBody();
    const payoutAnswers = await send(opts.payouts, 20, () => ({ url: `${pair}/v2/payouts`, headers: auth, body: payoutBody() }));
    const drainStarted = performance.now();
    const merchantId = merchant.id;
    // Every job of the merchant done, and every delivery of its events received.
    const deadline = Date.now() + 120_000;
    for (;;) {
      const open = await db().job.count({ where: { merchantId, status: { in: ["queued", "running"] } } });
      const events = await db().event.count({ where: { merchantId } });
      const received = [...receipts.keys()].length;
      if (open === 0 && received >= events) break;
      if (Date.now() > deadline) break; // the checks below say what is missing
      await new Promise((r) => setTimeout(r, 200));
    }
    const drainSeconds = Math.round((performance.now() - drainStarted) / 100) / 10;

    const checks: ClusterCheck[] = [];
    const check = (name: string, expected: number, actual: number) => checks.push({ name, expected, actual, ok: expected === actual });
    check("initialize: answers 2xx", opts.payments, paymentAnswers.ok);
    const paymentRows = await db().payment.count({ where: { merchantId, merchantReference: { startsWith: `cl-${run}-pay-` } } });
    check("initialize: payments created = 2xx answers", paymentAnswers.ok, paymentRows);
    check("payouts: answers 2xx", opts.payouts, payoutAnswers.ok);
    const payouts = await db().payout.groupBy({ by: ["status"], where: { merchantId }, _count: true });
    const payoutTotal = payouts.reduce((t, g) => t + g._count, 0);
    check("payouts: created = 2xx answers", payoutAnswers.ok, payoutTotal);
    check("payouts: succeeded", payoutTotal, payouts.find((g) => g.status === "success")?._count ?? 0);
    const successEvents = await db().event.groupBy({ by: ["objectId"], where: { merchantId, type: "payout.success" }, _count: true });
    check("payouts: one payout.success event each", payoutTotal, successEvents.filter((g) => g._count === 1).length);
    check("payouts: payout.success events in all", payoutTotal, successEvents.reduce((t, g) => t + g._count, 0));
    const events = await db().event.findMany({ where: { merchantId }, select: { id: true } });
    const deliveries = await db().webhookDelivery.groupBy({ by: ["status"], where: { merchantId }, _count: true });
    check("webhooks: one delivery per event", events.length, deliveries.reduce((t, g) => t + g._count, 0));
    check("webhooks: deliveries succeeded", events.length, deliveries.find((g) => g.status === "succeeded")?._count ?? 0);
    check("webhooks: events received", events.length, events.filter((e) => receipts.has(e.id)).length);
    check("webhooks: received more than once", 0, events.filter((e) => (receipts.get(e.id) ?? 0) > 1).length);
    const jobs = await db().job.findMany({ where: { merchantId }, select: { status: true, attempts: true, failures: true } });
    check("jobs: done", jobs.length, jobs.filter((j) => j.status === "done").length);
    check("jobs: run more than once or failed", 0, jobs.filter((j) => j.attempts !== 1 || j.failures !== 0).length);
    check("ledger: problems", 0, (await checkLedger(db())).problems.length);
    for (const c of checks) console.log(`  ${c.ok ? "ok " : "NOT"} ${c.name}: ${c.actual} (expected ${c.expected})`);
    console.log(`  ${jobs.length} jobs, ${events.length} events; drained ${drainSeconds} s after the last answer`);
    return { single: med(0), pair: med(1), ratio, rounds: rounds.length, checks, drainSeconds, retries: paymentAnswers.retries + payoutAnswers.retries };
  } finally {
    for (const c of children) c.kill("SIGTERM");
    await Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.on("exit", r)) : null)));
    await closeDatabase();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
}

/**
 * `count` POSTs, `concurrency` at a time, each with the body `request(i)` builds and its own
 * Idempotency-Key, as a careful client sends them: after a transport failure (the proxy's 502 when
 * an upstream connection was reset, a refused connection) or 409 IDEMPOTENCY_KEY_IN_USE, the same
 * request is sent again with the same key, up to 5 times, so the outcome is exactly one payment
 * or payout whatever happened to the first attempt. Counts 2xx answers and retries.
 */
async function send(count: number, concurrency: number, request: (i: number) => { url: string; headers: Record<string, string>; body: string }) {
  let next = 0;
  let ok = 0;
  let retries = 0;
  const failures: string[] = [];
  const run = randomBase62(8);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const r = request(i);
        const headers = { ...r.headers, "content-type": "application/json", "idempotency-key": `bench-${run}-${i}` };
        for (let attempt = 1; ; attempt++) {
          let status = 0;
          let text = "";
          try {
            const res = await fetch(r.url, { method: "POST", headers, body: r.body });
            status = res.status;
            text = await res.text();
          } catch (error) {
            text = String(error);
          }
          if (status >= 200 && status < 300) {
            ok++;
            break;
          }
          const transient = status === 0 || status === 502 || status === 503 || (status === 409 && text.includes("IDEMPOTENCY_KEY_IN_USE"));
          if (!transient || attempt === 5) {
            if (failures.length < 3) failures.push(`${status} ${text.slice(0, 200)}`);
            break;
          }
          retries++;
          await new Promise((resolve) => setTimeout(resolve, status === 409 ? 1_000 : 100));
        }
      }
    }),
  );
  if (failures.length) console.error(`  non-2xx answers, e.g. ${failures.join(" | ")}`);
  if (retries) console.log(`  ${retries} request(s) sent again with the same Idempotency-Key after a transport failure`);
  return { ok, retries };
}
