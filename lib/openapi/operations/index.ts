// Every /v2 operation of the OpenAPI document, one list per domain. A route without an entry
// here (or an entry without a route) fails tests/integration/openapi-document.test.ts.
import type { ApiOperation } from "@/lib/openapi/operation";
import { paymentOperations } from "@/lib/openapi/operations/payments";
import { payoutOperations } from "@/lib/openapi/operations/payouts";
import { subaccountOperations } from "@/lib/openapi/operations/subaccounts";
import { referenceOperations } from "@/lib/openapi/operations/reference";
import { virtualAccountOperations } from "@/lib/openapi/operations/virtual-accounts";
import { webhookOperations } from "@/lib/openapi/operations/webhooks";

export const API_OPERATIONS: ApiOperation[] = [
  ...paymentOperations,
  ...payoutOperations,
  ...subaccountOperations,
  ...referenceOperations,
  ...virtualAccountOperations,
  ...webhookOperations,
];
