// The connectors this gateway has: the one place that names them. The registry, the connector
// names (types, the zod enums), the specs the dashboard and the CLI show, the payout banks, the
// expected fees, the database's check on ProcessorConnection.connector (connector-check.ts), the
// fakes' runner and the conformance suite are all built from this list, so a new connector is its
// folder (lib/processors/<name>/, index.ts exporting one Connector) and one line here
// (docs/processors.md "Adding a connector"). The order is the dashboard's.
import { chapa } from "@/lib/processors/chapa";
import { mtnMomo } from "@/lib/processors/mtn-momo";
import { stripe } from "@/lib/processors/stripe";
import { airtelMoney } from "@/lib/processors/airtel-money";
import { waafipay } from "@/lib/processors/waafipay";

export const CONNECTORS = [chapa, mtnMomo, stripe, airtelMoney, waafipay] as const;
