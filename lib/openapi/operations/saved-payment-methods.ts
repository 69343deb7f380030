// A customer's saved payment methods and portal link in the OpenAPI document: POST and GET
// /v2/customers/{id}/payment-methods, GET and DELETE /v2/customers/{id}/payment-methods/{pm}, and
// POST /v2/customers/{id}/portal-link.
import { defineOperations, type DocumentedError, pathParamsSchema } from "@/lib/openapi/operation";
import { bodyFormatError } from "@/lib/openapi/operations/payouts";
import { attachPaymentMethodSchema, listPaymentMethodsQuerySchema } from "@/lib/schemas/saved-payment-methods";
import { createPortalLinkSchema } from "@/lib/schemas/portal";
import { savedPaymentMethodListSchema, savedPaymentMethodSchema } from "@/lib/schemas/responses/saved-payment-methods";
import { portalLinkSchema } from "@/lib/schemas/responses/portal";

const CUSTOMER_ID = "cus_3Vn8Qx2Lp7Rk5Tz1Wc9Bh4";
const PAYMENT_METHOD_ID = "pm_8Qx2Lm7Vb4Nz9Tc3Wp6Rk1";
const customerParam = { id: { description: "The customer profile's id (`cus_…`)", example: CUSTOMER_ID } };
const customerParams = pathParamsSchema(customerParam);
const paymentMethodParams = pathParamsSchema({ ...customerParam, pm: { description: "The saved payment method's reference (`pm_…`)", example: PAYMENT_METHOD_ID } });

/** A card saved at Stripe, active: its brand, last four and expiry (the card itself stays at Stripe). */
const exampleCard = {
  payment_method_reference: PAYMENT_METHOD_ID,
  customer_reference: CUSTOMER_ID,
  type: "card",
  kind: "card",
  status: "active",
  processor: "stripe",
  setup_url: null,
  card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2029 },
  wallet: null,
  mandate: { accepted_at: "2026-12-03T08:02:00.000Z", ip: "203.0.113.7", user_agent: "shop-backend/2.1", channel: "hosted_page", valid_until: null },
  failure_reason: null,
  detached_at: null,
  mode: "test",
  created_at: "2026-12-03T08:00:00.000Z",
  updated_at: "2026-12-03T08:02:00.000Z",
};

/** The same card just attached, waiting for the customer on Stripe's page. */
const examplePendingCard = {
  ...exampleCard,
  status: "pending",
  setup_url: "https://checkout.stripe.com/c/pay/cs_test_a1B2c3D4e5F6g7H8",
  card: { brand: null, last4: null, exp_month: null, exp_year: null },
  mandate: { ...exampleCard.mandate, accepted_at: null, channel: "api" },
  updated_at: "2026-12-03T08:00:00.000Z",
};

const customerNotFound: DocumentedError = {
  code: "NOT_FOUND",
  when: "No customer profile of yours has that id (another merchant's customer is not found either)",
  message: "customer not found",
};

const methodNotFound: DocumentedError = {
  code: "NOT_FOUND",
  when: "No customer profile of yours has that id, or the customer has no saved payment method with that reference (another customer's is not found either)",
  message: "payment method not found",
};

const otherMode = (what: string): DocumentedError => ({
  code: "UNAUTHORIZED",
  when: `The Authorization header is missing or malformed, or the key is unknown, revoked, expired or public; or ${what} belongs to the other mode (a test object asked for with a live key): use that mode's secret key`,
  message: "this reference belongs to test mode; use your test secret key",
});

