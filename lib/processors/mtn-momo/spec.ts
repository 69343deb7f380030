// MTN Mobile Money as data: what it serves, its credentials and how the dashboard asks for them, its
// hosts, where its payouts go and what it charges (lib/processors/connector.ts says what each part is for).
import { z } from "zod";
import { defineSpec } from "@/lib/processors/connector";

const momoProduct = z
  .object({
    api_user: z.string().uuid("the API user is a UUID"),
    api_key: z.string().min(8),
    subscription_key: z.string().min(8),
  })
  .strict();

const credentialsSchema = z
  .object({
    collection: momoProduct,
    disbursement: momoProduct.optional(),
    target_environment: z.string().regex(/^[a-z]+$/, "sandbox, mtnuganda, mtnghana, …"),
    // The providerCallbackHost the API users were created with (sandbox) or registered on the partner portal
    // (production). MoMo refuses an X-Callback-Url on any other host (500 INVALID_CALLBACK_URL_HOST). Absent: taken
    // to be the gateway's own callback host (a refusal is still caught: the request is sent again without the URL).
    callback_host: z
      .string()
      .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i, "a host name only, such as pay.example.com (no scheme, port or path)")
      .optional(),
    // How refunds are sent. "refund" (the default): MoMo's refund call, POST /disbursement/v1_0/refund with
    // referenceIdToRefund, which ties the refund to the payment on MoMo's side. "transfer": a disbursement transfer
    // to the payer, for an account MoMo does not allow the refund call.
    refunds_via: z.enum(["refund", "transfer"]).optional(),
  })
  .strict();

export type MtnMomoCredentials = z.infer<typeof credentialsSchema>;

export const spec = defineSpec({
  name: "mtn_momo",
  label: "MTN Mobile Money",
  methods: ["mtn_momo"],
  currencies: ["UGX"],
  credentialsSchema,
  fields: {
    "collection.api_user": { label: "Collection API user", hint: "A UUID" },
    "collection.api_key": { label: "Collection API key", secret: true },
    "collection.subscription_key": { label: "Collection subscription key", secret: true },
    "disbursement.api_user": { label: "Disbursement API user", optional: true, hint: "Only to send payouts" },
    "disbursement.api_key": { label: "Disbursement API key", optional: true, secret: true },
    "disbursement.subscription_key": { label: "Disbursement subscription key", optional: true, secret: true },
    target_environment: { label: "Target environment", hint: "sandbox, mtnuganda, mtnghana, …" },
    callback_host: {
      label: "API user's callback host",
      optional: true,
      hint: "The providerCallbackHost the API user was created with, e.g. pay.example.com. If it is not this gateway's host, MoMo sends no callbacks and payments are confirmed by status checks",
    },
    refunds_via: {
      label: "Refunds via",
      optional: true,
      hint: '"refund" (default): MoMo\'s refund call, tied to the payment; "transfer": a disbursement transfer to the payer, if MoMo does not allow your account the refund call',
    },
  },
  credentialsHelp:
    '{"collection": {"api_user", "api_key", "subscription_key"}, "disbursement": {"api_user", "api_key", "subscription_key"}, "target_environment": "mtnuganda", "callback_host": "pay.example.com" (optional: the API user\'s providerCallbackHost), "refunds_via": "refund" | "transfer" (optional, default "refund")}',
  baseUrls: { live: "https://proxy.momoapi.mtn.com", test: "https://sandbox.momodeveloper.mtn.com" },
  credentialsModeProblem(credentials: MtnMomoCredentials, mode) {
    const env = credentials.target_environment;
    if (mode === "live" && env === "sandbox") return 'a live connection needs a production target environment (e.g. "mtnuganda"), not "sandbox"';
    // MoMo's only test environment is its sandbox: production credentials on a test connection would move real money.
    if (mode === "test" && env !== "sandbox") return `a test connection needs MTN's sandbox ("target_environment": "sandbox"), not "${env}": that would move real money`;
    return null;
  },
  // MoMo's disbursements reach MTN wallets in the connection's country.
  payoutBanks: ["mtn_momo_ug"],
  payoutsConfigured: (credentials: MtnMomoCredentials) => Boolean(credentials.disbursement),
  // MTN MoMo collections and disbursements: the merchant tariff is per contract; the default expects none.
  expectedFees: { payment: { bps: 0n, fixed: 0n }, refund: { bps: 0n, fixed: 0n }, payout: { bps: 0n, fixed: 0n } },
  // recurring: MoMo's pre-approval (Collection), which every connection's collection credentials can ask for.
  capabilities: ["refunds", "payouts", "callbacks", "settlement_file", "check", "recurring"],
  callbackSetup: "sent to MTN MoMo with every request; its host must be the API user's providerCallbackHost (callback_host), else MoMo sends none and status checks confirm payments",
});
