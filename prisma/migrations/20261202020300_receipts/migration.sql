-- Issue 29, receipts: when the payment's receipt e-mail was sent (lib/receipts/send-receipt-email.ts).
-- The job that sends it reads this first, so a receipt already sent is not sent again. Additive only.
-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "receiptEmailedAt" TIMESTAMP(3);
