// Spans, trace context and W3C headers (docs/operations.md "Traces"), on the OpenTelemetry
// API alone: without a registered provider (lib/telemetry/start-tracing.ts) every call here is a
// no-op, and the logger, the job queue and the executor can import it without the SDK.
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Span } from "@opentelemetry/api";

const TRACER = "gateway";

export function tracer() {
  return trace.getTracer(TRACER);
}

/**
 * Runs `fn` inside a new active span (a child of the active one, or of `parent`), ending it when
 * `fn` settles; a throw marks the span as an error and goes on.
 */
export function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes; parent?: Context },
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer().startActiveSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes }, options.parent ?? context.active(), async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: String((error as Error)?.message ?? error).slice(0, 200) });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The W3C headers (traceparent, tracestate) of the active span, to send with an outgoing request. */
export function traceHeaders(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/** The active span's traceparent, or null outside any trace (stored on a job as it is enqueued). */
export function currentTraceparent(): string | null {
  return traceHeaders().traceparent ?? null;
}

/** The context a stored or received traceparent names (the root context when it is absent or malformed). */
export function contextFromTraceparent(traceparent: string | null | undefined): Context {
  if (!traceparent) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, { traceparent });
}

/** The context of an incoming request: the active one inside a traced server (Next), else the caller's traceparent. */
export function incomingContext(headers: Headers): Context {
  const active = context.active();
  if (trace.getSpanContext(active)) return active;
  return contextFromTraceparent(headers.get("traceparent"));
}

/** The active trace and span ids, for log lines; undefined outside any trace. */
export function activeTraceIds(): { traceId: string; spanId: string } | undefined {
  const spanContext = trace.getSpanContext(context.active());
  if (!spanContext || !trace.isSpanContextValid(spanContext)) return undefined;
  return { traceId: spanContext.traceId, spanId: spanContext.spanId };
}

export { SpanKind, SpanStatusCode };
