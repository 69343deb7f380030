// GET /healthz: the process is up and its configuration valid (no database, no auth); 503 otherwise.
import { checkConfiguration } from "@/lib/health";
import { withRequestId } from "@/lib/http/routes";

export const dynamic = "force-dynamic";

export const GET = withRequestId(() => {
  const result = checkConfiguration();
  return Response.json(result, { status: result.status === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
});
