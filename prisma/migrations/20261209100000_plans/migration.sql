-- Plans: the recurring prices subscriptions bill (lib/plans, docs/subscriptions.md). The CHECKs hold
-- the rules the API checks, so no other writer can store a plan the billing cycle cannot run.
-- CreateTable
CREATE TABLE "Plan" (
    "id" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "amount" BIGINT NOT NULL,
    "currency" TEXT NOT NULL,
    "interval" TEXT NOT NULL,
    "intervalCount" INTEGER NOT NULL,
    "trialDays" INTEGER NOT NULL DEFAULT 0,
    "cycleLimit" INTEGER,
    "allowMultiplePerCustomer" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "archivedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Plan_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Plan_merchantId_mode_createdAt_id_idx" ON "Plan"("merchantId", "mode", "createdAt", "id");

-- AddForeignKey
ALTER TABLE "Plan" ADD CONSTRAINT "Plan_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "Plan" ADD CONSTRAINT "Plan_amount_positive" CHECK ("amount" > 0);
ALTER TABLE "Plan" ADD CONSTRAINT "Plan_interval_check" CHECK (
  ("interval" = 'day' AND "intervalCount" BETWEEN 1 AND 365) OR
  ("interval" = 'week' AND "intervalCount" BETWEEN 1 AND 52) OR
  ("interval" = 'month' AND "intervalCount" BETWEEN 1 AND 12) OR
  ("interval" = 'quarter' AND "intervalCount" BETWEEN 1 AND 4) OR
  ("interval" = 'year' AND "intervalCount" = 1)
);
ALTER TABLE "Plan" ADD CONSTRAINT "Plan_trial_check" CHECK ("trialDays" BETWEEN 0 AND 730);
ALTER TABLE "Plan" ADD CONSTRAINT "Plan_cycle_limit_check" CHECK ("cycleLimit" IS NULL OR "cycleLimit" BETWEEN 1 AND 1000);
