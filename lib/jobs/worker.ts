import "server-only";
// The worker loop (ROADMAP: one loop for every job). Due jobs are claimed with
// FOR UPDATE SKIP LOCKED, so several workers can share one database; a claim is a lease
// (lockedUntil) so a crashed worker's job runs again. Periodic sweeps run each tick.
import type { DbClient } from "@/lib/db";
import { db as defaultDb } from "@/lib/db";
import { logger } from "@/lib/logger";
import { confirmPendingAttempt } from "@/lib/checkout/confirm-pending-attempt";
import { refundDuplicateCharge } from "@/lib/checkout/refund-duplicate-charge";
import { expireDuePayments } from "@/lib/checkout/expire-payments";
import { purgeExpiredIdempotencyKeys } from "@/lib/http/idempotency";
import { failStaleAttempts } from "@/lib/checkout/fail-stale-attempts";
import { InternalError } from "@/lib/http/errors";
import { processPayout } from "@/lib/payouts/process-payout";
import { runScheduledSettlements } from "@/lib/payouts/settle-subaccount";

type JobRow = { id: string; type: string; payload: Record<string, unknown>; attempts: number };
type Handler = (payload: Record<string, unknown>, database: DbClient) => Promise<"done" | "retry" | { retryInMs: number }>;

const LEASE_SECONDS = 60;
const MAX_JOB_ATTEMPTS = 20;

const HANDLERS: Record<string, Handler> = {
  "payment.confirm_pending_attempt": async (payload, database) =>
    (await confirmPendingAttempt(String(payload.attempt_id), database)) ? "done" : "retry",
  "payment.refund_duplicate_charge": async (payload, database) => ((await refundDuplicateCharge(String(payload.attempt_id), database)) ? "done" : "retry"),
  "payout.process": (payload, database) => processPayout(String(payload.payout_id), database),
};

export async function runDueJobs(database: DbClient = defaultDb(), limit = 20): Promise<number> {
  const jobs = await database.$queryRaw<JobRow[]>`
    UPDATE "Job" SET "lockedUntil" = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM "Job"
      WHERE "doneAt" IS NULL AND "runAt" <= now() AND ("lockedUntil" IS NULL OR "lockedUntil" < now())
      ORDER BY "runAt" LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, type, payload, attempts`;
  for (const job of jobs) {
    const handler = HANDLERS[job.type];
    try {
      if (!handler) throw new InternalError(`no handler for job type ${job.type}`);
      const result = await handler(job.payload, database);
      if (result === "done") {
        await database.job.update({ where: { id: job.id }, data: { doneAt: new Date(), lockedUntil: null } });
      } else {
        const delay = result === "retry" ? 2_000 : result.retryInMs;
        await database.job.update({ where: { id: job.id }, data: { lockedUntil: null, runAt: new Date(Date.now() + delay) } });
      }
    } catch (error) {
      logger().error({ err: error, jobId: job.id, type: job.type }, "job failed");
      const giveUp = job.attempts >= MAX_JOB_ATTEMPTS;
      await database.job.update({
        where: { id: job.id },
        data: {
          lastError: String((error as Error).message ?? error).slice(0, 1000),
          lockedUntil: null,
          runAt: new Date(Date.now() + Math.min(3_600_000, 1000 * 2 ** job.attempts)),
          ...(giveUp ? { doneAt: new Date() } : {}),
        },
      });
    }
  }
  return jobs.length;
}

let lastPurge = 0;

/** One pass of everything the worker does. */
export async function workerTick(database: DbClient = defaultDb(), now = new Date()) {
  const jobs = await runDueJobs(database);
  const expired = await expireDuePayments(database, now);
  const staleFailed = await failStaleAttempts(database, now);
  await runScheduledSettlements(database, now); // subaccount settlement on each merchant's schedule (issue 10)
  if (now.getTime() - lastPurge > 3_600_000) {
    lastPurge = now.getTime();
    await purgeExpiredIdempotencyKeys(database, now);
  }
  return { jobs, expired, staleFailed };
}

const loopKey = Symbol.for("gateway.workerLoop");

/** Runs the loop in this process every `intervalMs` until stopped. */
export function startWorkerLoop(intervalMs = 2_000): () => void {
  const g = globalThis as Record<symbol, unknown>;
  if (g[loopKey]) return g[loopKey] as () => void;
  let running = false;
  let stopped = false;
  const timer = setInterval(async () => {
    if (running || stopped) return;
    running = true;
    try {
      await workerTick();
    } catch (error) {
      logger().error({ err: error }, "worker tick failed");
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref?.();
  const stop = () => {
    stopped = true;
    clearInterval(timer);
    delete g[loopKey];
  };
  g[loopKey] = stop;
  return stop;
}
