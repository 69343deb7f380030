// Virtual accounts in the OpenAPI document: POST and GET /v2/virtual-accounts, GET
// /v2/virtual-accounts/{virtual_account_id}, POST …/test-credits, POST and GET …/debits (the
// spec's debit history). The spec shows only the history; the rest is ours (docs/api.md).
import { defineOperations, type DocumentedError, fieldError, pathParamsSchema } from "@/lib/openapi/operation";
import {
  createDebitSchema,
  createVirtualAccountSchema,
  listDebitsQuerySchema,
  listVirtualAccountsQuerySchema,
  testCreditSchema,
} from "@/lib/schemas/virtual-accounts";
import {
  virtualAccountDebitListSchema,
  virtualAccountDebitSchema,
  virtualAccountListSchema,
  virtualAccountSchema,
  virtualAccountTestCreditSchema,
} from "@/lib/schemas/responses/virtual-accounts";

export const virtualAccountParams = pathParamsSchema({ virtual_account_id: { description: "The virtual account's id (`va_…`) as its creation answered it", example: "va_7Hq2LmX9pR4tVb1NcK8sWz" } });

const exampleAccount = {
  virtual_account_id: "va_7Hq2LmX9pR4tVb1NcK8sWz",
  account_number: "4820193746105",
  account_name: "Abebe Kebede",
  currency: "ETB",
  balance: 0,
  merchant_reference: "customer-42",
  meta: { customer_id: "42" },
  status: "active",
  mode: "test",
  created_at: "2026-11-23T08:00:00.000Z",
  updated_at: "2026-11-23T08:00:00.000Z",
};

const exampleDebit = {
  debit_reference: "vad_2Wk9Rt4YbN7qLm1XcV5sPd",
  merchant_reference: "collect-2026-11",
  amount: 150,
  currency: "ETB",
  reason: "November collection",
  meta: { invoice: "INV-1001" },
  balance_before: 500,
  balance_after: 350,
  created_at: "2026-11-23T09:30:00.000Z",
};

/** Every operation naming an account in its path. */
const accountNotFound: DocumentedError = {
  code: "NOT_FOUND",
  when: "No virtual account has this id, or it is another merchant's (your own account of the other mode answers 401 naming that mode)",
  message: "virtual account not found",
};

/** Amounts checked against the account's currency (lib/money/parse-amount.ts). */
const amountInvalid: DocumentedError = {
  code: "INVALID_VALUE",
  when: "amount is not greater than zero, has more decimals than the account's currency (UGX and DJF have none, USD and ETB two) or exceeds the currency's limit",
  message: "ETB amounts have at most 2 decimal places",
  details: [{ field: "amount", message: "ETB amounts have at most 2 decimal places" }],
};

/** The lists parse their query in the service (lib/virtual-accounts/list-query.ts): every bad value is INVALID_VALUE. */
const listQueryInvalid = (values: string): DocumentedError => ({
  code: "INVALID_VALUE",
  when: `A query parameter is bad: ${values}, \`page\` below 1, \`per_page\` outside 1–100, a \`cursor\` that is not from this list, a parameter given twice, or an unknown parameter`,
  message: "per_page must be between 1 and 100",
  details: [{ field: "per_page", message: "must be between 1 and 100" }],
});

const paginationDescription =
  "Page by number (`page`, `per_page`; the answer's `pagination` then has `page` and `total` too) or follow `next_cursor` / `prev_cursor` with `cursor`: " +
  "a cursor is a position, so records created meanwhile never shift a page. ";

