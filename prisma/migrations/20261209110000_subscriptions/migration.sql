-- Subscriptions, their invoices and test clocks (lib/billing, docs/subscriptions.md). The unique
-- (subscriptionId, periodIndex) makes one invoice per period whatever the workers do; a charge try
-- is a payment whose merchant reference names the invoice and the try, unique per merchant and mode,
-- so a retried cycle never charges twice.
-- CreateTable
CREATE TABLE "Subscription" (
    "id" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "planId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "collectionMethod" TEXT NOT NULL,
    "paymentMethod" TEXT,
    "walletNumber" TEXT,
    "customerFirstName" TEXT,
    "customerLastName" TEXT,
    "customerEmail" TEXT,
    "customerPhone" TEXT,
    "timeZone" TEXT NOT NULL,
    "billingAnchor" TIMESTAMP(3) NOT NULL,
    "trialEnd" TIMESTAMP(3),
    "periodsInvoiced" INTEGER NOT NULL DEFAULT 0,
    "currentPeriodStart" TIMESTAMP(3),
    "currentPeriodEnd" TIMESTAMP(3),
    "nextActionAt" TIMESTAMP(3),
    "cancelAtPeriodEnd" BOOLEAN NOT NULL DEFAULT false,
    "canceledAt" TIMESTAMP(3),
    "endedAt" TIMESTAMP(3),
    "chargeTries" INTEGER NOT NULL DEFAULT 3,
    "retryIntervalHours" INTEGER NOT NULL DEFAULT 24,
    "onRetriesExhausted" TEXT NOT NULL DEFAULT 'unpaid',
    "daysUntilDue" INTEGER NOT NULL DEFAULT 7,
    "testClockId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Subscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Invoice" (
    "id" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "subscriptionId" TEXT,
    "periodIndex" INTEGER,
    "number" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "subtotal" BIGINT NOT NULL,
    "tax" BIGINT NOT NULL DEFAULT 0,
    "total" BIGINT NOT NULL,
    "amountPaid" BIGINT NOT NULL DEFAULT 0,
    "lines" JSONB NOT NULL,
    "periodStart" TIMESTAMP(3),
    "periodEnd" TIMESTAMP(3),
    "dueAt" TIMESTAMP(3),
    "chargeTries" INTEGER NOT NULL DEFAULT 0,
    "nextChargeAt" TIMESTAMP(3),
    "lastFailureReason" TEXT,
    "customerEmail" TEXT,
    "customerPhone" TEXT,
    "customerName" TEXT,
    "hostedToken" TEXT NOT NULL,
    "finalizedAt" TIMESTAMP(3),
    "paidAt" TIMESTAMP(3),
    "voidedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Invoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InvoicePayment" (
    "paymentId" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "invoiceId" TEXT NOT NULL,
    "try" INTEGER NOT NULL,
    "outcome" TEXT,
    "appliedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InvoicePayment_pkey" PRIMARY KEY ("paymentId")
);

-- CreateTable
CREATE TABLE "InvoiceSequence" (
    "merchantId" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "InvoiceSequence_pkey" PRIMARY KEY ("merchantId","mode")
);

-- CreateTable
CREATE TABLE "TestClock" (
    "id" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "name" TEXT,
    "frozenTime" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'ready',
    "advanceTo" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TestClock_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Subscription_merchantId_mode_createdAt_id_idx" ON "Subscription"("merchantId", "mode", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Subscription_merchantId_mode_planId_status_idx" ON "Subscription"("merchantId", "mode", "planId", "status");

-- CreateIndex
CREATE INDEX "Subscription_nextActionAt_idx" ON "Subscription"("nextActionAt");

-- CreateIndex
CREATE INDEX "Subscription_testClockId_idx" ON "Subscription"("testClockId");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_hostedToken_key" ON "Invoice"("hostedToken");

-- CreateIndex
CREATE INDEX "Invoice_merchantId_mode_createdAt_id_idx" ON "Invoice"("merchantId", "mode", "createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_subscriptionId_periodIndex_key" ON "Invoice"("subscriptionId", "periodIndex");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_merchantId_mode_number_key" ON "Invoice"("merchantId", "mode", "number");

-- CreateIndex
CREATE INDEX "InvoicePayment_invoiceId_idx" ON "InvoicePayment"("invoiceId");

-- CreateIndex
CREATE INDEX "TestClock_merchantId_mode_createdAt_id_idx" ON "TestClock"("merchantId", "mode", "createdAt", "id");

-- AddForeignKey
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_planId_fkey" FOREIGN KEY ("planId") REFERENCES "Plan"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_testClockId_fkey" FOREIGN KEY ("testClockId") REFERENCES "TestClock"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "Subscription"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TestClock" ADD CONSTRAINT "TestClock_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;


ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_status_check" CHECK ("status" IN ('incomplete', 'trialing', 'active', 'past_due', 'unpaid', 'paused', 'canceled', 'completed'));
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_collection_check" CHECK ("collectionMethod" IN ('push', 'send_invoice') AND ("collectionMethod" <> 'push' OR ("paymentMethod" IS NOT NULL AND "walletNumber" IS NOT NULL)));
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_dunning_check" CHECK ("chargeTries" BETWEEN 1 AND 10 AND "retryIntervalHours" BETWEEN 1 AND 720 AND "onRetriesExhausted" IN ('unpaid', 'canceled') AND "daysUntilDue" BETWEEN 0 AND 365);
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_status_check" CHECK ("status" IN ('draft', 'open', 'partially_paid', 'paid', 'void', 'uncollectible'));
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_amounts_check" CHECK ("subtotal" >= 0 AND "tax" >= 0 AND "total" = "subtotal" + "tax" AND "amountPaid" >= 0 AND "amountPaid" <= "total");
ALTER TABLE "TestClock" ADD CONSTRAINT "TestClock_test_mode" CHECK ("mode" = 'test' AND "status" IN ('ready', 'advancing'));
