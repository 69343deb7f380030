-- Which processor connections a merchant added itself (the dashboard's "Connect your own account").
-- Such a connection always talks to its connector's declared host for its mode: a merchant never
-- chooses where the gateway connects. Only the operator's CLI may set a base URL.
ALTER TABLE "ProcessorConnection" ADD COLUMN "addedByMerchant" BOOLEAN NOT NULL DEFAULT false;

-- Connections added through the dashboard before this column existed: the append-only audit log
-- records each of them ("processor_connection.created"; the CLI writes no such record). Their base
-- URL was the merchant's choice, so it is dropped and they use the declared host from now on.
UPDATE "ProcessorConnection" AS c
SET "addedByMerchant" = true, "baseUrl" = NULL
WHERE c."merchantId" IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM "AuditLog" AS a
    WHERE a."targetId" = c.id AND a."merchantId" = c."merchantId" AND a.action = 'processor_connection.created'
  );

-- Last checks stored before checks spoke to merchants in fixed sentences held the connector's own
-- words: socket errors, what a host answered, an installation account's balance. Every merchant a
-- connection serves reads it, so each becomes the sentence for its result.
UPDATE "ProcessorConnection"
SET "lastCheckMessage" = CASE WHEN "lastCheckOk" THEN 'The processor accepted the credentials.' ELSE 'The last check failed. Run it again to see why.' END
WHERE "lastCheckAt" IS NOT NULL;
