import "server-only";
// The dashboard JSON routes' wrapper (issue 2), the session-auth sibling of lib/http/with-api.ts:
//   export const { GET, PATCH, ... } = dashboardRoutes({ PATCH: withDashboard({ roles: [...], body, handler }) })
// Steps: request id -> Origin check (state-changing methods) -> session -> role -> body -> handler -> envelope.
//
// Role and Origin refusals answer HTTP 403 with the code UNAUTHORIZED (the spec's error table
// has no FORBIDDEN code). Deliberately not 401: the dashboard's client treats 401 as "session
// gone, sign in again" and redirects, which would be wrong for a viewer who is signed in
// but may not change things.
import type { z } from "zod";
import { db, type Db } from "@/lib/db";
import { env } from "@/lib/env";
import { getDashboardSession } from "@/lib/auth/session";
import { ApiError, isApiError } from "@/lib/http/errors";
import { errorBody, errorResponse, jsonResponse, successBody } from "@/lib/http/envelope";
import { parseOrThrow } from "@/lib/http/validation";
import { readJsonBody } from "@/lib/http/read-json-body";
import { requestIdFrom } from "@/lib/http/request-id";
import { apiRoutes, readQuery, resolveParams, type RouteContext, type RouteHandler } from "@/lib/http/routes";
import { originNamesThisServer } from "@/lib/http/origin";
import { logger } from "@/lib/logger";
import type { DashboardMode, DashboardRole } from "@/lib/dashboard/types";

export type DashboardCtx = {
  userId: string;
  merchantId: string;
  role: DashboardRole;
  mode: DashboardMode;
};

export type DashboardResult<T = unknown> = { status?: number; message: string; data: T; headers?: Record<string, string[]> };

type HandlerArgs<B, S> = {
  req: Request;
  requestId: string;
  ctx: S;
  body: B;
  params: Record<string, string>;
  db: Db;
};

export type DashboardRouteHandler = RouteHandler;

type Options<BS extends z.ZodType | undefined, A extends "session" | "none"> = {
  /** "none" only for sign-up; everything else needs a signed-in dashboard user. */
  auth?: A;
  /** Roles allowed to call this route. Default: every role for GET, owners only otherwise. */
  roles?: readonly DashboardRole[];
  /** A `.strict()` zod schema: unknown fields are rejected, not dropped. */
  body?: BS;
  handler: (
    args: HandlerArgs<BS extends z.ZodType ? z.output<BS> : undefined, A extends "none" ? null : DashboardCtx>,
  ) => Promise<DashboardResult>;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** 403 in the envelope with code UNAUTHORIZED (see the note at the top of this file). */
export class ForbiddenError extends ApiError {
  constructor(message: string) {
    super("UNAUTHORIZED", message);
  }
  override get status(): number {
    return 403;
  }
}

/**
 * CSRF defence for cookie-authenticated requests: the browser's Origin header must name this
 * server. Accepted: the host the request was sent to (X-Forwarded-Host behind a proxy, else Host,
 * compared with the Origin's host, as Next's server actions do), or the configured public base URL.
 * A missing or "null" Origin is refused: browsers always send it on POST/PATCH/DELETE fetches.
 */
export function isSameOrigin(headers: Headers, publicBaseUrl?: string): boolean {
  const origin = headers.get("origin");
  if (!origin || origin === "null") return false;
  return originNamesThisServer(origin, headers, publicBaseUrl);
}

export function withDashboard<BS extends z.ZodType | undefined = undefined, A extends "session" | "none" = "session">(
  options: Options<BS, A>,
): DashboardRouteHandler {
  return async (req, routeCtx) => {
    const started = performance.now();
    const requestId = requestIdFrom(req.headers);
    const log: Record<string, unknown> = { requestId, method: req.method, route: new URL(req.url).pathname };
    let response: Response;
    try {
      response = await run(options, req, requestId, routeCtx, log);
    } catch (error) {
      response = toErrorResponse(error, requestId, log);
    }
    response.headers.set("Request-Id", requestId);
    log.status = response.status;
    log.durationMs = Math.round((performance.now() - started) * 10) / 10;
    logger().info(log, "dashboard request");
    return response;
  };
}

async function run<BS extends z.ZodType | undefined, A extends "session" | "none">(
  options: Options<BS, A>,
  req: Request,
  requestId: string,
  routeCtx: RouteContext | undefined,
  log: Record<string, unknown>,
): Promise<Response> {
  const changes = !SAFE_METHODS.has(req.method);
  if (changes && !isSameOrigin(req.headers, env().publicBaseUrl)) {
    throw new ForbiddenError("Cross-origin request refused: the Origin header must match this dashboard's address");
  }

  let ctx: DashboardCtx | null = null;
  if ((options.auth ?? "session") === "session") {
    const session = await getDashboardSession();
    if (!session) throw new ApiError("UNAUTHORIZED", "Your session has ended; sign in again");
    ctx = { userId: session.userId, merchantId: session.merchantId, role: session.role, mode: session.mode };
    Object.assign(log, { merchantId: ctx.merchantId, userId: ctx.userId, mode: ctx.mode });
    const allowed: readonly DashboardRole[] = options.roles ?? (changes ? ["owner"] : ["owner", "developer", "viewer"]);
    if (!allowed.includes(ctx.role)) {
      throw new ForbiddenError(`Your role (${ctx.role}) cannot do this; ask an owner of this account`);
    }
  }

  const params = await resolveParams(routeCtx);
  readQuery(new URL(req.url)); // refuses text the database cannot store, as withApi does
  const body = options.body ? parseOrThrow(options.body, await readJsonBody(req), "body") : undefined;

  const result = await options.handler({
    req,
    requestId,
    ctx: ctx as never,
    body: body as never,
    params,
    db: db(),
  });
  const response = jsonResponse(result.status ?? 200, successBody(result.message, result.data));
  for (const [name, values] of Object.entries(result.headers ?? {})) {
    for (const value of values) response.headers.append(name, value);
  }
  return response;
}

function toErrorResponse(error: unknown, requestId: string, log: Record<string, unknown>): Response {
  if (isApiError(error)) {
    log.errorCode = error.code;
    if (error.status >= 500) logger().error({ requestId, err: error }, "dashboard error");
    return jsonResponse(error.status, errorBody(error.code, error.message, error.details), error.headers);
  }
  log.errorCode = "PROCESSING_FAILED";
  logger().error({ requestId, err: error }, "unhandled error in dashboard route");
  return errorResponse(
    "PROCESSING_FAILED",
    `Something went wrong on our side; retry, or contact support with request id ${requestId}`,
  );
}

/** Every method for a route file: the implemented ones, and 405 in the envelope for the rest. */
export const dashboardRoutes = apiRoutes;
