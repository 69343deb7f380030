// Contract cases of the payments operations (lib/openapi/operations/payments.ts).
import type { ContractCases } from "@/tests/contract-cases/types";
import { createHostedPaymentFor } from "@/tests/factories/payments";

export const paymentContractCases: ContractCases = {
  createHostedPayment: {},
  verifyPayment: {
    prepare: async ({ key }) => {
      const payment = await createHostedPaymentFor(key);
      return { path: { reference: payment.reference } };
    },
  },
  listPaymentMethods: {},
  getOpenApiDocument: {},
};
