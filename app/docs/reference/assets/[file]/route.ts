// GET /docs/reference/assets/<file>: Swagger UI's script and stylesheet from the installed
// swagger-ui-dist, so the API reference loads nothing from another origin.
import { openSwaggerUiAsset } from "@/lib/docs/swagger-ui-asset";

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const asset = openSwaggerUiAsset((await params).file);
  if (!asset) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(asset.body, {
    headers: {
      "Content-Type": asset.contentType,
      "Content-Length": String(asset.size),
      // The page asks for ?v=<package version>, so an upgrade is a new URL.
      "Cache-Control": "public, max-age=86400",
    },
  });
}
