// Any /v1 path that no route handles: 404 in the v1 envelope, for every method.
import { jsonResponse } from "@/lib/http/envelope";
import { withRequestId } from "@/lib/http/routes";
import { everyMethod } from "@/lib/api/with-api";
import { v1ErrorBody } from "@/lib/v1/envelope";

const notFound = withRequestId(async (req: Request) => {
  const path = new URL(req.url).pathname;
  return jsonResponse(404, v1ErrorBody(`No endpoint ${req.method} ${path}; see the v1 documentation`));
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = everyMethod(notFound);
