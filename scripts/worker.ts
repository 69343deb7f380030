// `npm run worker`: the worker loop as its own process (for PostgreSQL deployments that
// run it beside the web servers with GATEWAY_INLINE_WORKER=0). Stops cleanly on SIGTERM.
import { closeDatabase } from "@/lib/db";
import { startWorkerLoop } from "@/lib/jobs/worker";
import { logger } from "@/lib/logger";

const stop = startWorkerLoop(1_000);
logger().info("worker started");
const keepAlive = setInterval(() => {}, 60_000);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    stop();
    clearInterval(keepAlive);
    await closeDatabase();
    process.exit(0);
  });
}
