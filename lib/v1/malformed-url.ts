// Malformed percent-encoding in a path (section 1). Next decodes dynamic route params
// with decodeURIComponent while it picks the route; "%FF", "%ED%A0%80" (an encoded lone
// surrogate) or a lone "%" throw there, before any handler runs, and `next start` answered a
// bare text 500 with no envelope and no Request-Id. proxy.ts runs first for such paths and
// answers this 400 instead.
import { errorResponse, jsonResponse } from "@/lib/http/envelope";
import { requestIdFrom } from "@/lib/http/request-id";
import { v1ErrorBody } from "@/lib/v1/envelope";

/** True when some segment of a raw (still encoded) path cannot be percent-decoded as UTF-8. */
export function hasMalformedPercentEncoding(rawPath: string): boolean {
  for (const segment of rawPath.split("/")) {
    if (!segment.includes("%")) continue;
    try {
      decodeURIComponent(segment);
    } catch {
      return true;
    }
  }
  return false;
}

const MALFORMED_PATH =
  "The URL path is not valid percent-encoded UTF-8 (for example %FF, an encoded surrogate, or a lone %); encode each path segment with encodeURIComponent";

/**
 * 400 INVALID_FORMAT in the spec's envelope, with a Request-Id like every other answer; under
 * /v1, the same 400 in v1's envelope.
 */
export function malformedPathResponse(headers: Headers, path = ""): Response {
  const requestId = { "Request-Id": requestIdFrom(headers) };
  if (path === "/v1" || path.startsWith("/v1/")) return jsonResponse(400, v1ErrorBody(MALFORMED_PATH), requestId);
  return errorResponse("INVALID_FORMAT", MALFORMED_PATH, [{ field: "path", message: "malformed percent-encoding" }], requestId);
}
