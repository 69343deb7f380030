// POST | PUT | GET /v2/processor-callbacks/[token]: a processor's callback for one connection. No API key: the
// token names the connection, the connector checks the processor's signature, and the callback is only a reason to ask
// the processor (lib/processor-callbacks/handle-callback.ts). Rate-limited per client address and per token
// before anything is read (lib/rate-limit/public-limits.ts): over the limit, 429 and nothing asked.
import { apiRoutes, readQuery, resolveParams, withRequestId, type RouteContext } from "@/lib/http/routes";
import { errorResponse, jsonResponse } from "@/lib/http/envelope";
import { isApiError } from "@/lib/http/errors";
import { logger } from "@/lib/logger";
import { handleProcessorCallback } from "@/lib/processor-callbacks/handle-callback";
import { limitProcessorCallback } from "@/lib/rate-limit/public-limits";

const MAX_BODY_BYTES = 64 * 1024;

async function receive(request: Request, ctx?: RouteContext): Promise<Response> {
  try {
    // Inside the try: a token or a query the database cannot store (NUL, malformed escapes) is 400
    // INVALID_FORMAT in the envelope, as on every other route, not an unhandled throw (a 500).
    const { token = "" } = await resolveParams(ctx);
    const refused = await limitProcessorCallback(request.headers, token);
    if (refused) return errorResponse(refused.code, refused.message, refused.details, refused.headers);
    const rawBody = request.method === "GET" ? "" : await request.text();
    if (rawBody.length > MAX_BODY_BYTES) return errorResponse("INVALID_VALUE", "callback body too large");
    const url = new URL(request.url);
    readQuery(url);
    const { acted } = await handleProcessorCallback(token, { method: request.method, rawBody, headers: request.headers, query: url.searchParams });
    return jsonResponse(200, { status: "success", message: acted ? "Callback received; the status was checked with the processor" : "Callback received; nothing to do", data: null });
  } catch (error) {
    if (isApiError(error)) return errorResponse(error.code, error.message, error.details);
    logger().error({ err: error }, "processor callback failed");
    // A 5xx makes the processor send the callback again later: nothing was changed on its word.
    return errorResponse("PROCESSING_FAILED", "the callback could not be handled now; send it again later");
  }
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: withRequestId(receive),
  POST: withRequestId(receive),
  PUT: withRequestId(receive),
});
