-- The operator's console and risk rules (docs/operator.md, docs/risk.md).
-- AlterTable
ALTER TABLE "Merchant" ADD COLUMN     "activationNote" TEXT,
ADD COLUMN     "restrictedAt" TIMESTAMP(3),
ADD COLUMN     "restrictionReason" TEXT,
ADD COLUMN     "restrictions" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "riskCaps" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "suspendedAt" TIMESTAMP(3),
ADD COLUMN     "suspensionReason" TEXT;

-- AlterTable
ALTER TABLE "PaymentAttempt" ADD COLUMN     "riskDecision" TEXT,
ADD COLUMN     "riskRuleId" TEXT,
ADD COLUMN     "riskShadowRuleIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "riskSignals" JSONB;

-- CreateTable
CREATE TABLE "Operator" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT,
    "passwordHash" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "totpSecret" TEXT,
    "totpEnabledAt" TIMESTAMP(3),
    "totpLastStep" INTEGER,
    "failedSignIns" INTEGER NOT NULL DEFAULT 0,
    "lockedUntil" TIMESTAMP(3),
    "disabledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Operator_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OperatorSession" (
    "id" TEXT NOT NULL,
    "operatorId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "ip" TEXT,
    "userAgent" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "endedAt" TIMESTAMP(3),

    CONSTRAINT "OperatorSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OperatorApiKey" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "secretHash" TEXT NOT NULL,
    "createdBy" TEXT NOT NULL,
    "lastUsedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OperatorApiKey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OperatorAuditLog" (
    "id" TEXT NOT NULL,
    "operatorId" TEXT,
    "operatorApiKeyId" TEXT,
    "actorType" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "merchantId" TEXT,
    "targetType" TEXT,
    "targetId" TEXT,
    "details" JSONB,
    "ip" TEXT,
    "userAgent" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OperatorAuditLog_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OperatorAssignment" (
    "queue" TEXT NOT NULL,
    "objectId" TEXT NOT NULL,
    "merchantId" TEXT,
    "operatorId" TEXT NOT NULL,
    "assignedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OperatorAssignment_pkey" PRIMARY KEY ("queue","objectId")
);

-- CreateTable
CREATE TABLE "RiskRule" (
    "id" TEXT NOT NULL,
    "merchantId" TEXT,
    "mode" "Mode",
    "name" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "expression" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "position" INTEGER NOT NULL DEFAULT 100,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RiskRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RiskList" (
    "id" TEXT NOT NULL,
    "merchantId" TEXT,
    "mode" "Mode",
    "alias" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RiskList_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RiskListItem" (
    "id" TEXT NOT NULL,
    "listId" TEXT NOT NULL,
    "merchantId" TEXT,
    "value" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RiskListItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RiskListImport" (
    "id" TEXT NOT NULL,
    "listId" TEXT NOT NULL,
    "merchantId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "csv" TEXT NOT NULL,
    "addedCount" INTEGER NOT NULL DEFAULT 0,
    "skippedCount" INTEGER NOT NULL DEFAULT 0,
    "problems" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "RiskListImport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RiskCounter" (
    "merchantId" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "dimension" TEXT NOT NULL,
    "valueHash" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "granularity" TEXT NOT NULL,
    "bucketStart" TIMESTAMP(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "declines" INTEGER NOT NULL DEFAULT 0,
    "amount" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "RiskCounter_pkey" PRIMARY KEY ("merchantId","mode","dimension","valueHash","granularity","bucketStart","currency")
);

-- CreateTable
CREATE TABLE "RiskReview" (
    "id" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "paymentId" TEXT NOT NULL,
    "attemptId" TEXT NOT NULL,
    "ruleId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'open',
    "reason" TEXT NOT NULL,
    "openedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closedAt" TIMESTAMP(3),
    "closedBy" TEXT,
    "closeNote" TEXT,
    "refundId" TEXT,

    CONSTRAINT "RiskReview_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Operator_email_key" ON "Operator"("email");

-- CreateIndex
CREATE UNIQUE INDEX "OperatorSession_tokenHash_key" ON "OperatorSession"("tokenHash");

-- CreateIndex
CREATE INDEX "OperatorSession_operatorId_idx" ON "OperatorSession"("operatorId");

-- CreateIndex
CREATE UNIQUE INDEX "OperatorApiKey_secretHash_key" ON "OperatorApiKey"("secretHash");

-- CreateIndex
CREATE INDEX "OperatorAuditLog_createdAt_idx" ON "OperatorAuditLog"("createdAt");

-- CreateIndex
CREATE INDEX "OperatorAuditLog_merchantId_createdAt_idx" ON "OperatorAuditLog"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "OperatorAuditLog_operatorId_createdAt_idx" ON "OperatorAuditLog"("operatorId", "createdAt");

-- CreateIndex
CREATE INDEX "OperatorAssignment_operatorId_idx" ON "OperatorAssignment"("operatorId");

-- CreateIndex
CREATE INDEX "RiskRule_merchantId_mode_idx" ON "RiskRule"("merchantId", "mode");

-- CreateIndex
CREATE INDEX "RiskList_merchantId_mode_idx" ON "RiskList"("merchantId", "mode");

-- CreateIndex
CREATE UNIQUE INDEX "RiskListItem_listId_value_key" ON "RiskListItem"("listId", "value");

-- CreateIndex
CREATE INDEX "RiskListImport_listId_createdAt_idx" ON "RiskListImport"("listId", "createdAt");

-- CreateIndex
CREATE INDEX "RiskCounter_bucketStart_idx" ON "RiskCounter"("bucketStart");

-- CreateIndex
CREATE UNIQUE INDEX "RiskReview_paymentId_key" ON "RiskReview"("paymentId");

-- CreateIndex
CREATE INDEX "RiskReview_merchantId_mode_status_openedAt_idx" ON "RiskReview"("merchantId", "mode", "status", "openedAt");

-- CreateIndex
CREATE INDEX "RiskReview_status_openedAt_idx" ON "RiskReview"("status", "openedAt");

-- AddForeignKey
ALTER TABLE "OperatorSession" ADD CONSTRAINT "OperatorSession_operatorId_fkey" FOREIGN KEY ("operatorId") REFERENCES "Operator"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskListItem" ADD CONSTRAINT "RiskListItem_listId_fkey" FOREIGN KEY ("listId") REFERENCES "RiskList"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskListImport" ADD CONSTRAINT "RiskListImport_listId_fkey" FOREIGN KEY ("listId") REFERENCES "RiskList"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- A list's alias is unique per scope, the installation's (merchantId NULL) and each merchant's mode.
CREATE UNIQUE INDEX "RiskList_scope_alias_key" ON "RiskList"("merchantId", "mode", "alias") NULLS NOT DISTINCT;

-- Shadow matches are read by rule (docs/risk.md "Shadow mode").
CREATE INDEX "PaymentAttempt_riskShadowRuleIds_idx" ON "PaymentAttempt" USING GIN ("riskShadowRuleIds");

-- An operator's action always says why.
ALTER TABLE "OperatorAuditLog" ADD CONSTRAINT "OperatorAuditLog_reason_present" CHECK (length(btrim("reason")) > 0);

ALTER TABLE "Operator" ADD CONSTRAINT "Operator_role_known" CHECK ("role" IN ('administrator', 'risk_analyst', 'support'));
ALTER TABLE "RiskRule" ADD CONSTRAINT "RiskRule_action_known" CHECK ("action" IN ('allow', 'block', 'review', 'require_otp'));
ALTER TABLE "RiskRule" ADD CONSTRAINT "RiskRule_status_known" CHECK ("status" IN ('active', 'shadow', 'disabled'));
ALTER TABLE "RiskReview" ADD CONSTRAINT "RiskReview_status_known" CHECK ("status" IN ('open', 'approved', 'refused'));
ALTER TABLE "RiskCounter" ADD CONSTRAINT "RiskCounter_counts_not_negative" CHECK ("attempts" >= 0 AND "declines" >= 0 AND "amount" >= 0);

-- The operator's audit log is append-only, as the merchants' is.
CREATE FUNCTION "operator_audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'OperatorAuditLog is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = 'Audit records are kept as written (docs/operator.md, "Audit").';
END;
$$;

CREATE TRIGGER "operator_audit_log_append_only"
  BEFORE UPDATE OR DELETE ON "OperatorAuditLog"
  FOR EACH ROW EXECUTE FUNCTION "operator_audit_log_refuse_change"();

CREATE TRIGGER "operator_audit_log_no_truncate"
  BEFORE TRUNCATE ON "OperatorAuditLog"
  FOR EACH STATEMENT EXECUTE FUNCTION "operator_audit_log_refuse_change"();
