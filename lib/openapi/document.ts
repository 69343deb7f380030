// The OpenAPI 3.1 document of the /v2 API, built from the operation lists in
// lib/openapi/operations/ with zod-openapi, which renders the routes' own zod schemas. Served at
// GET /v2/openapi.json, rendered at /docs/reference, and the source of the typed client
// (lib/api-client) and of the contract tests.
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from "zod-openapi";
import { ERROR_STATUS, type ErrorCode } from "@/lib/http/errors";
import { errorEnvelope, successEnvelope } from "@/lib/openapi/envelopes";
import type { ApiOperation, DocumentedError } from "@/lib/openapi/operation";
import { API_OPERATIONS } from "@/lib/openapi/operations";
import { API_TAGS } from "@/lib/openapi/tags";
import { WEBHOOK_OPERATIONS } from "@/lib/openapi/webhooks";

// Response headers are registered once under components.headers and referenced from every answer:
// written out on each of the few hundred answers they made most of the document's weight, and
// the API reference (Swagger UI) took seconds longer to render it.
const requestIdHeader = z
  .string()
  .meta({ description: "The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support.", header: { id: "RequestId" } });

// Rate limits (docs/security.md "Rate limits"): the IETF draft's fields
// (draft-ietf-httpapi-ratelimit-headers-06) on every answer once the key is known. Optional in the
// document: a 401 comes before the key is known, and an operator may turn limiting off.
const rateLimitHeaders = {
  "RateLimit-Limit": z
    .string()
    .regex(/^\d+$/)
    .optional()
    .meta({
      description: "The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise)",
      example: "200",
      header: { id: "RateLimitLimit" },
    }),
  "RateLimit-Remaining": z
    .string()
    .regex(/^\d+$/)
    .optional()
    .meta({ description: "Requests the key may still send right now", example: "199", header: { id: "RateLimitRemaining" } }),
  "RateLimit-Reset": z
    .string()
    .regex(/^\d+$/)
    .optional()
    .meta({
      description: "Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full",
      example: "1",
      header: { id: "RateLimitReset" },
    }),
};

const retryAfterHeader = z
  .string()
  .regex(/^[1-9]\d*$/)
  .meta({ description: "Seconds to wait before the next request is accepted (at least 1)", example: "1", header: { id: "RetryAfter" } });

const idempotencyKeyHeader = z
  .string()
  .min(1)
  .max(255)
  .meta({
    description:
      "Optional. The same key with the same request within 24 hours answers the first answer again (`Idempotent-Replayed: true`) instead of doing the work twice. See the idempotency guide.",
    example: "order-1001-attempt-1",
  });

const idempotentReplayedHeader = z
  .literal("true")
  .optional()
  .meta({ description: "Present when this is a stored answer replayed for a repeated Idempotency-Key", header: { id: "IdempotentReplayed" } });

