// Every /v2 operation of the OpenAPI document, one list per domain, in the reference's order.
// A route without an entry here (or an entry without a route) fails tests/integration/api/openapi-document.test.ts.
import type { ApiOperation } from "@/lib/openapi/operation";
import { accountOperations } from "@/lib/openapi/operations/account";
import { balanceOperations } from "@/lib/openapi/operations/balances";
import { customerOperations } from "@/lib/openapi/operations/customers";
import { savedPaymentMethodOperations } from "@/lib/openapi/operations/saved-payment-methods";
import { disputeOperations } from "@/lib/openapi/operations/disputes";
import { eventOperations } from "@/lib/openapi/operations/events";
import { paymentLinkOperations } from "@/lib/openapi/operations/payment-links";
import { paymentListOperations } from "@/lib/openapi/operations/payment-list";
import { paymentOperations } from "@/lib/openapi/operations/payments";
import { planOperations } from "@/lib/openapi/operations/plans";
import { subscriptionOperations } from "@/lib/openapi/operations/subscriptions";
import { invoiceOperations } from "@/lib/openapi/operations/invoices";
import { testClockOperations } from "@/lib/openapi/operations/test-clocks";
import { chargeOperations } from "@/lib/openapi/operations/charges";
import { payoutOperations } from "@/lib/openapi/operations/payouts";
import { referenceOperations } from "@/lib/openapi/operations/reference";
import { processorCallbackOperations } from "@/lib/openapi/operations/processor-callbacks";
import { refundOperations } from "@/lib/openapi/operations/refunds";
import { splitOperations } from "@/lib/openapi/operations/splits";
import { subaccountOperations } from "@/lib/openapi/operations/subaccounts";
import { virtualAccountOperations } from "@/lib/openapi/operations/virtual-accounts";
import { webhookOperations } from "@/lib/openapi/operations/webhooks";
import { riskOperations } from "@/lib/openapi/operations/risk";
import { operatorOperations } from "@/lib/openapi/operations/operator";

export const API_OPERATIONS: ApiOperation[] = [
  ...paymentOperations,
  ...chargeOperations,
  ...paymentListOperations,
  ...paymentLinkOperations,
  ...refundOperations,
  ...disputeOperations,
  ...customerOperations,
  ...savedPaymentMethodOperations,
  ...planOperations,
  ...subscriptionOperations,
  ...testClockOperations,
  ...invoiceOperations,
  ...subaccountOperations,
  ...splitOperations,
  ...payoutOperations,
  ...balanceOperations,
  ...virtualAccountOperations,
  ...webhookOperations,
  ...riskOperations,
  ...eventOperations,
  ...accountOperations,
  ...referenceOperations,
  ...operatorOperations,
  ...processorCallbackOperations,
];
