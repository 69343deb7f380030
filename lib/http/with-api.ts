import "server-only";
// The API wrapper (issue 2; ARCHITECTURE.md convention 1). A route file is one call:
//   export const { GET, POST, ... } = apiRoutes({ POST: withApi({ auth: "secret", body, idempotent: true, handler }) })
// Steps, in order: request id -> API key -> body/query parsing -> idempotency -> handler
// -> envelope. Each step is a small function below; new steps (rate limits, audit) slot in.
import type { z } from "zod";
import { db, type Db } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/client";
import { authenticateSecretKey, type AuthenticatedKey } from "@/lib/auth/api-keys";
import { ApiError, isApiError } from "@/lib/http/errors";
import { errorBody, errorResponse, successBody } from "@/lib/http/envelope";
import { parseOrThrow } from "@/lib/http/validation";
import { readJsonBody } from "@/lib/http/read-json-body";
import { requestIdFrom } from "@/lib/http/request-id";
import { apiRoutes, readQuery, resolveParams, type RouteContext, type RouteHandler } from "@/lib/http/routes";
import {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  requestFingerprint,
  storeIdempotentResponse,
  validateIdempotencyKey,
} from "@/lib/http/idempotency";
import { logger } from "@/lib/logger";

export type ApiResult<T = unknown> = { status?: number; message: string; data: T };

export type ApiContext<B, Q> = {
  req: Request;
  requestId: string;
  /** The caller's merchant and mode; present when auth is "secret". */
  auth: AuthenticatedKey;
  merchantId: string;
  mode: Mode;
  body: B;
  query: Q;
  params: Record<string, string>;
  /** The database, or the transaction that also stores the idempotent response. */
  db: Db;
};


type Options<BS extends z.ZodType | undefined, QS extends z.ZodType | undefined> = {
  auth: "secret" | "none";
  body?: BS;
  query?: QS;
  idempotent?: boolean;
  handler: (
    ctx: ApiContext<BS extends z.ZodType ? z.output<BS> : undefined, QS extends z.ZodType ? z.output<QS> : undefined>,
  ) => Promise<ApiResult>;
};

/** Codes that judge the request's content: such answers are not stored for replay. */
const NOT_STORED = new Set(["VALIDATION_ERROR", "INVALID_FORMAT", "INVALID_VALUE", "UNAUTHORIZED", "RATE_LIMITED"]);

export function withApi<BS extends z.ZodType | undefined = undefined, QS extends z.ZodType | undefined = undefined>(
  options: Options<BS, QS>,
): RouteHandler {
  return async (req, routeCtx) => {
    const started = performance.now();
    const requestId = requestIdFrom(req.headers);
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
    logger().info(log, "api request");
    return response;
  };
}

async function run<BS extends z.ZodType | undefined, QS extends z.ZodType | undefined>(
  options: Options<BS, QS>,
  req: Request,
  url: URL,
  requestId: string,
  routeCtx: RouteContext | undefined,
  log: Record<string, unknown>,
): Promise<Response> {
  const database = db();
  const auth = options.auth === "secret" ? await authenticateSecretKey(database, req.headers.get("authorization")) : undefined;
  if (auth) Object.assign(log, { merchantId: auth.merchantId, mode: auth.mode });

  const params = await resolveParams(routeCtx);
  const rawQuery = readQuery(url);
  const rawBody = options.body ? await readJsonBody(req) : undefined;
  const body = options.body ? parseOrThrow(options.body, rawBody, "body") : undefined;
  const query = options.query ? parseOrThrow(options.query, rawQuery, "query") : undefined;

  const ctx = {
    req,
    requestId,
    auth: auth as AuthenticatedKey,
    merchantId: auth?.merchantId as string,
    mode: auth?.mode as Mode,
    body,
    query,
    params,
    db: database,
  } as ApiContext<never, never>;

  const idempotencyKey = options.idempotent ? validateIdempotencyKey(req.headers.get("idempotency-key")) : null;
  if (!idempotencyKey || !auth) {
    // Reads run as they are; a change runs in one transaction, so a failure writes nothing.
    if (req.method === "GET" || req.method === "HEAD") return toResponse(await options.handler(ctx));
    return database.$transaction(async (tx) => toResponse(await options.handler({ ...ctx, db: tx })));
  }

  const claim = await claimIdempotencyKey(database, {
    merchantId: auth.merchantId,
    mode: auth.mode,
    key: idempotencyKey,
    fingerprint: requestFingerprint(req.method, url.pathname, rawBody),
  });
  if ("replay" in claim) {
    log.idempotentReplay = true;
    return new Response(claim.replay.body, {
      status: claim.replay.status,
      headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", "Idempotent-Replayed": "true" },
    });
  }

  try {
    // The work and its stored response commit together.
    return await database.$transaction(async (tx) => {
      const response = toResponse(await options.handler({ ...ctx, db: tx }));
      const text = await response.clone().text();
      await storeIdempotentResponse(tx, claim.id, { status: response.status, body: text });
      return response;
    });
  } catch (error) {
    if (isApiError(error) && error.status < 500 && !NOT_STORED.has(error.code)) {
      const body = JSON.stringify(errorBody(error.code, error.message, error.details));
      await storeIdempotentResponse(database, claim.id, { status: error.status, body });
    } else {
      await releaseIdempotencyKey(database, claim.id); // the retry may succeed
    }
    throw error;
  }
}

function toResponse(result: ApiResult): Response {
  return new Response(JSON.stringify(successBody(result.message, result.data)), {
    status: result.status ?? 200,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}

function toErrorResponse(error: unknown, requestId: string, log: Record<string, unknown>): Response {
  if (isApiError(error)) {
    log.errorCode = error.code;
    if (error.status >= 500) logger().error({ requestId, err: error }, "api error");
    return errorResponse(error.code, error.message, error.details, error.headers);
  }
  log.errorCode = "PROCESSING_FAILED";
  logger().error({ requestId, err: error }, "unhandled error in API route");
  return errorResponse(
    "PROCESSING_FAILED",
    `The request could not be processed; retry later or contact support with request id ${requestId}`,
  );
}

export { ApiError, apiRoutes, type RouteHandler };