/** Codes every authenticated operation can answer with, beside the operation's own. */
function sharedErrors(op: ApiOperation): DocumentedError[] {
  // A write without a body schema refuses a body (lib/http/no-body.ts): none, empty or {} only.
  const takesNoBody = !op.body && op.method !== "get" && !op.public;
  const shared: DocumentedError[] = [
    {
      code: "INVALID_FORMAT",
      when:
        "A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding" +
        (op.body ? "; or the body is missing, empty, not UTF-8, not JSON, larger than 1 MB, or sent without `Content-Type: application/json`" : "") +
        (op.body || takesNoBody ? "; or `Content-Type` declares a charset other than UTF-8" : "") +
        (takesNoBody ? "; or a body is sent (this operation takes none) that is not UTF-8, not JSON, larger than 1 KB, or without `Content-Type: application/json`" : "") +
        (op.idempotent ? "; or the Idempotency-Key is not 1 to 255 printable ASCII characters" : ""),
      message: "Invalid request path: reference contains a NUL character",
      details: [{ field: "reference", message: "contains a NUL character" }],
    },
    { code: "PROCESSING_FAILED", when: "An unexpected failure on our side; retry later, quoting the request id", message: "The request could not be processed; retry later or contact support with request id req_…" },
    {
      code: "SERVICE_UNAVAILABLE",
      when: "The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key",
      message: "The service is briefly unavailable (its database did not answer); nothing was changed. Retry after 2 s with the same Idempotency-Key",
    },
  ];
  if (op.operatorApi)
    shared.push({
      code: "UNAUTHORIZED",
      when: "The Authorization header is missing or malformed, the operator API key is unknown or revoked, or it is a merchant's key",
      message: "Send an operator API key: Authorization: Bearer opk_…",
    });
  else if (!op.public)
    shared.push({
      code: "UNAUTHORIZED",
      when: "The Authorization header is missing or malformed, the key is unknown, revoked, expired or public, or the object belongs to the other mode",
      message: "Missing Authorization header: send Authorization: Bearer <secret key>",
    });
  // The operator API's keys act for the installation: no merchant's activation and no per-key rate limit.
  if (!op.public && !op.operatorApi)
    shared.push({
      code: "ACTIVATION_PENDING",
      when: "A live key of an account whose live mode the operator has not activated yet (docs/going-live.md); test keys are not affected",
      message: "Live mode is not activated for this account yet: activation is pending. Finish the checklist in the dashboard (Settings, Go live); the operator then activates it. Test keys work meanwhile",
    });
  if (!op.public && !op.operatorApi)
    shared.push({
      code: "RATE_LIMITED",
      when:
        "The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds",
      message: "Too many requests for this API key: the limit is 25 requests per second with bursts of 50; retry after 1 s",
      details: { retry_after: 1, limit: 50, per_second: 25 },
    });
  if (takesNoBody && !(op.query && op.queryErrorCode !== "INVALID_VALUE"))
    shared.push({
      code: "VALIDATION_ERROR",
      when: "A body other than none, an empty one or `{}`: this operation takes no body",
      message: "Invalid request body: active: this operation takes no body; send none (or {})",
      details: [{ field: "active", message: "this operation takes no body; send none (or {})" }],
    });
  else if (op.body || (op.query && op.queryErrorCode !== "INVALID_VALUE"))
    shared.push({
      code: "VALIDATION_ERROR",
      when: "The body or query does not match the schema: a missing or mistyped field, an unknown field (schemas are strict)",
      message: "Invalid request body: amount: must be a number",
      details: [{ field: "amount", message: "must be a number" }],
    });
  if (op.idempotent)
    shared.push(
      { code: "IDEMPOTENCY_KEY_IN_USE", when: "A request with the same Idempotency-Key is still running", message: "A request with this Idempotency-Key is still being processed; retry shortly" },
      { code: "IDEMPOTENCY_KEY_MISMATCH", when: "The Idempotency-Key was used before with a different request", message: "This Idempotency-Key was used with a different request" },
    );
  // An operation's own entry for a shared code (a more precise `when`) wins; one of the code's
  // other statuses (a 403 UNAUTHORIZED beside the shared 401) does not replace it.
  return shared.filter((s) => !op.errors.some((e) => e.code === s.code && statusOf(e) === statusOf(s)));
}

/** Every error an operation's responses list: its own and the shared ones (the fuzz suite checks its expectations against them). */
export function documentedErrors(op: ApiOperation): DocumentedError[] {
  return [...op.errors, ...sharedErrors(op)];
}

export function documentedStatus(e: DocumentedError): number {
  return statusOf(e);
}

function statusOf(e: DocumentedError): number {
  return e.status ?? ERROR_STATUS[e.code];
}

function errorResponses(op: ApiOperation): ZodOpenApiResponsesObject {
  const byStatus = new Map<number, DocumentedError[]>();
  for (const e of documentedErrors(op)) byStatus.set(statusOf(e), [...(byStatus.get(statusOf(e)) ?? []), e]);
  const out: ZodOpenApiResponsesObject = {};
  for (const [status, errors] of [...byStatus].sort(([a], [b]) => a - b)) {
    const codes = [...new Set(errors.map((e) => e.code))] as ErrorCode[];
    out[String(status) as "400"] = {
      description: errors.map((e) => `\`${e.code}\`: ${e.when}.`).join("\n\n"),
      headers: z.object({
        "Request-Id": requestIdHeader,
        ...(op.public || op.operatorApi ? {} : rateLimitHeaders),
        ...(status === ERROR_STATUS.RATE_LIMITED || status === ERROR_STATUS.SERVICE_UNAVAILABLE ? { "Retry-After": retryAfterHeader } : {}),
      }),
      content: {
        "application/json": {
          schema: errorEnvelope(codes),
          examples: Object.fromEntries(
            errors.map((e, i) => [
              errors.filter((x) => x.code === e.code).length > 1 ? `${e.code}_${i}` : e.code,
              { summary: e.when, value: { status: "error", message: e.message ?? e.when, error: { code: e.code, details: e.details ?? null } } },
            ]),
          ),
        },
      },
    };
  }
  return out;
}

