// Split payments in the OpenAPI document: POST /v2/splits/preview.
import { defineOperations } from "@/lib/openapi/operation";
import { splitPreviewSchema } from "@/lib/schemas/subaccounts";
import { splitPreviewResultSchema } from "@/lib/schemas/responses/splits";

/** The subaccount the preview example names (tests/contract-cases/money.ts makes it). */
export const EXAMPLE_SPLIT_SUBACCOUNT = "sub_9Rt2Wq7Kx4Lm1Pz8Vn3Bc6";

export const splitOperations = defineOperations([
  {
    method: "post",
    path: "/v2/splits/preview",
    operationId: "previewSplit",
    tag: "Subaccounts and splits",
    summary: "Preview a split",
    description:
      "What a split payment would pay each party, computed exactly as POST /v2/payments/hosted would (same rules, same rounding), writing nothing. " +
      "With `payment_method` the fee is that method's; without it, the highest fee among the methods the payment would allow, which is what initialization checks against. " +
      "With `fee_bearer: \"subaccounts\"` the subaccounts bear the fee in proportion to their shares; with `merchant` (the default) it comes out of the merchant's remainder.",
    body: splitPreviewSchema,
    bodyExample: {
      amount: 1000,
      currency: "ETB",
      subaccounts: [{ subaccount_reference: EXAMPLE_SPLIT_SUBACCOUNT, split_type: "percentage", split_value: 10 }],
      fee_bearer: "merchant",
      payment_method: "telebirr",
    },
    success: {
      status: 200,
      message: "Split preview",
      data: splitPreviewResultSchema,
      example: {
        amount: 1000,
        currency: "ETB",
        service_fee: 15,
        fee_basis: "telebirr",
        fee_bearer: "merchant",
        shares: [{ subaccount_reference: EXAMPLE_SPLIT_SUBACCOUNT, subaccount_name: "Partner Store", split_type: "percentage", split_value: 10, amount: 100, fee: 0 }],
        merchant_net: 885,
      },
    },
    errors: [
      {
        code: "INVALID_VALUE",
        when:
          "A value the rules refuse: an unsupported currency; an amount that is not above zero, has too many decimals or exceeds the limit; a payment_method or preferred method unknown or not offered for the currency; " +
          "more than 10 rules, a subaccount listed twice, split_type without split_value (or the other way round), a split_type other than percentage or flat, a bad split_value; " +
          "a subaccount of another currency; shares (plus the fee the merchant bears) exceeding the amount; or fee_bearer `subaccounts` whose shares do not cover the fee",
        message: "merchant's share is not enough to cover the fee",
        details: [{ field: "subaccounts", message: 'shares plus the service fee exceed the amount; fee_bearer "subaccounts" takes the fee from the shares' }],
      },
      {
        code: "NOT_FOUND",
        when: "A subaccount_reference is not an active subaccount of yours in this mode",
        message: "subaccount not found",
        details: [{ field: "subaccounts.0.subaccount_reference", message: "subaccount sub_9Rt2Wq7Kx4Lm1Pz8Vn3Bc6 not found" }],
      },
    ],
  },
]);
