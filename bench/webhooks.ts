// Webhook delivery figures for `npm run bench`, with 1 and 2 worker processes
// (scripts/worker.ts) and a local receiver in this process that answers 200 at once and notes,
// per webhook-id (the event id), when each request arrived.
//  - throughput: N events (BENCH_WEBHOOK_EVENTS, default 2,000) are committed up front through
//    recordEvent, 100 per transaction, so each writes its delivery and `webhook.deliver` job as in
//    production; the jobs are held back (runAt an hour away) until the workers are up, then
//    released. deliveries/s = N / (last receipt − release), both on this process's clock, so
//    process start-up is not counted.
//  - lag: with the workers running, an open-loop producer commits one event per transaction at
//    70 % of that throughput (BENCH_WEBHOOK_LAG_FRACTION) for BENCH_WEBHOOK_LAG_SECONDS (10 s);
//    each event's lag is its receipt
//    minus the moment its transaction returned. The worker polls every WORKER_INTERVAL_MS
//    (BENCH_WEBHOOK_INTERVAL_MS here, default 1,000 like production), which sets the lag's floor.
//  - outage (the retry storm): with the workers still running, a second backlog of
//    BENCH_WEBHOOK_OUTAGE_EVENTS (default 1,000) goes to an endpoint whose receiver answers 503 at
//    once, as a receiver down behind its load balancer does. Failures recorded per second (every
//    delivery's first attempt written), and the most PostgreSQL connections busy at once meanwhile
//    (sampled every 100 ms: active or idle in a transaction), which is what the API's requests then
//    wait for.
// Events are `payout.success` for a payout that does not exist: the body is built from the event
// row alone (a payment event would add one read of its payment). After each run every delivery
// must have ended `succeeded`, and the receiver counts webhook-ids it received more than once.
import type { ChildProcess } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { db } from "@/lib/db";
import { newId, randomBase62 } from "@/lib/ids";
import { recordEvent } from "@/lib/events/record-event";
import { createMerchant } from "@/lib/merchants/create-merchant";
import { createWebhookEndpoint } from "@/lib/webhooks/endpoints";
import { untilStarted } from "./payouts";

export type WebhookFigure = {
  workers: number;
  lagFraction: number;
  intervalMs: number;
  events: number;
  seconds: number;
  deliveriesPerSecond: number;
  /** webhook-ids received more than once in the throughput run. */
  duplicates: number;
  lag: {
    ratePerSecond: number;
    events: number;
    p50: number;
    p99: number;
    max: number;
    /** p50 of the first and of the last third of the events, in commit order: growing means the workers fell behind. */
    p50FirstThird: number;
    p50LastThird: number;
    duplicates: number;
  };
  /** The machine's 1-minute load average when the lag run ended (the figures are noisy when it is above the cores). */
  loadAverage: number;
  outage: OutageFigure;
};

export type OutageFigure = { events: number; seconds: number; failuresPerSecond: number; peakBusyConnections: number };

type Receiver = { url: string; receipts: Map<string, number[]>; close: () => Promise<void> };

