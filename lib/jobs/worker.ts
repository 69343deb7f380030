import "server-only";
// The worker loop (ROADMAP: one loop for every job). Due jobs are claimed with
// FOR UPDATE SKIP LOCKED, so several workers can share one database. A claim is a lease:
// lockedUntil, held by lockedBy. The holder renews it while the handler runs (every third of
// the type's leaseMs), and every later write about the job checks it still holds it; a job
// whose worker died is claimed again once the lease runs out, and that counts as a failure.
// Retry policy per type (backoff with jitter, max tries, then dead): lib/jobs/handlers.ts.
// Periodic sweeps run each tick. startWorkerLoop's stop() stops claiming, lets the job in hand
// finish (bounded), and releases claimed jobs it did not start.
// Throughput (issue 15): jobs whose policy says `network` (webhook deliveries, v1 callbacks) run in
// their own lanes (WEBHOOK_CONCURRENCY, 16) beside the WORKER_CONCURRENCY (4) of the rest, since
// they mostly wait on a receiver; a claim takes two jobs per lane; a job started while its claim's
// lease still covers it skips the first renewal; and after a pass that ran jobs the loop looks
// again within BUSY_POLL_MS instead of a whole WORKER_INTERVAL_MS (the sweeps keep the interval).
import crypto from "node:crypto";
import os from "node:os";
import type { DbClient } from "@/lib/db";
import { db as defaultDb } from "@/lib/db";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { expireDuePayments } from "@/lib/checkout/expire-payments";
import { purgeExpiredIdempotencyKeys } from "@/lib/http/idempotency";
import { purgeIdleRateLimitBuckets } from "@/lib/rate-limit/token-bucket";
import { failStaleAttempts } from "@/lib/checkout/fail-stale-attempts";
import { InternalError } from "@/lib/http/errors";
import { runScheduledSettlements } from "@/lib/payouts/settle-subaccount";
import { purgeOldWebhookAttempts } from "@/lib/webhooks/deliver";
import { backoffDelayMs, jobDefinition, jobPolicy, type JobResult, type RunningJob } from "@/lib/jobs/handlers";

type JobRow = RunningJob & { payload: Record<string, unknown>; reclaimed: boolean };

/** How many due jobs one claim takes at least; two per lane when the worker has more lanes. */
const CLAIM_LIMIT = 20;
/** Renewing a lease is skipped only while the claim's lease has at least this much left over. */
const LEASE_MARGIN_MS = 5_000;
/** After a pass that ran jobs, the loop claims again this soon... */
export const BUSY_POLL_MS = 25;
/** ...until this long has passed without any job; then it waits its interval again. */
export const BUSY_WINDOW_MS = 10_000;
/** How long one tick keeps claiming while every claim comes back full. */
const DRAIN_MS = 10_000;

/** The lease a claim starts with; the type's own leaseMs applies from the moment its run starts. */
export const CLAIM_LEASE_MS = 60_000;
/** The reason recorded when a job is claimed again because its lease ran out. */
export const LEASE_EXPIRED_ERROR = "lease expired: the worker running this job stopped before finishing it";

export type RunOptions = {
  /** How many due jobs one pass claims. */
  limit?: number;
  /** Who holds the leases; a fresh id per call unless given. */
  workerId?: string;
  /** Asked before each job starts: true releases the claimed jobs not yet started. */
  shouldStop?: () => boolean;
  /** How many claimed jobs run at once; WORKER_CONCURRENCY unless given. */
  concurrency?: number;
  /** How many claimed `network` jobs (webhooks) run at once, beside those; WEBHOOK_CONCURRENCY unless given. */
  networkConcurrency?: number;
};

/** The claim size: two jobs per lane, so lanes that finish early find work (20 at least). */
function defaultClaimLimit(): number {
  const config = env();
  return Math.max(CLAIM_LIMIT, 2 * (config.WORKER_CONCURRENCY + config.WEBHOOK_CONCURRENCY));
}

export function newWorkerId(): string {
  return `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString("hex")}`;
}

