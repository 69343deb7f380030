-- Issue 28: Airtel Money joins the connectors a processor connection may name.
ALTER TABLE "ProcessorConnection" DROP CONSTRAINT "ProcessorConnection_connector_check";
ALTER TABLE "ProcessorConnection" ADD CONSTRAINT "ProcessorConnection_connector_check" CHECK ("connector" IN ('chapa', 'mtn_momo', 'stripe', 'airtel_money'));
