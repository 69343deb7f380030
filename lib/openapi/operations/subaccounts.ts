// Subaccounts in the OpenAPI document: POST and GET /v2/subaccounts, GET and PATCH
// /v2/subaccounts/{reference}, deactivate, and settle (a settlement payout of its balance).
import { z } from "zod";
import { defineOperations, type DocumentedError, pathParamsSchema } from "@/lib/openapi/operation";
import { createSubaccountSchema, listQuerySchema, updateSubaccountSchema } from "@/lib/schemas/subaccounts";
import { pagePaginationSchema } from "@/lib/schemas/responses/common";
import { payoutCreatedTopLevel, settlementPayoutCreatedSchema } from "@/lib/schemas/responses/payouts";
import { bodyFormatError } from "@/lib/openapi/operations/payouts";
import { subaccountSchema, subaccountWithBalanceSchema } from "@/lib/schemas/responses/subaccounts";
import { payoutHoldErrors } from "@/lib/openapi/operations/holds";

const subaccountReferenceParams = pathParamsSchema({ reference: { description: "The subaccount's reference (`sub_…`)", example: "sub_2Jx8QwLp5Nc3Vb7Rt1Mk9a" } });

const exampleSubaccount = {
  subaccount_reference: "sub_2Jx8QwLp5Nc3Vb7Rt1Mk9a",
  subaccount_name: "Partner PLC",
  account: { account_name: "Partner PLC", account_number: "1000123450000", bank_slug: "cbe", bank_name: "Commercial Bank of Ethiopia" },
  currency: "ETB",
  split_type: "percentage",
  split_value: 10,
  min_amount: null,
  max_amount: null,
  active: true,
  mode: "test",
  created_at: "2026-11-23T08:00:00.000Z",
  updated_at: "2026-11-23T08:00:00.000Z",
};

const notFound: DocumentedError = {
  code: "NOT_FOUND",
  when: "No subaccount of yours has that reference (another merchant's subaccount is not found either)",
  message: "subaccount not found",
};

const splitValueError: DocumentedError = {
  code: "INVALID_VALUE",
  when: "split_type is not `percentage` or `flat`; a percentage split_value is not above 0 and at most 100 or has more than 2 decimals; a flat one is not a valid amount of the currency; min_amount or max_amount is negative or has too many decimals, or min_amount is above max_amount",
  message: "split_value must not exceed 100 for a percentage split",
  details: [{ field: "split_value", message: "must not exceed 100 for a percentage split" }],
};

