// Airtel Money: the one module this folder exports. The spec is data (spec.ts), the HTTP calls are flows.ts,
// the mapping and the processor's status and code tables are transformers.ts.
import { defineConnector } from "@/lib/processors/connector";
import { spec } from "@/lib/processors/airtel-money/spec";
import { airtelMoneyConnector } from "@/lib/processors/airtel-money/flows";

export * as transformers from "@/lib/processors/airtel-money/transformers";
export { spec };

export const airtelMoney = defineConnector({
  spec,
  connect: ({ credentials, execute }) => airtelMoneyConnector({ credentials, execute }),
});
