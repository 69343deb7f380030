-- A two-step write's claim (an Idempotency-Key whose request calls a processor after its first
-- step commits) records how far its request got and who is still working on it:
--   recoveryPoint: what the first step committed (for a direct charge, its payment), so a request
--                  taken over after a crash resumes that work instead of starting it again;
--   leaseUntil:    renewed every few seconds by the process running the second step; once it
--                  passes, that process is gone and a retry may take the claim over.
ALTER TABLE "IdempotencyKey" ADD COLUMN "recoveryPoint" TEXT;
ALTER TABLE "IdempotencyKey" ADD COLUMN "leaseUntil" TIMESTAMP(3);