function toOperationObject(op: ApiOperation): ZodOpenApiOperationObject {
  const { success } = op;
  const headers = op.idempotent ? z.object({ "Idempotency-Key": idempotencyKeyHeader.optional() }) : undefined;
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: op.description,
    tags: [op.tag],
    ...(op.public ? { security: [] } : op.operatorApi ? { security: [{ operatorKey: [] }] } : {}),
    requestParams: {
      ...(op.pathParams ? { path: op.pathParams } : {}),
      ...(op.query ? { query: op.query } : {}),
      ...(headers ? { header: headers } : {}),
    },
    ...(op.body
      ? { requestBody: { required: true, content: { [op.bodyContentType ?? "application/json"]: { schema: op.body, ...(op.bodyExample !== undefined ? { example: op.bodyExample } : {}) } } } }
      : {}),
    responses: {
      [String(success.status)]: {
        description: success.message,
        headers: z.object({
          "Request-Id": requestIdHeader,
          ...(op.public || op.operatorApi ? {} : rateLimitHeaders),
          ...(op.idempotent ? { "Idempotent-Replayed": idempotentReplayedHeader } : {}),
        }),
        content: {
          "application/json": {
            schema: success.unwrapped ? success.data : successEnvelope(success.data, success.topLevel),
            example: success.unwrapped ? success.example : { status: "success", message: success.message, data: success.example, ...success.topLevelExample },
          },
        },
      },
      ...errorResponses(op),
    },
  };
}

function buildPaths(operations: ApiOperation[]): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const op of operations) {
    const item = (paths[op.path] ??= {});
    if (item[op.method]) throw new Error(`two OpenAPI operations for ${op.method.toUpperCase()} ${op.path}`);
    item[op.method] = toOperationObject(op);
  }
  return paths;
}

export const OPENAPI_INFO = {
  title: "Gateway API",
  version: "2.0.0",
  description:
    "The REST API of Gateway, a self-hostable payment gateway. JSON in, JSON out, amounts in major units as JSON numbers. " +
    "Authenticate with `Authorization: Bearer sk_test_…` (test mode) or `sk_live_…` (live mode): the key decides the mode. " +
    "Every answer is an envelope: `{status: \"success\", message, data}` or `{status: \"error\", message, error: {code, details}}`, with a `Request-Id` header. " +
    "Each key has a rate limit (a token bucket); every authenticated answer carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`, and a refused request answers 429 `RATE_LIMITED` with `Retry-After`. " +
    "Guides: /docs.",
};

let cached: ReturnType<typeof createDocument> | null = null;

/** The document (built once per process: the schemas do not change at run time). */
export function openApiDocument() {
  cached ??= createDocument({
    openapi: "3.1.0",
    info: OPENAPI_INFO,
    servers: [{ url: "/", description: "This server" }],
    tags: API_TAGS,
    security: [{ secretKey: [] }],
    components: {
      securitySchemes: {
        secretKey: {
          type: "http",
          scheme: "bearer",
          description: "A secret API key from the dashboard (Developers → API keys): `sk_test_…` or `sk_live_…`. Public keys (`pk_…`) are refused.",
        },
        operatorKey: {
          type: "http",
          scheme: "bearer",
          description: "The operator API's key (`opk_…`), made by an administrator in the console or with `npm run gateway -- operator api-key create`. Only /v2/operator/* takes it; a merchant's key is refused there.",
        },
      },
    },
    paths: buildPaths(API_OPERATIONS),
    webhooks: WEBHOOK_OPERATIONS,
  });
  return cached;
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
