-- One-off invoices (a memo, partial payments with a minimum, when it was sent), and saved payment
-- methods with their mandates, charged each cycle by subscriptions collected by token or preapproval.
-- AlterTable
ALTER TABLE "Subscription" ADD COLUMN     "customerId" TEXT,
ADD COLUMN     "invoiceDaysAhead" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "savedPaymentMethodId" TEXT;

-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "allowPartialPayments" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "customerId" TEXT,
ADD COLUMN     "daysUntilDue" INTEGER,
ADD COLUMN     "description" TEXT,
ADD COLUMN     "minimumPartialAmount" BIGINT,
ADD COLUMN     "sentAt" TIMESTAMP(3),
ADD COLUMN     "taxRateBasisPoints" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "SavedPaymentMethod" (
    "id" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "customerId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "processor" TEXT NOT NULL,
    "connectionId" TEXT,
    "processorRef" TEXT,
    "status" TEXT NOT NULL,
    "setupUrl" TEXT,
    "brand" TEXT,
    "last4" TEXT,
    "expMonth" INTEGER,
    "expYear" INTEGER,
    "walletNumber" TEXT,
    "maskedPhone" TEXT,
    "validUntil" TIMESTAMP(3),
    "acceptedAt" TIMESTAMP(3),
    "acceptedIp" TEXT,
    "acceptedUserAgent" TEXT,
    "acceptedChannel" TEXT,
    "failureReason" TEXT,
    "expiringNotifiedAt" TIMESTAMP(3),
    "detachedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SavedPaymentMethod_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SavedPaymentMethod_merchantId_mode_customerId_createdAt_id_idx" ON "SavedPaymentMethod"("merchantId", "mode", "customerId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SavedPaymentMethod_status_expYear_expMonth_idx" ON "SavedPaymentMethod"("status", "expYear", "expMonth");

-- CreateIndex
CREATE INDEX "Subscription_customerId_idx" ON "Subscription"("customerId");

-- CreateIndex
CREATE INDEX "Invoice_customerId_idx" ON "Invoice"("customerId");

-- AddForeignKey
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_savedPaymentMethodId_fkey" FOREIGN KEY ("savedPaymentMethodId") REFERENCES "SavedPaymentMethod"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SavedPaymentMethod" ADD CONSTRAINT "SavedPaymentMethod_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SavedPaymentMethod" ADD CONSTRAINT "SavedPaymentMethod_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- CHECKs: the shapes the services write, so a bug cannot store another.
ALTER TABLE "Subscription" DROP CONSTRAINT "Subscription_collection_check";
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_collection_check" CHECK ("collectionMethod" IN ('push', 'send_invoice', 'token', 'preapproval')
  AND ("collectionMethod" <> 'push' OR ("paymentMethod" IS NOT NULL AND "walletNumber" IS NOT NULL))
  AND ("collectionMethod" NOT IN ('token', 'preapproval') OR "savedPaymentMethodId" IS NOT NULL));
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_partial_check" CHECK (("minimumPartialAmount" IS NULL OR ("allowPartialPayments" AND "minimumPartialAmount" > 0)) AND "taxRateBasisPoints" BETWEEN 0 AND 10000 AND ("daysUntilDue" IS NULL OR "daysUntilDue" BETWEEN 0 AND 365));
ALTER TABLE "SavedPaymentMethod" ADD CONSTRAINT "SavedPaymentMethod_state_check" CHECK ("status" IN ('pending', 'active', 'failed', 'canceled', 'expired', 'detached') AND "kind" IN ('card', 'wallet')
  AND ("kind" <> 'card' OR ("walletNumber" IS NULL AND ("last4" IS NULL OR "last4" ~ '^[0-9]{4}$')))
  AND ("kind" <> 'wallet' OR "walletNumber" IS NOT NULL)
  AND ("acceptedChannel" IS NULL OR "acceptedChannel" IN ('hosted_page', 'phone_prompt', 'api')));
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_invoice_days_ahead_check" CHECK ("invoiceDaysAhead" BETWEEN 0 AND 30);
