-- Issue 27, item 1: the merchant's website, where the hosted checkout links back to the shop
-- when a payment has no return_url (after a cancel, an expiry…). Optional; https only (checked
-- by lib/schemas/merchant.ts, so no constraint here).
ALTER TABLE "Merchant" ADD COLUMN "websiteUrl" TEXT;
