import "server-only";
// The operator API's wrapper (docs/operator.md "Operator API"): /v2/operator/*, for platforms that
// onboard merchants from their own systems.
//   export const { GET, POST, ... } = apiRoutes({ POST: withOperatorApi({ body, handler }) })
// Steps: request id -> the operator API key (Authorization: Bearer opk_…; a merchant's key is 401) ->
// a `.strict()` body and query -> handler, a write in one transaction (the change and its audit
// records commit together) -> the envelope, through the same error table as every other route.
// Every key may do everything the operator API offers (creating merchants and their keys): a key is
// an administrator's delegation, made and revoked by one, and each use is in the operator's audit log.
import type { z } from "zod";
import { db, type DbClient } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { jsonResponse, successBody } from "@/lib/http/envelope";
import { parseOrThrow } from "@/lib/http/validation";
import { readJsonBody } from "@/lib/http/read-json-body";
import { refuseUnexpectedBody } from "@/lib/http/no-body";
import { readQuery, resolveParams, type RouteHandler } from "@/lib/http/routes";
import { auditRequestContext } from "@/lib/audit/request-context";
import { answerOperatorRequest, invokeForRequest } from "@/lib/operator/operator-request";
import { authenticateOperatorApiKey, type AuthenticatedOperatorKey } from "@/lib/operator/api/operator-api-keys";
import type { OperatorActor } from "@/lib/operator/record-operator-audit";

export type OperatorApiCtx = { key: AuthenticatedOperatorKey; actor: OperatorActor };

type Args<B, Q> = { req: Request; requestId: string; ctx: OperatorApiCtx; body: B; query: Q; params: Record<string, string>; db: Prisma.TransactionClient | DbClient };

type Options<BS extends z.ZodType | undefined, QS extends z.ZodType | undefined> = {
  body?: BS;
  query?: QS;
  handler: (args: Args<BS extends z.ZodType ? z.output<BS> : undefined, QS extends z.ZodType ? z.output<QS> : undefined>) => Promise<{ status?: number; message: string; data: unknown }>;
  /** "service": the handler opens its own transaction (creating a merchant hashes a password outside one). */
  transaction?: "request" | "service";
};

/** A route's handler, marked so the boundary suite can tell the operator API's routes from merchants'. */
export type OperatorApiRouteHandler = RouteHandler & { operatorApi?: true };

export function withOperatorApi<BS extends z.ZodType | undefined = undefined, QS extends z.ZodType | undefined = undefined>(options: Options<BS, QS>): OperatorApiRouteHandler {
  const handler: OperatorApiRouteHandler = (req, routeCtx) =>
    answerOperatorRequest("api", "operator_api", req, routeCtx, async (requestId, log) => {
      const key = await authenticateOperatorApiKey(db(), req.headers.get("authorization"));
      log.operatorApiKeyId = key.keyId;
      const ctx: OperatorApiCtx = { key, actor: { type: "api", operatorApiKeyId: key.keyId, ...auditRequestContext(req.headers) } };
      const params = await resolveParams(routeCtx);
      // As withApi: the query is read (text the API cannot store is INVALID_FORMAT) whether or not the
      // route takes one, a write without a body schema refuses a body, and the body is parsed before the query.
      const rawQuery = readQuery(new URL(req.url));
      if (!options.body) await refuseUnexpectedBody(req, readJsonBody);
      const body = options.body ? parseOrThrow(options.body, await readJsonBody(req), "body") : undefined;
      const query = options.query ? parseOrThrow(options.query, rawQuery, "query") : undefined;
      type H = (args: Args<unknown, unknown>) => Promise<{ status?: number; message: string; data: unknown }>;
      const call = options.handler as unknown as H;
      const result = await invokeForRequest(req, options.transaction, (database) => call({ req, requestId, ctx, body, query, params, db: database }));
      return jsonResponse(result.status ?? 200, successBody(result.message, result.data));
    });
  handler.operatorApi = true;
  return handler;
}