export const savedPaymentMethodOperations = defineOperations([
  {
    method: "post",
    path: "/v2/customers/{id}/payment-methods",
    operationId: "attachPaymentMethod",
    tag: "Customers",
    summary: "Save a payment method",
    description:
      "Saves a payment method for the customer, to be charged each cycle by a subscription collected by `token` (a card) or `preapproval` (an MTN MoMo wallet): give its reference as the subscription's `payment_method_reference`. " +
      "`card`: the customer saves the card on the processor's page (Stripe): send them to `setup_url` while it is `pending`; `return_url` (or your website, from the dashboard's settings) is where the page sends them back. " +
      "`mtn_momo`: the customer approves a pre-approval prompt on the phone number given. It is `active` once the customer accepted; `failed`, `canceled` or `expired` are the processor's final word. " +
      "The request's address and user agent are kept as the mandate's acceptance. In test mode the simulator decides: a card is active at once; a wallet ending 0001 is approved a moment later, 0002 declined.",
    pathParams: customerParams,
    body: attachPaymentMethodSchema,
    bodyExample: { type: "card", currency: "USD", description: "Fiber 50 Mbps, USD 12 a month", return_url: "https://shop.example.com/billing" },
    idempotent: true,
    success: { status: 201, message: "Payment method attached", data: savedPaymentMethodSchema, example: examplePendingCard },
    errors: [
      bodyFormatError,
      customerNotFound,
      {
        code: "VALIDATION_ERROR",
        when: "type not card or mtn_momo, currency missing, return_url not an http or https URL, valid_until not an ISO 8601 UTC time, an unknown field, or a text too long",
        message: "Invalid request body: type: must be one of card, mtn_momo",
        details: [{ field: "type", message: "must be one of card, mtn_momo" }],
      },
      {
        code: "INVALID_VALUE",
        when:
          "currency is not USD, ETB, UGX or DJF, or the method does not take it (MTN MoMo takes UGX); a wallet without phone_number, or a number not of the wallet's country; a card with a phone_number; valid_until not in the future; " +
          "a card at a processor with no return_url and no website in your settings",
        message: "MTN Mobile Money is not available in USD",
        details: [{ field: "currency", message: "MTN Mobile Money takes UGX" }],
      },
      {
        code: "NO_LIVE_PROCESSOR",
        when: "Live mode: no enabled live processor connection that can hold mandates serves the method in the currency. Nothing is written",
        message: "No processor connection can save live Card payment methods in ETB on this gateway",
        details: [{ field: "currency", message: "no live processor saves Card in ETB" }],
      },
      otherMode("the customer"),
    ],
  },
  {
    method: "get",
    path: "/v2/customers/{id}/payment-methods",
    operationId: "listCustomerPaymentMethods",
    tag: "Customers",
    summary: "List a customer's payment methods",
    description: "The customer's saved payment methods, detached ones included, newest first; filtered by status, paged by `cursor` (`per_page` 1 to 100, default 20).",
    pathParams: customerParams,
    query: listPaymentMethodsQuerySchema,
    success: {
      status: 200,
      message: "Payment methods retrieved",
      data: savedPaymentMethodListSchema,
      example: { items: [exampleCard], pagination: { limit: 1, per_page: 20, has_more: false, next_cursor: null, prev_cursor: null } },
    },
    errors: [
      customerNotFound,
      {
        code: "VALIDATION_ERROR",
        when: "A status not on the list, an unknown or repeated parameter, per_page not a whole number from 1 to 100, or a value longer than its limit",
        message: 'Invalid request query: status: Invalid option: expected one of "pending"|"active"|"failed"|"canceled"|"expired"|"detached"',
        details: [{ field: "status", message: 'Invalid option: expected one of "pending"|"active"|"failed"|"canceled"|"expired"|"detached"' }],
      },
      {
        code: "INVALID_VALUE",
        when: "cursor is not one this list handed out (or was handed out for other filters)",
        message: "cursor is not a cursor from this list; use next_cursor or prev_cursor as given",
        details: [{ field: "cursor", message: "is not a cursor from this list; use next_cursor or prev_cursor as given" }],
      },
      otherMode("the customer"),
    ],
  },
  {
    method: "get",
    path: "/v2/customers/{id}/payment-methods/{pm}",
    operationId: "getPaymentMethod",
    tag: "Customers",
    summary: "Retrieve a saved payment method",
    description: "One saved payment method of the customer: its status, the card's brand, last four and expiry or the wallet's masked number, and the mandate's acceptance. Never a card number or a wallet's full number.",
    pathParams: paymentMethodParams,
    success: { status: 200, message: "Payment method retrieved", data: savedPaymentMethodSchema, example: exampleCard },
    errors: [methodNotFound, otherMode("the customer or the payment method")],
  },
  {
    method: "delete",
    path: "/v2/customers/{id}/payment-methods/{pm}",
    operationId: "detachPaymentMethod",
    tag: "Customers",
    summary: "Detach a saved payment method",
    description:
      "The method is `detached` at once: nothing is charged under it after (a subscription's next try on it fails saying so, and the invoice's pay link is the fallback). " +
      "A mandate the processor may still hold is cancelled there by the worker after the request. There is no reattaching: save it again.",
    pathParams: paymentMethodParams,
    success: { status: 200, message: "Payment method detached", data: savedPaymentMethodSchema, example: { ...exampleCard, status: "detached", detached_at: "2026-12-10T08:00:00.000Z", updated_at: "2026-12-10T08:00:00.000Z" } },
    errors: [methodNotFound, { code: "INVALID_STATE", when: "The payment method is detached already", message: `payment method ${PAYMENT_METHOD_ID} is already detached` }, otherMode("the customer or the payment method")],
  },
  {
    method: "post",
    path: "/v2/customers/{id}/portal-link",
    operationId: "createPortalLink",
    tag: "Customers",
    summary: "Create a customer portal link",
    description:
      "A signed link to the customer's portal, where they see their subscriptions and invoices, pay what is due, cancel at a period's end or change the payment method (a saved card or wallet, a new one, another wallet) (docs/customer-portal.md). " +
      "It works until `expires_at` (`expires_in_hours`, 1 to 720; 168 by default). The link is a capability: send it to that customer only, never show it to others. Each request makes a new link; the old ones work until they expire.",
    pathParams: customerParams,
    body: createPortalLinkSchema,
    bodyExample: { expires_in_hours: 168 },
    success: { status: 201, message: "Portal link created", data: portalLinkSchema, example: { url: "https://pay.example.com/portal/WzEsImN1c18zVm44UXgyTHA3Ums1VHoxV2M5Qmg0Il0.s1gn4tur3", expires_at: "2026-12-10T08:00:00.000Z" } },
    errors: [
      bodyFormatError,
      customerNotFound,
      {
        code: "VALIDATION_ERROR",
        when: "expires_in_hours is not a whole number from 1 to 720, or an unknown field",
        message: "Invalid request body: expires_in_hours: must be at most 720 (30 days)",
        details: [{ field: "expires_in_hours", message: "must be at most 720 (30 days)" }],
      },
      otherMode("the customer"),
    ],
  },
]);
