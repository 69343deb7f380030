import "server-only";
// The worker loop: a full tick (due jobs, then the periodic sweeps) every interval, and
// quick passes for jobs between ticks while jobs keep coming. startWorkerLoop's stop() stops
// claiming, lets the job in hand finish (bounded), and releases claimed jobs it did not start.
import type { DbClient } from "@/lib/db";
import { db as defaultDb } from "@/lib/db";
import { logger } from "@/lib/logger";
import { newWorkerId } from "@/lib/jobs/queue";
import { drainDueJobs, type RunOptions } from "@/lib/worker/run-due-jobs";
import { runSweeps } from "@/lib/worker/sweeps";

/** After a pass that ran jobs, the loop claims again this soon... */
export const BUSY_POLL_MS = 25;
/** ...until this long has passed without any job; then it waits its interval again. */
export const BUSY_WINDOW_MS = 10_000;

/** One pass of everything the worker does. */
export async function workerTick(database: DbClient = defaultDb(), now = new Date(), options: RunOptions = {}) {
  const jobs = await drainDueJobs(database, options);
  if (options.shouldStop?.()) return { jobs, expired: 0, staleFailed: 0 };
  const { expired, staleFailed } = await runSweeps(database, now);
  return { jobs, expired, staleFailed };
}

/** Stops the loop: no new claims; resolves when the job in hand finished, or after timeoutMs. */
export type StopWorker = (options?: { timeoutMs?: number }) => Promise<void>;

const loopKey = Symbol.for("gateway.workerLoop");

/**
 * Runs the loop in this process until stopped (one loop per process): a full tick (jobs, then the
 * sweeps) every `intervalMs`. While jobs keep coming (one ran within BUSY_WINDOW_MS) it claims
 * again every BUSY_POLL_MS between the ticks: a job committed meanwhile waits tens of ms, not up to
 * a whole interval (webhook lag). An idle worker costs what it did: one tick per interval.
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
