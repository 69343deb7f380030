// Direct charges in the OpenAPI document: POST /v2/charges and POST /v2/charges/{reference}/authorize.
import { defineOperations, pathParamsSchema } from "@/lib/openapi/operation";
import { authorizeChargeSchema, createDirectChargeSchema } from "@/lib/schemas/charges";
import { directChargeSchema } from "@/lib/schemas/responses/charges";
import { examplePayment } from "@/lib/openapi/operations/payments";
import { merchantSuspendedError } from "@/lib/openapi/operations/holds";

const chargeReferenceParams = pathParamsSchema({ reference: { description: "The charge's gateway reference (`pay_…`) or your merchant_reference", example: "pay_7dKq2LmN9xKp4RtVb1ZcW8" } });

const exampleCharge = {
  ...examplePayment,
  gateway_reference: "pay_7dKq2LmN9xKp4RtVb1ZcW8",
  merchant_reference: "order-2001",
  payment_type: "Direct charge",
  customer: { first_name: "Abebe", last_name: null, email: null, phone_number: "+251911110001" },
  meta: { order_id: "2001" },
};

export const chargeOperations = defineOperations([
  {
    method: "post",
    path: "/v2/charges",
    operationId: "createDirectCharge",
    tag: "Payments",
    summary: "Charge a wallet directly",
    description:
      "Charges a customer's mobile-money wallet from your backend, with no page: the payment (`payment_type: \"Direct charge\"`) and its attempt on the wallet, as the hosted checkout makes them, " +
      "so verify, events, webhooks, refunds and the ledger are the same. `201` means the charge exists, not that it is paid: read `status` and `next_action`. " +
      "`success` is paid; `pending` with `next_action.type` `push` waits for the customer to approve on the phone (the outcome comes by webhook, or verify); " +
      "`auth_needed` with `next_action.type` `otp` waits for the code the wallet sent (POST it to `next_action.authorize_url`); `failed` and `blocked` are declines, with `failure_reason` " +
      "(a declined charge is still `201`, as a declined PaymentIntent is an object, not an error). Cards are charged on the hosted page. In test mode the wallet number's last four digits " +
      "choose the outcome (docs/testing.md: 0001 success, 0002 failed, 0003 OTP 123456, 0004 blocked, 0005 pending then success after 30 s); in live mode the processor connection " +
      "serving the wallet is used. Send an `Idempotency-Key`: a repeat answers the first answer and never charges twice.",
    body: createDirectChargeSchema,
    bodyExample: { amount: 250, currency: "ETB", method: "telebirr", phone_number: "+251911110001", merchant_reference: "order-2001", customer: { first_name: "Abebe" }, meta: { order_id: "2001" } },
    idempotent: true,
    success: { status: 201, message: "Direct charge created", data: directChargeSchema, example: { ...exampleCharge, next_action: null, failure_reason: null } },
    errors: [
      merchantSuspendedError,
      {
        code: "INVALID_VALUE",
        when: "A value is out of range: unsupported currency, an amount that is not positive or has too many decimals, a method that is not a wallet of the currency (cards are charged on the hosted page), a phone number that is not one of the wallet's country, or bad split rules",
        message: "cards are charged on the hosted page: create a hosted payment (POST /v2/payments/hosted)",
        details: [{ field: "method", message: "cards are charged on the hosted page" }],
      },
      { code: "RESOURCE_CONFLICT", when: "merchant_reference is already used by another payment of this mode", message: 'merchant_reference "order-2001" is already used by another payment', details: [{ field: "merchant_reference", message: "must be unique per payment" }] },
      { code: "INVALID_STATE", when: "Live mode, and no processor connection serves the wallet in the currency", message: "telebirr is not available for live payments in ETB on this gateway", details: [{ field: "method", message: "no processor connection serves it" }] },
      { code: "NOT_FOUND", when: "A subaccount named in subaccounts does not exist in this mode", message: 'Subaccount "sub_…" not found' },
    ],
  },
  {
    method: "post",
    path: "/v2/charges/{reference}/authorize",
    operationId: "authorizeDirectCharge",
    tag: "Payments",
    summary: "Send a direct charge's OTP",
    description:
      "The code the wallet sent the customer, for a direct charge in `auth_needed` (`next_action.type` `otp`). Three tries: a wrong code with tries left is `400` and changes nothing else; " +
      "the third wrong code fails the charge, which is then answered (`status: \"failed\"`). Otherwise the charge as the wallet left it (`success`, or `failed` with `failure_reason`). Test mode: `123456`.",
    pathParams: chargeReferenceParams,
    body: authorizeChargeSchema,
    bodyExample: { otp: "123456" },
    success: { status: 200, message: "Authorization processed", data: directChargeSchema, example: { ...exampleCharge, next_action: null, failure_reason: null } },
    errors: [
      { code: "INVALID_VALUE", when: "The code is wrong and tries are left", message: "wrong OTP: 2 tries left", details: [{ field: "otp", message: "wrong code; 2 tries left" }] },
      { code: "INVALID_STATE", when: "The charge is not waiting for a code (it is paid, failed, pending on the phone), or another code for it is being checked", message: "This charge is success, not waiting for a code" },
      { code: "NOT_FOUND", when: "No direct charge of this mode has that reference (another merchant's, or a payment that is not a direct charge)", message: 'Direct charge "pay_…" not found' },
    ],
  },
]);
