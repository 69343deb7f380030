import "server-only";
// The worker loop (ROADMAP: one loop for every job). Due jobs are claimed with
// FOR UPDATE SKIP LOCKED, so several workers can share one database. A claim is a lease:
// lockedUntil, held by lockedBy. The holder renews it while the handler runs (every third of
// the type's leaseMs), and every later write about the job checks it still holds it; a job
// whose worker died is claimed again once the lease runs out, and that counts as a failure.
// Retry policy per type (backoff with jitter, max tries, then dead): lib/jobs/handlers.ts.
// Periodic sweeps run each tick. startWorkerLoop's stop() stops claiming, lets the job in hand
// finish (bounded), and releases claimed jobs it did not start.
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

/** How many due jobs one claim takes. */
const CLAIM_LIMIT = 20;
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
};

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
    RETURNING j.id, j.type, j.payload, j.attempts, j.failures, j."merchantId", due.reclaimed`;
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
 * Jobs are independent (each locks what it changes), so their order within a claim is not a rule.
 */
export async function runDueJobs(database: DbClient = defaultDb(), options: RunOptions = {}): Promise<number> {
  const workerId = options.workerId ?? newWorkerId();
  const jobs = await claimJobs(database, { workerId, limit: options.limit });
  const concurrency = options.concurrency ?? env().WORKER_CONCURRENCY;
  let next = 0;
  let ran = 0;
  const unstarted: JobRow[] = [];
  const slot = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (options.shouldStop?.()) {
        unstarted.push(job);
        continue;
      }
      if (await runOne(database, job, workerId)) ran++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, slot));
  await release(database, unstarted, workerId);
  return ran;
}

async function runOne(database: DbClient, job: JobRow, workerId: string): Promise<boolean> {
  const policy = jobPolicy(job.type);
  if (job.reclaimed && job.failures >= policy.maxTries) {
    await markDead(database, job, workerId, job.failures, LEASE_EXPIRED_ERROR);
    return false;
  }
  // The type's own lease from now on; if a slow earlier job let the claim run out and another
  // worker took this one, it is theirs now.
  if (!(await renewLease(database, job.id, workerId, policy.leaseMs))) return false;
  const renewal = setInterval(() => {
    renewLease(database, job.id, workerId, policy.leaseMs).then(
      (held) => held || logger().warn({ jobId: job.id, type: job.type }, "job lease lost while running"),
      (error) => logger().error({ err: error, jobId: job.id }, "job lease renewal failed"),
    );
  }, Math.max(50, Math.floor(policy.leaseMs / 3)));
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

/** One pass of everything the worker does. */
export async function workerTick(database: DbClient = defaultDb(), now = new Date(), options: RunOptions = {}) {
  // A full pass means more may be due: claim again at once (up to DRAIN_MS) instead of waiting
  // for the next tick, so a backlog (a bulk payout, a restart) is not capped at one batch per tick.
  const limit = options.limit ?? CLAIM_LIMIT;
  const started = Date.now();
  let jobs = 0;
  for (;;) {
    const ran = await runDueJobs(database, { ...options, limit });
    jobs += ran;
    if (ran < limit || options.shouldStop?.() || Date.now() - started > DRAIN_MS) break;
  }
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

/** Runs the loop in this process every `intervalMs` until stopped (one loop per process). */
export function startWorkerLoop(intervalMs = 2_000, database?: DbClient): StopWorker {
  const g = globalThis as Record<symbol, unknown>;
  if (g[loopKey]) return g[loopKey] as StopWorker;
  const workerId = newWorkerId();
  let current: Promise<void> | null = null;
  let stopped = false;
  const shouldStop = () => stopped;
  const tick = async () => {
    try {
      await workerTick(database ?? defaultDb(), new Date(), { workerId, shouldStop });
    } catch (error) {
      logger().error({ err: error }, "worker tick failed");
    }
  };
  const timer = setInterval(() => {
    if (current || stopped) return;
    current = tick().finally(() => {
      current = null;
    });
  }, intervalMs);
  timer.unref?.();
  const stop: StopWorker = async ({ timeoutMs = 30_000 } = {}) => {
    stopped = true;
    clearInterval(timer);
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
