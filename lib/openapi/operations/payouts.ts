// Payouts in the OpenAPI document: POST and GET /v2/payouts, verify, approve, reject and OTP, and
// the bulk batches (POST /v2/payouts/bulk, GET /v2/payouts/bulk/{batch_reference}).
import { defineOperations, type DocumentedError, fieldError, pathParamsSchema } from "@/lib/openapi/operation";
import { approvePayoutSchema, createBulkPayoutSchema, createPayoutSchema, listPayoutsQuerySchema, payoutOtpSchema, rejectPayoutSchema } from "@/lib/schemas/payouts";
import {
  payoutBatchCreatedSchema,
  payoutBatchCreatedTopLevel,
  payoutBatchSchema,
  payoutCreatedSchema,
  payoutCreatedTopLevel,
  payoutListSchema,
  payoutSchema,
} from "@/lib/schemas/responses/payouts";
import { payoutHoldErrors } from "@/lib/openapi/operations/holds";

export const payoutReferenceParams = pathParamsSchema({ reference: { description: "The payout's gateway reference (`po_…`) or your merchant_reference", example: "po_7Hq2LmN9xKp4RtVb1ZcW8e" } });

const batchReferenceParams = pathParamsSchema({ batch_reference: { description: "The batch's reference (`pob_…`), from the creation answer", example: "pob_3Rk8TzWq1Lm6Xc9Vb2Np5h" } });

const account = { account_name: "Abebe Kebede", account_number: "1000123450000", bank_slug: "cbe", bank_name: "Commercial Bank of Ethiopia" };

const examplePayout = {
  gateway_reference: "po_7Hq2LmN9xKp4RtVb1ZcW8e",
  merchant_reference: "payout-1001",
  amount: 100,
  currency: "ETB",
  status: "success",
  status_reason: null,
  account,
  reason: "Refund for order 1001",
  service_fee: 10,
  meta: { order_id: "1001" },
  type: "payout",
  origin: "api",
  batch_reference: null,
  subaccount_reference: null,
  mode: "test",
  created_at: "2026-11-23T08:00:00.000Z",
  updated_at: "2026-11-23T08:00:05.000Z",
  processed_at: "2026-11-23T08:00:05.000Z",
};

const notFound: DocumentedError = {
  code: "NOT_FOUND",
  when: "No payout of yours in this mode has that gateway or merchant reference (another merchant's payout is not found either)",
  message: "payout not found",
};

/** Bad values of one payout: the checks the service runs after the schema, before anything is written. */
const payoutValueErrors: DocumentedError[] = [
  {
    code: "INVALID_VALUE",
    when: "currency is not USD, ETB, UGX or DJF; amount is not above zero, has more decimals than the currency or exceeds its limit; or the bank or wallet does not take the currency",
    message: "ETB amounts have at most 2 decimal places",
    details: [{ field: "amount", message: "ETB amounts have at most 2 decimal places" }],
  },
  {
    code: "INVALID_FORMAT",
    when: "account.bank_slug is not in GET /v2/banks, or account.account_number breaks the bank's digit rule or the wallet's phone rule; or the body is missing, not sent as `Content-Type: application/json`, not valid JSON or UTF-8, or over 1 MB; or a field holds a NUL character or a lone surrogate",
    message: "Invalid account number for Commercial Bank of Ethiopia: expected 13 digits",
    details: [{ field: "account.account_number", message: "expected 13 digits" }],
  },
];

/** For an operation with a body: it must be JSON, even when empty (`{}`). */
export const bodyFormatError: DocumentedError = {
  code: "INVALID_FORMAT",
  when: "The body is missing or empty (send `{}` when there is nothing to say), is not sent as `Content-Type: application/json`, is not valid JSON or UTF-8, or is over 1 MB; or a path parameter or field holds a NUL character or a lone surrogate",
  message: "Request body is empty; send a JSON object",
};

const waitingPayoutErrors = (waitsFor: "approval" | "an OTP"): DocumentedError[] => [
  bodyFormatError,
  notFound,
  {
    code: "INVALID_STATE",
    when:
      waitsFor === "approval"
        ? "The payout is not auth_needed (it was never held for approval, or was already approved or rejected), or it is a live payout (no live payout processor)"
        : "The payout is not otp_needed (no code was asked for, or it already went on or failed), another code for it is being checked, or it is a live payout",
    message: waitsFor === "approval" ? "payout is success, not waiting for approval" : "payout is processing, not waiting for an OTP",
  },
];

