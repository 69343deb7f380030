import "server-only";
// The API wrapper (docs/architecture.md, convention 1). A route file is one call:
//   export const { GET, POST, ... } = apiRoutes({ POST: withApi({ auth: "secret", body, idempotent: true, handler }) })
// apiRead, apiList and apiCreate are withApi for the commonest routes: a read by the path alone, a
// list with its query schema, an idempotent create with its body schema.
// Steps, in order: request id -> API key -> rate limit -> body/query parsing -> idempotency
// -> handler -> envelope. Every answer after the key carries the RateLimit-* headers.
// Writes run in one transaction with their idempotent response (TransactionMode); the services
// write their audit record (actor: the key, ctx.actor) in that same transaction.
import type { z } from "zod";
import { db, type Db, type DbClient } from "@/lib/db";
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import type { AuditActor } from "@/lib/audit/record-audit";
import type { OtherModeAnswer } from "@/lib/auth/other-mode";
import { authenticateSecretKey, type AuthenticatedKey } from "@/lib/auth/api-keys";
import { ApiError, ERROR_STATUS, isApiError } from "@/lib/http/errors";
import { errorBody, jsonResponse, successBody } from "@/lib/http/envelope";
import { parseOrThrow } from "@/lib/http/validation";
import { readJsonBody } from "@/lib/http/read-json-body";
import { refuseUnexpectedBody } from "@/lib/http/no-body";
import { requestIdFrom } from "@/lib/http/request-id";
import { apiRoutes, readQuery, resolveParams, type RouteContext, type RouteHandler } from "@/lib/http/routes";
import { requestFingerprint, runIdempotent, validateIdempotencyKey } from "@/lib/http/idempotency";
import { auditRequestContext } from "@/lib/audit/request-context";
import { logger } from "@/lib/logger";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { observeApiResponse } from "@/lib/http/response-observer";
import { limitApiRequest } from "@/lib/rate-limit/api-limits";
import { observeRequest } from "@/lib/telemetry/observe-request";

export type ApiResult<T = unknown> = {
  status?: number;
  message: string;
  data: T;
  /** Fields the spec puts beside `data` (a payout's creation answer has created_at and updated_at there). */
  topLevel?: Record<string, unknown>;
};

/**
 * A write whose second step calls a processor (a direct charge). The handler does its
 * first step in `db` (the key's transaction when the request has an Idempotency-Key) and answers
 * `afterCommit`, which the wrapper runs once that step is committed, outside any transaction; its
 * answer is the response, stored under the Idempotency-Key (lib/http/idempotency.ts, IdempotentWork).
 */
export type AfterCommit<R extends ApiResult = ApiResult> = {
  afterCommit: () => Promise<R>;
  /**
   * What the first step committed, as the route's `resume` reads it back: recorded with the key's
   * claim, so a retry after this process dies continues this work instead of starting it again.
   */
  recoveryPoint?: string;
};

/**
 * What differs between API versions, and only that: how a body is read, how the key's
 * failures are worded, and the envelopes. /v2 uses V2_STYLE; the v1 compatibility layer
 * (lib/v1/with-v1-api.ts) passes its own to `wrapApi`, so both share every other step
 * (request id, key, idempotency, transactions, the log line).
 */
export type ApiStyle = {
  readBody: (req: Request) => Promise<unknown>;
  /** An authentication failure (missing, malformed or unknown key) as this version words it. */
  authError: (error: unknown) => unknown;
  successBody: (result: ApiResult) => unknown;
  /** An ApiError's status and body. */
  errorAnswer: (error: ApiError) => { status: number; body: unknown };
  /** The body of a 500 for anything unexpected (a bug), naming the request id. */
  unexpectedBody: (requestId: string) => unknown;
};

export const V2_STYLE: ApiStyle = {
  readBody: readJsonBody,
  authError: (error) => error,
  successBody: (result) => ({ ...successBody(result.message, result.data), ...result.topLevel }),
  errorAnswer: (error) => ({ status: error.status, body: errorBody(error.code, error.message, error.details) }),
  unexpectedBody: (requestId) => errorBody("PROCESSING_FAILED", unexpectedMessage(requestId)),
};

export const unexpectedMessage = (requestId: string) =>
  `The request could not be processed; retry later or contact support with request id ${requestId}`;

