// Payments in the OpenAPI document: POST /v2/payments/hosted, GET /v2/payments/{reference}/verify,
// GET /v2/payment-methods.
import { z } from "zod";
import { defineOperations, fieldError, pathParamsSchema } from "@/lib/openapi/operation";
import { createHostedPaymentSchema, paymentMethodsQuerySchema } from "@/lib/schemas/payments";
import { hostedPaymentCreatedSchema, paymentMethodSchema, paymentSchema } from "@/lib/schemas/responses/payments";
import { merchantSuspendedError } from "@/lib/openapi/operations/holds";

export const paymentReferenceParams = pathParamsSchema({ reference: { description: "The payment's gateway reference (`pay_…`) or your merchant_reference", example: "pay_4cBq8kPz1xTn0aLm2VwQeR" } });

/** One payment as the API shows it; the events feed shows the same payment inside its event. */
export const examplePayment = {
  gateway_reference: "pay_4cBq8kPz1xTn0aLm2VwQeR",
  merchant_reference: "order-1001",
  status: "success",
  amount: 250,
  currency: "ETB",
  service_fee: 7.5,
  amount_refunded: 0,
  payment_method: "telebirr",
  payment_type: "Hosted",
  fee_bearer: "merchant",
  customer: { first_name: "Abebe", last_name: "Bikila", email: "abebe@example.com", phone_number: "+251911234567" },
  meta: { order_id: "1001" },
  mode: "test",
  attempts: 1,
  created_at: "2026-11-23T08:00:00.000Z",
  updated_at: "2026-11-23T08:02:11.000Z",
  expires_at: "2026-11-23T09:00:00.000Z",
  paid_at: "2026-11-23T08:02:11.000Z",
  split: [],
};

export const paymentOperations = defineOperations([
  {
    method: "post",
    path: "/v2/payments/hosted",
    operationId: "createHostedPayment",
    tag: "Payments",
    summary: "Initialize a hosted payment",
    description:
      "Creates a payment and its checkout session. Redirect the customer to `checkout_url`; learn the outcome by webhook (`payment.success`, …) or by verifying. " +
      "The checkout expires after an hour.",
    body: createHostedPaymentSchema,
    bodyExample: {
      amount: 250,
      currency: "ETB",
      merchant_reference: "order-1001",
      customer: { first_name: "Abebe", last_name: "Bikila", email: "abebe@example.com", phone_number: "+251911234567" },
      return_url: "https://shop.example/orders/1001",
      meta: { order_id: "1001" },
    },
    idempotent: true,
    success: {
      status: 201,
      message: "Hosted payment initialized",
      data: hostedPaymentCreatedSchema,
      example: {
        gateway_reference: "pay_4cBq8kPz1xTn0aLm2VwQeR",
        merchant_reference: "order-1001",
        checkout_url: "https://gateway.example/checkout/cs_test_9Qe1hV0pLx2Zr7Tn4Ba6Yc3Wd8Kf5Mj1Sg",
        created_at: "2026-11-23T08:00:00.000Z",
        expires_at: "2026-11-23T09:00:00.000Z",
      },
    },
    errors: [
      merchantSuspendedError,
      fieldError("INVALID_VALUE", "amount", "must have at most 2 decimals for ETB", "A value is out of range: unsupported currency, an amount that is not positive, has too many decimals or exceeds the limit, an unknown or unavailable payment method, bad split rules, or a fee larger than the merchant's share"),
      {
        code: "RESOURCE_CONFLICT",
        when: "merchant_reference is already used by another payment of this mode",
        message: 'merchant_reference "order-1001" is already used by another payment',
        details: [{ field: "merchant_reference", message: "already used" }],
      },
      { code: "NOT_FOUND", when: "A subaccount named in subaccounts does not exist in this mode", message: 'Subaccount "sub_…" not found' },
      {
        code: "NO_LIVE_PROCESSOR",
        when: "Live mode, and no processor connection serves the currency for this merchant, or none serves any of preferred_payment_methods (GET /v2/payment-methods answers `available` the same way). Nothing is written",
        message: "No processor takes live payments in DJF on this gateway; GET /v2/payment-methods?currency=DJF lists what is available",
        details: [{ field: "currency", message: "no live processor serves DJF" }],
      },
    ],
  },
  {
    method: "get",
    path: "/v2/payments/{reference}/verify",
    operationId: "verifyPayment",
    tag: "Payments",
    summary: "Verify a payment",
    description: "The payment's current state, by gateway reference or merchant reference. Check `status` is `success` (and the amount and currency) before you deliver the goods.",
    pathParams: paymentReferenceParams,
    success: { status: 200, message: "Payment retrieved", data: paymentSchema, example: examplePayment },
    errors: [{ code: "NOT_FOUND", when: "No payment of this mode has that reference", message: 'Payment "order-404" not found' }],
  },
  {
    method: "get",
    path: "/v2/payment-methods",
    operationId: "listPaymentMethods",
    tag: "Reference data",
    summary: "List payment methods",
    description: "The methods a checkout can offer, with their pricing; `?currency=` narrows the list to one currency.",
    query: paymentMethodsQuerySchema,
    success: {
      status: 200,
      message: "Payment methods retrieved",
      data: z.array(paymentMethodSchema),
      example: [
        { id: "telebirr", name: "telebirr", type: "wallet", currencies: ["ETB"], available: true, pricing: [{ currency: "ETB", percentage: 3, minimum: 1 }] },
      ],
    },
    errors: [{ code: "INVALID_VALUE", when: "currency is not a supported currency", message: "currency must be one of USD, ETB, UGX, DJF", details: [{ field: "currency", message: "unsupported currency" }] }],
  },
]);
