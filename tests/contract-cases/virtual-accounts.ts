// Contract cases of the virtual-accounts operations (lib/openapi/operations/virtual-accounts.ts).
// The account, its credit and its debit are made through the real routes, as a merchant would.
import { POST as createAccountRoute } from "@/app/v2/virtual-accounts/route";
import { POST as testCreditRoute } from "@/app/v2/virtual-accounts/[virtual_account_id]/test-credits/route";
import { POST as debitRoute } from "@/app/v2/virtual-accounts/[virtual_account_id]/debits/route";
import type { RouteHandler } from "@/lib/api/with-api";
import type { ContractCases } from "@/tests/contract-cases/types";
import { apiRequest } from "@/tests/factories/merchants";

async function post(handler: RouteHandler, path: string, key: string, body: unknown, params: Record<string, string> = {}) {
  const res = await handler(apiRequest(path, { key, body }), { params: Promise.resolve(params) });
  const json = await res.json();
  if (res.status !== 201) throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json.data;
}

/** A fresh ETB account of the key's merchant (the operations' examples are in ETB). */
async function createAccount(key: string): Promise<string> {
  const data = await post(createAccountRoute, "/v2/virtual-accounts", key, { currency: "ETB", account_name: "Contract Customer" });
  return data.virtual_account_id;
}

/** An ETB account holding `amount` from a test credit: enough for the debit example (ETB 150). */
async function creditedAccount(key: string, amount = 1000): Promise<string> {
  const id = await createAccount(key);
  await post(testCreditRoute, `/v2/virtual-accounts/${id}/test-credits`, key, { amount }, { virtual_account_id: id });
  return id;
}

export const virtualAccountContractCases: ContractCases = {
  createVirtualAccount: {},
  listVirtualAccounts: {},
  getVirtualAccount: {
    prepare: async ({ key }) => ({ path: { virtual_account_id: await createAccount(key) } }),
  },
  createVirtualAccountTestCredit: {
    prepare: async ({ key }) => ({ path: { virtual_account_id: await createAccount(key) } }),
  },
  createVirtualAccountDebit: {
    prepare: async ({ key }) => ({ path: { virtual_account_id: await creditedAccount(key) } }),
  },
  listVirtualAccountDebits: {
    prepare: async ({ key }) => {
      const id = await creditedAccount(key);
      // One debit, so the answer has an item for the contract check to validate.
      await post(debitRoute, `/v2/virtual-accounts/${id}/debits`, key, { amount: 150, reason: "Contract debit" }, { virtual_account_id: id });
      return { path: { virtual_account_id: id } };
    },
  },
};
