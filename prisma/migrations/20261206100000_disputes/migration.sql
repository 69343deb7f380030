-- Disputes (docs/disputes.md): one object for a card chargeback or inquiry and for a mobile-money reversal claim,
-- its evidence files, and two ledger accounts: the hold on the merchant's money while a dispute is open,
-- and the debt a dispute leaves when it took more than the available balance.
-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "LedgerAccountType" ADD VALUE 'dispute_hold';
ALTER TYPE "LedgerAccountType" ADD VALUE 'merchant_debt';

-- CreateTable
CREATE TABLE "Dispute" (
    "id" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "paymentId" TEXT NOT NULL,
    "connectionId" TEXT,
    "kind" TEXT NOT NULL,
    "processorRef" TEXT NOT NULL,
    "stage" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "processorStatus" TEXT,
    "reason" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "currency" TEXT NOT NULL,
    "fee" BIGINT NOT NULL,
    "lossBearer" TEXT NOT NULL DEFAULT 'merchant',
    "dueBy" TIMESTAMP(3),
    "evidence" JSONB NOT NULL DEFAULT '{}',
    "submissionCount" INTEGER NOT NULL DEFAULT 0,
    "evidenceSubmittedAt" TIMESTAMP(3),
    "evidenceChannel" TEXT NOT NULL,
    "outcome" TEXT,
    "heldFromAvailable" BIGINT NOT NULL DEFAULT 0,
    "heldAsDebt" BIGINT NOT NULL DEFAULT 0,
    "fundsWithdrawnAt" TIMESTAMP(3),
    "fundsReinstatedAt" TIMESTAMP(3),
    "closedAt" TIMESTAMP(3),
    "processorUpdatedAt" TIMESTAMP(3),
    "dueSoonSentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Dispute_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DisputeFile" (
    "id" TEXT NOT NULL,
    "disputeId" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "purpose" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "content" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DisputeFile_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Dispute_merchantId_mode_createdAt_id_idx" ON "Dispute"("merchantId", "mode", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Dispute_merchantId_mode_status_createdAt_id_idx" ON "Dispute"("merchantId", "mode", "status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Dispute_paymentId_idx" ON "Dispute"("paymentId");

-- CreateIndex
CREATE INDEX "Dispute_status_dueBy_idx" ON "Dispute"("status", "dueBy");

-- CreateIndex
CREATE UNIQUE INDEX "Dispute_merchantId_mode_kind_processorRef_key" ON "Dispute"("merchantId", "mode", "kind", "processorRef");

-- CreateIndex
CREATE INDEX "DisputeFile_disputeId_createdAt_idx" ON "DisputeFile"("disputeId", "createdAt");

-- AddForeignKey
ALTER TABLE "Dispute" ADD CONSTRAINT "Dispute_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Dispute" ADD CONSTRAINT "Dispute_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DisputeFile" ADD CONSTRAINT "DisputeFile_disputeId_fkey" FOREIGN KEY ("disputeId") REFERENCES "Dispute"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DisputeFile" ADD CONSTRAINT "DisputeFile_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;


ALTER TABLE "Dispute" ADD CONSTRAINT "Dispute_kind_check" CHECK ("kind" IN ('chargeback', 'reversal'));
ALTER TABLE "Dispute" ADD CONSTRAINT "Dispute_amount_positive" CHECK ("amount" > 0 AND "fee" >= 0);
ALTER TABLE "Dispute" ADD CONSTRAINT "Dispute_held_parts" CHECK ("heldFromAvailable" >= 0 AND "heldAsDebt" >= 0 AND "heldFromAvailable" + "heldAsDebt" <= "amount");
ALTER TABLE "Dispute" ADD CONSTRAINT "Dispute_outcome_check" CHECK ("outcome" IS NULL OR "outcome" IN ('won', 'lost'));
ALTER TABLE "DisputeFile" ADD CONSTRAINT "DisputeFile_size_check" CHECK ("size" > 0 AND "size" = octet_length("content"));

-- A dispute names the charge by the processor's reference.
CREATE INDEX "PaymentAttempt_connectionId_processorRef_idx" ON "PaymentAttempt"("connectionId", "processorRef");
