import "server-only";
// What a process (the server, `npm run worker`, the CLI) starts for observability at boot (issue 28):
// tracing (exported only when OTEL_EXPORTER_OTLP_ENDPOINT is set) and the processor-call counters.
import { startTracing } from "@/lib/telemetry/start-tracing";
import { watchProcessorCalls } from "@/lib/observability/watch-processor-calls";

export async function startObservability(): Promise<void> {
  await startTracing();
  watchProcessorCalls();
}