/**
 * Claims due jobs for `workerId`: queued ones whose runAt has come, and running ones whose lease
 * ran out (their worker died: a failure, recorded as such).
 */
export async function claimJobs(database: DbClient, options: { workerId: string; limit?: number; leaseMs?: number }): Promise<JobRow[]> {
  const leaseSeconds = (options.leaseMs ?? CLAIM_LEASE_MS) / 1000;
  return database.$queryRaw<JobRow[]>`
    WITH due AS (
      SELECT id, status = 'running' AS reclaimed FROM "Job"
      WHERE (status = 'queued' AND "runAt" <= now()) OR (status = 'running' AND "lockedUntil" < now())
      ORDER BY "runAt" LIMIT ${options.limit ?? CLAIM_LIMIT}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE "Job" j SET
      "lockedUntil" = now() + make_interval(secs => ${leaseSeconds}),
      "lockedBy" = ${options.workerId},
      attempts = j.attempts + 1,
      failures = j.failures + CASE WHEN due.reclaimed THEN 1 ELSE 0 END,
      "lastError" = CASE WHEN due.reclaimed THEN ${LEASE_EXPIRED_ERROR} ELSE j."lastError" END,
      status = 'running'
    FROM due WHERE j.id = due.id
    RETURNING j.id, j.type, j.payload, j.attempts, j.failures, j."merchantId", j."lockedBy", due.reclaimed`;
}

/** Extends this worker's lease; false when another worker holds the job now (ours ran out). */
async function renewLease(database: DbClient, jobId: string, workerId: string, leaseMs: number): Promise<boolean> {
  const rows = await database.$executeRaw`
    UPDATE "Job" SET "lockedUntil" = now() + make_interval(secs => ${leaseMs / 1000})
    WHERE id = ${jobId} AND "lockedBy" = ${workerId} AND status = 'running'`;
  return rows === 1;
}

/** Writes a job's next state if this worker still holds it. */
async function settle(database: DbClient, job: JobRow, workerId: string, data: Parameters<DbClient["job"]["updateMany"]>[0]["data"]) {
  const { count } = await database.job.updateMany({
    where: { id: job.id, lockedBy: workerId, status: "running" },
    data: { ...data, lockedUntil: null, lockedBy: null },
  });
  if (count === 0) logger().warn({ jobId: job.id, type: job.type }, "job lease lost before its result was written");
}

/** Gives back claimed jobs this worker did not start: queued again, the claim not counted. */
async function release(database: DbClient, jobs: JobRow[], workerId: string) {
  if (jobs.length === 0) return;
  await database.job.updateMany({
    where: { id: { in: jobs.map((j) => j.id) }, lockedBy: workerId, status: "running" },
    data: { status: "queued", lockedUntil: null, lockedBy: null, attempts: { decrement: 1 } },
  });
}

async function markDead(database: DbClient, job: JobRow, workerId: string, failures: number, lastError: string) {
  logger().error({ jobId: job.id, type: job.type, failures, merchantId: job.merchantId }, "job is dead after its maximum tries");
  await settle(database, job, workerId, { status: "dead", deadAt: new Date(), failures, lastError });
}

/**
 * Runs the claimed jobs `concurrency` at a time (WORKER_CONCURRENCY, 4 by default): a webhook
 * receiver taking its full 15 s, or a slow processor, holds one slot, not the whole worker.
 * `network` jobs (webhooks) have lanes of their own (WEBHOOK_CONCURRENCY, 16 by default): a
 * delivery is two short statements around an HTTP wait, so many fit where one payout does.
 * Jobs are independent (each locks what it changes), so their order within a claim is not a rule.
 */
