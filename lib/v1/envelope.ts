// v1's error envelope and statuses, free of server code so the fuzz suite judges
// answers with the same rules the wrapper (lib/v1/with-v1-api.ts) applies.
import { ERROR_STATUS, type ErrorCode, type FieldError } from "@/lib/http/errors";

/** Every failure of the key itself (missing, malformed, unknown, revoked, expired): v1's one text. */
export const V1_INVALID_KEY = "Invalid API Key or User doesn't exist";
export const V1_MIXED_MODES = "Live and test keys cannot be mixed";

const KEEPS_STATUS: ReadonlySet<ErrorCode> = new Set(["UNAUTHORIZED", "ACTIVATION_PENDING", "NOT_FOUND", "METHOD_NOT_ALLOWED", "IDEMPOTENCY_KEY_IN_USE", "IDEMPOTENCY_KEY_MISMATCH", "RATE_LIMITED", "PROCESSING_FAILED", "SERVICE_UNAVAILABLE"]);

export function v1Status(code: ErrorCode): number {
  return KEEPS_STATUS.has(code) ? ERROR_STATUS[code] : 400;
}

export function v1ErrorBody(message: unknown) {
  return { message, status: "failed", data: null };
}

/**
 * A schema's field errors as { field: [messages] } (Laravel's, and so v1's, validation answer).
 * Built through a Map: a field may be named "hasOwnProperty" or "__proto__" (an unknown field
 * the caller sent), which a plain object's own properties would not hold (the fuzz suite found it).
 */
export function fieldMessages(details: FieldError[]): Record<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const { field, message } of details) byField.set(field, [...(byField.get(field) ?? []), message]);
  return Object.fromEntries(byField);
}
