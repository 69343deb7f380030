// Every /v2 operation of the OpenAPI document, one list per domain. A route without an entry
// here (or an entry without a route) fails tests/integration/openapi-document.test.ts.
import type { ApiOperation } from "@/lib/openapi/operation";
import { paymentOperations } from "@/lib/openapi/operations/payments";
import { referenceOperations } from "@/lib/openapi/operations/reference";
// Payment list, refunds, splits preview, customers, events, account, banks, balances (issue 13, oa-money).
import { paymentListOperations } from "@/lib/openapi/operations/payment-list";
import { refundOperations } from "@/lib/openapi/operations/refunds";
import { splitOperations } from "@/lib/openapi/operations/splits";
import { customerOperations } from "@/lib/openapi/operations/customers";
import { eventOperations } from "@/lib/openapi/operations/events";
import { accountOperations } from "@/lib/openapi/operations/account";
import { balanceOperations } from "@/lib/openapi/operations/balances";

export const API_OPERATIONS: ApiOperation[] = [
  ...paymentOperations,
  ...referenceOperations,
  ...paymentListOperations,
  ...refundOperations,
  ...splitOperations,
  ...customerOperations,
  ...eventOperations,
  ...accountOperations,
  ...balanceOperations,
];
