// Starting OpenTelemetry tracing in a process (docs/operations.md "Traces"); the spans and
// headers themselves are in lib/telemetry/tracing.ts (the API only, light enough for every module).
// One trace runs from an API request (lib/api/with-api.ts) through the job it enqueues (the Job row keeps its traceparent, the worker
// resumes it) to the processor call (lib/processors/http-executor.ts) and the webhook delivery,
// and the W3C `traceparent` header carries it to processors and webhook receivers.
//
// A provider is always registered, so trace ids exist for logs, jobs and headers; spans are
// recorded and exported only when OTEL_EXPORTER_OTLP_ENDPOINT names a collector (OTLP over HTTP).
// Otherwise the sampler drops every span at birth (NOT_RECORD): a span is then an id pair and a
// context switch, with no attributes kept and nothing queued or sent.
import { context, propagation, trace } from "@opentelemetry/api";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { AlwaysOnSampler, BatchSpanProcessor, SamplingDecision, SimpleSpanProcessor, type Sampler, type SpanExporter } from "@opentelemetry/sdk-trace-base";
import { NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { ATTR_SERVICE_NAME } from "@opentelemetry/semantic-conventions";
import { env } from "@/lib/env";

/** Keeps trace ids (and so traceparent headers, flagged not sampled) but records nothing. */
const RECORD_NOTHING: Sampler = {
  shouldSample: () => ({ decision: SamplingDecision.NOT_RECORD }),
  toString: () => "RecordNothing",
};

let provider: NodeTracerProvider | undefined;

export type TracingOptions = {
  /** Tests and the bench: spans go to this exporter, each as it ends (in a batch with `batch`). */
  exporter?: SpanExporter;
  batch?: boolean;
  /** Register again even when a provider is registered (the bench switches settings). */
  force?: boolean;
};

let isExporting = false;

/**
 * Registers the tracer provider once per process (the server's instrumentation, the worker process);
 * later calls do nothing, unless they bring an exporter (tests) or `force`: that replaces what was registered.
 */
export async function startTracing(options: TracingOptions = {}): Promise<{ exporting: boolean }> {
  if (provider && !options.exporter && !options.force) return { exporting: isExporting };
  if (provider) {
    await provider.shutdown();
    trace.disable();
    context.disable();
    propagation.disable();
  }
  const config = env();
  // OTEL_SDK_DISABLED=true: nothing registered, every span a no-op (the cost of running without tracing).
  if (config.OTEL_SDK_DISABLED === "true" && !options.exporter) {
    provider = undefined;
    isExporting = false;
    return { exporting: false };
  }
  let exporter = options.exporter;
  let batch = options.batch ?? false;
  if (!exporter && config.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { OTLPTraceExporter } = await import("@opentelemetry/exporter-trace-otlp-http");
    exporter = new OTLPTraceExporter({ url: `${config.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, "")}/v1/traces` });
    batch = true;
  }
  isExporting = Boolean(exporter);
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: config.OTEL_SERVICE_NAME }),
    sampler: exporter ? new AlwaysOnSampler() : RECORD_NOTHING,
    spanProcessors: exporter ? [batch ? new BatchSpanProcessor(exporter) : new SimpleSpanProcessor(exporter)] : [],
  });
  provider.register({ propagator: new W3CTraceContextPropagator() });
  return { exporting: isExporting };
}

/** Sends the spans still queued (on shutdown). */
export async function flushTracing(): Promise<void> {
  await provider?.forceFlush();
}

