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
  // An MTN MoMo connection (unsigned callbacks) whose token the request names; the example's attempt is not its, so nothing changes.
  receiveProcessorCallback: { prepare: callbackTokenOfTestConnection },
  receiveProcessorCallbackPut: { prepare: callbackTokenOfTestConnection },
  receiveProcessorCallbackGet: { prepare: callbackTokenOfTestConnection },
};

async function callbackTokenOfTestConnection() {
  const { createConnection } = await import("@/lib/processors/connections");
  const product = { api_user: "0f6b1c2e-4a5d-4e8f-9a1b-2c3d4e5f6a70", api_key: "contract-case-key", subscription_key: "contract-case-subscription" };
  const connection = await createConnection({ connector: "mtn_momo", mode: "test", credentials: { collection: product, target_environment: "sandbox" }, baseUrl: "http://127.0.0.1:9" });
  return { path: { token: connection.webhookToken } };
}
