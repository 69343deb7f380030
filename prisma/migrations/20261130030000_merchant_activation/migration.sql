-- Issue 27, item 8: live activation. Live mode stays locked until the operator activates the
-- merchant after its checklist (business details, settlement account, verified e-mail, owner 2FA).
ALTER TABLE "Merchant"
    ADD COLUMN "activationStatus" TEXT NOT NULL DEFAULT 'pending',
    ADD COLUMN "activationSubmittedAt" TIMESTAMP(3),
    ADD COLUMN "activatedAt" TIMESTAMP(3),
    ADD COLUMN "activatedBy" TEXT,
    ADD COLUMN "liveKeyRevealedAt" TIMESTAMP(3),
    ADD COLUMN "legalName" TEXT,
    ADD COLUMN "country" TEXT,
    ADD COLUMN "businessType" TEXT,
    ADD COLUMN "contactPhone" TEXT,
    ADD COLUMN "settlementBankSlug" TEXT,
    ADD COLUMN "settlementAccountNumber" TEXT,
    ADD COLUMN "settlementAccountName" TEXT,
    ADD COLUMN "emailVerifiedAt" TIMESTAMP(3),
    ADD COLUMN "emailVerificationHash" TEXT,
    ADD COLUMN "emailVerificationExpiresAt" TIMESTAMP(3),
    ADD COLUMN "emailVerificationAttempts" INTEGER NOT NULL DEFAULT 0;

ALTER TABLE "Merchant" ADD CONSTRAINT "Merchant_activationStatus_check"
    CHECK ("activationStatus" IN ('pending', 'submitted', 'activated', 'rejected'));

-- Every merchant that exists before this migration was already taking live payments with its
-- live keys: it is marked activated (by "migration", at the time of the upgrade) so nothing it
-- does today stops working, and its live keys count as already handed over (no "reveal" offer).
-- Only merchants created after the upgrade start pending.
UPDATE "Merchant"
SET "activationStatus" = 'activated',
    "activatedAt" = CURRENT_TIMESTAMP,
    "activatedBy" = 'migration',
    "liveKeyRevealedAt" = "createdAt";