export type ApiContext<B, Q, D extends Db = Db> = {
  req: Request;
  requestId: string;
  /** The caller's key, merchant and mode. */
  auth: AuthenticatedKey;
  merchantId: string;
  mode: Mode;
  /** Who the audit record names for a write: the key. */
  actor: AuditActor;
  /** The API answers the caller's other-mode objects with 401 naming the mode (lib/auth/other-mode.ts). */
  otherMode: OtherModeAnswer;
  body: B;
  query: Q;
  params: Record<string, string>;
  /** The write's transaction, or the client (see TransactionMode). */
  db: D;
};

type Options<BS extends z.ZodType | undefined, QS extends z.ZodType | undefined, T extends TransactionMode | undefined, I extends boolean | undefined> = {
  /** Every /v2 operation is authenticated with a secret key. */
  auth: "secret";
  body?: BS;
  /**
   * How the body is read before `body` parses it: the version's JSON reader unless set (
   * an image upload reads multipart/form-data, lib/http/read-file-upload.ts).
   */
  readBody?: (req: Request) => Promise<unknown>;
  query?: QS;
  /**
   * The code a query that fails its schema answers with: VALIDATION_ERROR by default;
   * GET /v2/payments asks INVALID_VALUE, the spec's code for bad list filters.
   */
  queryErrorCode?: "VALIDATION_ERROR" | "INVALID_VALUE";
  idempotent?: I;
  /** See TransactionMode; "request" unless set. */
  transaction?: T;
  handler: (
    ctx: ApiContext<
      BS extends z.ZodType ? z.output<BS> : undefined,
      QS extends z.ZodType ? z.output<QS> : undefined,
      HandlerDb<T, I>
    >,
  ) => Promise<ApiResult | AfterCommit>;
  /**
   * A two-step write's continuation after a crash: a retry with the Idempotency-Key of a request
   * whose process died during its second step runs this, with the first step's recovery point,
   * instead of the handler (which would start the work again). It must ask, then continue, never redo.
   */
  resume?: (ctx: ResumeContext, recoveryPoint: string) => Promise<ApiResult>;
};

/** What a `resume` is given: who is asking, never a body to act on (the recovery point says what to continue). */
export type ResumeContext = { requestId: string; merchantId: string; mode: Mode };

/**
 * Who makes a write atomic (two modes, where there were four).
 * - "request" (the default): the wrapper runs a write (any method but GET and HEAD) in one transaction, shared with its Idempotency-Key, and hands it to the handler as `db`; a read runs on the client.
 * - "service": the wrapper opens no transaction but an Idempotency-Key's, which the handler then joins; the service makes its change atomic itself (one statement, or transactions of its own around a processor call, which must then not be idempotent).
 */
export type TransactionMode = "request" | "service";

/**
 * The handler's `db`: "request" hands a write its transaction (a read gets the client, which
 * serves every read a transaction would); "service" gets the client, or the key's transaction
 * when the route is idempotent.
 */
type HandlerDb<T extends TransactionMode | undefined, I extends boolean | undefined> = T extends "service"
  ? I extends true
    ? Db
    : DbClient
  : Prisma.TransactionClient;

/** Headers the wrapper adds to whatever answer `run` ends with: the RateLimit-* fields once the key is known. */
type AnswerHeaders = { rateLimit: Record<string, string> | null };

/** Codes that judge the request's content: such answers are not stored for replay. */
const NOT_STORED = new Set(["VALIDATION_ERROR", "INVALID_FORMAT", "INVALID_VALUE", "UNAUTHORIZED", "RATE_LIMITED"]);

export function withApi<
  BS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
  T extends TransactionMode | undefined = undefined,
  I extends boolean | undefined = undefined,
>(options: Options<BS, QS, T, I>): RouteHandler {
  return wrapApi(V2_STYLE, options);
}

/**
 * A read by the path alone (GET /v2/events/{id}): withApi with the secret key, no body and no
 * query schema, so the route states only what it looks up and answers.
 */
export function apiRead(handler: Options<undefined, undefined, undefined, undefined>["handler"]): RouteHandler {
  return withApi({ auth: "secret", handler });
}

