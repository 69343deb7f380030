import "server-only";
// Rate limits of the two public routes that can make the gateway ask a processor about an object: the
// processor callback URL (/v2/processor-callbacks/<token>) and the checkout's return URL
// (/checkout/<token>/return). Both tokens are in every customer's browser, so anyone can hit them.
// Each hit takes a token from its client address's bucket, then from its token's bucket (the same
// token buckets as the API and the checkout forms, lib/rate-limit/token-bucket.ts, in their own key
// spaces); over either: 429 RATE_LIMITED with Retry-After, before anything is read or asked.
// The address bucket comes first, so one address stopped at its own limit does not drain the
// token's bucket for the processor or the customer. Even within the limits, what a hit can cost at
// the processor is bounded by the status-ask claim (lib/processors/status-asks.ts).
// RATE_LIMIT=off: none.
import crypto from "node:crypto";
import { env } from "@/lib/env";
import type { ApiError } from "@/lib/http/errors";
import { clientIp } from "@/lib/http/client-ip";
import { rateLimited, rateLimitHeaders } from "@/lib/rate-limit/api-limits";
import { takeToken, type BucketLimit } from "@/lib/rate-limit/token-bucket";

export function publicRouteLimits(): { callbackIp: BucketLimit; callbackToken: BucketLimit; returnIp: BucketLimit; returnSession: BucketLimit } {
  const e = env();
  const perMinute = (perMinute: number, burst: number) => ({ perSecond: perMinute / 60, burst });
  return {
    callbackIp: perMinute(e.RATE_LIMIT_CALLBACK_IP_PER_MINUTE, e.RATE_LIMIT_CALLBACK_IP_BURST),
    callbackToken: perMinute(e.RATE_LIMIT_CALLBACK_TOKEN_PER_MINUTE, e.RATE_LIMIT_CALLBACK_TOKEN_BURST),
    returnIp: perMinute(e.RATE_LIMIT_RETURN_IP_PER_MINUTE, e.RATE_LIMIT_RETURN_IP_BURST),
    returnSession: perMinute(e.RATE_LIMIT_RETURN_SESSION_PER_MINUTE, e.RATE_LIMIT_RETURN_SESSION_BURST),
  };
}

/** A processor callback: null when allowed, else the 429 to answer. */
export function limitProcessorCallback(headers: Headers, token: string): Promise<ApiError | null> {
  const limits = publicRouteLimits();
  return limit(headers, token, { space: "callback", ip: limits.callbackIp, token: limits.callbackToken, whose: "this callback URL" });
}

/** A customer's return from a processor's page: null when allowed, else the 429 to answer. */
export function limitCheckoutReturn(headers: Headers, token: string): Promise<ApiError | null> {
  const limits = publicRouteLimits();
  return limit(headers, token, { space: "return", ip: limits.returnIp, token: limits.returnSession, whose: "this payment" });
}

async function limit(headers: Headers, token: string, o: { space: string; ip: BucketLimit; token: BucketLimit; whose: string }): Promise<ApiError | null> {
  if (!env().rateLimitEnabled) return null;
  const ip = await takeToken(`${o.space}-ip:${digest(clientIp(headers))}`, o.ip);
  if (!ip.allowed) return rateLimited(ip, o.ip, rateLimitHeaders(ip), "this address");
  // The keys are hashes: no token or address is stored as it is.
  const own = await takeToken(`${o.space}-token:${digest(token)}`, o.token);
  if (!own.allowed) return rateLimited(own, o.token, rateLimitHeaders(own), o.whose);
  return null;
}

function digest(text: string): string {
  return crypto.createHash("sha256").update(text).digest("base64url").slice(0, 27);
}
