-- The CHECK on "ProcessorConnection"."connector" is no longer written by migrations: it is made from
-- the connector list (lib/processors/connectors.ts) where the database is prepared
-- (lib/processors/connector-check.ts, run by scripts/prepare-db.ts after the migrations), so a new
-- connector needs no migration. This drops the last migration-written one; the step puts it back
-- with the list's names.
ALTER TABLE "ProcessorConnection" DROP CONSTRAINT IF EXISTS "ProcessorConnection_connector_check";
