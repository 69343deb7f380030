// How an API operation is described for the OpenAPI document. Each domain file in
// lib/openapi/operations/ lists its operations with the SAME zod schemas the routes validate with
// (lib/schemas/*), the success answer's `data` schema with an example, and the error codes the
// operation can answer with, each with when it happens. lib/openapi/document.ts turns the list
// into the document; tests check it against the routes and against live answers.
import { z } from "zod";
import type { ErrorCode } from "@/lib/http/errors";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

export type DocumentedError = {
  code: ErrorCode;
  /** When the operation answers with this code: shown in the reference. */
  when: string;
  /** An example `message` (and `details`); a generic one is made from `when` otherwise. */
  message?: string;
  details?: unknown;
  /** Only for the rows of STATUS_CASES (lib/http/errors.ts), whose status is not the code's. */
  status?: number;
};

export type ApiOperation = {
  method: HttpMethod;
  /** Written as in the spec: `/v2/payments/{reference}/verify`; the names are the route folders' names. */
  path: `/v2/${string}`;
  operationId: string;
  summary: string;
  description?: string;
  /** The reference groups operations by tag: "Payments", "Payouts"… (lib/openapi/tags.ts). */
  tag: string;
  /** Without a key: only the document itself. */
  public?: boolean;
  /** The operator API: an operator API key (`opk_…`) instead of a merchant's, and no per-key rate limit. */
  operatorApi?: boolean;
  /** Path parameters: a z.object whose fields carry `.meta({ description, example })`. */
  pathParams?: z.ZodObject;
  query?: z.ZodObject;
  /**
   * The code a query failing its schema answers with, as the route's withApi says: VALIDATION_ERROR
   * unless the route asks INVALID_VALUE (GET /v2/payments); then VALIDATION_ERROR is not documented.
   */
  queryErrorCode?: "VALIDATION_ERROR" | "INVALID_VALUE";
  body?: z.ZodType;
  /** The body's media type: JSON unless set (an image upload is multipart/form-data). */
  bodyContentType?: "multipart/form-data";
  /** A request body that succeeds as is (the contract test sends it). */
  bodyExample?: unknown;
  /** Documents the optional Idempotency-Key header and its answers (409, 422). */
  idempotent?: boolean;
  success: {
    status: 200 | 201 | 202;
    /** The envelope's `message` on success. */
    message: string;
    /** The envelope's `data`. */
    data: z.ZodType;
    example: unknown;
    /** Fields the spec puts beside `data` (a payout's created_at and updated_at). */
    topLevel?: Record<string, z.ZodType>;
    topLevelExample?: Record<string, unknown>;
    /** The body is `data` itself, not an envelope: only the document itself answers so. */
    unwrapped?: boolean;
  };
  /**
   * The codes this operation answers with beyond the ones every operation shares (401
   * UNAUTHORIZED, 500 PROCESSING_FAILED), which the document adds itself, as it adds
   * VALIDATION_ERROR for a body or query and the idempotency codes for `idempotent`.
   */
  errors: DocumentedError[];
};

/** Typed identity: a domain file's list, checked against ApiOperation. */
export function defineOperations(operations: ApiOperation[]): ApiOperation[] {
  return operations;
}

/**
 * An operation's path parameters, each a string with what it names and an example, in one
 * `.strict()` object as every schema here.
 *   pathParamsSchema({ reference: { description: "The payout's gateway reference (`po_…`)…", example: "po_…" } })
 */
export function pathParamsSchema<K extends string>(params: Record<K, { description: string; example: string }>) {
  const shape = Object.fromEntries(Object.entries<{ description: string; example: string }>(params).map(([name, meta]) => [name, z.string().meta(meta)]));
  return z.object(shape as Record<K, z.ZodString>).strict();
}

/**
 * A list's query that fails its shape (lib/schemas/list-query.ts): the list's own wording of
 * VALIDATION_ERROR, in place of the document's generic one.
 */
export const listQueryShapeError: DocumentedError = {
  code: "VALIDATION_ERROR",
  when: "An unknown or repeated parameter, per_page not a whole number from 1 to 100, or a value longer than its limit",
  message: "Invalid request query: per_page: must be at most 100",
  details: [{ field: "per_page", message: "must be at most 100" }],
};

/**
 * A documented error about one field, whose example message is the field and its detail, as the
 * API writes them (`currency must be one of USD, ETB, UGX, DJF`).
 */
export function fieldError(code: ErrorCode, field: string, message: string, when: string): DocumentedError {
  return { code, when, message: `${field} ${message}`, details: [{ field, message }] };
}
