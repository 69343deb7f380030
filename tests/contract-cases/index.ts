// Every operation's contract case, one file per domain: not tests, but the setup each OpenAPI
// operation needs before the request built from its examples can succeed. The tests that use them
// are tests/integration/api/openapi-contract.test.ts (an operation without a case fails it) and
// tests/integration/api/audit-completeness.test.ts.
import type { ContractCase, ContractCases } from "@/tests/contract-cases/types";
import { apiRequest } from "@/tests/factories/merchants";
import { paymentLinkContractCases } from "@/tests/contract-cases/payment-links";
import { moneyContractCases } from "@/tests/contract-cases/money";
import { paymentContractCases } from "@/tests/contract-cases/payments";
import { chargeContractCases } from "@/tests/contract-cases/charges";
import { disputeContractCases } from "@/tests/contract-cases/disputes";
import { payoutContractCases } from "@/tests/contract-cases/payouts";
import { planContractCases } from "@/tests/contract-cases/plans";
import { billingContractCases } from "@/tests/contract-cases/billing";
import { virtualAccountContractCases } from "@/tests/contract-cases/virtual-accounts";
import { webhookContractCases } from "@/tests/contract-cases/webhooks";
import { operatorContractCases } from "@/tests/contract-cases/operator";
import { riskContractCases } from "@/tests/contract-cases/risk";

export const CONTRACT_CASES: ContractCases = {
  ...paymentContractCases,
  ...chargeContractCases,
  ...moneyContractCases,
  ...payoutContractCases,
  ...virtualAccountContractCases,
  ...webhookContractCases,
  ...paymentLinkContractCases,
  ...disputeContractCases,
  ...planContractCases,
  ...billingContractCases,
  ...riskContractCases,
  ...operatorContractCases,
};

/** The request an operation's contract case sends: JSON from the document's example, or the case's own body. */
export function contractRequest(
  url: string,
  init: { method: string; key?: string; body?: unknown; headers?: Record<string, string> },
  contractCase: ContractCase | undefined,
): Request {
  if (!contractCase?.requestBody) return apiRequest(url, init);
  const headers: Record<string, string> = { ...(init.headers ?? {}), ...(init.key ? { authorization: `Bearer ${init.key}` } : {}) };
  return new Request(`http://localhost${url}`, { method: init.method, headers, body: contractCase.requestBody() });
}
