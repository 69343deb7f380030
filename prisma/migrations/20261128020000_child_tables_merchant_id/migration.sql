-- Issue 15: every table that holds a merchant's data carries merchantId, and every statement on it
-- filters on it (tests/integration/merchant-scoping.test.ts). The six child tables that reached
-- their merchant only through a parent's key get the parent's merchantId copied in:
--   PaymentAttempt, PaymentSplit  <- Payment
--   LedgerEntry                   <- LedgerAccount (always set there; LedgerTransaction's may be null)
--   WebhookAttempt                <- WebhookDelivery
--   VirtualAccountDebit, VirtualAccountCredit <- VirtualAccount
-- Each column is added nullable, backfilled from the parent, then made NOT NULL, with a foreign key
-- to Merchant. The script runs as one transaction (one multi-statement query), so a failure leaves
-- nothing half done, the ledger's trigger included.
--
-- No new index leads with merchantId: every read of these tables goes by the parent's key
-- (paymentId, deliveryId, virtualAccountId, transactionId or accountId), already indexed and more
-- selective, and merchantId is checked on the rows it finds. An index only for the column would be
-- written on every insert (LedgerEntry is the ledger's hottest table) and read by nothing.

-- PaymentAttempt
ALTER TABLE "PaymentAttempt" ADD COLUMN "merchantId" TEXT;
UPDATE "PaymentAttempt" a SET "merchantId" = p."merchantId" FROM "Payment" p WHERE p.id = a."paymentId";
ALTER TABLE "PaymentAttempt" ALTER COLUMN "merchantId" SET NOT NULL;
ALTER TABLE "PaymentAttempt" ADD CONSTRAINT "PaymentAttempt_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- PaymentSplit
ALTER TABLE "PaymentSplit" ADD COLUMN "merchantId" TEXT;
UPDATE "PaymentSplit" s SET "merchantId" = p."merchantId" FROM "Payment" p WHERE p.id = s."paymentId";
ALTER TABLE "PaymentSplit" ALTER COLUMN "merchantId" SET NOT NULL;
ALTER TABLE "PaymentSplit" ADD CONSTRAINT "PaymentSplit_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- LedgerEntry: append-only (migration 20261121053422), so its row trigger is off for this one
-- backfill, inside this migration's transaction, and on again before it commits.
ALTER TABLE "LedgerEntry" ADD COLUMN "merchantId" TEXT;
ALTER TABLE "LedgerEntry" DISABLE TRIGGER "LedgerEntry_append_only";
UPDATE "LedgerEntry" e SET "merchantId" = a."merchantId" FROM "LedgerAccount" a WHERE a.id = e."accountId";
ALTER TABLE "LedgerEntry" ENABLE TRIGGER "LedgerEntry_append_only";
ALTER TABLE "LedgerEntry" ALTER COLUMN "merchantId" SET NOT NULL;
-- An entry is in its account's merchant's books: the account key includes the merchant, so an
-- entry can never name one merchant and post to another's account.
CREATE UNIQUE INDEX "LedgerAccount_id_merchantId_key" ON "LedgerAccount"("id", "merchantId");
ALTER TABLE "LedgerEntry" DROP CONSTRAINT "LedgerEntry_accountId_fkey";
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_accountId_merchantId_fkey" FOREIGN KEY ("accountId", "merchantId") REFERENCES "LedgerAccount"("id", "merchantId") ON DELETE RESTRICT ON UPDATE CASCADE;
-- RESTRICT like the ledger's other keys: entries are never deleted, with their merchant or otherwise.
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- WebhookAttempt
ALTER TABLE "WebhookAttempt" ADD COLUMN "merchantId" TEXT;
UPDATE "WebhookAttempt" w SET "merchantId" = d."merchantId" FROM "WebhookDelivery" d WHERE d.id = w."deliveryId";
ALTER TABLE "WebhookAttempt" ALTER COLUMN "merchantId" SET NOT NULL;
ALTER TABLE "WebhookAttempt" ADD CONSTRAINT "WebhookAttempt_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- VirtualAccountDebit
ALTER TABLE "VirtualAccountDebit" ADD COLUMN "merchantId" TEXT;
UPDATE "VirtualAccountDebit" d SET "merchantId" = v."merchantId" FROM "VirtualAccount" v WHERE v.id = d."virtualAccountId";
ALTER TABLE "VirtualAccountDebit" ALTER COLUMN "merchantId" SET NOT NULL;
ALTER TABLE "VirtualAccountDebit" ADD CONSTRAINT "VirtualAccountDebit_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- VirtualAccountCredit
ALTER TABLE "VirtualAccountCredit" ADD COLUMN "merchantId" TEXT;
UPDATE "VirtualAccountCredit" c SET "merchantId" = v."merchantId" FROM "VirtualAccount" v WHERE v.id = c."virtualAccountId";
ALTER TABLE "VirtualAccountCredit" ALTER COLUMN "merchantId" SET NOT NULL;
ALTER TABLE "VirtualAccountCredit" ADD CONSTRAINT "VirtualAccountCredit_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
