// GET /metrics: Prometheus metrics for the operator's scraper (docs/operations.md "Metrics").
// METRICS_TOKEN unset: 404 as for any unknown path; a wrong or missing bearer token: 401, no details.
import { scrapeMetrics } from "@/lib/observability/scrape-metrics";
import { withRequestId } from "@/lib/http/routes";

export const dynamic = "force-dynamic";

export const GET = withRequestId(async (req: Request) => {
  const answer = await scrapeMetrics(req.headers.get("authorization"));
  if (answer.status === 200) return new Response(answer.body, { status: 200, headers: { "Content-Type": answer.contentType, "Cache-Control": "no-store" } });
  // A 401 names the scheme (RFC 6750) and nothing else; a 404 is plain, as Next's own would be.
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (answer.status === 401) headers["WWW-Authenticate"] = 'Bearer realm="metrics"';
  return new Response(null, { status: answer.status, headers });
});
