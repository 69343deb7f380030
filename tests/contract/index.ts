// Every operation's contract case, one file per domain. An operation without a case fails
// tests/integration/openapi-contract.test.ts.
import type { ContractCases } from "@/tests/contract/types";
import { paymentContractCases } from "@/tests/contract/payments";
import { moneyContractCases } from "@/tests/contract/money";

export const CONTRACT_CASES: ContractCases = {
  ...paymentContractCases,
  ...moneyContractCases,
};
