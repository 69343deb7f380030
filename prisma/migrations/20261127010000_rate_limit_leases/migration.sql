-- Rate-limit leases (lib/rate-limit/token-bucket.ts): a take may hand a server process several
-- tokens at once while the bucket is well filled, and the process spends them without a statement
-- each. "granted" is how many the last take handed out (0: refused), which RETURNING reports.
ALTER TABLE "RateLimitBucket" ADD COLUMN "granted" INTEGER NOT NULL DEFAULT 0;
