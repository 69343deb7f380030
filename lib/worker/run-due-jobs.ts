import "server-only";
// Running due jobs (ROADMAP: one loop for every job): claim them (lib/jobs/queue.ts: a claim is a
// lease, renewed here every third of the type's leaseMs while its handler runs), run each through
// its handler (lib/worker/registry.ts), and write the outcome through the queue. Retry policy per
// type (backoff with jitter, max tries, then dead): lib/jobs/job-types.ts. The loop that calls this
// each tick, with the sweeps: lib/worker/worker-loop.ts.
// Throughput: jobs whose policy says `network` (webhook deliveries, v1 callbacks) run in
// their own lanes (WEBHOOK_CONCURRENCY, 16) beside the WORKER_CONCURRENCY (4) of the rest, since
// they mostly wait on a receiver; a claim takes two jobs per lane; a job started while its claim's
// lease still covers it skips the first renewal; and after a pass that ran jobs the loop looks
// again within BUSY_POLL_MS instead of a whole WORKER_INTERVAL_MS (the sweeps keep the interval).
import type { DbClient } from "@/lib/db";
import { db as defaultDb } from "@/lib/db";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { InternalError } from "@/lib/http/errors";
import { backoffDelayMs } from "@/lib/jobs/backoff";
import { jobPolicy, type JobResult } from "@/lib/jobs/job-types";
import { CLAIM_LEASE_MS, CLAIM_LIMIT, claimJobs, finishJob, LEASE_EXPIRED_ERROR, newWorkerId, releaseJobs, renewLease, type ClaimedJob } from "@/lib/jobs/queue";
import { jobHandler } from "@/lib/worker/registry";
import { jobDuration, jobsRun } from "@/lib/telemetry/metrics";
import { runWithRequestContext } from "@/lib/telemetry/request-context";
import { contextFromTraceparent, inSpan, SpanKind } from "@/lib/telemetry/tracing";

/** Renewing a lease is skipped only while the claim's lease has at least this much left over. */
const LEASE_MARGIN_MS = 5_000;
/** How long one tick keeps claiming while every claim comes back full. */
const DRAIN_MS = 10_000;

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
  const unstarted: ClaimedJob[] = [];
  const lanes = (queue: ClaimedJob[], count: number) => {
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
  await releaseJobs(database, unstarted.map((job) => job.id), workerId);
  return ran;
}

/**
 * A job runs in the trace of whatever enqueued it (its stored traceparent; a new trace
 * when none), in a span of its own, with its id in every log line, and counted by type and outcome.
 */
function runOne(database: DbClient, job: ClaimedJob, workerId: string, claimedAt: number): Promise<boolean> {
  const attributes = { "gateway.job.id": job.id, "gateway.job.type": job.type, "gateway.job.attempt": job.attempts };
  return runWithRequestContext({ jobId: job.id }, () =>
    inSpan(`job ${job.type}`, { kind: SpanKind.CONSUMER, parent: contextFromTraceparent(job.traceparent), attributes }, () => runClaimed(database, job, workerId, claimedAt)),
  );
}

async function runClaimed(database: DbClient, job: ClaimedJob, workerId: string, claimedAt: number): Promise<boolean> {
  const policy = jobPolicy(job.type);
  if (job.reclaimed && job.failures >= policy.maxTries) {
    await finishJob(database, job, workerId, { status: "dead", failures: job.failures, lastError: LEASE_EXPIRED_ERROR });
    jobsRun.inc({ type: job.type, outcome: "dead" });
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
  const started = performance.now();
  try {
    const handler = jobHandler(job.type);
    if (!handler) throw new InternalError(`no handler for job type ${job.type}`);
    result = await handler(job.payload, database, job);
  } catch (error) {
    clearInterval(renewal);
    jobDuration.observe({ type: job.type }, (performance.now() - started) / 1000);
    const message = String((error as Error)?.message ?? error).slice(0, 1000);
    const failures = job.failures + 1;
    jobsRun.inc({ type: job.type, outcome: failures >= policy.maxTries ? "dead" : "failed" });
    if (failures >= policy.maxTries) {
      await finishJob(database, job, workerId, { status: "dead", failures, lastError: message });
    } else {
      logger().warn({ err: error, jobId: job.id, type: job.type, failures }, "job failed; it will be tried again");
      await finishJob(database, job, workerId, {
        status: "queued",
        failures,
        lastError: message,
        runAt: new Date(Date.now() + backoffDelayMs(policy, failures)),
      });
    }
    return true;
  }
  clearInterval(renewal);
  jobDuration.observe({ type: job.type }, (performance.now() - started) / 1000);
  jobsRun.inc({ type: job.type, outcome: result === "done" || result === "settled" ? "done" : "later" });
  if (result === "settled") return true; // written by the handler, with its work (lease-checked there)
  if (result === "done") {
    await finishJob(database, job, workerId, { status: "done" });
  } else {
    // Run again later, not a failure: the handler is waiting on someone else.
    const waitMs = result === "retry" ? policy.pollMs : Math.max(0, result.retryInMs);
    await finishJob(database, job, workerId, { status: "queued", runAt: new Date(Date.now() + waitMs) });
  }
  return true;
}

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
