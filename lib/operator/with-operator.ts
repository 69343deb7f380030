import "server-only";
// The operator console's JSON routes' wrapper (docs/operator.md "Operator API"), the operator realm's
// sibling of lib/dashboard/with-dashboard.ts:
//   export const { POST, ... } = apiRoutes({ POST: withOperator("merchants.hold", { body, handler }) })
// Steps: request id -> Origin check (state-changing methods, the dashboard's check) -> the operator's
// session (the gateway_operator cookie, never next-auth's) -> the permission (operatorMay) -> a
// `.strict()` body -> handler, a write in one transaction (the change and its audit records commit
// together) -> the envelope. Refusals answer through the same error table as every other route.
import type { z } from "zod";
import { db, type DbClient } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { jsonResponse, successBody } from "@/lib/http/envelope";
import { parseOrThrow } from "@/lib/http/validation";
import { readJsonBody } from "@/lib/http/read-json-body";
import { readQuery, resolveParams, type RouteContext, type RouteHandler } from "@/lib/http/routes";
import { auditRequestContext } from "@/lib/audit/request-context";
import { answerOperatorRequest, changesState, invokeForRequest } from "@/lib/operator/operator-request";
import { isSameOrigin } from "@/lib/dashboard/with-dashboard";
import { operatorMay, type OperatorAction } from "@/lib/catalog/operator-permissions";
import { operatorTokenFrom, readOperatorSession, type SignedInOperator } from "@/lib/operator/operator-session";
import type { OperatorActor } from "@/lib/operator/record-operator-audit";

export type OperatorCtx = SignedInOperator & { actor: OperatorActor };

export type OperatorResult<T = unknown> = { status?: number; message: string; data: T; headers?: Record<string, string> };

type Args<B, Q, C, D> = { req: Request; requestId: string; ctx: C; body: B; query: Q; params: Record<string, string>; db: D };

type Options<BS extends z.ZodType | undefined, QS extends z.ZodType | undefined, P extends OperatorAction | "public"> = {
  body?: BS;
  query?: QS;
  handler: (
    args: Args<BS extends z.ZodType ? z.output<BS> : undefined, QS extends z.ZodType ? z.output<QS> : undefined, P extends "public" ? null : OperatorCtx, Prisma.TransactionClient | DbClient>,
  ) => Promise<OperatorResult | Response>;
  /** "service": the handler opens its own transactions (sign-in hashes a password outside one). */
  transaction?: "request" | "service";
};

/** A route's handler, carrying its permission so a suite can check every route's. */
export type OperatorRouteHandler = RouteHandler & { operatorPermission?: OperatorAction | "public" };

/** Whether the console is served over https, so its cookie is Secure. */
export function operatorCookieSecure(): boolean {
  return env().publicBaseUrl.startsWith("https://");
}

export function withOperator<BS extends z.ZodType | undefined = undefined, QS extends z.ZodType | undefined = undefined, P extends OperatorAction | "public" = OperatorAction>(
  permission: P,
  options: Options<BS, QS, P>,
): OperatorRouteHandler {
  const handler: OperatorRouteHandler = (req, routeCtx) =>
    answerOperatorRequest("operator", "operator", req, routeCtx, (requestId, log) => run(permission, options, req, requestId, routeCtx, log));
  handler.operatorPermission = permission;
  return handler;
}

async function run<BS extends z.ZodType | undefined, QS extends z.ZodType | undefined, P extends OperatorAction | "public">(
  permission: P,
  options: Options<BS, QS, P>,
  req: Request,
  requestId: string,
  routeCtx: RouteContext | undefined,
  log: Record<string, unknown>,
): Promise<Response> {
  if (changesState(req) && !isSameOrigin(req.headers, { publicBaseUrl: env().publicBaseUrl, trustProxy: env().trustProxy })) {
    throw ApiError.forCase("permission_refused", "Cross-origin request refused: the Origin header must match this console's address");
  }
  let ctx: OperatorCtx | null = null;
  if (permission !== "public") {
    const operator = await readOperatorSession(db(), operatorTokenFrom(req.headers.get("cookie")));
    if (!operator) throw new ApiError("UNAUTHORIZED", "Your operator session has ended; sign in again at /operator/sign-in");
    Object.assign(log, { operatorId: operator.operatorId });
    if (!operatorMay(operator.role, permission as OperatorAction)) {
      throw ApiError.forCase("permission_refused", `Your operator role (${operator.role}) cannot do this`);
    }
    ctx = { ...operator, actor: { type: "console", operatorId: operator.operatorId, ...auditRequestContext(req.headers) } };
  }
  const params = await resolveParams(routeCtx);
  const rawQuery = readQuery(new URL(req.url));
  const body = options.body ? parseOrThrow(options.body, await readJsonBody(req), "body") : undefined;
  const query = options.query ? parseOrThrow(options.query, rawQuery, "query") : undefined;
  type H = (args: Args<unknown, unknown, OperatorCtx | null, Prisma.TransactionClient | DbClient>) => Promise<OperatorResult | Response>;
  const call = options.handler as unknown as H;
  const invoke = (database: Prisma.TransactionClient | DbClient) => call({ req, requestId, ctx, body, query, params, db: database });
  const result = await invokeForRequest(req, options.transaction, invoke);
  if (result instanceof Response) return result;
  return jsonResponse(result.status ?? 200, successBody(result.message, result.data), result.headers ?? {});
}
