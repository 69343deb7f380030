-- Coalesced status asks (lib/processors/status-asks.ts): a callback or a customer's return claims the
-- ask about its object on the row, so one request per window asks the processor; a request that found
-- the ask taken leaves "statusRecheckAt" for the worker's sweep.
ALTER TABLE "PaymentAttempt" ADD COLUMN "statusAskedAt" TIMESTAMP(3), ADD COLUMN "statusRecheckAt" TIMESTAMP(3);
ALTER TABLE "Payout" ADD COLUMN "statusAskedAt" TIMESTAMP(3), ADD COLUMN "statusRecheckAt" TIMESTAMP(3);
ALTER TABLE "Refund" ADD COLUMN "statusAskedAt" TIMESTAMP(3), ADD COLUMN "statusRecheckAt" TIMESTAMP(3);

-- The sweep reads only the rows with a note: a partial index stays as small as the notes are few.
CREATE INDEX "PaymentAttempt_statusRecheckAt_idx" ON "PaymentAttempt"("statusRecheckAt") WHERE "statusRecheckAt" IS NOT NULL;
CREATE INDEX "Payout_statusRecheckAt_idx" ON "Payout"("statusRecheckAt") WHERE "statusRecheckAt" IS NOT NULL;
CREATE INDEX "Refund_statusRecheckAt_idx" ON "Refund"("statusRecheckAt") WHERE "statusRecheckAt" IS NOT NULL;