export const virtualAccountOperations = defineOperations([
  {
    method: "post",
    path: "/v2/virtual-accounts",
    operationId: "createVirtualAccount",
    tag: "Virtual accounts",
    summary: "Create a virtual account",
    description:
      "Creates a virtual account: a dedicated account number, in one currency, that a customer pays into by bank transfer. " +
      "`account_number` is generated (13 digits, the last a Luhn check digit); the balance starts at 0. " +
      "Collect the money with a debit, which moves it to your available balance. The account belongs to the key's mode.",
    body: createVirtualAccountSchema,
    bodyExample: { currency: "ETB", account_name: "Abebe Kebede", merchant_reference: "customer-42", meta: { customer_id: "42" } },
    idempotent: true,
    success: { status: 201, message: "Virtual account created", data: virtualAccountSchema, example: exampleAccount },
    errors: [
      fieldError("INVALID_VALUE", "currency", "must be one of USD, ETB, UGX, DJF", "currency is not USD, ETB, UGX or DJF"),
      {
        code: "RESOURCE_CONFLICT",
        when: "merchant_reference is already used by another of your virtual accounts in this mode",
        message: 'merchant_reference "customer-42" is already used by another virtual account',
        details: [{ field: "merchant_reference", message: "must be unique among your virtual accounts in this mode" }],
      },
    ],
  },
  {
    method: "get",
    path: "/v2/virtual-accounts",
    operationId: "listVirtualAccounts",
    tag: "Virtual accounts",
    summary: "List virtual accounts",
    description:
      "Your virtual accounts in the key's mode, newest first, each with its balance; filter by `currency` or `merchant_reference`. " +
      paginationDescription +
      "Every bad query value answers 400 `INVALID_VALUE` naming the parameter.",
    query: listVirtualAccountsQuerySchema,
    queryErrorCode: "INVALID_VALUE",
    success: {
      status: 200,
      message: "Virtual accounts retrieved",
      data: virtualAccountListSchema,
      example: {
        items: [{ ...exampleAccount, balance: 350 }],
        pagination: { page: 1, per_page: 20, total: 1, limit: 1, has_more: false, next_cursor: null, prev_cursor: null },
      },
    },
    errors: [listQueryInvalid("`currency` not one of USD, ETB, UGX, DJF, an empty `merchant_reference`")],
  },
  {
    method: "get",
    path: "/v2/virtual-accounts/{virtual_account_id}",
    operationId: "getVirtualAccount",
    tag: "Virtual accounts",
    summary: "Retrieve a virtual account",
    description: "One virtual account with its current balance.",
    pathParams: virtualAccountParams,
    success: { status: 200, message: "Virtual account retrieved", data: virtualAccountSchema, example: { ...exampleAccount, balance: 350 } },
    errors: [accountNotFound],
  },
  {
    method: "post",
    path: "/v2/virtual-accounts/{virtual_account_id}/test-credits",
    operationId: "createVirtualAccountTestCredit",
    tag: "Virtual accounts",
    summary: "Simulate an incoming transfer (test mode)",
    description:
      "Test mode only: credits the account as an incoming bank transfer would, in the account's currency, and emits `virtual_account.credited`. " +
      "Answers the credit with the balance before and after it, and the account with its new balance. Live accounts receive real transfers only.",
    pathParams: virtualAccountParams,
    body: testCreditSchema,
    bodyExample: { amount: 500, reference: "FT26327XK9QP" },
    idempotent: true,
    success: {
      status: 201,
      message: "Test credit received",
      data: virtualAccountTestCreditSchema,
      example: {
        credit_reference: "vac_5Jp8Sd2KfQ6wNz3BvT1rLx",
        reference: "FT26327XK9QP",
        amount: 500,
        currency: "ETB",
        balance_before: 0,
        balance_after: 500,
        created_at: "2026-11-23T09:00:00.000Z",
        virtual_account: { ...exampleAccount, balance: 500 },
      },
    },
    errors: [
      amountInvalid,
      accountNotFound,
      {
        code: "INVALID_STATE",
        when: "The account is a live one: only test accounts take simulated transfers",
        message: "Test credits can only be made in test mode: live virtual accounts receive real bank transfers",
      },
    ],
  },
  {
    method: "post",
    path: "/v2/virtual-accounts/{virtual_account_id}/debits",
    operationId: "createVirtualAccountDebit",
    tag: "Virtual accounts",
    summary: "Debit a virtual account",
    description:
      "Collects money from the virtual account into your available balance (in the account's currency), and emits `virtual_account.debited`. " +
      "The amount must be within the account's balance: debits of one account run one at a time, so `balance_before` is exactly the balance the debit found " +
      "and `balance_after` the one it left. Answers the spec's debit item, as the debit history lists it.",
    pathParams: virtualAccountParams,
    body: createDebitSchema,
    bodyExample: { amount: 150, merchant_reference: "collect-2026-11", reason: "November collection", meta: { invoice: "INV-1001" } },
    idempotent: true,
    success: { status: 201, message: "Virtual account debited", data: virtualAccountDebitSchema, example: exampleDebit },
    errors: [
      amountInvalid,
      {
        code: "INSUFFICIENT_BALANCE",
        when: "amount is larger than the account's balance; nothing is written",
        message: "Insufficient balance: ETB 100.00 available in the virtual account, ETB 150.00 needed",
      },
      accountNotFound,
      {
        code: "RESOURCE_CONFLICT",
        when: "merchant_reference is already used by another debit of this account",
        message: 'merchant_reference "collect-2026-11" is already used by another debit of this virtual account',
        details: [{ field: "merchant_reference", message: "must be unique per virtual account" }],
      },
    ],
  },
  {
    method: "get",
    path: "/v2/virtual-accounts/{virtual_account_id}/debits",
    operationId: "listVirtualAccountDebits",
    tag: "Virtual accounts",
    summary: "List a virtual account's debits",
    description:
      "The debit history of a virtual account, newest first: the spec's debit items, filtered by creation time (`from`, `to`) and `merchant_reference`. " +
      paginationDescription +
      "`Content-Type` is optional. Every bad query value answers 400 `INVALID_VALUE` naming the parameter.",
    pathParams: virtualAccountParams,
    query: listDebitsQuerySchema,
    queryErrorCode: "INVALID_VALUE",
    success: {
      status: 200,
      message: "Debits retrieved",
      data: virtualAccountDebitListSchema,
      example: {
        items: [exampleDebit],
        pagination: { page: 1, per_page: 20, total: 1, limit: 1, has_more: false, next_cursor: null, prev_cursor: null },
      },
    },
    errors: [listQueryInvalid("`from` or `to` not an ISO 8601 day or time, `from` not before `to`, an empty `merchant_reference`"), accountNotFound],
  },
]);
