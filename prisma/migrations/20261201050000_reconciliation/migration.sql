-- Issue 28, reconciliation against the processors: runs and their items (matches and exceptions).
-- Additive only. A run and its items are written in one transaction; nothing here moves money.
CREATE TABLE "ReconciliationRun" (
    "id" TEXT NOT NULL,
    "connectionId" TEXT NOT NULL,
    "merchantId" TEXT,
    "mode" "Mode" NOT NULL,
    "connector" TEXT NOT NULL,
    "periodFrom" TIMESTAMP(3) NOT NULL,
    "periodTo" TIMESTAMP(3) NOT NULL,
    "source" TEXT NOT NULL,
    "fileName" TEXT,
    "status" TEXT NOT NULL,
    "error" TEXT,
    "matchedCount" INTEGER NOT NULL DEFAULT 0,
    "exceptionCount" INTEGER NOT NULL DEFAULT 0,
    "counts" JSONB NOT NULL,
    "clearing" JSONB,
    "dailyKey" TEXT,
    "startedBy" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "ReconciliationRun_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "ReconciliationRun_source_check" CHECK ("source" IN ('api', 'file')),
    CONSTRAINT "ReconciliationRun_status_check" CHECK ("status" IN ('running', 'completed', 'failed')),
    CONSTRAINT "ReconciliationRun_period_check" CHECK ("periodFrom" < "periodTo")
);

CREATE UNIQUE INDEX "ReconciliationRun_dailyKey_key" ON "ReconciliationRun"("dailyKey");
CREATE INDEX "ReconciliationRun_connectionId_startedAt_idx" ON "ReconciliationRun"("connectionId", "startedAt");
CREATE INDEX "ReconciliationRun_merchantId_startedAt_idx" ON "ReconciliationRun"("merchantId", "startedAt");

CREATE TABLE "ReconciliationItem" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "processorRecord" JSONB,
    "gatewayType" TEXT,
    "gatewayId" TEXT,
    "gatewayValues" JSONB,
    "evidence" TEXT NOT NULL,
    "resolution" TEXT,
    "resolvedByUserId" TEXT,
    "resolvedAt" TIMESTAMP(3),
    "resolutionNote" TEXT,
    "position" INTEGER NOT NULL,

    CONSTRAINT "ReconciliationItem_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "ReconciliationItem_kind_check" CHECK ("kind" IN ('matched', 'amount_mismatch', 'currency_mismatch', 'status_mismatch', 'missing_at_processor', 'missing_in_gateway', 'fee_mismatch')),
    CONSTRAINT "ReconciliationItem_resolution_check" CHECK (("kind" = 'matched' AND "resolution" IS NULL) OR ("kind" <> 'matched' AND "resolution" IN ('open', 'resolved')))
);

CREATE INDEX "ReconciliationItem_runId_kind_position_idx" ON "ReconciliationItem"("runId", "kind", "position");
CREATE INDEX "ReconciliationItem_runId_position_idx" ON "ReconciliationItem"("runId", "position");

ALTER TABLE "ReconciliationItem" ADD CONSTRAINT "ReconciliationItem_runId_fkey" FOREIGN KEY ("runId") REFERENCES "ReconciliationRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;