export async function runDueJobs(database: DbClient = defaultDb(), options: RunOptions = {}): Promise<number> {
  const workerId = options.workerId ?? newWorkerId();
  // Taken before the claim is sent: its lease lasts CLAIM_LEASE_MS from a moment after this.
  const claimedAt = Date.now();
  const jobs = await claimJobs(database, { workerId, limit: options.limit ?? defaultClaimLimit() });
  const config = env();
  let ran = 0;
  const unstarted: JobRow[] = [];
  const lanes = (queue: JobRow[], count: number) => {
    let next = 0;
    const lane = async () => {
      while (next < queue.length) {
        const job = queue[next++];
        if (options.shouldStop?.()) {
          unstarted.push(job);
          continue;
        }
        if (await runOne(database, job, workerId, claimedAt)) ran++;
      }
    };
    return Array.from({ length: Math.min(count, queue.length) }, lane);
  };
  const network = jobs.filter((job) => jobPolicy(job.type).network === true);
  const other = jobs.filter((job) => jobPolicy(job.type).network !== true);
  await Promise.all([
    ...lanes(other, options.concurrency ?? config.WORKER_CONCURRENCY),
    ...lanes(network, options.networkConcurrency ?? config.WEBHOOK_CONCURRENCY),
  ]);
  await release(database, unstarted, workerId);
  return ran;
}

async function runOne(database: DbClient, job: JobRow, workerId: string, claimedAt: number): Promise<boolean> {
  const policy = jobPolicy(job.type);
  if (job.reclaimed && job.failures >= policy.maxTries) {
    await markDead(database, job, workerId, job.failures, LEASE_EXPIRED_ERROR);
    return false;
  }
  // The type's own lease from now on. While the claim's lease still covers the job beyond the
  // renewal timer's first beat, nobody else can have taken it and the timer takes over in time:
  // no statement now (one round trip less per job). Otherwise (a slow earlier job used up the
  // claim) renew first: if the claim ran out and another worker took the job, it is theirs now.
  const renewEveryMs = Math.max(50, Math.floor(policy.leaseMs / 3));
  const claimCovers = Date.now() + renewEveryMs < claimedAt + CLAIM_LEASE_MS - LEASE_MARGIN_MS;
  if (!claimCovers && !(await renewLease(database, job.id, workerId, policy.leaseMs))) return false;
  const renewal = setInterval(() => {
    renewLease(database, job.id, workerId, policy.leaseMs).then(
      (held) => held || logger().warn({ jobId: job.id, type: job.type }, "job lease lost while running"),
      (error) => logger().error({ err: error, jobId: job.id }, "job lease renewal failed"),
    );
  }, renewEveryMs);
  renewal.unref?.();
  let result: JobResult;
  try {
    const definition = jobDefinition(job.type);
    if (!definition) throw new InternalError(`no handler for job type ${job.type}`);
    result = await definition.handler(job.payload, database, job);
  } catch (error) {
    clearInterval(renewal);
    const message = String((error as Error)?.message ?? error).slice(0, 1000);
    const failures = job.failures + 1;
    if (failures >= policy.maxTries) {
      await markDead(database, job, workerId, failures, message);
    } else {
      logger().warn({ err: error, jobId: job.id, type: job.type, failures }, "job failed; it will be tried again");
      await settle(database, job, workerId, {
        status: "queued",
        failures,
        lastError: message,
        runAt: new Date(Date.now() + backoffDelayMs(policy, failures)),
      });
    }
    return true;
  }
  clearInterval(renewal);
  if (result === "settled") return true; // written by the handler, with its work (lease-checked there)
  if (result === "done") {
    await settle(database, job, workerId, { status: "done", doneAt: new Date() });
  } else {
    // Run again later, not a failure: the handler is waiting on someone else.
    const waitMs = result === "retry" ? policy.pollMs : Math.max(0, result.retryInMs);
    await settle(database, job, workerId, { status: "queued", runAt: new Date(Date.now() + waitMs) });
  }
  return true;
}

let lastPurge = 0;

/**
 * Runs due jobs; a full pass means more may be due: claim again at once (up to DRAIN_MS) instead
 * of waiting for the next tick, so a backlog (a bulk payout, a restart) is not capped at one batch per tick.
 */
export async function drainDueJobs(database: DbClient = defaultDb(), options: RunOptions = {}): Promise<number> {
  const limit = options.limit ?? defaultClaimLimit();
  const started = Date.now();
  let jobs = 0;
  for (;;) {
    const ran = await runDueJobs(database, { ...options, limit });
    jobs += ran;
    if (ran < limit || options.shouldStop?.() || Date.now() - started > DRAIN_MS) break;
  }
  return jobs;
}

