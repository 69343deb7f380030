-- Issue 28: WaafiPay joins the connectors a processor connection may name (lib/processors/connector-specs.ts).
-- Additive: every existing row still passes. Other connectors of issue 28 widen the same list; the
-- constraint must name all of them once merged.
ALTER TABLE "ProcessorConnection" DROP CONSTRAINT "ProcessorConnection_connector_check";
ALTER TABLE "ProcessorConnection" ADD CONSTRAINT "ProcessorConnection_connector_check" CHECK ("connector" IN ('chapa', 'mtn_momo', 'waafipay'));
