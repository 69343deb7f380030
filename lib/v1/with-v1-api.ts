import "server-only";
// The v1 compatibility layer's wrapper: withApi's steps (request id, secret key,
// idempotency when an Idempotency-Key is sent, transactions, the log line) with v1's body
// formats and envelopes, through wrapApi and an ApiStyle (lib/api/with-api.ts):
//   success: { "message": "…", "status": "success", "data": … }
//   error:   { "message": <text, or { field: [messages] } for a body that fails its schema>, "status": "failed", "data": null }
// Statuses: 401 for the key, 404 not found, 405, 409/422 for Idempotency-Key conflicts, 429, 500;
// every other refusal is 400 (v1 answers a reused tx_ref or a state conflict with 400, not 409).
import type { z } from "zod";
import { ApiError, type FieldError } from "@/lib/http/errors";
import { apiRoutes, unexpectedMessage, wrapApi, type AfterCommit, type ApiOptions, type ApiResult, type ApiStyle, type RouteHandler, type TransactionMode } from "@/lib/api/with-api";
import { readV1Body } from "@/lib/v1/read-v1-body";
import { fieldMessages, V1_INVALID_KEY, V1_MIXED_MODES, v1ErrorBody, v1Status } from "@/lib/v1/envelope";

export { V1_INVALID_KEY, V1_MIXED_MODES, v1ErrorBody } from "@/lib/v1/envelope";

export type V1Result<T = unknown> = ApiResult<T> & {
  /** GET /v1/banks answers { message, data } with no status, as v1 did. */
  withoutStatus?: boolean;
};

export const V1_STYLE: ApiStyle = {
  readBody: readV1Body,
  authError: (error) => (error instanceof ApiError && error.code === "UNAUTHORIZED" ? new ApiError("UNAUTHORIZED", V1_INVALID_KEY) : error),
  successBody: (result) => {
    const { message, data, withoutStatus } = result as V1Result;
    return withoutStatus ? { message, data } : { message, status: "success", data };
  },
  errorAnswer: (error) => {
    let message: unknown = error.message;
    if (error.code === "VALIDATION_ERROR" && Array.isArray(error.details) && error.details.length > 0) {
      message = fieldMessages(error.details as FieldError[]);
    } else if (error.code === "UNAUTHORIZED" && error.message !== V1_INVALID_KEY) {
      // After the key is accepted, the only 401 left is an object of the other mode (lib/auth/other-mode.ts).
      message = `${V1_MIXED_MODES}: ${error.message}`;
    }
    return { status: v1Status(error.code), body: v1ErrorBody(message) };
  },
  unexpectedBody: (requestId) => v1ErrorBody(unexpectedMessage(requestId)),
};

export function withV1Api<BS extends z.ZodType | undefined = undefined, QS extends z.ZodType | undefined = undefined, T extends TransactionMode | undefined = undefined, I extends boolean | undefined = undefined>(
  options: Omit<ApiOptions<BS, QS, T, I>, "handler" | "queryErrorCode"> & { handler: (...args: Parameters<ApiOptions<BS, QS, T, I>["handler"]>) => Promise<V1Result | AfterCommit<V1Result>> },
): RouteHandler {
  return wrapApi(V1_STYLE, options);
}

/** apiRoutes with v1's envelope on the 405. */
export function v1Routes(handlers: Parameters<typeof apiRoutes>[0]) {
  return apiRoutes(handlers, (message) => v1ErrorBody(message));
}

/** A lookup's NOT_FOUND in v1's words ("Invalid transaction or Transaction not found"). */
export async function orV1NotFound<T>(work: Promise<T>, message: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiError && error.code === "NOT_FOUND") throw new ApiError("NOT_FOUND", message);
    throw error;
  }
}
