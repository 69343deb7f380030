import "server-only";
// The queue's own writes (the only code that writes a Job row's state).
// Due jobs are claimed with FOR UPDATE SKIP LOCKED, so several workers can share one database.
// A claim is a lease: lockedUntil, held by lockedBy. The holder renews it while the handler runs,
// and every later write about the job checks it still holds it; a job whose worker died is claimed
// again once the lease runs out, and that counts as a failure. The loop that runs handlers:
// lib/worker/run-due-jobs.ts.
import crypto from "node:crypto";
import os from "node:os";
import type { Db, DbClient } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { InternalError } from "@/lib/http/errors";
import { logger } from "@/lib/logger";
import type { RunningJob } from "@/lib/jobs/job-types";

/** `traceparent`: the trace of whatever enqueued the job, resumed while it runs. */
export type ClaimedJob = RunningJob & { payload: Record<string, unknown>; reclaimed: boolean; traceparent: string | null };

/** How many due jobs one claim takes at least. */
export const CLAIM_LIMIT = 20;
/** The lease a claim starts with; the type's own leaseMs applies from the moment its run starts. */
export const CLAIM_LEASE_MS = 60_000;
/** The reason recorded when a job is claimed again because its lease ran out. */
export const LEASE_EXPIRED_ERROR = "lease expired: the worker running this job stopped before finishing it";

export function newWorkerId(): string {
  return `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString("hex")}`;
}

/**
 * Claims due jobs for `workerId`: queued ones whose runAt has come, and running ones whose lease
 * ran out (their worker died: a failure, recorded as such).
 */
export async function claimJobs(database: DbClient, options: { workerId: string; limit?: number; leaseMs?: number }): Promise<ClaimedJob[]> {
  const leaseSeconds = (options.leaseMs ?? CLAIM_LEASE_MS) / 1000;
  return database.$queryRaw<ClaimedJob[]>`
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
    RETURNING j.id, j.type, j.payload, j.attempts, j.failures, j."merchantId", j."lockedBy", j.traceparent, due.reclaimed`;
}

/** Extends this worker's lease; false when another worker holds the job now (ours ran out). */
export async function renewLease(database: DbClient, jobId: string, workerId: string, leaseMs: number): Promise<boolean> {
  const rows = await database.$executeRaw`
    UPDATE "Job" SET "lockedUntil" = now() + make_interval(secs => ${leaseMs / 1000})
    WHERE id = ${jobId} AND "lockedBy" = ${workerId} AND status = 'running'`;
  return rows === 1;
}

/** A job's next state after its run: done, queued again for later, or dead. */
export type JobOutcome =
  | { status: "done" }
  | { status: "queued"; runAt: Date; failures?: number; lastError?: string }
  | { status: "dead"; failures: number; lastError: string };

/** Writes a job's next state if this worker still holds it (the lease released with it). */
export async function finishJob(database: DbClient, job: Pick<RunningJob, "id" | "type" | "merchantId">, workerId: string, outcome: JobOutcome) {
  const now = new Date();
  const data =
    outcome.status === "done"
      ? { status: "done" as const, doneAt: now }
      : outcome.status === "dead"
        ? { status: "dead" as const, deadAt: now, failures: outcome.failures, lastError: outcome.lastError }
        : { status: "queued" as const, runAt: outcome.runAt, failures: outcome.failures, lastError: outcome.lastError };
  if (outcome.status === "dead") {
    logger().error({ jobId: job.id, type: job.type, failures: outcome.failures, merchantId: job.merchantId }, "job is dead after its maximum tries");
  }
  const { count } = await database.job.updateMany({
    where: { id: job.id, lockedBy: workerId, status: "running" },
    data: { ...data, lockedUntil: null, lockedBy: null },
  });
  if (count === 0) logger().warn({ jobId: job.id, type: job.type }, "job lease lost before its result was written");
}

/**
 * "Done" for the jobs named in a statement's own input, as one data-modifying CTE of that statement:
 * a handler that records its work in one statement finishes its job in it too (one round trip less;
 * the handler then returns "settled"). `input` is the name of a CTE or table with the columns
 * "jobId", "lockedBy" and `at` (the time done); only a job still running under that worker's lease
 * is finished. It returns the ids of the jobs it finished.
 */
export function finishJobsSql(input: string): Prisma.Sql {
  if (!/^[a-z_]+$/.test(input)) throw new InternalError(`finishJobsSql: not a plain name: ${input}`);
  return Prisma.sql`UPDATE "Job" j SET status = 'done', "doneAt" = i.at, "lockedUntil" = NULL, "lockedBy" = NULL
      FROM ${Prisma.raw(input)} i WHERE j.id = i."jobId" AND j."lockedBy" = i."lockedBy" AND j.status = 'running'
      RETURNING j.id`;
}

/** Gives back claimed jobs this worker did not start: queued again, the claim not counted. */
export async function releaseJobs(database: DbClient, jobIds: string[], workerId: string) {
  if (jobIds.length === 0) return;
  await database.job.updateMany({
    where: { id: { in: jobIds }, lockedBy: workerId, status: "running" },
    data: { status: "queued", lockedUntil: null, lockedBy: null, attempts: { decrement: 1 } },
  });
}

/**
 * A dead job queued again, due `now`, its failed tries reset (lib/job-admin/retry-job.ts). The status
 * check and the change are one statement, so two retries cannot both win: false when it was not dead.
 */
export async function requeueDeadJob(database: Db, jobId: string, now: Date): Promise<boolean> {
  const { count } = await database.job.updateMany({
    where: { id: jobId, status: "dead" },
    data: { status: "queued", failures: 0, deadAt: null, runAt: now, lockedUntil: null, lockedBy: null },
  });
  return count === 1;
}
