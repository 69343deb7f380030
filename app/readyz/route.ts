// GET /readyz: the database answers. 503 when it does not, so a load balancer stops routing here;
// the 503 carries Retry-After (the API's own wait for an unavailable database), so a probe or a
// client that reads it does not hammer a database that is restarting.
import { checkDatabase } from "@/lib/health";
import { withRequestId } from "@/lib/http/routes";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/api/with-api";

export const dynamic = "force-dynamic";

export const GET = withRequestId(async () => {
  const result = await checkDatabase();
  const ok = result.status === "ok";
  return Response.json(result, {
    status: ok ? 200 : 503,
    headers: { "Cache-Control": "no-store", ...(ok ? {} : { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) }) },
  });
});
