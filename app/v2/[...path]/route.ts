// Any /v2 path that no route handles: 404 NOT_FOUND in the spec's envelope, for every method.
import { errorResponse } from "@/lib/http/envelope";
import { withRequestId } from "@/lib/http/routes";
import { everyMethod } from "@/lib/api/with-api";

const notFound = withRequestId(async (req: Request) => {
  const path = new URL(req.url).pathname;
  return errorResponse("NOT_FOUND", `No endpoint ${req.method} ${path}; see the API reference`);
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = everyMethod(notFound);
