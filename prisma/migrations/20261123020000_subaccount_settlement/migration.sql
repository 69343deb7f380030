-- Subaccount settlement (issue 10): each merchant's schedule, and when each subaccount was
-- last looked at by the scheduled settlement (the claim that keeps a period to one settlement).
ALTER TABLE "Merchant" ADD COLUMN "settlementSchedule" TEXT NOT NULL DEFAULT 'daily';
ALTER TABLE "Merchant" ADD CONSTRAINT "Merchant_settlementSchedule_check" CHECK ("settlementSchedule" IN ('daily', 'weekly', 'manual'));
ALTER TABLE "Subaccount" ADD COLUMN "settlementCheckedAt" TIMESTAMP(3);
