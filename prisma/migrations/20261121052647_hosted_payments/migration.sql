-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('pending', 'auth_needed', 'success', 'failed', 'cancelled', 'incomplete', 'blocked', 'partially_refunded', 'fully_refunded');

-- AlterTable
ALTER TABLE "Merchant" ADD COLUMN     "restrictToPreferredMethods" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "Payment" (
    "id" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "merchantReference" TEXT,
    "status" "PaymentStatus" NOT NULL DEFAULT 'pending',
    "amount" BIGINT NOT NULL,
    "currency" TEXT NOT NULL,
    "serviceFee" BIGINT,
    "paymentMethod" TEXT,
    "paymentType" TEXT NOT NULL DEFAULT 'Hosted',
    "customerFirstName" TEXT,
    "customerLastName" TEXT,
    "customerEmail" TEXT,
    "customerPhone" TEXT,
    "preferredMethods" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "meta" JSONB,
    "returnUrl" TEXT,
    "customization" JSONB,
    "checkoutToken" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "retryWindowMinutes" INTEGER NOT NULL,
    "attemptCount" INTEGER NOT NULL DEFAULT 0,
    "firstFailedAt" TIMESTAMP(3),
    "paidAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaymentAttempt" (
    "id" TEXT NOT NULL,
    "paymentId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "method" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "reason" TEXT,
    "serviceFee" BIGINT NOT NULL,
    "cardBrand" TEXT,
    "cardLast4" TEXT,
    "cardExpMonth" INTEGER,
    "cardExpYear" INTEGER,
    "phoneLast4" TEXT,
    "processorRef" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "PaymentAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Event" (
    "id" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "type" TEXT NOT NULL,
    "objectType" TEXT NOT NULL,
    "objectId" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Job" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "runAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lockedUntil" TIMESTAMP(3),
    "lastError" TEXT,
    "doneAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Job_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Payment_checkoutToken_key" ON "Payment"("checkoutToken");

-- CreateIndex
CREATE INDEX "Payment_merchantId_mode_createdAt_idx" ON "Payment"("merchantId", "mode", "createdAt");

-- CreateIndex
CREATE INDEX "Payment_status_expiresAt_idx" ON "Payment"("status", "expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_merchantId_mode_merchantReference_key" ON "Payment"("merchantId", "mode", "merchantReference");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentAttempt_paymentId_number_key" ON "PaymentAttempt"("paymentId", "number");

-- CreateIndex
CREATE INDEX "Event_merchantId_mode_createdAt_idx" ON "Event"("merchantId", "mode", "createdAt");

-- CreateIndex
CREATE INDEX "Event_objectId_createdAt_idx" ON "Event"("objectId", "createdAt");

-- CreateIndex
CREATE INDEX "Job_doneAt_runAt_idx" ON "Job"("doneAt", "runAt");

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentAttempt" ADD CONSTRAINT "PaymentAttempt_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Event" ADD CONSTRAINT "Event_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
