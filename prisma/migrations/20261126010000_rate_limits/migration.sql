-- Issue 14, rate limits (lib/rate-limit/, docs/security.md "Rate limits").
-- A merchant's own API limits, set by the operator; null takes the environment's defaults.
ALTER TABLE "Merchant" ADD COLUMN "rateLimitLivePerSecond" INTEGER,
  ADD COLUMN "rateLimitLiveBurst" INTEGER,
  ADD COLUMN "rateLimitTestPerSecond" INTEGER,
  ADD COLUMN "rateLimitTestBurst" INTEGER;
ALTER TABLE "Merchant" ADD CONSTRAINT "Merchant_rateLimits_positive" CHECK (
  ("rateLimitLivePerSecond" IS NULL OR "rateLimitLivePerSecond" > 0) AND ("rateLimitLiveBurst" IS NULL OR "rateLimitLiveBurst" > 0)
  AND ("rateLimitTestPerSecond" IS NULL OR "rateLimitTestPerSecond" > 0) AND ("rateLimitTestBurst" IS NULL OR "rateLimitTestBurst" > 0)
);

-- The token buckets on PostgreSQL, shared by every server process: one row per bucket, taken by one
-- INSERT … ON CONFLICT DO UPDATE (the row lock serialises concurrent takes, so counts are exact).
-- UNLOGGED: a bucket is written on every API request, and skipping the WAL makes that write cheap.
-- Its contents are worth nothing after a crash (PostgreSQL empties an unlogged table on crash
-- recovery: every client starts again with a full bucket) and are not replicated to standbys
-- (after a failover, the same). Losing at most one burst per client in those rare events is the
-- price of a cheaper write on every request.
CREATE UNLOGGED TABLE "RateLimitBucket" (
    "key" TEXT NOT NULL,
    "tokens" DOUBLE PRECISION NOT NULL,
    "updatedMs" DOUBLE PRECISION NOT NULL,
    "allowed" BOOLEAN NOT NULL,

    CONSTRAINT "RateLimitBucket_pkey" PRIMARY KEY ("key")
);
