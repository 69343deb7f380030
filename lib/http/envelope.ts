// The spec's envelopes (docs/architecture.md, convention 5).
import type { ErrorCode } from "@/lib/http/errors";
import { ERROR_STATUS } from "@/lib/http/errors";

export type SuccessEnvelope<T> = { status: "success"; message: string; data: T };
export type ErrorEnvelope = { status: "error"; message: string; error: { code: ErrorCode; details: unknown } };

export function successBody<T>(message: string, data: T): SuccessEnvelope<T> {
  return { status: "success", message, data };
}

export function errorBody(code: ErrorCode, message: string, details: unknown = null): ErrorEnvelope {
  return { status: "error", message, error: { code, details: details ?? null } };
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

export function errorResponse(code: ErrorCode, message: string, details: unknown = null, headers: Record<string, string> = {}) {
  return jsonResponse(ERROR_STATUS[code], errorBody(code, message, details), headers);
}
