// Any /v2 path that no route handles: 404 NOT_FOUND in the spec's envelope, for every method.
import { errorResponse } from "@/lib/http/envelope";
import { withRequestId } from "@/lib/http/routes";

const notFound = withRequestId(async (req: Request) => {
  const path = new URL(req.url).pathname;
  return errorResponse("NOT_FOUND", `No endpoint ${req.method} ${path}; see the API reference`);
});

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
