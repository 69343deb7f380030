// WaafiPay: the one module this folder exports. The spec is data (spec.ts), the HTTP calls are flows.ts,
// the mapping and the processor's status and code tables are transformers.ts.
import { defineConnector } from "@/lib/processors/connector";
import { spec } from "@/lib/processors/waafipay/spec";
import { waafiPayConnector } from "@/lib/processors/waafipay/flows";

export * as transformers from "@/lib/processors/waafipay/transformers";
export { spec };

export const waafipay = defineConnector({
  spec,
  connect: ({ credentials, execute }) => waafiPayConnector({ credentials, execute }),
});
