// The operator API in the OpenAPI document (docs/operator.md "Operator API"): /v2/operator/*, with an
// operator API key (`opk_…`).
import { defineOperations, fieldError, pathParamsSchema } from "@/lib/openapi/operation";
import { createOperatorMerchantKeySchema, createOperatorMerchantSchema, listOperatorMerchantsQuerySchema } from "@/lib/schemas/operator-api";
import { createdOperatorMerchantSchema, operatorMerchantKeySchema, operatorMerchantListSchema, operatorMerchantSchema } from "@/lib/schemas/responses/operator-api";

const merchantParams = pathParamsSchema({ merchantId: { description: "The merchant's id (`mch_…`)", example: "mch_6Pw1Rz8Kt3Lx5Qm9Vb2Nc7" } });

const merchantExample = {
  id: "mch_6Pw1Rz8Kt3Lx5Qm9Vb2Nc7",
  name: "Abebe Coffee PLC",
  owner_email: "owner@abebe.example",
  state: "test",
  created_at: "2026-12-04T09:00:00.000Z",
  activation: { status: "pending", submitted_at: null, activated_at: null, requirements_due: ["business_details", "settlement_account", "email_verified", "owner_two_factor"] },
  hold: null,
};

export const operatorOperations = defineOperations([
  {
    method: "post",
    path: "/v2/operator/merchants",
    operationId: "createOperatorMerchant",
    tag: "Operator API",
    operatorApi: true,
    summary: "Create a merchant",
    description:
      "Creates a merchant with its owner and a public and secret key in each mode, as sign-up does, for a platform that onboards merchants from its own systems. " +
      "The owner has no password yet: pass `owner.password_setup_url` on to them (it works once, for 72 hours). " +
      "The keys are shown once. The live secret key is null until the merchant is activated, unless `activated` is true. An owner e-mail already in use is 409.",
    body: createOperatorMerchantSchema,
    bodyExample: { name: "Abebe Coffee PLC", owner_email: "owner@abebe.example", reason: "Onboarded from the marketplace" },
    success: {
      status: 201,
      message: "Merchant created",
      data: createdOperatorMerchantSchema,
      example: {
        merchant: merchantExample,
        owner: { email: "owner@abebe.example", password_setup_url: "https://pay.example.com/reset-password/Qm9Vb2Nc7…", password_setup_expires_at: "2026-12-07T09:00:00.000Z" },
        keys: {
          test: { public_key: "pk_test_…", secret_key: "sk_test_…" },
          live: { public_key: "pk_live_…", secret_key: null },
        },
      },
    },
    errors: [
      { code: "RESOURCE_CONFLICT", when: "An account with this owner e-mail already exists", message: "An account with this e-mail already exists" },
      fieldError("VALIDATION_ERROR", "owner_email", "Invalid email address", "A field is missing or not valid"),
    ],
  },
  {
    method: "get",
    path: "/v2/operator/merchants",
    operationId: "listOperatorMerchants",
    tag: "Operator API",
    operatorApi: true,
    summary: "List merchants",
    description: "Every merchant of the installation, newest first, 25 a page; `q` searches names, owner e-mails and ids.",
    query: listOperatorMerchantsQuerySchema,
    success: { status: 200, message: "Merchants retrieved", data: operatorMerchantListSchema, example: { merchants: [merchantExample], page: 1, pages: 1, total: 1 } },
    errors: [],
  },
  {
    method: "get",
    path: "/v2/operator/merchants/{merchantId}",
    operationId: "getOperatorMerchant",
    tag: "Operator API",
    operatorApi: true,
    summary: "Retrieve a merchant",
    description: "One merchant: its state, its activation (what is still due) and any hold with its reason.",
    pathParams: merchantParams,
    success: { status: 200, message: "Merchant retrieved", data: operatorMerchantSchema, example: merchantExample },
    errors: [{ code: "NOT_FOUND", when: "No merchant has this id", message: "Merchant not found" }],
  },
  {
    method: "post",
    path: "/v2/operator/merchants/{merchantId}/api-keys",
    operationId: "createOperatorMerchantKey",
    tag: "Operator API",
    operatorApi: true,
    summary: "Create a key for a merchant",
    description:
      "A new public or secret key for the merchant, in test or live mode, shown once (the merchant's other keys keep working). " +
      "A live secret key waits for the merchant's activation (409 `INVALID_STATE`).",
    pathParams: merchantParams,
    body: createOperatorMerchantKeySchema,
    bodyExample: { mode: "test", kind: "secret", reason: "The platform's second server" },
    success: {
      status: 201,
      message: "API key created",
      data: operatorMerchantKeySchema,
      example: { id: "key_8Kt3Lx5Qm9Vb2Nc7", mode: "test", kind: "secret", prefix: "sk_test_Ab12", key: "sk_test_…" },
    },
    errors: [
      { code: "NOT_FOUND", when: "No merchant has this id", message: "Merchant not found" },
      { code: "INVALID_STATE", when: "A live secret key for a merchant not yet activated", message: "A live secret key waits for the merchant's activation: approve it first (the console's activation queue)" },
    ],
  },
]);
