// Pieces every route wrapper shares (the /v2 API's withApi and the dashboard's withDashboard).
import { errorResponse } from "@/lib/http/envelope";
import { requestIdFrom } from "@/lib/http/request-id";

export type RouteContext = { params?: Promise<Record<string, string | string[]>> };
export type RouteHandler = (req: Request, ctx?: RouteContext) => Promise<Response>;

/** Next 16 hands route params as a promise; catch-all segments arrive as arrays. */
export async function resolveParams(routeCtx: RouteContext | undefined): Promise<Record<string, string>> {
  const raw = (await routeCtx?.params) ?? {};
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];

/**
 * Gives a route file every method: the ones it implements, and 405 in the spec's
 * envelope for the rest (Next's own 405 has no body).
 */
export function apiRoutes(handlers: Partial<Record<Method, RouteHandler>>): Record<Method, RouteHandler> {
  const allow = METHODS.filter((m) => handlers[m]).join(", ");
  const notAllowed: RouteHandler = async (req) =>
    errorResponse("METHOD_NOT_ALLOWED", `${req.method} is not allowed on this endpoint; allowed: ${allow}`, null, {
      Allow: allow,
      "Request-Id": requestIdFrom(req.headers),
    });
  return Object.fromEntries(METHODS.map((m) => [m, handlers[m] ?? notAllowed])) as Record<Method, RouteHandler>;
}
