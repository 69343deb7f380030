import "server-only";
// The checkout's rate limits: the pay and OTP forms, per client IP and per checkout
// session, on the same token buckets as the API (lib/rate-limit/token-bucket.ts) in their own key
// spaces. They pace what the attempt rules (lib/catalog/attempt-rules.ts) bound in total (a
// session has MAX_ATTEMPTS attempts and OTP_TRIES codes per attempt): per session, pay and OTP
// forms together, MAX_ATTEMPTS at once and then RATE_LIMIT_CHECKOUT_SESSION_PER_MINUTE (6); per
// IP, every session together, RATE_LIMIT_CHECKOUT_IP_BURST (30) at once and then
// RATE_LIMIT_CHECKOUT_IP_PER_MINUTE (60). Card testing across sessions meets the IP's bucket;
// scripted code guessing within a session meets the session's. RATE_LIMIT=off: none.
import crypto from "node:crypto";
import { MAX_ATTEMPTS } from "@/lib/catalog/attempt-rules";
import { env } from "@/lib/env";
import type { ApiError } from "@/lib/http/errors";
import { clientIp } from "@/lib/http/client-ip";
import { rateLimited, rateLimitHeaders } from "@/lib/rate-limit/api-limits";
import { takeToken, type BucketLimit } from "@/lib/rate-limit/token-bucket";

export function checkoutLimits(): { ip: BucketLimit; session: BucketLimit } {
  const e = env();
  return {
    ip: { perSecond: e.RATE_LIMIT_CHECKOUT_IP_PER_MINUTE / 60, burst: e.RATE_LIMIT_CHECKOUT_IP_BURST },
    session: { perSecond: e.RATE_LIMIT_CHECKOUT_SESSION_PER_MINUTE / 60, burst: e.RATE_LIMIT_CHECKOUT_SESSION_BURST ?? MAX_ATTEMPTS },
  };
}

/**
 * Takes one token from the client IP's bucket, then one from the session's. Null when both allow
 * it (or limiting is off); otherwise the 429 RATE_LIMITED to answer, with Retry-After. The keys are
 * hashes: no checkout token or address is stored as it is.
 */
export async function limitCheckoutForm(headers: Headers, token: string): Promise<ApiError | null> {
  if (!env().rateLimitEnabled) return null;
  const limits = checkoutLimits();
  const ip = await takeToken(`checkout-ip:${digest(clientIp(headers))}`, limits.ip);
  if (!ip.allowed) return rateLimited(ip, limits.ip, rateLimitHeaders(ip), "this address");
  const session = await takeToken(`checkout-session:${digest(token)}`, limits.session);
  if (!session.allowed) return rateLimited(session, limits.session, rateLimitHeaders(session), "this payment");
  return null;
}

function digest(text: string): string {
  return crypto.createHash("sha256").update(text).digest("base64url").slice(0, 27);
}
