-- Issue 27, item 6 (maker-checker): per-currency payout approval thresholds on the merchant, and
-- on each payout whether it waited for a second approver, who created it and who decided.
ALTER TABLE "Merchant" ADD COLUMN "payoutApprovalThresholds" JSONB NOT NULL DEFAULT '{}';

ALTER TABLE "Payout" ADD COLUMN "approvalRequired" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Payout" ADD COLUMN "createdByUserId" TEXT;
ALTER TABLE "Payout" ADD COLUMN "approvalDecidedByUserId" TEXT;
ALTER TABLE "Payout" ADD COLUMN "approvalDecidedAt" TIMESTAMP(3);
