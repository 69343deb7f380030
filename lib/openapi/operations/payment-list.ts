// The payment list in the OpenAPI document: GET /v2/payments.
import { defineOperations } from "@/lib/openapi/operation";
import { listPaymentsQuerySchema } from "@/lib/schemas/payment-list";
import { paymentListSchema } from "@/lib/schemas/responses/payment-list";

export const examplePaymentListItem = {
  gateway_reference: "pay_4cBq8kPz1xTn0aLm2VwQeR",
  merchant_reference: "order-1001",
  payment_type: "Hosted",
  amount: 250,
  currency: "ETB",
  status: "success",
  payment_method: "telebirr",
  service_fee: 3.75,
  customer: { first_name: "Abebe", last_name: "Bikila", email: "abebe@example.com", phone_number: "+251911234567" },
  created_at: "2026-11-23T08:00:00.000Z",
  updated_at: "2026-11-23T08:02:11.000Z",
};

export const paymentListOperations = defineOperations([
  {
    method: "get",
    path: "/v2/payments",
    operationId: "listPayments",
    tag: "Payments",
    summary: "List payments",
    description:
      "Your payments in the key's mode, newest first (by `created_at`, then `gateway_reference`), filtered by the parameters given (combined with AND). " +
      "Page with `cursor` (prefer it: payments created while you page never shift a page, and deep pages stay fast) or with `page` (an offset). " +
      "Every answer carries `next_cursor` and `prev_cursor`, so you can switch to cursors from any page; there is no total count. " +
      "Unlike other endpoints, every bad parameter here, an unknown or repeated one included, is `400 INVALID_VALUE` naming it (the spec's code for list filters). " +
      "Another merchant's payments are never listed: a reference of theirs matches nothing. " +
      "The spec lists `Content-Type: application/json` for this GET; send it if you like, but it is not required (a GET has no body for it to describe).",
    query: listPaymentsQuerySchema,
    queryErrorCode: "INVALID_VALUE",
    success: {
      status: 200,
      message: "Payments retrieved",
      data: paymentListSchema,
      example: {
        items: [examplePaymentListItem],
        pagination: {
          next_cursor: "WzEsImNyZWF0ZWRfYXQiLCJkZXNjIiwiMjAyNi0xMS0yM1QwODowMDowMC4wMDBaIiwicGF5XzRjQnE4a1B6MXhUbjBhTG0yVndRZVIiLCJuZXh0Il0.q9TnX1sVb2kLr8ZpA4cW3g",
          prev_cursor: null,
          limit: 1,
          has_more: true,
          page: 1,
          per_page: 20,
        },
      },
    },
    errors: [
      {
        code: "INVALID_VALUE",
        when:
          "A parameter is not accepted: an unknown status or currency, an e-mail that is not an address, an empty reference, a malformed date, `from` not before `to`, " +
          "`page` below 1, `per_page` outside 1–100, a forged, edited or foreign cursor, a parameter given twice, or a parameter not listed here",
        message: "status must be one of pending, auth_needed, success, failed, cancelled, incomplete, blocked, partially_refunded, fully_refunded, completed",
        details: [{ field: "status", message: "must be one of pending, auth_needed, success, failed, cancelled, incomplete, blocked, partially_refunded, fully_refunded, completed" }],
      },
    ],
  },
]);
