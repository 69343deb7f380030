// GET /v2/openapi.json: the OpenAPI 3.1 document of the /v2 API. Public: it holds no data.
import { apiRoutes, withRequestId } from "@/lib/http/routes";
import { openApiDocument } from "@/lib/openapi/document";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: withRequestId(async () =>
    Response.json(openApiDocument(), {
      headers: { "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" },
    }),
  ),
});
