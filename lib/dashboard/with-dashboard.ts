import "server-only";
// The dashboard JSON routes' wrapper, the session-auth sibling of lib/api/with-api.ts:
//   export const { GET, PATCH, ... } = dashboardRoutes({ PATCH: withDashboard({ action: "money.move", body, handler }) })
// with two shorthands for the commonest routes: dashboardRead (a GET that takes no query) and
// dashboardAction (a POST on the object in the path that takes no body); scopeOf(ctx) scopes a lookup.
// Steps: request id -> Origin check (state-changing methods) -> session -> role -> body and
// query (zod) -> handler -> envelope. As in withApi: a write runs in one transaction, in which
// the service also writes its audit record (actor: the signed-in user, ctx.actor), and errors
// answer through the same table and function (toErrorResponse).
//
// Role and Origin refusals answer 403 with the code UNAUTHORIZED: the tabled case
// `permission_refused` in lib/http/errors.ts says why.
import type { z } from "zod";
import { db, type Db, type DbClient } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { getDashboardSession } from "@/lib/auth/session";
import type { AuditActor } from "@/lib/audit/record-audit";
import { auditRequestContext } from "@/lib/audit/request-context";
import type { OtherModeAnswer } from "@/lib/auth/other-mode";
import { ApiError } from "@/lib/http/errors";
import { jsonResponse, successBody } from "@/lib/http/envelope";
import { parseOrThrow } from "@/lib/http/validation";
import { readJsonBody } from "@/lib/http/read-json-body";
import { requestIdFrom } from "@/lib/http/request-id";
import { apiRoutes, readQuery, resolveParams, type RouteContext, type RouteHandler } from "@/lib/http/routes";
import { originNamesThisServer, type OriginPolicy } from "@/lib/http/origin";
import { toErrorResponse, type TransactionMode } from "@/lib/api/with-api";
import { logger } from "@/lib/logger";
import { observeRequest } from "@/lib/telemetry/observe-request";
import { assertLiveActivated } from "@/lib/merchants/activation/get-activation";
import type { DashboardMode } from "@/lib/catalog/modes";
import { rolesFor, type DashboardAction, type DashboardRole } from "@/lib/catalog/permissions";
import { emptyBodySchema, emptyQuerySchema } from "@/lib/schemas/dashboard";

export type DashboardCtx = {
  userId: string;
  merchantId: string;
  role: DashboardRole;
  mode: DashboardMode;
  /** Who the audit record names for a write: the signed-in user. */
  actor: AuditActor;
  /** The dashboard shows one mode: the other mode's objects are NOT_FOUND here (lib/auth/other-mode.ts). */
  otherMode: OtherModeAnswer;
};

/**
 * What a service that looks an object up is scoped by: the merchant, the mode the dashboard shows,
 * and the other mode's answer (NOT_FOUND here). One spread, so no handler can leave the mode out.
 */
export function scopeOf(ctx: DashboardCtx) {
  return { merchantId: ctx.merchantId, mode: ctx.mode, otherMode: ctx.otherMode };
}

export type DashboardResult<T = unknown> = { status?: number; message: string; data: T; headers?: Record<string, string[]> };

type HandlerArgs<B, Q, S, D extends Db> = {
  req: Request;
  requestId: string;
  ctx: S;
  body: B;
  query: Q;
  params: Record<string, string>;
  /** A write's transaction, or the client (see Options.transaction). */
  db: D;
};

/** A route's handler, carrying its action so the (role, action) suite can find every route's. */
export type DashboardRouteHandler = RouteHandler & { dashboardAction?: DashboardAction | "public" };

