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
  },
  credentialsHelp:
    '{"collection": {"api_user", "api_key", "subscription_key"}, "disbursement": {"api_user", "api_key", "subscription_key"}, "target_environment": "mtnuganda"}',
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
  capabilities: ["refunds", "payouts", "callbacks", "settlement_file", "check"],
  callbackSetup: "sent to MTN MoMo with every request; nothing to set",
});
