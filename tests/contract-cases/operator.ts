// The operator API's contract cases: each request is sent with a fresh operator API key instead of the
// merchant's (the API refuses merchants' keys), and names the merchant the case made.
import { db } from "@/lib/db";
import { inTransaction } from "@/lib/db";
import { createOperatorApiKey } from "@/lib/operator/api/operator-api-keys";
import type { ContractCases } from "@/tests/contract-cases/types";

export async function newOperatorApiKey() {
  return inTransaction(db(), (tx) => createOperatorApiKey(tx, { name: "contract tests", reason: "test set-up", actor: { type: "cli" } }));
}

const withOperatorKey = async () => ({ key: (await newOperatorApiKey()).key });

export const operatorContractCases: ContractCases = {
  // Run once per test file, each on a database of its own: the example's owner e-mail is free.
  createOperatorMerchant: { prepare: withOperatorKey },
  listOperatorMerchants: { prepare: withOperatorKey },
  getOperatorMerchant: { prepare: async ({ merchant }) => ({ ...(await withOperatorKey()), path: { merchantId: merchant.merchant.id } }) },
  createOperatorMerchantKey: { prepare: async ({ merchant }) => ({ ...(await withOperatorKey()), path: { merchantId: merchant.merchant.id } }) },
};
