-- Issue 12: virtual accounts, their debits (the spec's debit history) and their credits
-- (incoming transfers). Balances live in the ledger: one non-negative virtual_account account
-- per virtual account, fed from the external virtual_account_clearing account.
ALTER TYPE "LedgerAccountType" ADD VALUE 'virtual_account';
ALTER TYPE "LedgerAccountType" ADD VALUE 'virtual_account_clearing';

CREATE TABLE "VirtualAccount" (
    "id" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "currency" TEXT NOT NULL,
    "accountName" TEXT NOT NULL,
    "accountNumber" TEXT NOT NULL,
    "merchantReference" TEXT,
    "meta" JSONB,
    "status" TEXT NOT NULL DEFAULT 'active',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "VirtualAccount_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "VirtualAccount_accountNumber_key" ON "VirtualAccount"("accountNumber");
CREATE UNIQUE INDEX "VirtualAccount_merchantId_mode_merchantReference_key" ON "VirtualAccount"("merchantId", "mode", "merchantReference");
CREATE INDEX "VirtualAccount_merchantId_mode_createdAt_idx" ON "VirtualAccount"("merchantId", "mode", "createdAt");
ALTER TABLE "VirtualAccount" ADD CONSTRAINT "VirtualAccount_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "VirtualAccountDebit" (
    "id" TEXT NOT NULL,
    "virtualAccountId" TEXT NOT NULL,
    "merchantReference" TEXT,
    "amount" BIGINT NOT NULL,
    "currency" TEXT NOT NULL,
    "reason" TEXT,
    "meta" JSONB,
    "balanceBefore" BIGINT NOT NULL,
    "balanceAfter" BIGINT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "VirtualAccountDebit_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "VirtualAccountDebit_amounts" CHECK ("amount" > 0 AND "balanceAfter" = "balanceBefore" - "amount" AND "balanceAfter" >= 0)
);
CREATE UNIQUE INDEX "VirtualAccountDebit_virtualAccountId_merchantReference_key" ON "VirtualAccountDebit"("virtualAccountId", "merchantReference");
CREATE INDEX "VirtualAccountDebit_virtualAccountId_createdAt_idx" ON "VirtualAccountDebit"("virtualAccountId", "createdAt");
ALTER TABLE "VirtualAccountDebit" ADD CONSTRAINT "VirtualAccountDebit_virtualAccountId_fkey" FOREIGN KEY ("virtualAccountId") REFERENCES "VirtualAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "VirtualAccountCredit" (
    "id" TEXT NOT NULL,
    "virtualAccountId" TEXT NOT NULL,
    "reference" TEXT,
    "amount" BIGINT NOT NULL,
    "currency" TEXT NOT NULL,
    "balanceBefore" BIGINT NOT NULL,
    "balanceAfter" BIGINT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "VirtualAccountCredit_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "VirtualAccountCredit_amounts" CHECK ("amount" > 0 AND "balanceAfter" = "balanceBefore" + "amount")
);
CREATE INDEX "VirtualAccountCredit_virtualAccountId_createdAt_idx" ON "VirtualAccountCredit"("virtualAccountId", "createdAt");
ALTER TABLE "VirtualAccountCredit" ADD CONSTRAINT "VirtualAccountCredit_virtualAccountId_fkey" FOREIGN KEY ("virtualAccountId") REFERENCES "VirtualAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;
