-- Issue 10: the job worker grows per-type retry policies, a dead state and an owner.
-- status: queued (waiting for runAt) -> running (claimed, lease in lockedUntil, held by lockedBy)
--   -> done, or back to queued (retry later / failure with backoff), or dead after the type's
--   maximum number of failed tries. attempts counts runs started; failures counts failed ones
--   (a handler that threw, or a lease that ran out because its worker died).
-- merchantId/mode: the merchant a job works for (NULL for system jobs), so a merchant sees
-- its own dead jobs; objectType/objectId name what the job is about (e.g. payment_attempt).
CREATE TYPE "JobStatus" AS ENUM ('queued', 'running', 'done', 'dead');

ALTER TABLE "Job"
  ADD COLUMN "status" "JobStatus" NOT NULL DEFAULT 'queued',
  ADD COLUMN "failures" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "lockedBy" TEXT,
  ADD COLUMN "deadAt" TIMESTAMP(3),
  ADD COLUMN "merchantId" TEXT,
  ADD COLUMN "mode" "Mode",
  ADD COLUMN "objectType" TEXT,
  ADD COLUMN "objectId" TEXT;

UPDATE "Job" SET "status" = 'done' WHERE "doneAt" IS NOT NULL;
UPDATE "Job" SET "status" = 'running' WHERE "doneAt" IS NULL AND "lockedUntil" IS NOT NULL;

-- Jobs enqueued before this migration: the owner from the payment attempt they name.
UPDATE "Job" j SET "merchantId" = p."merchantId", "mode" = p."mode", "objectType" = 'payment_attempt', "objectId" = a.id
FROM "PaymentAttempt" a JOIN "Payment" p ON p.id = a."paymentId"
WHERE j.payload->>'attempt_id' = a.id;

ALTER TABLE "Job" ADD CONSTRAINT "Job_merchant_mode" CHECK (("merchantId" IS NULL) = ("mode" IS NULL));
ALTER TABLE "Job" ADD CONSTRAINT "Job_failures_nonnegative" CHECK ("failures" >= 0 AND "attempts" >= 0);

DROP INDEX IF EXISTS "Job_doneAt_runAt_idx";
-- The claim: queued and due, or running with a lease that ran out.
CREATE INDEX "Job_status_runAt_idx" ON "Job"("status", "runAt");
-- A merchant's dead jobs (dashboard), newest first.
CREATE INDEX "Job_merchantId_mode_status_idx" ON "Job"("merchantId", "mode", "status", "deadAt");
