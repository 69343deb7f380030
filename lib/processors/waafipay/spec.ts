// WaafiPay as data: what it serves, its credentials and how the dashboard asks for them, and its hosts
// (lib/processors/connector.ts says what each part is for).
import { z } from "zod";
import { defineSpec } from "@/lib/processors/connector";

// WaafiPay: the API credentials (API_PURCHASE, API_CANCELPURCHASE) and the HPP ones
// (storeId, hppKey), which its only documented transaction inquiry (HPP_GETTRANINFO) and its refund
// with an amount (HPP_REFUNDPURCHASE) take. Lengths as docs.waafipay.com gives them. `environment`
// says which WaafiPay the credentials belong to: its sandbox and production issue look-alike ones.
const credentialsSchema = z
  .object({
    merchant_uid: z.string().regex(/^[A-Za-z0-9]{7,15}$/, "the merchant UID WaafiPay gave, 7 to 15 letters and digits (e.g. M0910291)"),
    api_user_id: z.string().regex(/^[A-Za-z0-9]{7,15}$/, "the API user id, 7 to 15 letters and digits"),
    api_key: z.string().regex(/^[A-Za-z0-9-]{20,40}$/, "the API key, 20 to 40 characters (API-…)"),
    store_id: z.string().regex(/^\d{1,15}$/, "the HPP store id, digits"),
    hpp_key: z.string().regex(/^[A-Za-z0-9-]{20,40}$/, "the HPP key, 20 to 40 characters (HPP-…)"),
    environment: z.enum(["sandbox", "production"], "sandbox or production"),
  })
  .strict();

export type WaafiPayCredentials = z.infer<typeof credentialsSchema>;

export const spec = defineSpec({
  name: "waafipay",
  label: "WaafiPay",
  methods: ["waafi"],
  currencies: ["DJF"],
  credentialsSchema,
  // The API credentials and the hosted-page ones (status sync and partial refunds take them).
  fields: {
    merchant_uid: { label: "Merchant UID", hint: "From WaafiPay, e.g. M0910291" },
    api_user_id: { label: "API user id" },
    api_key: { label: "API key", secret: true, hint: "API-…" },
    store_id: { label: "HPP store id", hint: "Digits; WaafiPay's transaction inquiry and partial refunds need it" },
    hpp_key: { label: "HPP key", secret: true, hint: "HPP-…" },
    environment: { label: "Environment", hint: "sandbox (test mode) or production (live mode)" },
  },
  credentialsHelp: '{"merchant_uid", "api_user_id", "api_key", "store_id", "hpp_key", "environment": "sandbox"|"production"}',
  // docs.waafipay.com, "API Endpoint": the sandbox answers on plain http; /asm is the connector's path.
  baseUrls: { live: "https://api.waafipay.com", test: "http://sandbox.waafipay.net" },
  credentialsModeProblem(credentials: WaafiPayCredentials, mode) {
    const environment = credentials.environment;
    if (mode === "live" && environment === "sandbox") return 'a live connection needs WaafiPay production credentials ("environment": "production"), not sandbox ones';
    if (mode === "test" && environment === "production") return 'a test connection needs WaafiPay sandbox credentials ("environment": "sandbox"): production ones would move real money';
    return null;
  },
  // WaafiPay documents no transfer or disbursement service (docs/processors.md): WAAFI wallets receive no payouts through it.
  payoutBanks: [],
  // WaafiPay publishes no merchant tariff (it is each operator's contract): no expectation, so its fees
  // are shown in the run and in the clearing explanation, never flagged (docs/reconciliation.md).
  capabilities: ["refunds", "settlement_file", "check"],
  callbackSetup: "WaafiPay sends no callbacks; status sync asks it",
});