/**
 * A create (POST /v2/subaccounts): withApi with the secret key, the body's schema and an
 * Idempotency-Key honoured, in one transaction with its replay.
 */
export function apiCreate<BS extends z.ZodType>(body: BS, handler: Options<BS, undefined, undefined, true>["handler"]): RouteHandler {
  return withApi({ auth: "secret", body, idempotent: true, handler });
}

/** A list (GET /v2/events): withApi with the secret key and the query's `.strict()` schema (lib/schemas/list-query.ts). */
export function apiList<QS extends z.ZodType>(query: QS, handler: Options<undefined, QS, undefined, undefined>["handler"]): RouteHandler {
  return withApi({ auth: "secret", query, handler });
}

/** One handler for every method: a version's catch-all route, which answers 404 for any path no route handles. */
export function everyMethod<H>(handler: H) {
  return { GET: handler, POST: handler, PUT: handler, PATCH: handler, DELETE: handler, OPTIONS: handler };
}

/** withApi with a version's own envelopes (ApiStyle). */
export function wrapApi<
  BS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
  T extends TransactionMode | undefined = undefined,
  I extends boolean | undefined = undefined,
>(style: ApiStyle, options: Options<BS, QS, T, I>): RouteHandler {
  return async (req, routeCtx) => {
    const started = performance.now();
    const requestId = requestIdFrom(req.headers);
    // A span, the request id in every log line, and the count by route for /metrics.
    return observeRequest("api", req, routeCtx, requestId, async () => {
      const url = new URL(req.url);
      const log: Record<string, unknown> = { requestId, method: req.method, route: url.pathname };
      const answer: AnswerHeaders = { rateLimit: null };
      let response: Response;
      try {
        response = await run(style, options, req, url, requestId, routeCtx, log, answer);
      } catch (error) {
        response = toErrorResponse(error, requestId, log, style);
      }
      response.headers.set("Request-Id", requestId);
      for (const [name, value] of Object.entries(answer.rateLimit ?? {})) response.headers.set(name, value);
      log.status = response.status;
      log.durationMs = Math.round((performance.now() - started) * 10) / 10;
      logger().info(log, "api request");
      observeApiResponse(req, response);
      return response;
    });
  };
}

