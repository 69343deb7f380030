// The webhook payloads in the OpenAPI document's `webhooks` section: one entry per event type,
// the v2 payload as lib/webhooks/payloads.ts builds it.
import type { ZodOpenApiPathsObject } from "zod-openapi";

export const WEBHOOK_OPERATIONS: ZodOpenApiPathsObject = {};