/** One pass of everything the worker does. */
export async function workerTick(database: DbClient = defaultDb(), now = new Date(), options: RunOptions = {}) {
  const jobs = await drainDueJobs(database, options);
  if (options.shouldStop?.()) return { jobs, expired: 0, staleFailed: 0 };
  const expired = await expireDuePayments(database, now);
  const staleFailed = await failStaleAttempts(database, now);
  await runScheduledSettlements(database, now); // subaccount settlement on each merchant's schedule (issue 10)
  if (now.getTime() - lastPurge > 3_600_000) {
    lastPurge = now.getTime();
    await purgeExpiredIdempotencyKeys(database, now);
    await purgeOldWebhookAttempts(database, now); // the delivery log keeps 30 days (issue 11)
    await purgeIdleRateLimitBuckets(database, now.getTime()); // a bucket idle for a day is full anyway (issue 14)
  }
  return { jobs, expired, staleFailed };
}

/** Stops the loop: no new claims; resolves when the job in hand finished, or after timeoutMs. */
export type StopWorker = (options?: { timeoutMs?: number }) => Promise<void>;

const loopKey = Symbol.for("gateway.workerLoop");

/**
 * Runs the loop in this process until stopped (one loop per process): a full tick (jobs, then the
 * sweeps) every `intervalMs`. While jobs keep coming (one ran within BUSY_WINDOW_MS) it claims
 * again every BUSY_POLL_MS between the ticks: a job committed meanwhile waits tens of ms, not up to
 * a whole interval (issue 15, webhook lag). An idle worker costs what it did: one tick per interval.
 * We considered LISTEN/NOTIFY instead: PostgreSQL serialises the commits of every transaction that
 * notifies (a lock held through each commit), which would cap the API's event-writing throughput.
 */
export function startWorkerLoop(intervalMs = 2_000, database?: DbClient): StopWorker {
  const g = globalThis as Record<symbol, unknown>;
  if (g[loopKey]) return g[loopKey] as StopWorker;
  const workerId = newWorkerId();
  let current: Promise<void> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastTick = 0;
  let lastJob = -Infinity;
  const shouldStop = () => stopped;
  const pass = async () => {
    try {
      const started = Date.now();
      const options = { workerId, shouldStop };
      let jobs: number;
      if (started - lastTick >= intervalMs) {
        lastTick = started;
        ({ jobs } = await workerTick(database ?? defaultDb(), new Date(), options));
      } else {
        jobs = await drainDueJobs(database ?? defaultDb(), options);
      }
      if (jobs > 0) lastJob = Date.now();
    } catch (error) {
      logger().error({ err: error }, "worker tick failed");
    }
  };
  const schedule = () => {
    if (stopped) return;
    const sinceTick = Date.now() - lastTick;
    const busy = Date.now() - lastJob < BUSY_WINDOW_MS;
    timer = setTimeout(run, busy ? Math.min(BUSY_POLL_MS, intervalMs) : Math.max(0, intervalMs - sinceTick));
    timer.unref?.();
  };
  const run = () => {
    if (current || stopped) return;
    current = pass().finally(() => {
      current = null;
      schedule();
    });
  };
  lastTick = Date.now(); // the first tick one interval after the start, as before
  schedule();
  const stop: StopWorker = async ({ timeoutMs = 30_000 } = {}) => {
    stopped = true;
    clearTimeout(timer);
    delete g[loopKey];
    if (!current) return;
    let timeout: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      current.then(() => true),
      new Promise<false>((resolve) => {
        timeout = setTimeout(() => resolve(false), timeoutMs);
      }),
    ]);
    clearTimeout(timeout);
    if (!finished) logger().warn({ workerId, timeoutMs }, "worker stopped with a job still running; its lease will run out and another worker will take it");
  };
  g[loopKey] = stop;
  return stop;
}