async function run<BS extends z.ZodType | undefined, QS extends z.ZodType | undefined, T extends TransactionMode | undefined, I extends boolean | undefined>(
  style: ApiStyle,
  options: Options<BS, QS, T, I>,
  req: Request,
  url: URL,
  requestId: string,
  routeCtx: RouteContext | undefined,
  log: Record<string, unknown>,
  answer: AnswerHeaders,
): Promise<Response> {
  const database = db();
  const auth = await authenticateSecretKey(database, req.headers.get("authorization")).catch((error: unknown) => {
    throw style.authError(error);
  });
  Object.assign(log, { merchantId: auth.merchantId, mode: auth.mode });
  // Before the body is read: a refused request costs one statement, not a parse (a 429 carries
  // its headers itself).
  answer.rateLimit = await limitApiRequest(auth);

  const params = await resolveParams(routeCtx);
  const rawQuery = readQuery(url);
  // A write without a body schema refuses a body rather than ignoring it (lib/http/no-body.ts).
  if (!options.body) await refuseUnexpectedBody(req, options.readBody ?? style.readBody);
  const rawBody = options.body ? await (options.readBody ?? style.readBody)(req) : undefined;
  const body = options.body ? parseOrThrow(options.body, rawBody, "body") : undefined;
  const query = options.query ? parseOrThrow(options.query, rawQuery, "query", options.queryErrorCode) : undefined;

  // The handler's types are checked at its withApi call; here the body, query and db are
  // handed over as parsed, so one erased call signature serves every route.
  const handler = options.handler as (ctx: ApiContext<unknown, unknown, Db>) => Promise<ApiResult | AfterCommit>;
  const ctx: ApiContext<unknown, unknown, Db> = {
    req,
    requestId,
    auth,
    merchantId: auth.merchantId,
    mode: auth.mode,
    actor: { type: "api", keyId: auth.keyId, ...auditRequestContext(req.headers) },
    otherMode: "unauthorized",
    body,
    query,
    params,
    db: database,
  };

  const idempotencyKey = options.idempotent ? validateIdempotencyKey(req.headers.get("idempotency-key")) : null;
  if (!idempotencyKey) {
    // A read runs as it is; a write runs in one transaction (with its audit record), so a failure
    // writes nothing, unless its service makes it atomic itself.
    const result =
      req.method === "GET" || req.method === "HEAD" || options.transaction === "service" ? await handler(ctx) : await database.$transaction((tx) => handler({ ...ctx, db: tx }));
    return toResponse(style, "afterCommit" in result ? await result.afterCommit() : result);
  }
  const scope = { merchantId: auth.merchantId, mode: auth.mode, key: idempotencyKey, fingerprint: requestFingerprint(req.method, url.pathname, rawBody) };
  const stored = async (response: Response) => ({ response, stored: { status: response.status, body: await response.clone().text() } });
  const outcome = await runIdempotent(database, scope, {
    work: async (tx) => {
      const result = await handler({ ...ctx, db: tx });
      if (!("afterCommit" in result)) return stored(toResponse(style, result));
      // The second step's every outcome is the key's answer, an error too: it may have reached a processor.
      return {
        finish: async () => stored(await result.afterCommit().then((next) => toResponse(style, next), (error: unknown) => toErrorResponse(error, requestId, log, style))),
        recoveryPoint: result.recoveryPoint,
      };
    },
    resume: options.resume
      ? async (recoveryPoint) => {
          log.idempotentResume = true;
          const resumed = options.resume!({ requestId, merchantId: auth.merchantId, mode: auth.mode }, recoveryPoint);
          return stored(await resumed.then((next) => toResponse(style, next), (error: unknown) => toErrorResponse(error, requestId, log, style)));
        }
      : undefined,
    refusal: (error) => {
      if (!(isApiError(error) && error.status < 500 && !NOT_STORED.has(error.code))) return null;
      const answer = style.errorAnswer(error);
      return { status: answer.status, body: JSON.stringify(answer.body) };
    },
  });
  if (outcome.kind === "answer") return outcome.response;
  log.idempotentReplay = true;
  return new Response(outcome.stored.body, {
    status: outcome.stored.status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", "Idempotent-Replayed": "true" },
  });
}

function toResponse(style: ApiStyle, result: ApiResult): Response {
  return new Response(JSON.stringify(style.successBody(result)), {
    status: result.status ?? 200,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * Any error to the spec's error envelope, for the API and the dashboard alike: an ApiError
 * answers its code with the status from the error table (lib/http/errors.ts); anything else
 * is a bug and answers 500 PROCESSING_FAILED with a generic message, logged in full.
 */
export function toErrorResponse(error: unknown, requestId: string, log: Record<string, unknown>, style: ApiStyle = V2_STYLE): Response {
  if (isApiError(error)) {
    log.errorCode = error.code;
    if (error.status >= 500) logger().error({ requestId, err: error }, "api error");
    const answer = style.errorAnswer(error);
    return jsonResponse(answer.status, answer.body, error.headers);
  }
  if (isDatabaseUnavailable(error)) {
    // The database went away or timed out: the transaction did not commit, so nothing was
    // written, and the same request (with the same Idempotency-Key) can be sent again.
    logger().warn({ requestId, err: error }, "database unavailable");
    return toErrorResponse(databaseUnavailable(), requestId, log, style);
  }
  log.errorCode = "PROCESSING_FAILED";
  logger().error({ requestId, err: error }, "unhandled error in route");
  return jsonResponse(ERROR_STATUS.PROCESSING_FAILED, style.unexpectedBody(requestId));
}

/** Seconds a client should wait before retrying when the database is unavailable: a restart takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

export function databaseUnavailable(): ApiError {
  return new ApiError(
    "SERVICE_UNAVAILABLE",
    `The service is briefly unavailable (its database did not answer); nothing was changed. Retry after ${DATABASE_RETRY_AFTER_SECONDS} s with the same Idempotency-Key`,
    null,
    { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
  );
}

export { ApiError, apiRoutes, type RouteHandler, type Options as ApiOptions };

/** A handler's answer whose second step runs after its first is committed (see AfterCommit). */
export function afterCommit<R extends ApiResult>(step: () => Promise<R>, recoveryPoint?: string): AfterCommit<R> {
  return { afterCommit: step, recoveryPoint };
}
