import "server-only";
// What the console's routes (with-operator.ts) and the operator API's (with-operator-api.ts) share
// around their own authentication: the span and /metrics count, the request id, the error envelope,
// the log line, and a write's one transaction.
import { db, inTransaction, type DbClient } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { requestIdFrom } from "@/lib/http/request-id";
import type { RouteContext } from "@/lib/http/routes";
import { toErrorResponse } from "@/lib/api/with-api";
import { logger } from "@/lib/logger";
import { observeRequest, type Surface } from "@/lib/telemetry/observe-request";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A method that may change something: it is refused from another origin, and runs in one transaction. */
export function changesState(req: Request): boolean {
  return !SAFE_METHODS.has(req.method);
}

/** Runs `respond` observed and logged as `realm`; an error becomes the envelope; the answer is never cached. */
export function answerOperatorRequest(
  surface: Surface,
  realm: "operator" | "operator_api",
  req: Request,
  routeCtx: RouteContext | undefined,
  respond: (requestId: string, log: Record<string, unknown>) => Promise<Response>,
): Promise<Response> {
  const started = performance.now();
  const requestId = requestIdFrom(req.headers);
  return observeRequest(surface, req, routeCtx, requestId, async () => {
    const log: Record<string, unknown> = { requestId, method: req.method, route: new URL(req.url).pathname, realm };
    let response: Response;
    try {
      response = await respond(requestId, log);
    } catch (error) {
      response = toErrorResponse(error, requestId, log);
    }
    response.headers.set("Request-Id", requestId);
    response.headers.set("Cache-Control", "no-store");
    log.status = response.status;
    log.durationMs = Math.round((performance.now() - started) * 10) / 10;
    logger().info(log, realm === "operator" ? "operator request" : "operator api request");
    return response;
  });
}

/** A write in one transaction (the change and its audit records commit together), unless the handler opens its own ("service"). */
export function invokeForRequest<T>(req: Request, transaction: "request" | "service" | undefined, invoke: (database: Prisma.TransactionClient | DbClient) => Promise<T>): Promise<T> {
  return changesState(req) && transaction !== "service" ? inTransaction(db(), (tx) => invoke(tx)) : invoke(db());
}
