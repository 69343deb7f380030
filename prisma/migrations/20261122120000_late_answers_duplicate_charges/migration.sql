-- Issue 9: a processor's late answer is recorded on its attempt, never applied to a settled
-- one; a late success on a settled attempt is a duplicate charge, refunded through the ledger.

-- AlterEnum (not used in this migration, so it may run inside the migration's transaction)
ALTER TYPE "LedgerAccountType" ADD VALUE 'duplicate_charges';

-- AlterTable
ALTER TABLE "PaymentAttempt"
    ADD COLUMN "inFlightSince" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    ADD COLUMN "lateOutcome" TEXT,
    ADD COLUMN "lateReason" TEXT,
    ADD COLUMN "lateProcessorRef" TEXT,
    ADD COLUMN "lateAnswerAt" TIMESTAMP(3),
    ADD COLUMN "duplicateChargeAt" TIMESTAMP(3),
    ADD COLUMN "processorRefundRef" TEXT,
    ADD COLUMN "processorRefundedAt" TIMESTAMP(3);

-- Existing attempts went in flight when they were created.
UPDATE "PaymentAttempt" SET "inFlightSince" = "createdAt";

-- CreateIndex
CREATE INDEX "PaymentAttempt_outcome_inFlightSince_idx" ON "PaymentAttempt"("outcome", "inFlightSince");

-- CreateTable
CREATE TABLE "SimulatorCharge" (
    "attemptId" TEXT NOT NULL,
    "processorRef" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "reason" TEXT,
    "amount" BIGINT NOT NULL,
    "currency" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "refundRef" TEXT,
    "refundedAt" TIMESTAMP(3),

    CONSTRAINT "SimulatorCharge_pkey" PRIMARY KEY ("attemptId")
);

-- CreateIndex
CREATE UNIQUE INDEX "SimulatorCharge_processorRef_key" ON "SimulatorCharge"("processorRef");
