// GET /readyz: the database answers. 503 when it does not, so a load balancer stops routing here.
import { checkDatabase } from "@/lib/health";
import { withRequestId } from "@/lib/http/routes";

export const dynamic = "force-dynamic";

export const GET = withRequestId(async () => {
  const result = await checkDatabase();
  return Response.json(result, { status: result.status === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
});
