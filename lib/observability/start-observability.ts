import "server-only";
// What a process (the server, `npm run worker`) starts for observability at boot:
// tracing (exported only when OTEL_EXPORTER_OTLP_ENDPOINT is set) and the processor-call counters.
// Tracing that cannot start is logged and skipped: payments must not wait on a collector's setup.
import { logger } from "@/lib/logger";
import { startTracing } from "@/lib/telemetry/start-tracing";
import { watchProcessorCalls } from "@/lib/observability/watch-processor-calls";

export async function startObservability(): Promise<void> {
  watchProcessorCalls();
  try {
    const { exporting } = await startTracing();
    if (exporting) logger().info("traces are exported (OTEL_EXPORTER_OTLP_ENDPOINT)");
  } catch (error) {
    logger().error({ err: error }, "tracing did not start; the gateway runs without it");
  }
}
