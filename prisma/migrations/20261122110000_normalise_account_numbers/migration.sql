-- Issue 9: wallet numbers are stored in E.164 (+256776467224), so the local and international
-- forms of one wallet are one account for the unique index
-- "Subaccount_merchantId_mode_bankSlug_accountNumber_key". Bank account numbers were already
-- stored as digits only and do not change.
--
-- Before this migration a wallet number was stored as digits only, either in its local form
-- (0 + national number: 0776467224, 077148735) or with the country code (256776467224); the
-- registry's rule was ^(<country code>|0)<national>$. Both become '+' || country code || national.
--
-- Duplicates (two rows that are one wallet once normalised, per merchant, mode and wallet):
-- nothing is deleted, because subaccounts carry ledger balances and payment splits. The row
-- kept is the oldest active one (else the oldest); it gets the normalised number. Every other
-- row is deactivated (if it was active), keeps its number as it was written, so the unique
-- index still holds, and is listed in "AccountNumberDuplicate" (and in a NOTICE) with the row
-- kept, for the operator to review. Balances stay where they are.

-- CreateTable
CREATE TABLE "AccountNumberDuplicate" (
    "subaccountId" TEXT NOT NULL,
    "keptSubaccountId" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "bankSlug" TEXT NOT NULL,
    "accountNumberAsWritten" TEXT NOT NULL,
    "accountNumber" TEXT NOT NULL,
    "wasActive" BOOLEAN NOT NULL,
    "reportedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AccountNumberDuplicate_pkey" PRIMARY KEY ("subaccountId")
);

CREATE INDEX "AccountNumberDuplicate_merchantId_idx" ON "AccountNumberDuplicate"("merchantId");

CREATE TEMPORARY TABLE "_gw_wallet_number" AS
WITH wallets ("bankSlug", "callingCode") AS (
  VALUES ('telebirr', '251'), ('cbebirr', '251'), ('mpesa_et', '251'),
         ('mtn_momo_ug', '256'), ('airtel_ug', '256'),
         ('waafi', '253'), ('d_money', '253')
),
normalised AS (
  SELECT s."id", s."merchantId", s."mode", s."bankSlug", s."accountNumber" AS "asWritten", s."active", s."createdAt",
         CASE
           WHEN s."accountNumber" LIKE '+%' THEN s."accountNumber"
           WHEN s."accountNumber" LIKE w."callingCode" || '%' THEN '+' || s."accountNumber"
           WHEN s."accountNumber" LIKE '0%' THEN '+' || w."callingCode" || substr(s."accountNumber", 2)
           ELSE '+' || w."callingCode" || s."accountNumber"
         END AS "normalised"
  FROM "Subaccount" s JOIN wallets w ON w."bankSlug" = s."bankSlug"
)
SELECT n.*,
       first_value(n."id") OVER g AS "keptId",
       row_number() OVER g AS "rank"
FROM normalised n
WINDOW g AS (PARTITION BY n."merchantId", n."mode", n."bankSlug", n."normalised"
             ORDER BY n."active" DESC, n."createdAt" ASC, n."id" ASC);

INSERT INTO "AccountNumberDuplicate" ("subaccountId", "keptSubaccountId", "merchantId", "mode", "bankSlug", "accountNumberAsWritten", "accountNumber", "wasActive")
SELECT "id", "keptId", "merchantId", "mode", "bankSlug", "asWritten", "normalised", "active"
FROM "_gw_wallet_number" WHERE "rank" > 1;

UPDATE "Subaccount" s
SET "active" = false, "deactivatedAt" = COALESCE(s."deactivatedAt", CURRENT_TIMESTAMP), "updatedAt" = CURRENT_TIMESTAMP
FROM "_gw_wallet_number" t
WHERE t."id" = s."id" AND t."rank" > 1 AND s."active";

UPDATE "Subaccount" s
SET "accountNumber" = t."normalised", "updatedAt" = CURRENT_TIMESTAMP
FROM "_gw_wallet_number" t
WHERE t."id" = s."id" AND t."rank" = 1 AND s."accountNumber" <> t."normalised";

DROP TABLE "_gw_wallet_number";

DO $$
DECLARE d RECORD;
BEGIN
  FOR d IN SELECT * FROM "AccountNumberDuplicate" ORDER BY "merchantId", "bankSlug", "accountNumber", "subaccountId" LOOP
    RAISE NOTICE 'subaccount % (% %, merchant %, % mode) is the same wallet as subaccount %: deactivated, number kept as written; see "AccountNumberDuplicate"',
      d."subaccountId", d."bankSlug", d."accountNumberAsWritten", d."merchantId", d."mode", d."keptSubaccountId";
  END LOOP;
END $$;
