import "server-only";
// The rate limiter's token bucket (issue 14, docs/security.md "Rate limits"). A bucket holds up
// to `burst` tokens and gains `perSecond` tokens a second; each request takes one, and a request
// that finds less than one token is refused. The same code serves every key space: API keys
// (lib/rate-limit/api-limits.ts) and the checkout's attempts (lib/rate-limit/checkout-limits.ts).
//
// PostgreSQL: one statement per take, an INSERT … ON CONFLICT DO UPDATE on the bucket's row
// (table "RateLimitBucket", UNLOGGED: see its migration). The refill and the take are computed
// from the row as it is under the row's lock, so concurrent takes from any number of server
// processes serialise on that row and the counts are exact. Time is the database's clock
// (one clock for every process) unless a test injects one.
// PGlite (one process by construction): the same arithmetic on a Map in this process.
import { databaseKind, db, hotQuery, type Db } from "@/lib/db";

export type BucketLimit = { perSecond: number; burst: number };

export type BucketDecision = {
  allowed: boolean;
  /** The bucket's size: RateLimit-Limit. */
  limit: number;
  /** Whole tokens left after this take: RateLimit-Remaining. */
  remaining: number;
  /** Seconds (rounded up) until the bucket is full again: RateLimit-Reset. */
  resetSeconds: number;
  /** Seconds (rounded up, at least 1) until one token is there: Retry-After of a refusal. */
  retryAfterSeconds: number;
};

type Clock = () => number;
const clockKey = Symbol.for("gateway.rateLimitClock");
const state = ((globalThis as Record<symbol, unknown>)[clockKey] ??= { clock: null as Clock | null, buckets: new Map<string, Bucket>() }) as {
  clock: Clock | null;
  buckets: Map<string, Bucket>;
};

type Bucket = { tokens: number; updatedMs: number };

/**
 * Tests replace the clock (ms since the epoch) to prove refills without waiting; null restores
 * the real one (the database's on PostgreSQL, Date.now() in process).
 */
export function setRateLimitClockForTests(clock: Clock | null) {
  state.clock = clock;
}

/** Forgets the in-process buckets (tests start each case with full buckets). */
export function resetInProcessBucketsForTests() {
  state.buckets.clear();
}

/**
 * The single statement. $1 key, $2 tokens a second, $3 burst, $4 now in ms (null: the database's
 * clock). `refilled` is the bucket after the time since its last take, capped at the burst; a take
 * happens when it holds at least one token. `updatedMs` never moves backwards (two processes'
 * clocks, or an injected one). The refill expression is written out where it is used: SET cannot
 * name an intermediate value, and a CTE reading the row first would read it without its lock.
 */
const TAKE_SQL = `
WITH now_ms AS (SELECT COALESCE($4::float8, EXTRACT(EPOCH FROM clock_timestamp()) * 1000) AS v)
INSERT INTO "RateLimitBucket" AS b ("key", "tokens", "updatedMs", "allowed")
SELECT $1, $3::float8 - 1, now_ms.v, true FROM now_ms
ON CONFLICT ("key") DO UPDATE SET
  "tokens" = CASE
    WHEN LEAST($3::float8, b."tokens" + GREATEST(0, EXCLUDED."updatedMs" - b."updatedMs") * $2::float8 / 1000) >= 1
    THEN LEAST($3::float8, b."tokens" + GREATEST(0, EXCLUDED."updatedMs" - b."updatedMs") * $2::float8 / 1000) - 1
    ELSE LEAST($3::float8, b."tokens" + GREATEST(0, EXCLUDED."updatedMs" - b."updatedMs") * $2::float8 / 1000)
  END,
  "allowed" = LEAST($3::float8, b."tokens" + GREATEST(0, EXCLUDED."updatedMs" - b."updatedMs") * $2::float8 / 1000) >= 1,
  "updatedMs" = GREATEST(b."updatedMs", EXCLUDED."updatedMs")
RETURNING "tokens", "allowed"`;

/** Takes one token from the bucket `key` (one database statement on PostgreSQL). */
export async function takeToken(key: string, limit: BucketLimit, database: Db = db()): Promise<BucketDecision> {
  const { perSecond, burst } = limit;
  if (databaseKind() === "postgres") {
    const now = state.clock ? state.clock() : null;
    const [row] = await hotQuery<{ tokens: number; allowed: boolean }>(database, "gw_rate_limit_take", TAKE_SQL, [key, perSecond, burst, now]);
    return decision(row.allowed, row.tokens, limit);
  }
  return takeInProcess(key, limit, state.clock ? state.clock() : Date.now());
}

function takeInProcess(key: string, limit: BucketLimit, now: number): BucketDecision {
  const bucket = state.buckets.get(key);
  if (!bucket) {
    if (state.buckets.size >= MAX_IN_PROCESS_BUCKETS) forgetFullBuckets(now);
    state.buckets.set(key, { tokens: limit.burst - 1, updatedMs: now });
    return decision(true, limit.burst - 1, limit);
  }
  const refilled = Math.min(limit.burst, bucket.tokens + (Math.max(0, now - bucket.updatedMs) * limit.perSecond) / 1000);
  const allowed = refilled >= 1;
  bucket.tokens = allowed ? refilled - 1 : refilled;
  bucket.updatedMs = Math.max(bucket.updatedMs, now);
  return decision(allowed, bucket.tokens, limit);
}

/** A bound on the in-process map: beyond it, buckets that would be full by now are dropped (a new one starts full anyway). */
const MAX_IN_PROCESS_BUCKETS = 100_000;
const FULL_AFTER_MS = 3_600_000;

function forgetFullBuckets(now: number) {
  for (const [key, bucket] of state.buckets) if (now - bucket.updatedMs > FULL_AFTER_MS) state.buckets.delete(key);
}

function decision(allowed: boolean, tokens: number, { perSecond, burst }: BucketLimit): BucketDecision {
  // A float's last bit must not turn 3 tokens into 2.9999999 (and one request less): round to 1e-9 first.
  const left = Math.max(0, Math.round(tokens * 1e9) / 1e9);
  return {
    allowed,
    limit: burst,
    remaining: Math.floor(left),
    resetSeconds: Math.max(0, Math.ceil((burst - left) / perSecond)),
    retryAfterSeconds: Math.max(1, Math.ceil((1 - left) / perSecond)),
  };
}

/** Deletes PostgreSQL buckets untouched for a day (the worker's hourly cleanup): they would be full again. */
export async function purgeIdleRateLimitBuckets(database: Db = db(), now = Date.now()) {
  if (databaseKind() !== "postgres") return 0;
  return database.$executeRawUnsafe(`DELETE FROM "RateLimitBucket" WHERE "updatedMs" < $1`, now - 86_400_000);
}
