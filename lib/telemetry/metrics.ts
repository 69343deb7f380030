// Prometheus metrics kept in this process (docs/operations.md "Metrics"): counters and
// histograms that the request wrappers, the worker, the webhook sender and the processor-call
// observer move as things happen. GET /metrics (lib/observability/scrape-metrics.ts) adds the
// gauges read from the database at scrape time and renders the lot.
//
// Counters live per process: with several server or worker processes Prometheus scrapes each and
// sums (rate(...) by ...). Labels are bounded vocabularies (route patterns, job types, operations,
// outcome kinds, and connection ids, which the operator configures); never a payment, merchant or
// request id, whose values are unbounded.
import { constants as perfConstants, PerformanceObserver } from "node:perf_hooks";
import v8 from "node:v8";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

// One registry per process, on globalThis: Next evaluates a module once per layer (the instrumentation
// hook, which runs the inline worker, and the route handlers), and a second registry would leave the
// worker's counts out of the route's /metrics (lib/db/client.ts keeps its database the same way).
function createMetrics(registry: Registry) {
  // Process figures (CPU, memory, event-loop delay, GC) under the usual names: cheap, and the first
  // thing to look at when latency grows.
  collectDefaultMetrics({ register: registry });
  const heapAfterMajorGc = new Gauge({
    name: "gateway_heap_used_after_major_gc_bytes",
    help: "V8 heap used just after this process's last major (mark-compact) collection: the live set, without the garbage a sample of nodejs_heap_size_used_bytes also counts",
    registers: [registry],
  });
  observeMajorCollections((bytes) => heapAfterMajorGc.set(bytes));
  return {
    httpRequests: new Counter({
      name: "gateway_http_requests_total",
      help: "HTTP requests answered by the gateway's route wrappers, by surface (api, dashboard, checkout, callback, other), route pattern, method and status",
      labelNames: ["surface", "route", "method", "status"] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: "gateway_http_request_duration_seconds",
      help: "Time from a request entering its wrapper to its answer, by route pattern",
      labelNames: ["surface", "route", "method"] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    processorCalls: new Counter({
      name: "gateway_processor_calls_total",
      help: "Tries of HTTP calls to processors, by connection, connector, operation and outcome (ok, 4xx, 5xx, timeout, network)",
      labelNames: ["connection", "connector", "operation", "outcome"] as const,
      registers: [registry],
    }),
    processorErrors: new Counter({
      name: "gateway_processor_errors_total",
      help: "Processor call tries that failed, by kind: timeout, network, 5xx, 4xx",
      labelNames: ["connection", "connector", "kind"] as const,
      registers: [registry],
    }),
    processorDuration: new Histogram({
      name: "gateway_processor_call_duration_seconds",
      help: "Duration of each processor call try, answered or not",
      labelNames: ["connection", "connector", "operation"] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    webhookAttempts: new Counter({
      name: "gateway_webhook_attempts_total",
      help: "Webhook delivery attempts (and v1 callbacks), by outcome: success (2xx), http_error (another status), no_answer (timeout, network, refused URL)",
      labelNames: ["outcome"] as const,
      registers: [registry],
    }),
    webhookAttemptDuration: new Histogram({
      name: "gateway_webhook_attempt_duration_seconds",
      help: "Duration of each webhook delivery attempt",
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    jobsRun: new Counter({
      name: "gateway_jobs_run_total",
      help: "Jobs the worker ran, by type and outcome: done, later (asked to run again), failed (will retry), dead",
      labelNames: ["type", "outcome"] as const,
      registers: [registry],
    }),
    jobDuration: new Histogram({
      name: "gateway_job_duration_seconds",
      help: "Time a job's handler ran, by type",
      labelNames: ["type"] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
  };
}

/**
 * Calls `record` with the heap used after each major collection. Heap used sampled at any moment rises
 * and falls with V8's collections (a sawtooth tens of MB high in a busy process), so a slow leak hides in
 * it; read right after a mark-compact, it is the live set, and a leak shows as a steady climb (the soak,
 * judges this figure). The observer's callback runs just after the collection, before much new
 * allocation. Costs nothing between collections.
 */
function observeMajorCollections(record: (bytes: number) => void) {
  try {
    const observer = new PerformanceObserver((list) => {
      const major = list.getEntries().some((e) => (e as { detail?: { kind?: number } }).detail?.kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR);
      if (major) record(v8.getHeapStatistics().used_heap_size);
    });
    observer.observe({ entryTypes: ["gc"] });
  } catch {
    /* a runtime without GC performance entries: the gauge stays empty */
  }
}

type Metrics = { registry: Registry } & ReturnType<typeof createMetrics>;
const metrics = ((globalThis as Record<symbol, unknown>)[Symbol.for("gateway.metrics")] ??= (() => {
  const registry = new Registry();
  return { registry, ...createMetrics(registry) };
})()) as Metrics;

export const { registry, httpRequests, httpDuration, processorCalls, processorErrors, processorDuration, webhookAttempts, webhookAttemptDuration, jobsRun, jobDuration } = metrics;

/** The status's kind for the processor counters. */
export function processorOutcome(status: number | null, timedOut: boolean): "ok" | "4xx" | "5xx" | "timeout" | "network" {
  if (status === null) return timedOut ? "timeout" : "network";
  if (status >= 500) return "5xx";
  if (status >= 400) return "4xx";
  return "ok";
}

/** Counts one answered webhook attempt. */
export function countWebhookAttempt(status: number | null, durationMs: number) {
  webhookAttempts.inc({ outcome: status === null ? "no_answer" : status >= 200 && status < 300 ? "success" : "http_error" });
  webhookAttemptDuration.observe(durationMs / 1000);
}

/**
 * A request path as its route pattern: each segment that is a route parameter's value becomes
 * `[name]` (/v2/payments/pay_x/verify -> /v2/payments/[reference]/verify), so ids never become labels.
 */
export function routePattern(pathname: string, params: Record<string, string | string[]> | undefined): string {
  const segments = pathname.split("/");
  for (const [name, raw] of Object.entries(params ?? {})) {
    const values = [raw].flat().flatMap((v) => v.split("/"));
    if (values.length === 0) continue;
    const at = findRun(segments, values);
    if (at < 0) continue;
    segments.splice(at, values.length, Array.isArray(raw) ? `[...${name}]` : `[${name}]`);
  }
  return segments.join("/") || "/";
}

function findRun(segments: string[], values: string[]): number {
  const decoded = segments.map(safeDecode);
  for (let i = segments.length - values.length; i >= 1; i--) {
    if (values.every((v, j) => decoded[i + j] === v)) return i;
  }
  return -1;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Counts one answered request of a wrapper (the API's or the dashboard's). */
export function countHttpRequest(surface: string, method: string, route: string, status: number, durationMs: number) {
  httpRequests.inc({ surface, route, method, status: String(status) });
  httpDuration.observe({ surface, route, method }, durationMs / 1000);
}
