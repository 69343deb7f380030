// Refunds in the OpenAPI document: POST /v2/payments/{reference}/refunds, GET /v2/refunds/{reference}.
import { defineOperations, pathParamsSchema } from "@/lib/openapi/operation";
import { examplePayment, paymentReferenceParams } from "@/lib/openapi/operations/payments";
import { createRefundSchema } from "@/lib/schemas/refunds";
import { refundCreatedSchema, refundSchema } from "@/lib/schemas/responses/refunds";

const refundReferenceParams = pathParamsSchema({ reference: { description: "The refund's gateway reference (`rfd_…`) or the merchant_reference you gave it", example: "rfd_7Hk2Pq9sLm4Tz1Xc8Vb3Nw" } });

const exampleRefund = {
  refund_reference: "rfd_7Hk2Pq9sLm4Tz1Xc8Vb3Nw",
  payment_reference: "pay_4cBq8kPz1xTn0aLm2VwQeR",
  merchant_reference: "refund-1001-1",
  amount: 25,
  currency: "USD",
  reason: "One item returned",
  status: "succeeded",
  mode: "test",
  created_at: "2026-11-24T09:30:00.000Z",
};

export const refundOperations = defineOperations([
  {
    method: "post",
    path: "/v2/payments/{reference}/refunds",
    operationId: "createRefund",
    tag: "Refunds",
    summary: "Refund a payment",
    description:
      "Refunds all or part of a successful payment: without `amount`, everything still refundable. Partial refunds can follow each other until the payment is fully refunded; " +
      "the payment becomes `partially_refunded`, then `fully_refunded`, and a `payment.partially_refunded` / `payment.fully_refunded` event is sent. " +
      "The whole refund comes out of your available balance (subaccount shares stay with the subaccounts, and the service fee is not returned), so it needs that balance. " +
      "Nothing is written when the request is refused.",
    pathParams: paymentReferenceParams,
    body: createRefundSchema,
    bodyExample: { amount: 25, reason: "One item returned", merchant_reference: "refund-1001-1" },
    idempotent: true,
    success: {
      status: 201,
      message: "Refund created",
      data: refundCreatedSchema,
      example: {
        ...exampleRefund,
        payment: {
          ...examplePayment,
          status: "partially_refunded",
          amount: 100,
          currency: "USD",
          service_fee: 2.9,
          amount_refunded: 25,
          payment_method: "card",
          updated_at: "2026-11-24T09:30:00.000Z",
        },
      },
    },
    errors: [
      { code: "NOT_FOUND", when: "No payment of this mode has that reference", message: "payment not found" },
      {
        code: "INVALID_STATE",
        when: "The payment is not `success` or `partially_refunded` (not paid yet, failed, or already fully refunded)",
        message: "Only successful payments can be refunded; this payment is pending",
      },
      {
        code: "INVALID_VALUE",
        when: "amount is not above zero, has more decimals than the currency, or exceeds what can still be refunded",
        message: "amount exceeds what can still be refunded (USD 75.00)",
        details: [{ field: "amount", message: "at most USD 75.00" }],
      },
      {
        code: "INSUFFICIENT_BALANCE",
        when: "Your available balance in the payment's currency does not cover the refund",
        message: "Insufficient balance: USD 10.00 available, USD 25.00 needed",
      },
      {
        code: "RESOURCE_CONFLICT",
        when: "merchant_reference is already used by another of your refunds in this mode",
        message: 'merchant_reference "refund-1001-1" is already used by another refund',
        details: [{ field: "merchant_reference", message: "must be unique per refund" }],
      },
    ],
  },
  {
    method: "get",
    path: "/v2/refunds/{reference}",
    operationId: "getRefund",
    tag: "Refunds",
    summary: "Retrieve a refund",
    description: "One refund, by its gateway reference (`rfd_…`) or your merchant_reference. The payment's own state is in verify.",
    pathParams: refundReferenceParams,
    success: { status: 200, message: "Refund retrieved", data: refundSchema, example: exampleRefund },
    errors: [{ code: "NOT_FOUND", when: "No refund of yours has that reference", message: "refund not found" }],
  },
]);
