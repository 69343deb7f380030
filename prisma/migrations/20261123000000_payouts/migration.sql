-- Issue 10: payouts. A payout holds its amount and fee in "payouts in flight" from creation;
-- success moves the amount to the external payout clearing account and the fee to revenue,
-- failed / blocked / reversed return both to the balance they came from.
ALTER TYPE "LedgerAccountType" ADD VALUE 'payout_clearing';

ALTER TABLE "Merchant" ADD COLUMN "payoutFeesWaived" BOOLEAN NOT NULL DEFAULT false;

CREATE TYPE "PayoutStatus" AS ENUM ('pending', 'processing', 'success', 'failed', 'blocked', 'auth_needed', 'otp_needed', 'reversed');

CREATE TABLE "PayoutBatch" (
    "id" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "title" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "totalAmount" BIGINT NOT NULL,
    "totalFee" BIGINT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PayoutBatch_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "PayoutBatch_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "PayoutBatch_merchantId_mode_createdAt_idx" ON "PayoutBatch"("merchantId", "mode", "createdAt");

CREATE TABLE "Payout" (
    "id" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "merchantReference" TEXT,
    "batchId" TEXT,
    "subaccountId" TEXT,
    "origin" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "fee" BIGINT NOT NULL,
    "currency" TEXT NOT NULL,
    "accountName" TEXT NOT NULL,
    "accountNumber" TEXT NOT NULL,
    "bankSlug" TEXT NOT NULL,
    "bankName" TEXT NOT NULL,
    "reason" TEXT,
    "meta" JSONB,
    "status" "PayoutStatus" NOT NULL DEFAULT 'pending',
    "statusReason" TEXT,
    "processorRef" TEXT,
    "otpTriesLeft" INTEGER NOT NULL DEFAULT 3,
    "processedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "Payout_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Payout_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Payout_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "PayoutBatch"("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Payout_amount_positive" CHECK ("amount" > 0),
    CONSTRAINT "Payout_fee_not_negative" CHECK ("fee" >= 0),
    CONSTRAINT "Payout_otpTriesLeft_range" CHECK ("otpTriesLeft" BETWEEN 0 AND 3)
);
CREATE UNIQUE INDEX "Payout_merchantId_mode_merchantReference_key" ON "Payout"("merchantId", "mode", "merchantReference");
CREATE INDEX "Payout_merchantId_mode_createdAt_idx" ON "Payout"("merchantId", "mode", "createdAt");
CREATE INDEX "Payout_merchantId_mode_status_idx" ON "Payout"("merchantId", "mode", "status");
CREATE INDEX "Payout_batchId_idx" ON "Payout"("batchId");
CREATE INDEX "Payout_subaccountId_createdAt_idx" ON "Payout"("subaccountId", "createdAt");

CREATE TABLE "SimulatorPayout" (
    "payoutId" TEXT NOT NULL,
    "processorRef" TEXT NOT NULL,
    "scenario" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "reason" TEXT,
    "amount" BIGINT NOT NULL,
    "currency" TEXT NOT NULL,
    "decidedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "SimulatorPayout_pkey" PRIMARY KEY ("payoutId")
);
CREATE UNIQUE INDEX "SimulatorPayout_processorRef_key" ON "SimulatorPayout"("processorRef");
