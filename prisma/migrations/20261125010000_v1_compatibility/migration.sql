-- Issue 13, the v1 compatibility layer: a payment's callback_url (called by the worker when the
-- payment reaches a final status) and a refund's meta (POST /v1/refund/{tx_ref} takes one).
ALTER TABLE "Payment" ADD COLUMN "callbackUrl" TEXT;
ALTER TABLE "Refund" ADD COLUMN "meta" JSONB;