export const payoutOperations = defineOperations([
  {
    method: "post",
    path: "/v2/payouts",
    operationId: "createPayout",
    tag: "Payouts",
    summary: "Create a payout",
    description:
      "Sends money from your available balance to a bank account or mobile-money wallet. Asynchronous: `201` means the payout was created (`status: \"pending\"`), not delivered; " +
      "follow it by webhook (`payout.success`, `payout.failed`, …) or by verifying. Amount plus the payout fee (docs/pricing.md) leave your available balance at once, " +
      "held until the processor's final word: `failed`, `blocked` and `reversed` return both. Checks, in order, each before anything is written: the body's shape, " +
      "currency and amount, the bank, the account number, then the balance. In test mode the account number's last four digits choose the outcome " +
      "(0000 success, 1111 failed, 2222 reversed, 3333 otp_needed, 4444 blocked, 5555 auth_needed). A live payout waits in `pending`, with `status_reason` saying why, " +
      "until a live payout processor is configured. Above your account's approval threshold for the currency (set by an owner in the dashboard), the payout is created " +
      "`auth_needed`, its money held, until a second team member approves it (docs/payouts.md). " +
      "Send an `Idempotency-Key` so a retried request never pays twice. `created_at` and `updated_at` are beside `data`.",
    body: createPayoutSchema,
    bodyExample: { amount: 100, currency: "ETB", account, merchant_reference: "payout-1001", reason: "Refund for order 1001", meta: { order_id: "1001" } },
    idempotent: true,
    success: {
      status: 201,
      message: "Payout created",
      data: payoutCreatedSchema,
      example: { gateway_reference: "po_7Hq2LmN9xKp4RtVb1ZcW8e", merchant_reference: "payout-1001", status: "pending", amount: 100, currency: "ETB", service_fee: 10 },
      topLevel: payoutCreatedTopLevel,
      topLevelExample: { created_at: "2026-11-23T08:00:00.000Z", updated_at: "2026-11-23T08:00:00.000Z" },
    },
    errors: [
      ...payoutHoldErrors,
      ...payoutValueErrors,
      {
        code: "INSUFFICIENT_BALANCE",
        when: "Your available balance in the currency is below amount plus the payout fee",
        message: "Insufficient balance: ETB 50.00 available, ETB 110.00 needed",
      },
      {
        code: "FUNDS_HELD_AT_CONNECTION",
        when: "The part of your available balance the operator holds is below amount plus fee, and the money held at your own processor connections (collected through them) would cover it: that money is paid out only through its own connection (docs/payouts.md)",
        message:
          "Only ETB 0.00 of your available balance is held by the gateway's operator, and this needs ETB 4,010.00 with fees. The rest was collected through your own processor account and is held there: ETB 4,925.00 at your own Chapa connection pcn_4Fq9LmN2xKp7RtVb1ZcW8e (disabled). Money held at your own connection is paid out only through that connection while it is enabled, or withdrawn at that processor.",
        details: { currency: "ETB", needed: 4010, held_by_operator: 0, held_at_connections: [{ connection_id: "pcn_4Fq9LmN2xKp7RtVb1ZcW8e", processor: "chapa", enabled: false, available: 4925 }] },
      },
      {
        code: "RESOURCE_CONFLICT",
        when: "merchant_reference is already used by another of your payouts in this mode",
        message: 'merchant_reference "payout-1001" is already used by another payout',
        details: [{ field: "merchant_reference", message: "must be unique per payout" }],
      },
    ],
  },
  {
    method: "get",
    path: "/v2/payouts",
    operationId: "listPayouts",
    tag: "Payouts",
    summary: "List payouts",
    description:
      "Your payouts in the key's mode, newest first, with filters. Page by `page`/`per_page`, or by `cursor` from an answer's `next_cursor`/`prev_cursor`: " +
      "a cursor is a position, so payouts created while you page never shift or repeat items (a cursor page has no `page` and no `total`).",
    query: listPayoutsQuerySchema,
    success: {
      status: 200,
      message: "Payouts retrieved",
      data: payoutListSchema,
      example: {
        items: [examplePayout],
        pagination: { page: 1, per_page: 20, total: 1, limit: 1, has_more: false, next_cursor: null, prev_cursor: null },
      },
    },
    errors: [
      fieldError("INVALID_VALUE", "status", "must be one of pending, processing, success, failed, blocked, auth_needed, otp_needed, reversed, completed", "A filter's value is not one the list knows: status, currency, from or to (not an ISO 8601 day or time, or from not before to), or a cursor that is not one this list handed out"),
    ],
  },
  {
    method: "get",
    path: "/v2/payouts/{reference}/verify",
    operationId: "verifyPayout",
    tag: "Payouts",
    summary: "Verify a payout",
    description:
      "The payout's current state, by gateway reference or merchant reference. `processed_at` is when the processor's final word (success, failed, blocked) arrived; " +
      "`status_reason` says why a payout failed, was blocked or reversed, or why a live payout waits. A payout whose merchant_reference is literally `bulk` is verified by its gateway reference.",
    pathParams: payoutReferenceParams,
    success: { status: 200, message: "Payout retrieved", data: payoutSchema, example: examplePayout },
    errors: [notFound],
  },
  {
    method: "post",
    path: "/v2/payouts/{reference}/approve",
    operationId: "approvePayout",
    tag: "Payouts",
    summary: "Approve a payout waiting for your approval",
    description:
      "A payout the processor holds for your authorization (`auth_needed`) goes on: `processing`, then as the processor answers. The body is an empty object. " +
      "In test mode, an account number ending in 5555 asks for approval. A payout waiting for a second approver (above your account's approval threshold) " +
      "is approved only by a team member in the dashboard: `403`.",
    pathParams: payoutReferenceParams,
    body: approvePayoutSchema,
    bodyExample: {},
    success: { status: 200, message: "Payout approved", data: payoutSchema, example: { ...examplePayout, status: "processing", processed_at: null } },
    errors: [
      ...waitingPayoutErrors("approval"),
      {
        code: "UNAUTHORIZED",
        status: 403,
        when:
          "The payout waits for a second approver (it was created above your account's approval threshold, docs/payouts.md): a team member other than its creator approves it in the dashboard; an API key cannot",
        message: "This payout waits for a second approver: a team member other than its creator approves it in the dashboard; an API key cannot",
        details: { reason: "team_member_required" },
      },
    ],
  },
  {
    method: "post",
    path: "/v2/payouts/{reference}/reject",
    operationId: "rejectPayout",
    tag: "Payouts",
    summary: "Reject a payout waiting for your approval",
    description:
      "A payout the processor holds for your authorization (`auth_needed`), or one waiting for a second approver, fails, and its amount and fee return to the balance they came from. " +
      "`reason`, when given, is kept in `status_reason` (\"Rejected by the merchant: …\").",
    pathParams: payoutReferenceParams,
    body: rejectPayoutSchema,
    bodyExample: { reason: "Duplicate request" },
    success: {
      status: 200,
      message: "Payout rejected",
      data: payoutSchema,
      example: { ...examplePayout, status: "failed", status_reason: "Rejected by the merchant: Duplicate request", processed_at: "2026-11-23T08:05:00.000Z" },
    },
    errors: waitingPayoutErrors("approval"),
  },
  {
    method: "post",
    path: "/v2/payouts/{reference}/otp",
    operationId: "confirmPayoutOtp",
    tag: "Payouts",
    summary: "Send the OTP a payout waits for",
    description:
      "A payout in `otp_needed` goes on with the right code: `processing`, then as the processor answers. A wrong code leaves it waiting (400 with the tries left); " +
      "the third wrong code fails it and returns its money. One code is checked at a time. In test mode an account number ending in 3333 asks for an OTP, and the code is 123456.",
    pathParams: payoutReferenceParams,
    body: payoutOtpSchema,
    bodyExample: { otp: "123456" },
    success: { status: 200, message: "OTP accepted", data: payoutSchema, example: { ...examplePayout, status: "processing", processed_at: null } },
    errors: [
      ...waitingPayoutErrors("an OTP"),
      {
        code: "INVALID_VALUE",
        when: "The code is wrong: the answer says how many tries are left; after the third wrong code the payout has failed",
        message: "wrong OTP: 2 tries left",
        details: [{ field: "otp", message: "wrong code; 2 left" }],
      },
    ],
  },
  {
    method: "post",
    path: "/v2/payouts/bulk",
    operationId: "createBulkPayouts",
    tag: "Payouts",
    summary: "Create a batch of payouts",
    description:
      "Up to 100 payouts under one `batch_reference`, all or nothing. Each item has the shape of a single payout's body; its `currency` may be left out and, when given, " +
      "must be the batch's. Every item is checked, then the total (amounts plus fees) against your available balance; nothing is written unless everything passes. " +
      "Bad items answer one `400 VALIDATION_ERROR` with one entry per bad item in `error.details`, in index order: `{index, field, code, message}`, where `code` is the item's own " +
      "(`VALIDATION_ERROR`, `INVALID_VALUE`, `INVALID_FORMAT`, `RESOURCE_CONFLICT` for a merchant_reference used by an earlier item or by one of your payouts). " +
      "Each payout then goes its own way, as a single payout. `created_at` is beside `data`.",
    // The route parses the batch's own fields (lib/schemas/bulk-payouts.ts) and the service checks
    // each item with bulkPayoutItemSchema, so every bad item is reported; this schema is both together.
    body: createBulkPayoutSchema,
    bodyExample: {
      title: "November salaries",
      currency: "ETB",
      payouts: [
        { amount: 1500, account, merchant_reference: "salary-2026-11-001", reason: "November salary" },
        { amount: 250, account: { account_name: "Sara Tesfaye", account_number: "+251911110000", bank_slug: "telebirr" } },
      ],
    },
    idempotent: true,
    success: {
      status: 201,
      message: "Payout batch created",
      data: payoutBatchCreatedSchema,
      example: {
        batch_reference: "pob_3Rk8TzWq1Lm6Xc9Vb2Np5h",
        title: "November salaries",
        currency: "ETB",
        count: 2,
        total_amount: 1750,
        total_fee: 15,
        payouts: [
          { gateway_reference: "po_7Hq2LmN9xKp4RtVb1ZcW8e", merchant_reference: "salary-2026-11-001", status: "pending", amount: 1500, service_fee: 10 },
          { gateway_reference: "po_1Fz6YtPq3Wn8Kd2Lc5Rm0s", merchant_reference: null, status: "pending", amount: 250, service_fee: 5 },
        ],
      },
      topLevel: payoutBatchCreatedTopLevel,
      topLevelExample: { created_at: "2026-11-23T08:00:00.000Z" },
    },
    errors: [
      ...payoutHoldErrors,
      {
        code: "VALIDATION_ERROR",
        when: "One or more items are bad (one entry per bad item: index, field, the item's own code, message), or the batch's own fields are: title missing or empty, no items or more than 100, an unknown field",
        message: "1 of 2 payouts is invalid; nothing was created (first: payouts.1.account.account_number: Invalid account number for telebirr: expected mobile number, e.g. +251912345678 or 0912345678)",
        details: [{ index: 1, field: "payouts.1.account.account_number", code: "INVALID_FORMAT", message: "Invalid account number for telebirr: expected mobile number, e.g. +251912345678 or 0912345678" }],
      },
      bodyFormatError,
      { code: "INVALID_VALUE", when: "The batch's currency is not USD, ETB, UGX or DJF", message: "currency must be one of USD, ETB, UGX, DJF", details: [{ field: "currency", message: "must be one of USD, ETB, UGX, DJF" }] },
      {
        code: "INSUFFICIENT_BALANCE",
        when: "Every item is valid but the total (amounts plus fees) exceeds your available balance",
        message: "Insufficient balance: the batch needs ETB 1,765.00 (amounts ETB 1,750.00 + fees ETB 15.00), ETB 1,000.00 is available",
        details: [
          {
            index: null,
            field: "payouts",
            code: "INSUFFICIENT_BALANCE",
            message: "Insufficient balance: the batch needs ETB 1,765.00 (amounts ETB 1,750.00 + fees ETB 15.00), ETB 1,000.00 is available",
            total: 1765,
            available: 1000,
          },
        ],
      },
      {
        code: "FUNDS_HELD_AT_CONNECTION",
        when: "The total is above the part of your available balance the operator holds, and the money held at your own processor connections would cover it: a batch pays only what the operator holds",
        message:
          "Only ETB 1,000.00 of your available balance is held by the gateway's operator, and this needs ETB 1,765.00 with fees. The rest was collected through your own processor account and is held there: ETB 4,925.00 at your own Chapa connection pcn_4Fq9LmN2xKp7RtVb1ZcW8e (disabled). Money held at your own connection is paid out only through that connection while it is enabled, or withdrawn at that processor.",
        details: { currency: "ETB", needed: 1765, held_by_operator: 1000, held_at_connections: [{ connection_id: "pcn_4Fq9LmN2xKp7RtVb1ZcW8e", processor: "chapa", enabled: false, available: 4925 }] },
      },
    ],
  },
  {
    method: "get",
    path: "/v2/payouts/bulk/{batch_reference}",
    operationId: "getPayoutBatch",
    tag: "Payouts",
    summary: "Retrieve a batch of payouts",
    description:
      "A batch with a count per status (every status, zeros included), its totals and all its payouts in the verify shape. `in_progress` is true while any payout is pending " +
      "or processing. `payouts_url` lists the same payouts with the list's filters and paging.",
    pathParams: batchReferenceParams,
    success: {
      status: 200,
      message: "Payout batch retrieved",
      data: payoutBatchSchema,
      example: {
        batch_reference: "pob_3Rk8TzWq1Lm6Xc9Vb2Np5h",
        title: "November salaries",
        currency: "ETB",
        count: 1,
        total_amount: 100,
        total_fee: 10,
        status_counts: { pending: 0, processing: 0, success: 1, failed: 0, blocked: 0, auth_needed: 0, otp_needed: 0, reversed: 0 },
        in_progress: false,
        mode: "test",
        created_at: "2026-11-23T08:00:00.000Z",
        payouts: [{ ...examplePayout, origin: "bulk", batch_reference: "pob_3Rk8TzWq1Lm6Xc9Vb2Np5h" }],
        payouts_url: "/v2/payouts?batch_reference=pob_3Rk8TzWq1Lm6Xc9Vb2Np5h",
      },
    },
    errors: [{ code: "NOT_FOUND", when: "No batch of yours has that reference (another merchant's batch is not found either)", message: "payout batch not found" }],
  },
]);