/** Answers `status` (200) at once; notes the arrival time of each request by its webhook-id. */
async function startReceiver(port: number, status = 200): Promise<Receiver> {
  const receipts = new Map<string, number[]>();
  const server = http.createServer((req, res) => {
    const at = performance.now();
    const id = String(req.headers["webhook-id"] ?? "");
    const times = receipts.get(id);
    if (times) times.push(at);
    else receipts.set(id, [at]);
    req.resume(); // the body is not needed; drain it so the socket closes cleanly
    res.writeHead(status, { "content-type": "text/plain" }).end(status === 200 ? "ok" : "unavailable");
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/hooks`,
    receipts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** One test-mode merchant whose only endpoint (every event, v2) is the receiver. */
async function merchantWithEndpoint(receiverUrl: string): Promise<string> {
  const { merchant } = await createMerchant(db(), { name: "Bench Webhooks", email: `bench-wh-${randomBase62(6)}@example.test`, password: "bench-password-123" }, "cli");
  await createWebhookEndpoint(db(), { merchantId: merchant.id, mode: "test" }, { url: receiverUrl }, { type: "cli" });
  return merchant.id;
}

function eventFor(merchantId: string) {
  const payoutId = newId("po");
  return {
    merchantId,
    mode: "test" as const,
    type: "payout.success",
    objectType: "payout",
    objectId: payoutId,
    payload: { status: "success", amount: 1, currency: "USD", gateway_reference: payoutId, merchant_reference: null, reason: "bench" },
  };
}

async function commitBacklog(merchantId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < count; start += 100) {
    const batch = Math.min(100, count - start);
    const rows = await db().$transaction(
      async (tx) => {
        const out = [];
        for (let i = 0; i < batch; i++) out.push(await recordEvent(tx, eventFor(merchantId)));
        return out;
      },
      { timeout: 60_000 },
    );
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const received = (receiver: Receiver, ids: string[]) => ids.filter((id) => receiver.receipts.has(id)).length;
const duplicatesAmong = (receiver: Receiver, ids: string[]) => ids.filter((id) => (receiver.receipts.get(id)?.length ?? 0) > 1).length;

/** Every delivery of these events ended `succeeded` (the attempt is recorded just after the receipt). */
async function allSucceeded(eventIds: string[]) {
  await until(
    async () => (await db().webhookDelivery.count({ where: { eventId: { in: eventIds }, status: "succeeded" } })) === eventIds.length,
    60_000,
    () => `${eventIds.length} deliveries to end succeeded`,
  );
  const other = await db().webhookDelivery.groupBy({ by: ["status"], where: { eventId: { in: eventIds } }, _count: true });
  if (other.some((g) => g.status !== "succeeded")) throw new Error(`deliveries not succeeded: ${JSON.stringify(other)}`);
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Commits one event per transaction at `ratePerSecond` for `seconds`, not waiting for earlier ones. */
async function steadyProducer(merchantId: string, ratePerSecond: number, seconds: number) {
  const committed = new Map<string, number>();
  const total = Math.max(1, Math.round(ratePerSecond * seconds));
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / ratePerSecond;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(
      db()
        .$transaction((tx) => recordEvent(tx, eventFor(merchantId)))
        .then((row) => {
          committed.set(row.id, performance.now());
        }),
    );
  }
  await Promise.all(inFlight);
  return { committed, seconds: (performance.now() - started) / 1000 };
}

/**
 * The outage run: releases the held jobs of `merchantId` (its endpoint answers 503) to the running
 * workers and times until every delivery has its first failed attempt recorded, sampling the busy
 * PostgreSQL connections meanwhile.
 */
async function outageRun(merchantId: string, eventIds: string[]): Promise<OutageFigure> {
  let peakBusyConnections = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const [row] = await db().$queryRaw<{ busy: number }[]>`
        SELECT count(*)::int AS busy FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND state IN ('active', 'idle in transaction')`;
      peakBusyConnections = Math.max(peakBusyConnections, row.busy);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const released = performance.now();
  await db().$executeRaw`UPDATE "Job" SET "runAt" = now() WHERE "doneAt" IS NULL AND type = 'webhook.deliver' AND "merchantId" = ${merchantId}`;
  let failed = 0;
  await until(
    async () => (failed = await db().webhookDelivery.count({ where: { eventId: { in: eventIds }, attempts: { gte: 1 } } })) === eventIds.length,
    Math.max(120_000, eventIds.length * 200),
    () => `${eventIds.length} first failures recorded (${failed} so far)`,
  );
  const seconds = (performance.now() - released) / 1000;
  sampling = false;
  await sampler;
  return { events: eventIds.length, seconds: Math.round(seconds * 100) / 100, failuresPerSecond: Math.round((eventIds.length / seconds) * 10) / 10, peakBusyConnections };
}

export async function benchWebhookDelivery(opts: {
  events: number;
  lagSeconds: number;
  /** The producer's rate as a fraction of the measured throughput. */
  lagFraction: number;
  workerCounts: number[];
  intervalMs: number;
  receiverPort: number;
  outageEvents: number;
  startWorker: () => ChildProcess;
}): Promise<WebhookFigure[]> {
  const receiver = await startReceiver(opts.receiverPort);
  const down = await startReceiver(0, 503);
  const figures: WebhookFigure[] = [];
  try {
    for (const workers of opts.workerCounts) {
      const merchantId = await merchantWithEndpoint(receiver.url);
      const backlog = await commitBacklog(merchantId, opts.events);
      const outageMerchantId = await merchantWithEndpoint(down.url);
      const outageBacklog = await commitBacklog(outageMerchantId, opts.outageEvents);
      await db().$executeRaw`UPDATE "Job" SET "runAt" = now() + interval '1 hour' WHERE "doneAt" IS NULL AND type = 'webhook.deliver'`;
      await db().$executeRawUnsafe('ANALYZE "Job"');
      const children = Array.from({ length: workers }, () => opts.startWorker());
      try {
        await Promise.all(children.map(untilStarted));
        const released = performance.now();
        await db().$executeRaw`UPDATE "Job" SET "runAt" = now() WHERE "doneAt" IS NULL AND type = 'webhook.deliver' AND "merchantId" = ${merchantId}`;
        await until(() => received(receiver, backlog) === backlog.length, Math.max(120_000, opts.events * 200), () => `${opts.events} receipts (${received(receiver, backlog)} so far)`);
        const last = Math.max(...backlog.map((id) => receiver.receipts.get(id)![0]));
        const seconds = (last - released) / 1000;
        const deliveriesPerSecond = Math.round((backlog.length / seconds) * 10) / 10;
        await allSucceeded(backlog);
        const duplicates = duplicatesAmong(receiver, backlog);
        console.log(`webhooks, ${workers} worker${workers > 1 ? "s" : " "}: ${backlog.length} deliveries in ${seconds.toFixed(2)} s = ${deliveriesPerSecond}/s, duplicates ${duplicates}`);

        // Lag at a fraction (70 %) of that rate, the workers idle and polling when it starts.
        const ratePerSecond = Math.max(1, Math.round(deliveriesPerSecond * opts.lagFraction * 10) / 10);
        const { committed } = await steadyProducer(merchantId, ratePerSecond, opts.lagSeconds);
        const lagIds = [...committed.keys()].sort((a, b) => committed.get(a)! - committed.get(b)!);
        await until(() => received(receiver, lagIds) === lagIds.length, 120_000, () => `${lagIds.length} lag receipts (${received(receiver, lagIds)} so far)`);
        await allSucceeded(lagIds);
        const lagOf = (id: string) => receiver.receipts.get(id)![0] - committed.get(id)!;
        const sortedLags = (ids: string[]) => ids.map(lagOf).sort((a, b) => a - b);
        const lags = sortedLags(lagIds);
        const third = Math.max(1, Math.floor(lagIds.length / 3));
        const round = (ms: number) => Math.round(ms);
        const lag = {
          ratePerSecond,
          events: lagIds.length,
          p50: round(percentile(lags, 50)),
          p99: round(percentile(lags, 99)),
          max: round(lags[lags.length - 1]),
          p50FirstThird: round(percentile(sortedLags(lagIds.slice(0, third)), 50)),
          p50LastThird: round(percentile(sortedLags(lagIds.slice(-third)), 50)),
          duplicates: duplicatesAmong(receiver, lagIds),
        };
        console.log(`webhooks, ${workers} worker${workers > 1 ? "s" : " "}: lag at ${ratePerSecond}/s (${lag.events} events): p50 ${lag.p50} ms, p99 ${lag.p99} ms, max ${lag.max} ms; p50 first third ${lag.p50FirstThird} ms, last third ${lag.p50LastThird} ms`);
        const loadAverage = Math.round(os.loadavg()[0] * 10) / 10;
        const outage = await outageRun(outageMerchantId, outageBacklog);
        console.log(`webhooks, ${workers} worker${workers > 1 ? "s" : " "}: receiver answering 503: ${outage.events} failures recorded in ${outage.seconds} s = ${outage.failuresPerSecond}/s, at most ${outage.peakBusyConnections} PostgreSQL connections busy`);
        figures.push({ workers, lagFraction: opts.lagFraction, intervalMs: opts.intervalMs, events: backlog.length, seconds: Math.round(seconds * 100) / 100, deliveriesPerSecond, duplicates, lag, loadAverage, outage });
      } finally {
        for (const c of children) c.kill("SIGTERM");
        await Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.on("exit", r)) : null)));
      }
    }
  } finally {
    await receiver.close();
    await down.close();
  }
  return figures;
}
