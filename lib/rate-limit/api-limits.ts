import "server-only";
// The API's rate limit: a token bucket per API key, taken by the shared API pipeline
// (lib/api/with-api.ts, /v2 and /v1) right after the key is authenticated and before the body is
// read. Limits: the merchant's own for the key's mode, else the operator's defaults from the
// environment (100/s, burst 200 live; 25/s, burst 50 test). RATE_LIMIT=off turns it off.
import type { AuthenticatedKey } from "@/lib/auth/api-keys";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { logger } from "@/lib/logger";
import { takeToken, type BucketDecision, type BucketLimit } from "@/lib/rate-limit/token-bucket";

/** The limit a key answers to: its merchant's override for the key's mode, field by field, else the default. */
export function apiKeyLimit(key: Pick<AuthenticatedKey, "mode" | "rateLimit">): BucketLimit {
  const e = env();
  const defaults =
    key.mode === "live"
      ? { perSecond: e.RATE_LIMIT_LIVE_PER_SECOND, burst: e.RATE_LIMIT_LIVE_BURST }
      : { perSecond: e.RATE_LIMIT_TEST_PER_SECOND, burst: e.RATE_LIMIT_TEST_BURST };
  return { perSecond: key.rateLimit.perSecond ?? defaults.perSecond, burst: key.rateLimit.burst ?? defaults.burst };
}

/**
 * Takes this request's token. Returns the headers every answer to it carries (null when limiting
 * is off); a refusal throws 429 RATE_LIMITED with them and Retry-After.
 */
export async function limitApiRequest(key: AuthenticatedKey): Promise<Record<string, string> | null> {
  if (!env().rateLimitEnabled) return null;
  const limit = apiKeyLimit(key);
  const taken = await takeToken(`api:${key.keyId}`, limit, { lease: true });
  const headers = rateLimitHeaders(taken);
  if (!taken.allowed) throw rateLimited(taken, limit, headers, "this API key");
  return headers;
}

/**
 * The IETF draft's fields (draft-ietf-httpapi-ratelimit-headers-06, the last with separate fields):
 * Limit is the bucket's size (the most requests at once), Remaining the whole tokens left, Reset the
 * seconds until the bucket is full again (so Remaining would equal Limit).
 */
export function rateLimitHeaders(taken: BucketDecision): Record<string, string> {
  return {
    "RateLimit-Limit": String(taken.limit),
    "RateLimit-Remaining": String(taken.remaining),
    "RateLimit-Reset": String(taken.resetSeconds),
  };
}

/** 429 RATE_LIMITED with Retry-After: the seconds until one request will be accepted again. */
export function rateLimited(taken: BucketDecision, limit: BucketLimit, headers: Record<string, string>, whose: string): ApiError {
  const retryAfter = taken.retryAfterSeconds;
  const rate = limit.perSecond >= 1 ? `${formatRate(limit.perSecond)} requests per second` : `${formatRate(limit.perSecond * 60)} requests per minute`;
  return new ApiError(
    "RATE_LIMITED",
    `Too many requests for ${whose}: the limit is ${rate} with bursts of ${limit.burst}; retry after ${retryAfter} s`,
    { retry_after: retryAfter, limit: limit.burst, per_second: limit.perSecond },
    { ...headers, "Retry-After": String(retryAfter) },
  );
}

function formatRate(perSecond: number): string {
  return Number.isInteger(perSecond) ? String(perSecond) : perSecond.toFixed(2).replace(/0+$/, "");
}

let warned = false;

/** At server start: RATE_LIMIT=off is for benchmarks, and says so loudly. */
export function warnIfRateLimitOff() {
  if (env().rateLimitEnabled || warned) return;
  warned = true;
  logger().warn("RATE_LIMIT=off: API and checkout rate limits are disabled; use this for benchmarks only, never in production");
}
