// A write that takes no body (POST …/deactivate, …/settle, …/check-in, DELETE …) refuses one
// instead of ignoring it: fields a client sends are fields it expects to mean something, and an
// ignored 20 MB body is 20 MB read for nothing. No body, an empty one, or `{}` (which many HTTP
// clients send on every POST) is the request; anything else is 400 and the route never runs.
import { ApiError, isApiError } from "@/lib/http/errors";
import { readLimited } from "@/lib/http/read-json-body";

/** `{}` with room for whitespace; a larger body is refused unread past this. */
export const NO_BODY_LIMIT_BYTES = 1024;

const MESSAGE = "this operation takes no body; send none (or {})";

/** Too large to be `{}`: refused unread, as a body over the 1 MB limit is (INVALID_FORMAT). */
function tooLargeForNone() {
  return new ApiError("INVALID_FORMAT", `Request body is larger than ${NO_BODY_LIMIT_BYTES} bytes; ${MESSAGE}`);
}

/**
 * Refuses a body on a route without a body schema. `readBody` is the version's reader (JSON on
 * /v2; JSON or a form on /v1), so a body in the wrong format or charset gets that reader's answer,
 * and what it reads must be an empty object.
 */
export async function refuseUnexpectedBody(req: Request, readBody: (req: Request) => Promise<unknown>): Promise<void> {
  if (req.method === "GET" || req.method === "HEAD" || req.body === null) return;
  if (Number(req.headers.get("content-length") ?? "0") > NO_BODY_LIMIT_BYTES) throw tooLargeForNone();
  let bytes: Uint8Array;
  try {
    bytes = await readLimited(req, NO_BODY_LIMIT_BYTES);
  } catch (error) {
    if (isApiError(error)) throw tooLargeForNone(); // over the limit: read no further
    throw error;
  }
  if (bytes.byteLength === 0) return;
  const value = await readBody(new Request(req.url, { method: req.method, headers: req.headers, body: bytes as Uint8Array<ArrayBuffer> }));
  // Fields, or a value that is not an object: what a schema of no fields answers (VALIDATION_ERROR).
  const isObject = typeof value === "object" && value !== null && !Array.isArray(value);
  const fields = isObject ? Object.keys(value) : ["(body)"];
  if (fields.length === 0) return;
  throw new ApiError("VALIDATION_ERROR", `Invalid request body: ${fields[0]}: ${MESSAGE}`, fields.map((field) => ({ field, message: MESSAGE })));
}
