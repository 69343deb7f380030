-- Issue 12: customer profiles, one per merchant and mode, matched by email, else phone.
-- Email and phone are each unique per (merchantId, mode) where present: partial unique indexes,
-- which INSERT ... ON CONFLICT targets (lib/customers/upsert-customer.ts), so two concurrent
-- payments of one new customer make one profile.
CREATE TABLE "Customer" (
    "id" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "email" TEXT,
    "phone" TEXT,
    "firstName" TEXT,
    "lastName" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "Customer_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Customer_email_or_phone" CHECK ("email" IS NOT NULL OR "phone" IS NOT NULL)
);
CREATE INDEX "Customer_merchantId_mode_createdAt_idx" ON "Customer"("merchantId", "mode", "createdAt");
CREATE UNIQUE INDEX "Customer_merchantId_mode_email_key" ON "Customer"("merchantId", "mode", "email") WHERE "email" IS NOT NULL;
CREATE UNIQUE INDEX "Customer_merchantId_mode_phone_key" ON "Customer"("merchantId", "mode", "phone") WHERE "phone" IS NOT NULL;
ALTER TABLE "Customer" ADD CONSTRAINT "Customer_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "Payment" ADD COLUMN "customerId" TEXT;
CREATE INDEX "Payment_customerId_createdAt_idx" ON "Payment"("customerId", "createdAt");
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE SET NULL ON UPDATE CASCADE;
