// Any /v2 path that no route handles: 404 NOT_FOUND in the spec's envelope.
import { errorResponse } from "@/lib/http/envelope";
import { requestIdFrom } from "@/lib/http/request-id";

async function notFound(req: Request) {
  const path = new URL(req.url).pathname;
  return errorResponse("NOT_FOUND", `No endpoint ${req.method} ${path}; see the API reference`, null, {
    "Request-Id": requestIdFrom(req.headers),
  });
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
