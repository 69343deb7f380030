import "server-only";
// The rate limiter's token bucket (docs/security.md "Rate limits"). A bucket holds up
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
//
// Leases (PostgreSQL, API keys): while a bucket is well filled (after the take it still holds at
// least half its burst), one take hands this process several tokens (a tenth of the burst, at most
// 10), and the next requests here spend them without a statement each; a lease not spent within a
// second is dropped. Every admitted request still took a token out of the shared row, so the counts
// stay exact (an unspent lease only makes the limit stricter), and near the limit, where exactness
// matters, every take is a single token again. This is what keeps the limiter's cost per request
// small (docs/performance.md "Rate limiter cost").
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
const state = ((globalThis as Record<symbol, unknown>)[clockKey] ??= { clock: null as Clock | null, buckets: new Map<string, Bucket>(), leases: new Map<string, Lease>() }) as {
  clock: Clock | null;
  buckets: Map<string, Bucket>;
  leases: Map<string, Lease>;
};

type Bucket = { tokens: number; updatedMs: number };
/** Tokens this process holds from a PostgreSQL bucket; `bucketTokens` is what the row kept at the lease, for RateLimit-Remaining. */
type Lease = { tokens: number; bucketTokens: number; expiresMs: number; singleUntilMs: number; inflight: Promise<unknown> | null };

/** How long an unspent lease may be spent (ms): a lease cannot hold tokens back past the next second's refill. */
const LEASE_TTL_MS = 1_000;
/** A lease's size for a bucket: a tenth of the burst, at most 10, never fewer than 1 (small buckets take one at a time). */
export function leaseSize(limit: BucketLimit): number {
  return Math.max(1, Math.min(10, Math.floor(limit.burst / 10)));
}

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
  state.leases.clear();
}

/**
 * The single statement. $1 key, $2 tokens a second, $3 burst, $4 now in ms (null: the database's
 * clock), $5 the lease size. `refilled` is the bucket after the time since its last take, capped at
 * the burst. The take hands out $5 tokens when at least half the burst would be left after it, else
 * one token when the bucket holds one, else none (refused). `updatedMs` never moves backwards (two
 * processes' clocks, or an injected one). The refill expression is written out where it is used:
 * SET cannot name an intermediate value, and a CTE reading the row first would read it without its
 * lock. "granted" and "allowed" are computed from the same expressions as "tokens".
 */
const REFILLED = `LEAST($3::float8, b."tokens" + GREATEST(0, EXCLUDED."updatedMs" - b."updatedMs") * $2::float8 / 1000)`;
const GRANTED = `CASE WHEN ${REFILLED} - $5::int >= $3::float8 / 2 THEN $5::int WHEN ${REFILLED} >= 1 THEN 1 ELSE 0 END`;
const TAKE_SQL = `
WITH now_ms AS (SELECT COALESCE($4::float8, EXTRACT(EPOCH FROM clock_timestamp()) * 1000) AS v)
INSERT INTO "RateLimitBucket" AS b ("key", "tokens", "updatedMs", "allowed", "granted")
SELECT $1, $3::float8 - (CASE WHEN $3::float8 - $5::int >= $3::float8 / 2 THEN $5::int ELSE 1 END), now_ms.v, true,
  CASE WHEN $3::float8 - $5::int >= $3::float8 / 2 THEN $5::int ELSE 1 END FROM now_ms
ON CONFLICT ("key") DO UPDATE SET
  "tokens" = ${REFILLED} - ${GRANTED},
  "allowed" = ${REFILLED} >= 1,
  "granted" = ${GRANTED},
  "updatedMs" = GREATEST(b."updatedMs", EXCLUDED."updatedMs")
RETURNING "tokens", "granted"`;

/**
 * Takes one token from the bucket `key`: on PostgreSQL one statement, or none when this process
 * holds a lease on the bucket (`lease: true`, the API's keys; the checkout's small buckets take one
 * token at a time).
 */
export async function takeToken(key: string, limit: BucketLimit, options: { lease?: boolean; database?: Db } = {}): Promise<BucketDecision> {
  const now = state.clock ? state.clock() : null;
  if (databaseKind() !== "postgres") return takeInProcess(key, limit, now ?? Date.now());
  const database = options.database ?? db();
  const size = options.lease ? leaseSize(limit) : 1;
  if (size === 1) return (await takeFromRow(key, limit, now, 1, database)).decision;
  for (;;) {
    const localNow = state.clock ? state.clock() : Date.now();
    const lease = state.leases.get(key);
    if (lease && lease.expiresMs > localNow && lease.tokens >= 1) {
      lease.tokens -= 1;
      return decision(true, lease.bucketTokens + lease.tokens, limit);
    }
    // One lease take per key at a time in this process: the requests that arrive meanwhile wait
    // for its spare tokens instead of each leasing tokens that nobody would then spend.
    if (lease?.inflight) {
      await lease.inflight.catch(() => undefined);
      continue;
    }
    // The bucket is below half (the last take handed out one token): near the limit every request
    // takes its own single token, at once, as without leases.
    if (lease && lease.singleUntilMs > localNow) return (await takeFromRow(key, limit, now, 1, database)).decision;
    const entry: Lease = lease ?? { tokens: 0, bucketTokens: 0, expiresMs: 0, singleUntilMs: 0, inflight: null };
    if (!lease) {
      if (state.leases.size >= MAX_IN_PROCESS_BUCKETS) forgetExpiredLeases(localNow);
      state.leases.set(key, entry);
    }
    const take = takeFromRow(key, limit, now, size, database);
    entry.inflight = take;
    try {
      const { decision: taken, granted, bucketTokens } = await take;
      if (granted > 1) {
        entry.tokens = (entry.expiresMs > localNow ? entry.tokens : 0) + granted - 1;
        entry.bucketTokens = bucketTokens;
        entry.expiresMs = localNow + LEASE_TTL_MS;
      } else {
        entry.singleUntilMs = localNow + LEASE_TTL_MS;
      }
      return taken;
    } finally {
      entry.inflight = null;
    }
  }
}

async function takeFromRow(key: string, limit: BucketLimit, now: number | null, size: number, database: Db) {
  const [row] = await hotQuery<{ tokens: number; granted: number }>(database, "gw_rate_limit_take", TAKE_SQL, [key, limit.perSecond, limit.burst, now, size]);
  // Remaining counts the lease's spare tokens as left: this process will spend them.
  return { decision: decision(row.granted > 0, row.tokens + Math.max(0, row.granted - 1), limit), granted: row.granted, bucketTokens: row.tokens };
}

function forgetExpiredLeases(now: number) {
  for (const [key, lease] of state.leases) if (lease.expiresMs <= now && lease.singleUntilMs <= now && !lease.inflight) state.leases.delete(key);
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
