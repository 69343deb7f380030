-- Issue 28: WaafiPay joins the connectors a processor connection may name (lib/processors/connector-specs.ts).
-- Additive: every existing row still passes. The list names every connector of issue 28.
ALTER TABLE "ProcessorConnection" DROP CONSTRAINT "ProcessorConnection_connector_check";
ALTER TABLE "ProcessorConnection" ADD CONSTRAINT "ProcessorConnection_connector_check" CHECK ("connector" IN ('chapa', 'mtn_momo', 'stripe', 'airtel_money', 'waafipay'));
