// Chapa: the one module this folder exports. The spec is data (spec.ts), the HTTP calls are flows.ts,
// the mapping and the processor's status and code tables are transformers.ts.
import { defineConnector } from "@/lib/processors/connector";
import { spec } from "@/lib/processors/chapa/spec";
import { chapaConnector } from "@/lib/processors/chapa/flows";

export * as transformers from "@/lib/processors/chapa/transformers";
export { spec };

export const chapa = defineConnector({
  spec,
  connect: ({ credentials, execute }) => chapaConnector({ credentials, execute }),
});