type Options<BS extends z.ZodType | undefined, QS extends z.ZodType | undefined, A extends "session" | "none", T extends TransactionMode | undefined> = {
  /** "none" only for sign-up; everything else needs a signed-in dashboard user. */
  auth?: A;
  /**
   * What the route does, in the one permission table (lib/catalog/permissions.ts), which says the
   * roles allowed. Default: "read" for GET, HEAD and OPTIONS; a write without one is owners only.
   */
  action?: DashboardAction;
  /** A `.strict()` zod schema: unknown fields are rejected, not dropped. */
  body?: BS;
  /** How the body is read before `body` parses it: JSON unless set (an image upload, lib/http/read-file-upload.ts). */
  readBody?: (req: Request) => Promise<unknown>;
  /** A `.strict()` zod schema for the query string (a repeated key arrives as an array). */
  query?: QS;
  /**
   * Who makes a write atomic, as in withApi (lib/api/with-api.ts TransactionMode):
   * "request" (the default): a write (any method but GET, HEAD and OPTIONS) runs in one transaction, handed to the handler as `db`; a read runs on the client.
   * "service": no transaction; the service opens its own (sign-up hashes the password first, so the transaction does not wait for bcrypt; a payout's OTP, approval and rejection call the processor between two transactions).
   */
  transaction?: T;
  /**
   * When the merchant requires two-factor sign-in, a member without it may call only
   * the routes that set it up (true here); every other route answers 403 until they have.
   */
  allowDuringTwoFactorSetup?: boolean;
  handler: (
    args: HandlerArgs<
      BS extends z.ZodType ? z.output<BS> : undefined,
      QS extends z.ZodType ? z.output<QS> : undefined,
      A extends "none" ? null : DashboardCtx,
      T extends "service" ? DbClient : Prisma.TransactionClient
    >,
    // A Response is sent as it is: a download streamed as it is read (the payments CSV export).
  ) => Promise<DashboardResult | Response>;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Actions that move live money: refused in live mode until activation. */
const LIVE_MONEY_ACTIONS: ReadonlySet<DashboardAction> = new Set(["payments.manage", "billing.manage", "refunds.create", "money.move"]);

/**
 * CSRF defence for cookie-authenticated requests: the browser's Origin header must name this
 * server. Accepted: the host the request was sent to (X-Forwarded-Host only with TRUST_PROXY, else
 * Host, compared with the Origin's host, as Next's server actions do), or the configured public base URL.
 * A missing or "null" Origin is refused: browsers always send it on POST/PATCH/DELETE fetches.
 */
export function isSameOrigin(headers: Headers, policy: OriginPolicy = {}): boolean {
  const origin = headers.get("origin");
  if (!origin || origin === "null") return false;
  return originNamesThisServer(origin, headers, policy);
}

export function withDashboard<
  BS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
  A extends "session" | "none" = "session",
  T extends TransactionMode | undefined = undefined,
>(options: Options<BS, QS, A, T>): DashboardRouteHandler {
  const handler: DashboardRouteHandler = async (req, routeCtx) => {
    const started = performance.now();
    const requestId = requestIdFrom(req.headers);
    // A span, the request id in every log line, and the count by route for /metrics.
    return observeRequest("dashboard", req, routeCtx, requestId, async () => {
      const url = new URL(req.url);
      const log: Record<string, unknown> = { requestId, method: req.method, route: url.pathname };
      let response: Response;
      try {
        response = await run(options, req, url, requestId, routeCtx, log);
      } catch (error) {
        response = toErrorResponse(error, requestId, log);
      }
      response.headers.set("Request-Id", requestId);
      log.status = response.status;
      log.durationMs = Math.round((performance.now() - started) * 10) / 10;
      logger().info(log, "dashboard request");
      return response;
    });
  };
  handler.dashboardAction = options.auth === "none" ? "public" : options.action;
  return handler;
}

async function run<BS extends z.ZodType | undefined, QS extends z.ZodType | undefined, A extends "session" | "none", T extends TransactionMode | undefined>(
  options: Options<BS, QS, A, T>,
  req: Request,
  url: URL,
  requestId: string,
  routeCtx: RouteContext | undefined,
  log: Record<string, unknown>,
): Promise<Response> {
  const changes = !SAFE_METHODS.has(req.method);
  if (changes && !isSameOrigin(req.headers, { publicBaseUrl: env().publicBaseUrl, trustProxy: env().trustProxy })) {
    throw ApiError.forCase("permission_refused", "Cross-origin request refused: the Origin header must match this dashboard's address");
  }

  let ctx: DashboardCtx | null = null;
  if ((options.auth ?? "session") === "session") {
    const session = await getDashboardSession();
    if (!session) throw new ApiError("UNAUTHORIZED", "Your session has ended; sign in again");
    ctx = {
      userId: session.userId,
      merchantId: session.merchantId,
      role: session.role,
      mode: session.mode,
      actor: { type: "dashboard", userId: session.userId, ...auditRequestContext(req.headers) },
      otherMode: "not_found",
    };
    Object.assign(log, { merchantId: ctx.merchantId, userId: ctx.userId, mode: ctx.mode });
    if (session.twoFactorSetupNeeded && !options.allowDuringTwoFactorSetup) {
      throw ApiError.forCase("permission_refused", "Your team requires two-factor sign-in: set it up at /two-factor/setup first");
    }
    const allowed: readonly DashboardRole[] = options.action ? rolesFor(options.action) : changes ? ["owner"] : rolesFor("read");
    if (!allowed.includes(ctx.role)) {
      throw ApiError.forCase("permission_refused", `Your role (${ctx.role}) cannot do this; ask an owner of this account`);
    }
    // Live money stays locked until the operator activates the merchant, in the
    // dashboard as for live API keys. Before the body is read: any body gets the same answer.
    if (changes && ctx.mode === "live" && options.action && LIVE_MONEY_ACTIONS.has(options.action)) {
      await assertLiveActivated(db(), ctx.merchantId);
    }
  }

  const params = await resolveParams(routeCtx);
  // Every request's query is read (and text the database cannot store refused), as withApi does.
  const rawQuery = readQuery(url);
  const body = options.body ? parseOrThrow(options.body, await (options.readBody ?? readJsonBody)(req), "body") : undefined;
  const query = options.query ? parseOrThrow(options.query, rawQuery, "query") : undefined;

  // The handler's types are checked at its withDashboard call; one erased signature runs them all.
  const handler = options.handler as (args: HandlerArgs<unknown, unknown, DashboardCtx | null, Db>) => Promise<DashboardResult | Response>;
  const args: HandlerArgs<unknown, unknown, DashboardCtx | null, Db> = { req, requestId, ctx, body, query, params, db: db() };
  const inTransaction = changes && options.transaction !== "service";
  const result = inTransaction ? await db().$transaction((tx) => handler({ ...args, db: tx })) : await handler(args);
  if (result instanceof Response) return result;

  const response = jsonResponse(result.status ?? 200, successBody(result.message, result.data));
  for (const [name, values] of Object.entries(result.headers ?? {})) {
    for (const value of values) response.headers.append(name, value);
  }
  return response;
}

type ActionOptions<T extends TransactionMode | undefined> = Pick<Options<undefined, undefined, "session", T>, "action" | "transaction" | "allowDuringTwoFactorSetup">;

/**
 * A write that takes no input but the object in its path (POST .../{id}/revoke, .../{reference}/approve):
 * withDashboard with the body `{}`: a stray field is refused, as on every write.
 *   POST: dashboardAction({ action: "keys.manage" }, async ({ db, ctx, params }) => { ... })
 */
export function dashboardAction<T extends TransactionMode | undefined = undefined>(
  options: ActionOptions<T>,
  handler: Options<typeof emptyBodySchema, undefined, "session", T>["handler"],
): DashboardRouteHandler {
  return withDashboard<typeof emptyBodySchema, undefined, "session", T>({ ...options, body: emptyBodySchema, handler });
}

/**
 * A read that takes no query parameters (one object by its path, a short fixed list): any
 * parameter is refused, not ignored. Every role may read (the "read" action).
 *   GET: dashboardRead(async ({ db, ctx, params }) => { ... })
 */
export function dashboardRead(handler: Options<undefined, typeof emptyQuerySchema, "session", undefined>["handler"]): DashboardRouteHandler {
  return withDashboard<undefined, typeof emptyQuerySchema, "session", undefined>({ query: emptyQuerySchema, handler });
}

/** Every method for a route file: the implemented ones, and 405 in the envelope for the rest. */
export const dashboardRoutes = apiRoutes;
