// Every operation's contract case, one file per domain: not tests, but the setup each OpenAPI
// operation needs before the request built from its examples can succeed. The tests that use them
// are tests/integration/api/openapi-contract.test.ts (an operation without a case fails it) and
// tests/integration/api/audit-completeness.test.ts.
import type { ContractCases } from "@/tests/contract-cases/types";
import { moneyContractCases } from "@/tests/contract-cases/money";
import { paymentContractCases } from "@/tests/contract-cases/payments";
import { chargeContractCases } from "@/tests/contract-cases/charges";
import { payoutContractCases } from "@/tests/contract-cases/payouts";
import { virtualAccountContractCases } from "@/tests/contract-cases/virtual-accounts";
import { webhookContractCases } from "@/tests/contract-cases/webhooks";

export const CONTRACT_CASES: ContractCases = {
  ...paymentContractCases,
  ...chargeContractCases,
  ...moneyContractCases,
  ...payoutContractCases,
  ...virtualAccountContractCases,
  ...webhookContractCases,
};
