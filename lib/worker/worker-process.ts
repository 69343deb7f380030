import "server-only";
// The worker as its own process (`npm run worker`, scripts/worker.ts). On SIGTERM or SIGINT it
// stops claiming, lets the job in hand finish (at most stopTimeoutMs), gives back claimed jobs
// it had not started, closes the database and exits 0. A second signal exits at once (1); a job
// then still running is taken by another worker when its lease runs out.
import { closeDatabase } from "@/lib/db";
import { env } from "@/lib/env";
import { startWorkerLoop } from "@/lib/worker/worker-loop";
import { logger } from "@/lib/logger";
import { startObservability } from "@/lib/observability/start-observability";
import { serveWorkerMetrics } from "@/lib/observability/serve-worker-metrics";
import { flushTracing } from "@/lib/telemetry/start-tracing";

export function runWorkerProcess(options: { intervalMs?: number; stopTimeoutMs?: number } = {}) {
  // This process's traces (resumed from each job's traceparent) and counters; its own
  // /metrics when WORKER_METRICS_PORT is set, since the server's /metrics cannot see this process.
  void startObservability();
  const metricsServer = serveWorkerMetrics();
  const stop = startWorkerLoop(options.intervalMs ?? env().WORKER_INTERVAL_MS);
  const keepAlive = setInterval(() => {}, 60_000);
  let stopping = false;
  const onSignal = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger().warn({ signal }, "worker: second signal, exiting now");
      process.exit(1);
    }
    stopping = true;
    logger().info({ signal }, "worker stopping: finishing the job in hand");
    try {
      await stop({ timeoutMs: options.stopTimeoutMs ?? 30_000 });
      clearInterval(keepAlive);
      metricsServer?.close();
      await flushTracing();
      await closeDatabase();
      logger().info("worker stopped");
      process.exit(0);
    } catch (error) {
      logger().error({ err: error }, "worker stop failed");
      process.exit(1);
    }
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, onSignal);
  // Announced only once a signal is handled: a supervisor that stops the worker as soon as it reads
  // this line gets the graceful stop, not the default action (a CI run caught a SIGTERM sent in the
  // gap when this line came first).
  logger().info("worker started");
}
