import "server-only";
// GET /metrics (docs/operations.md "Metrics"): Prometheus's text format, for the operator's
// scraper only. METRICS_TOKEN unset: the endpoint does not exist (404, as for any unknown path), so a
// gateway that has not opted in exposes nothing. Set: `Authorization: Bearer <token>` or 401 with no
// details; the token is compared in constant time (hashes of equal length, timingSafeEqual).
// API keys and dashboard sessions are not accepted: this is not a merchant's endpoint.
import crypto from "node:crypto";
import { env } from "@/lib/env";
import { registry } from "@/lib/telemetry/metrics";
import { readDatabaseGauges } from "@/lib/observability/database-gauges";
import { settleProcessorCallCounts, watchProcessorCalls } from "@/lib/observability/watch-processor-calls";

export type MetricsAnswer = { status: 200; contentType: string; body: string } | { status: 401 | 404 };

export async function scrapeMetrics(authorization: string | null): Promise<MetricsAnswer> {
  const token = env().METRICS_TOKEN;
  if (!token) return { status: 404 };
  if (!bearerMatches(authorization, token)) return { status: 401 };
  watchProcessorCalls(); // normally started with the process; here in case it was not
  await settleProcessorCallCounts();
  await readDatabaseGauges();
  return { status: 200, contentType: registry.contentType, body: await registry.metrics() };
}

function bearerMatches(authorization: string | null, token: string): boolean {
  const match = /^Bearer ([\x21-\x7e]+)$/.exec(authorization ?? "");
  const given = crypto.createHash("sha256").update(match?.[1] ?? "").digest();
  const expected = crypto.createHash("sha256").update(token).digest();
  return crypto.timingSafeEqual(given, expected) && match !== null;
}
