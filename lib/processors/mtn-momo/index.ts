// MTN Mobile Money: the one module this folder exports. The spec is data (spec.ts), the HTTP calls are flows.ts,
// the mapping and the processor's status and code tables are transformers.ts.
import { defineConnector } from "@/lib/processors/connector";
import { spec } from "@/lib/processors/mtn-momo/spec";
import { mtnMomoConnector } from "@/lib/processors/mtn-momo/flows";

export * as transformers from "@/lib/processors/mtn-momo/transformers";
export { spec };

export const mtnMomo = defineConnector({
  spec,
  connect: ({ credentials, execute, callbackUrl }) => mtnMomoConnector({ credentials, execute, callbackUrl }),
});
