// What the API and dashboard wrappers do around every request for observability: the
// request id in the async context (for every log line), a server span (a child of Next's own, or of
// the caller's traceparent), and the request counted by route pattern and status for /metrics.
import { countHttpRequest, routePattern } from "@/lib/telemetry/metrics";
import { runWithRequestContext } from "@/lib/telemetry/request-context";
import { incomingContext, inSpan, SpanKind, SpanStatusCode } from "@/lib/telemetry/tracing";

/** A route's context as Next hands it (lib/http/routes.ts RouteContext; not imported: routes.ts imports this file). */
type RouteParams = { params?: Promise<Record<string, string | string[]>> } | undefined;

/** Which wrapper answered: the /v2 and /v1 API, the dashboard's JSON, or a plain handler (checkout forms, callbacks, probes). */
export type Surface = "api" | "dashboard" | "operator" | "checkout" | "callback" | "other";

export function surfaceOf(pathname: string): Surface {
  if (pathname.startsWith("/checkout/")) return "checkout";
  if (pathname.startsWith("/v2/processor-callbacks/")) return "callback";
  return "other";
}

export function observeRequest(
  surface: Surface,
  req: Request,
  routeCtx: RouteParams,
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
