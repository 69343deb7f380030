-- CreateEnum
CREATE TYPE "SplitType" AS ENUM ('percentage', 'flat');

-- CreateEnum
CREATE TYPE "LedgerAccountType" AS ENUM ('merchant_available', 'subaccount', 'fee_revenue', 'customer_clearing', 'payouts_in_flight', 'test_funding');

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "amountRefunded" BIGINT NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "Subaccount" (
    "id" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "name" TEXT NOT NULL,
    "accountName" TEXT NOT NULL,
    "accountNumber" TEXT NOT NULL,
    "bankSlug" TEXT NOT NULL,
    "bankName" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "splitType" "SplitType" NOT NULL,
    "splitValue" BIGINT NOT NULL,
    "minAmount" BIGINT,
    "maxAmount" BIGINT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "deactivatedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Subaccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaymentSplit" (
    "id" TEXT NOT NULL,
    "paymentId" TEXT NOT NULL,
    "subaccountId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "splitType" "SplitType" NOT NULL,
    "splitValue" BIGINT NOT NULL,
    "shareAmount" BIGINT NOT NULL,

    CONSTRAINT "PaymentSplit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Refund" (
    "id" TEXT NOT NULL,
    "paymentId" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "merchantReference" TEXT,
    "amount" BIGINT NOT NULL,
    "currency" TEXT NOT NULL,
    "reason" TEXT,
    "status" TEXT NOT NULL DEFAULT 'succeeded',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Refund_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerAccount" (
    "id" TEXT NOT NULL,
    "type" "LedgerAccountType" NOT NULL,
    "merchantId" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "currency" TEXT NOT NULL,
    "nonNegative" BOOLEAN NOT NULL,
    "balance" BIGINT NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LedgerAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerTransaction" (
    "id" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "kind" TEXT NOT NULL,
    "referenceId" TEXT NOT NULL,
    "merchantId" TEXT,
    "description" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerTransaction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerEntry" (
    "id" TEXT NOT NULL,
    "transactionId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "currency" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Subaccount_merchantId_mode_createdAt_idx" ON "Subaccount"("merchantId", "mode", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Subaccount_merchantId_mode_bankSlug_accountNumber_key" ON "Subaccount"("merchantId", "mode", "bankSlug", "accountNumber");

-- CreateIndex
CREATE INDEX "PaymentSplit_subaccountId_idx" ON "PaymentSplit"("subaccountId");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentSplit_paymentId_subaccountId_key" ON "PaymentSplit"("paymentId", "subaccountId");

-- CreateIndex
CREATE INDEX "Refund_paymentId_idx" ON "Refund"("paymentId");

-- CreateIndex
CREATE UNIQUE INDEX "Refund_merchantId_mode_merchantReference_key" ON "Refund"("merchantId", "mode", "merchantReference");

-- CreateIndex
CREATE INDEX "LedgerAccount_merchantId_mode_idx" ON "LedgerAccount"("merchantId", "mode");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerAccount_type_ownerId_mode_currency_key" ON "LedgerAccount"("type", "ownerId", "mode", "currency");

-- CreateIndex
CREATE INDEX "LedgerTransaction_merchantId_createdAt_idx" ON "LedgerTransaction"("merchantId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerTransaction_kind_referenceId_key" ON "LedgerTransaction"("kind", "referenceId");

-- CreateIndex
CREATE INDEX "LedgerEntry_accountId_createdAt_idx" ON "LedgerEntry"("accountId", "createdAt");

-- CreateIndex
CREATE INDEX "LedgerEntry_transactionId_idx" ON "LedgerEntry"("transactionId");

-- AddForeignKey
ALTER TABLE "Subaccount" ADD CONSTRAINT "Subaccount_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentSplit" ADD CONSTRAINT "PaymentSplit_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentSplit" ADD CONSTRAINT "PaymentSplit_subaccountId_fkey" FOREIGN KEY ("subaccountId") REFERENCES "Subaccount"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_transactionId_fkey" FOREIGN KEY ("transactionId") REFERENCES "LedgerTransaction"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "LedgerAccount"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Ledger invariants enforced by the database itself (issue 4), hand-written:
-- 1. Spendable balances never go negative.
ALTER TABLE "LedgerAccount" ADD CONSTRAINT "LedgerAccount_spendable_not_negative" CHECK (NOT "nonNegative" OR "balance" >= 0);

-- 2. Entries and transactions are append-only.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER "LedgerEntry_append_only" BEFORE UPDATE OR DELETE ON "LedgerEntry" FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER "LedgerTransaction_append_only" BEFORE UPDATE OR DELETE ON "LedgerTransaction" FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

-- 3. A transaction's entries sum to zero per currency, checked at commit.
CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE unbalanced record;
BEGIN
  SELECT currency, SUM(amount) AS total INTO unbalanced
  FROM "LedgerEntry" WHERE "transactionId" = NEW."transactionId"
  GROUP BY currency HAVING SUM(amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transaction % does not balance in %: off by %', NEW."transactionId", unbalanced.currency, unbalanced.total;
  END IF;
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER "LedgerEntry_balanced" AFTER INSERT ON "LedgerEntry"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
