// What the API and dashboard wrappers do around every request for observability (issue 28): the
// request id in the async context (for every log line), a server span (a child of Next's own, or of
// the caller's traceparent), and the request counted by route pattern and status for /metrics.
import type { RouteContext } from "@/lib/http/routes";
import { countHttpRequest, routePattern } from "@/lib/telemetry/metrics";
import { runWithRequestContext } from "@/lib/telemetry/request-context";
import { incomingContext, inSpan, SpanKind, SpanStatusCode } from "@/lib/telemetry/tracing";

export function observeRequest(
  surface: "api" | "dashboard",
  req: Request,
  routeCtx: RouteContext | undefined,
  requestId: string,
  handle: () => Promise<Response>,
): Promise<Response> {
  const started = performance.now();
  return runWithRequestContext({ requestId }, () =>
    inSpan(req.method, { kind: SpanKind.SERVER, parent: incomingContext(req.headers), attributes: { "http.request.method": req.method, "gateway.request_id": requestId } }, async (span) => {
      const response = await handle();
      // The params promise has settled by now (the wrapper awaited it, or failed on it).
      const params = await Promise.resolve(routeCtx?.params).catch(() => undefined);
      const route = routePattern(new URL(req.url).pathname, params);
      span.updateName(`${req.method} ${route}`);
      span.setAttributes({ "http.route": route, "http.response.status_code": response.status });
      if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      countHttpRequest(surface, req.method, route, response.status, performance.now() - started);
      return response;
    }),
  );
}
