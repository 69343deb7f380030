-- A duplicate charge's refund at the processor, followed to the processor's final word like any refund:
-- pending from the moment the duplicate charge is recorded, then succeeded or failed (with the
-- processor's reason). processorRefundRef now holds the processor's reference from its first answer,
-- as a pending refund needs it to be verified. Rows written before: a reference meant confirmed.
ALTER TABLE "PaymentAttempt" ADD COLUMN "processorRefundStatus" TEXT,
  ADD COLUMN "processorRefundReason" TEXT;

UPDATE "PaymentAttempt"
SET "processorRefundStatus" = CASE WHEN "processorRefundRef" IS NOT NULL THEN 'succeeded' ELSE 'pending' END
WHERE "duplicateChargeAt" IS NOT NULL;

ALTER TABLE "PaymentAttempt" ADD CONSTRAINT "PaymentAttempt_processorRefundStatus_check"
  CHECK ("processorRefundStatus" IN ('pending', 'succeeded', 'failed')
    AND ("processorRefundStatus" IS NULL) = ("duplicateChargeAt" IS NULL));