export const subaccountOperations = defineOperations([
  {
    method: "post",
    path: "/v2/subaccounts",
    operationId: "createSubaccount",
    tag: "Subaccounts and splits",
    summary: "Create a subaccount",
    description:
      "A subaccount takes a share of split payments (its default split, unless a payment names another) and is settled to its bank account or wallet. " +
      "One subaccount per bank account per mode: the account number is stored in one form (digits for a bank, E.164 for a wallet), so any way of writing it is the same account.",
    body: createSubaccountSchema,
    bodyExample: {
      subaccount_name: "Partner PLC",
      account: { account_name: "Partner PLC", account_number: "1000123450000", bank_slug: "cbe", bank_name: "Commercial Bank of Ethiopia" },
      currency: "ETB",
      split_type: "percentage",
      split_value: 10,
    },
    idempotent: true,
    success: { status: 201, message: "Subaccount created", data: subaccountWithBalanceSchema, example: { ...exampleSubaccount, balance: 0 } },
    errors: [
      { ...splitValueError, when: `currency is not USD, ETB, UGX or DJF, or the bank or wallet does not take it; ${splitValueError.when}` },
      {
        code: "INVALID_FORMAT",
        when: "account.bank_slug is not in GET /v2/banks, or account.account_number breaks the bank's digit rule or the wallet's phone rule; or the body is missing, not sent as `Content-Type: application/json`, not valid JSON or UTF-8, or over 1 MB; or a field holds a NUL character or a lone surrogate",
        message: 'Unknown bank_slug "cbx"; see GET /v2/banks',
        details: [{ field: "account.bank_slug", message: "unknown bank" }],
      },
      {
        code: "RESOURCE_CONFLICT",
        when: "You already have a subaccount for this bank account in this mode",
        message: "A subaccount for this bank account already exists",
        details: [{ field: "account.account_number", message: "already used by another subaccount" }],
      },
    ],
  },
  {
    method: "get",
    path: "/v2/subaccounts",
    operationId: "listSubaccounts",
    tag: "Subaccounts and splits",
    summary: "List subaccounts",
    description: "Your subaccounts in the key's mode, newest first, each with its balance, paged by `page` and `per_page` (1 to 100, default 20).",
    query: listQuerySchema,
    success: {
      status: 200,
      message: "Subaccounts retrieved",
      data: z.object({ items: z.array(subaccountWithBalanceSchema), pagination: pagePaginationSchema }).strict(),
      example: {
        items: [{ ...exampleSubaccount, balance: 90 }],
        pagination: { page: 1, per_page: 20, total: 1, limit: 1, has_more: false, next_cursor: null, prev_cursor: null },
      },
    },
    errors: [],
  },
  {
    method: "get",
    path: "/v2/subaccounts/{reference}",
    operationId: "getSubaccount",
    tag: "Subaccounts and splits",
    summary: "Retrieve a subaccount",
    description: "The subaccount with its balance: what it has earned from split payments and not yet been settled.",
    pathParams: subaccountReferenceParams,
    success: { status: 200, message: "Subaccount retrieved", data: subaccountWithBalanceSchema, example: { ...exampleSubaccount, balance: 90 } },
    errors: [notFound],
  },
  {
    method: "patch",
    path: "/v2/subaccounts/{reference}",
    operationId: "updateSubaccount",
    tag: "Subaccounts and splits",
    summary: "Update a subaccount",
    description:
      "Changes its name, default split or bounds; send only what changes (at least one field). Payments already initialized keep the split they were created with. " +
      "The bank account and currency cannot change: create another subaccount.",
    pathParams: subaccountReferenceParams,
    body: updateSubaccountSchema,
    bodyExample: { subaccount_name: "Partner PLC (Addis)", split_value: 12.5 },
    success: {
      status: 200,
      message: "Subaccount updated",
      data: subaccountSchema,
      example: { ...exampleSubaccount, subaccount_name: "Partner PLC (Addis)", split_value: 12.5, updated_at: "2026-11-23T09:00:00.000Z" },
    },
    errors: [
      bodyFormatError,
      notFound,
      { code: "INVALID_STATE", when: "The subaccount is deactivated", message: "This subaccount is deactivated and cannot be changed" },
      { ...splitValueError, when: `split_type is sent without split_value; ${splitValueError.when}` },
    ],
  },
  {
    method: "post",
    path: "/v2/subaccounts/{reference}/deactivate",
    operationId: "deactivateSubaccount",
    tag: "Subaccounts and splits",
    summary: "Deactivate a subaccount",
    description:
      "No new payment may name it in its split; payments already initialized keep their split, and its balance still settles. Deactivating an inactive subaccount answers it unchanged. There is no reactivation.",
    pathParams: subaccountReferenceParams,
    success: {
      status: 200,
      message: "Subaccount deactivated",
      data: subaccountSchema,
      example: { ...exampleSubaccount, active: false, updated_at: "2026-11-23T09:00:00.000Z" },
    },
    errors: [notFound],
  },
  {
    method: "post",
    path: "/v2/subaccounts/{reference}/settle",
    operationId: "settleSubaccount",
    tag: "Subaccounts and splits",
    summary: "Settle a subaccount now",
    description:
      "Pays the subaccount's whole balance minus the payout fee to its bank account, as one payout (`type: \"settlement\"`) held from the subaccount's balance; " +
      "it then goes through the payout statuses like any payout (verify it by `gateway_reference`). Refused when the balance minus the fee is below the currency's minimum " +
      "(USD 10, ETB 50, UGX 20,000, DJF 2,000). Deactivated subaccounts settle too. No body. The payout's creation answer, with `created_at` and `updated_at` beside `data`.",
    pathParams: subaccountReferenceParams,
    idempotent: true,
    success: {
      status: 201,
      message: "Settlement payout created",
      data: settlementPayoutCreatedSchema,
      example: {
        gateway_reference: "po_7Hq2LmN9xKp4RtVb1ZcW8e",
        merchant_reference: null,
        status: "pending",
        amount: 90,
        currency: "ETB",
        service_fee: 10,
        subaccount_reference: "sub_2Jx8QwLp5Nc3Vb7Rt1Mk9a",
      },
      topLevel: payoutCreatedTopLevel,
      topLevelExample: { created_at: "2026-11-23T08:00:00.000Z", updated_at: "2026-11-23T08:00:00.000Z" },
    },
    errors: [
      ...payoutHoldErrors,
      notFound,
      {
        code: "INVALID_STATE",
        when: "Nothing to settle: the balance minus the payout fee is below the currency's minimum (a balance of 0 included, e.g. just after a settlement)",
        message: "Nothing to settle: the balance of ETB 40.00 minus the payout fee of ETB 10.00 is below the minimum settlement of ETB 50.00",
        details: [{ field: "balance", message: "balance minus fee must be at least ETB 50.00" }],
      },
      {
        code: "FUNDS_HELD_AT_CONNECTION",
        when: "The part of the subaccount's balance the operator holds is below the minimum settlement plus fee, and its share collected through your own processor connections would cover it: that share is held there, never settled from the operator's",
        message:
          "Only ETB 0.00 of your available balance is held by the gateway's operator, and this needs ETB 60.00 with fees. The rest was collected through your own processor account and is held there: ETB 4,925.00 at your own Chapa connection pcn_4Fq9LmN2xKp7RtVb1ZcW8e (disabled). Money held at your own connection is paid out only through that connection while it is enabled, or withdrawn at that processor.",
        details: { currency: "ETB", needed: 60, held_by_operator: 0, held_at_connections: [{ connection_id: "pcn_4Fq9LmN2xKp7RtVb1ZcW8e", processor: "chapa", enabled: false, available: 4925 }] },
      },
      {
        code: "INVALID_VALUE",
        when: "The subaccount's bank no longer takes its currency (the bank registry changed since it was saved)",
        message: "Commercial Bank of Ethiopia accounts are in ETB, not USD",
        details: [{ field: "account.bank_slug", message: "not available for USD" }],
      },
      {
        code: "INVALID_FORMAT",
        when: "The subaccount's bank is no longer in the registry or its account number no longer fits the bank's rule; or the path parameter holds a NUL character or a lone surrogate",
        message: 'Unknown bank_slug "cbe"; see GET /v2/banks',
        details: [{ field: "account.bank_slug", message: "unknown bank" }],
      },
    ],
  },
]);
