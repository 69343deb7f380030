// Contract cases of direct charges (lib/openapi/operations/charges.ts).
import type { ContractCases } from "@/tests/contract-cases/types";
import { createChargeFor, etWallet } from "@/tests/factories/charges";

export const chargeContractCases: ContractCases = {
  createDirectCharge: {},
  // A charge waiting for its code (a wallet number ending 0003); the example's 123456 is the right one.
  authorizeDirectCharge: {
    prepare: async ({ key }) => {
      const charge = await createChargeFor(key, { phone_number: etWallet("0003") });
      return { path: { reference: charge.gateway_reference } };
    },
  },
};
