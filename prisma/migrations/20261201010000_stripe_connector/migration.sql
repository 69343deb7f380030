-- Issue 28: the Stripe connector (lib/processors/stripe/). The connector names a connection may
-- carry are the spec list (lib/processors/connector-specs.ts, CONNECTOR_NAMES); this check keeps the
-- database to the same list.
ALTER TABLE "ProcessorConnection" DROP CONSTRAINT "ProcessorConnection_connector_check";
ALTER TABLE "ProcessorConnection" ADD CONSTRAINT "ProcessorConnection_connector_check" CHECK ("connector" IN ('chapa', 'mtn_momo', 'stripe'));
