// Pieces every route wrapper shares (the /v2 API's withApi and the dashboard's withDashboard).
import { errorBody, jsonResponse } from "@/lib/http/envelope";
import { requestIdFrom } from "@/lib/http/request-id";
import { ApiError, ERROR_STATUS } from "@/lib/http/errors";
import { assertStorableText } from "@/lib/http/unsafe-text";
import { observeRequest, surfaceOf } from "@/lib/telemetry/observe-request";

export type RouteContext = { params?: Promise<Record<string, string | string[]>> };
export type RouteHandler = (req: Request, ctx?: RouteContext) => Promise<Response>;

/**
 * Next 16 hands route params as a promise; catch-all segments arrive as arrays. A parameter
 * the database could not store (NUL, lone surrogate) is 400 INVALID_FORMAT naming it.
 */
export async function resolveParams(routeCtx: RouteContext | undefined): Promise<Record<string, string>> {
  const raw = (await routeCtx?.params) ?? {};
  const params = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
  assertStorableText(params, "path");
  return params;
}

/**
 * The query string as a plain object (a repeated key becomes an array), every key and value
 * checked for text the database cannot store, whether or not the route reads the query.
 */
export function readQuery(url: URL): Record<string, string | string[]> {
  assertWellEncodedQuery(url.search);
  const values = new Map<string, string | string[]>();
  for (const [key, value] of url.searchParams) {
    const prev = values.get(key);
    values.set(key, prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value]);
  }
  // fromEntries defines own properties: "?__proto__=x" stays a key (and an unknown field), not a prototype.
  const out = Object.fromEntries(values);
  assertStorableText(out, "query");
  for (const [key, value] of values) {
    // Under `next start` the query reaches the handler already decoded and re-encoded, with each
    // malformed sequence replaced by U+FFFD; no query parameter of ours can mean that character.
    if (key.includes("\uFFFD") || [value].flat().some((v) => v.includes("\uFFFD"))) throw malformedQuery(key);
  }
  return out;
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];

/** The value of `Allow` for a route: its methods, HEAD with GET (Next answers HEAD from GET), and OPTIONS. */
export function allowHeader(implemented: readonly string[]): string {
  const methods = METHODS.filter((m) => implemented.includes(m)) as string[];
  if (methods.includes("GET")) methods.splice(methods.indexOf("GET") + 1, 0, "HEAD");
  return [...methods, "OPTIONS"].join(", ");
}

/**
 * Gives a route file every method: the ones it implements, 405 in the spec's envelope for
 * the rest (Next's own 405 has no body), and OPTIONS: 204 with the same `Allow` as the 405
 * (Next's automatic OPTIONS would list every exported method, including the 405 ones).
 */
export function apiRoutes(
  handlers: Partial<Record<Method, RouteHandler>>,
  /** The 405's body: the spec's error envelope, or the v1 layer's (lib/v1/with-v1-api.ts). */
  notAllowedBody: (message: string) => unknown = (message) => errorBody("METHOD_NOT_ALLOWED", message),
): Record<Method | "OPTIONS", RouteHandler> {
  const allow = allowHeader(METHODS.filter((m) => handlers[m]));
  const notAllowed: RouteHandler = async (req) =>
    jsonResponse(ERROR_STATUS.METHOD_NOT_ALLOWED, notAllowedBody(`${req.method} is not allowed on this endpoint; allowed: ${allow}`), {
      Allow: allow,
      "Request-Id": requestIdFrom(req.headers),
    });
  const options: RouteHandler = async (req) =>
    new Response(null, { status: 204, headers: { Allow: allow, "Cache-Control": "no-store", "Request-Id": requestIdFrom(req.headers) } });
  const routes = Object.fromEntries(METHODS.map((m) => [m, handlers[m] ?? notAllowed])) as Record<Method, RouteHandler>;
  return { ...routes, OPTIONS: options };
}

/**
 * For the few handlers outside withApi/withDashboard (health checks, the checkout's HTML
 * forms, the /v2 catch-all): the answer carries the caller's Request-Id or a new one.
 */
export function withRequestId<A extends unknown[]>(handler: (req: Request, ...rest: A) => Response | Promise<Response>) {
  return async (req: Request, ...rest: A): Promise<Response> => {
    const requestId = requestIdFrom(req.headers);
    // A span, the request id in log lines, and the count by route pattern for /metrics.
    const routeCtx = rest[0] as RouteContext | undefined;
    return observeRequest(surfaceOf(new URL(req.url).pathname), req, routeCtx, requestId, async () => {
      const response = await handler(req, ...rest);
      if (!response.headers.has("Request-Id")) response.headers.set("Request-Id", requestId);
      return response;
    });
  };
}

/**
 * URLSearchParams (and Next before it) quietly turns malformed percent-encoding ("%FF", "%ED%A0%80", a lone "%")
 * into U+FFFD; the API says so instead: 400 INVALID_FORMAT naming the parameter.
 */
function assertWellEncodedQuery(search: string) {
  if (!search.includes("%")) return;
  for (const pair of search.slice(1).split("&")) {
    const eq = pair.indexOf("=");
    for (const part of eq < 0 ? [pair] : [pair.slice(0, eq), pair.slice(eq + 1)]) {
      try {
        decodeURIComponent(part.replace(/\+/g, " "));
      } catch {
        throw malformedQuery([...new URLSearchParams(pair).keys()][0] || "(query)");
      }
    }
  }
}

function malformedQuery(field: string) {
  return new ApiError("INVALID_FORMAT", `Invalid request query: ${field} is not valid percent-encoded UTF-8`, [
    { field, message: "malformed percent-encoding" },
  ]);
}
