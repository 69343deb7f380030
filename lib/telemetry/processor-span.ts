// The span around one call to a processor, for lib/processors/http-executor.ts: a client
// span named by the call's operation, carrying the connection and the answer's status. Nothing of the
// request's body or headers goes into it (they hold credentials and customers' numbers).
import type { Span } from "@opentelemetry/api";
import { inSpan, SpanKind, SpanStatusCode } from "@/lib/telemetry/tracing";

export { traceHeaders } from "@/lib/telemetry/tracing";

type Call = { operation: string; method: string; objectId?: string };

export function inProcessorSpan<T extends { status: number }>(connectionId: string, call: Call, fn: (span: Span) => Promise<T>): Promise<T> {
  const attributes = {
    "gateway.processor.connection": connectionId,
    "gateway.processor.operation": call.operation,
    "http.request.method": call.method,
    ...(call.objectId ? { "gateway.object.id": call.objectId } : {}),
  };
  return inSpan(`processor ${call.operation}`, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    const response = await fn(span);
    span.setAttribute("http.response.status_code", response.status);
    if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    return response;
  });
}
