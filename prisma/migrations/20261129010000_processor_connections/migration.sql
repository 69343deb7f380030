-- Issue 26: processor connections (Chapa, MTN MoMo), the call log behind their metrics and request
-- log, and on attempts, refunds and payouts the connection that carries them. A live payment's
-- money is owed by the connection that took it: a clearing account per connection and merchant.
ALTER TYPE "LedgerAccountType" ADD VALUE 'processor_clearing';

CREATE TABLE "ProcessorConnection" (
    "id" TEXT NOT NULL,
    "connector" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "merchantId" TEXT,
    "credentials" TEXT NOT NULL,
    "baseUrl" TEXT,
    "methods" TEXT[],
    "currencies" TEXT[],
    "priority" INTEGER NOT NULL DEFAULT 100,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "webhookToken" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "disabledAt" TIMESTAMP(3),
    "lastCheckAt" TIMESTAMP(3),
    "lastCheckOk" BOOLEAN,
    "lastCheckMessage" TEXT,
    CONSTRAINT "ProcessorConnection_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "ProcessorConnection_connector_check" CHECK ("connector" IN ('chapa', 'mtn_momo'))
);
CREATE UNIQUE INDEX "ProcessorConnection_webhookToken_key" ON "ProcessorConnection"("webhookToken");
CREATE INDEX "ProcessorConnection_mode_enabled_idx" ON "ProcessorConnection"("mode", "enabled");
CREATE INDEX "ProcessorConnection_merchantId_idx" ON "ProcessorConnection"("merchantId");
ALTER TABLE "ProcessorConnection" ADD CONSTRAINT "ProcessorConnection_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "ProcessorCall" (
    "id" TEXT NOT NULL,
    "connectionId" TEXT NOT NULL,
    "operation" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "status" INTEGER,
    "durationMs" INTEGER NOT NULL,
    "error" TEXT,
    "request" TEXT,
    "response" TEXT,
    "objectId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ProcessorCall_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ProcessorCall_connectionId_createdAt_idx" ON "ProcessorCall"("connectionId", "createdAt");
CREATE INDEX "ProcessorCall_createdAt_idx" ON "ProcessorCall"("createdAt");
ALTER TABLE "ProcessorCall" ADD CONSTRAINT "ProcessorCall_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "ProcessorConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "PaymentAttempt" ADD COLUMN "connectionId" TEXT, ADD COLUMN "nextAction" TEXT, ADD COLUMN "nextActionUrl" TEXT;
ALTER TABLE "Refund" ADD COLUMN "connectionId" TEXT, ADD COLUMN "processorRef" TEXT, ADD COLUMN "statusReason" TEXT;
ALTER TABLE "Payout" ADD COLUMN "connectionId" TEXT;
