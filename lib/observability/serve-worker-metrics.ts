import "server-only";
// `npm run worker`'s own GET /metrics: the worker's counters (jobs run, processor calls,
// webhook attempts) live in its process, which the server's /metrics cannot see. Served on
// WORKER_METRICS_PORT when set, with the same token rule as the server's route (lib/observability/scrape-metrics.ts).
import http from "node:http";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { scrapeMetrics } from "@/lib/observability/scrape-metrics";

export function serveWorkerMetrics(): http.Server | undefined {
  const port = env().WORKER_METRICS_PORT;
  if (!port) return undefined;
  const server = http.createServer(async (req, res) => {
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    try {
      const answer = await scrapeMetrics(req.headers.authorization ?? null);
      if (answer.status === 200) res.writeHead(200, { "Content-Type": answer.contentType, "Cache-Control": "no-store" }).end(answer.body);
      else res.writeHead(answer.status, answer.status === 401 ? { "WWW-Authenticate": 'Bearer realm="metrics"' } : {}).end();
    } catch (error) {
      logger().error({ err: error }, "worker metrics scrape failed");
      res.writeHead(500).end();
    }
  });
  server.listen(port, () => logger().info({ port }, "worker metrics listening"));
  return server;
}
