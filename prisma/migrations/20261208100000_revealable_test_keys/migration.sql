-- Test secret keys can be shown again in the dashboard (lib/auth/reveal-test-key.ts): each one made
-- from now on keeps its text encrypted at rest. Keys made before stay hash-only; rolling one gives
-- a key that can be shown again. Live secret keys are never kept.
-- AlterTable
ALTER TABLE "ApiKey" ADD COLUMN     "sealedSecret" TEXT;
