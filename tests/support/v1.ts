// Calling the v1 routes as a v1 integration does: JSON, form-encoded or multipart
// bodies, with Authorization: Bearer <secret key>.
import type { RouteHandler } from "@/lib/api/with-api";

export type V1Body = { json: unknown } | { form: [string, string][] | Record<string, string> } | { multipart: [string, string][] } | { raw: string; contentType?: string };

export function v1Request(path: string, init: { method?: string; key?: string; body?: V1Body; headers?: Record<string, string> } = {}): Request {
  const headers: Record<string, string> = { ...(init.headers ?? {}) };
  if (init.key) headers.authorization = `Bearer ${init.key}`;
  let body: BodyInit | undefined;
  const b = init.body;
  if (b && "json" in b) {
    body = JSON.stringify(b.json);
    headers["content-type"] = "application/json";
  } else if (b && "form" in b) {
    body = new URLSearchParams(b.form).toString();
    headers["content-type"] = "application/x-www-form-urlencoded";
  } else if (b && "multipart" in b) {
    const data = new FormData();
    for (const [k, v] of b.multipart) data.append(k, v);
    body = data; // Request sets multipart/form-data with its boundary
  } else if (b && "raw" in b) {
    body = b.raw;
    if (b.contentType) headers["content-type"] = b.contentType;
  }
  return new Request(`http://localhost${path}`, { method: init.method ?? (body === undefined ? "GET" : "POST"), headers, body });
}

/** Calls a v1 route handler with its path parameters; returns the status, body and headers. */
export async function callV1(
  handler: RouteHandler,
  path: string,
  init: { method?: string; key?: string; body?: V1Body; headers?: Record<string, string>; params?: Record<string, string> } = {},
) {
  const res = await handler(v1Request(path, init), { params: Promise.resolve(init.params ?? {}) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers, text };
}

/** v1's error envelope. */
export const v1Failed = (message: unknown) => ({ message, status: "failed", data: null });
