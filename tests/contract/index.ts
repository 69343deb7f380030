// Every operation's contract case, one file per domain. An operation without a case fails
// tests/integration/api/openapi-contract.test.ts.
import type { ContractCases } from "@/tests/contract/types";
import { moneyContractCases } from "@/tests/contract/money";
import { paymentContractCases } from "@/tests/contract/payments";
import { payoutContractCases } from "@/tests/contract/payouts";
import { virtualAccountContractCases } from "@/tests/contract/virtual-accounts";
import { webhookContractCases } from "@/tests/contract/webhooks";

export const CONTRACT_CASES: ContractCases = {
  ...paymentContractCases,
  ...moneyContractCases,
  ...payoutContractCases,
  ...virtualAccountContractCases,
  ...webhookContractCases,
};
