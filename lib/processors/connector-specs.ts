// What each connector serves and what its credentials look like (docs/processors.md).
// Data only: the connectors themselves are in lib/processors/<name>/, built for a connection by
// registry.ts (processorForConnectionRow).
import { z } from "zod";
import type { Mode } from "@/lib/generated/prisma/enums";

export const CONNECTOR_NAMES = ["chapa", "mtn_momo", "stripe", "airtel_money", "waafipay"] as const;
export type ConnectorName = (typeof CONNECTOR_NAMES)[number];

const chapaCredentials = z
  .object({
    secret_key: z.string().regex(/^CHASECK(_TEST)?-\S+$/, "a Chapa secret key: CHASECK_TEST-… (test) or CHASECK-… (live)"),
    webhook_secret: z.string().min(8, "the webhook secret set in Chapa's dashboard, at least 8 characters"),
  })
  .strict();

const momoProduct = z
  .object({
    api_user: z.string().uuid("the API user is a UUID"),
    api_key: z.string().min(8),
    subscription_key: z.string().min(8),
  })
  .strict();

const mtnCredentials = z
  .object({
    collection: momoProduct,
    disbursement: momoProduct.optional(),
    target_environment: z.string().regex(/^[a-z]+$/, "sandbox, mtnuganda, mtnghana, …"),
  })
  .strict();

// A secret key (sk_test_… or sk_live_…; restricted rk_ keys work too when they may write
// Checkout Sessions and Refunds and read the balance) and the signing secret of the webhook endpoint
// set in Stripe's dashboard (whsec_…).
const stripeCredentials = z
  .object({
    secret_key: z.string().regex(/^[sr]k_(test|live)_[0-9A-Za-z]{8,}$/, "a Stripe secret key: sk_test_… (test) or sk_live_… (live)"),
    webhook_secret: z.string().regex(/^whsec_[0-9A-Za-z]{8,}$/, "the webhook endpoint's signing secret from Stripe's dashboard: whsec_…"),
  })
  .strict();

// Airtel Money's Open API: one app's client id and secret (OAuth2 client credentials),
// the country the app is opened for, the "private key" of callback authentication when it is enabled
// on the app, and, for payouts (disbursements), the wallet PIN and the RSA public key Airtel gives to
// encrypt it. Payouts and partial refunds need `disbursement`; without it the connection only collects.
const airtelCredentials = z
  .object({
    client_id: z.string().min(8, "the app's client id (Key management in Airtel's portal)"),
    client_secret: z.string().min(8, "the app's client secret"),
    country: z.literal("UG", { error: 'the app\'s country: "UG" (Uganda, UGX) is the one this connector serves' }),
    callback_secret: z.string().min(8, "the callback authentication key set on the app, at least 8 characters").optional(),
    disbursement: z
      .object({
        pin: z.string().regex(/^\d{4}$/, "the disbursement wallet's 4-digit PIN"),
        public_key: z.string().regex(/^-----BEGIN (RSA )?PUBLIC KEY-----[\s\S]+-----END (RSA )?PUBLIC KEY-----\s*$/, "Airtel's RSA public key for PIN encryption, as PEM"),
      })
      .strict()
      .optional(),
  })
  .strict();

// WaafiPay: the API credentials (API_PURCHASE, API_CANCELPURCHASE) and the HPP ones
// (storeId, hppKey), which its only documented transaction inquiry (HPP_GETTRANINFO) and its refund
// with an amount (HPP_REFUNDPURCHASE) take. Lengths as docs.waafipay.com gives them. `environment`
// says which WaafiPay the credentials belong to: its sandbox and production issue look-alike ones.
const waafiPayCredentials = z
  .object({
    merchant_uid: z.string().regex(/^[A-Za-z0-9]{7,15}$/, "the merchant UID WaafiPay gave, 7 to 15 letters and digits (e.g. M0910291)"),
    api_user_id: z.string().regex(/^[A-Za-z0-9]{7,15}$/, "the API user id, 7 to 15 letters and digits"),
    api_key: z.string().regex(/^[A-Za-z0-9-]{20,40}$/, "the API key, 20 to 40 characters (API-…)"),
    store_id: z.string().regex(/^\d{1,15}$/, "the HPP store id, digits"),
    hpp_key: z.string().regex(/^[A-Za-z0-9-]{20,40}$/, "the HPP key, 20 to 40 characters (HPP-…)"),
    environment: z.enum(["sandbox", "production"], "sandbox or production"),
  })
  .strict();

export type ChapaCredentials = z.infer<typeof chapaCredentials>;
export type StripeCredentials = z.infer<typeof stripeCredentials>;
export type AirtelMoneyCredentials = z.infer<typeof airtelCredentials>;
export type WaafiPayCredentials = z.infer<typeof waafiPayCredentials>;
export type MtnMomoCredentials = z.infer<typeof mtnCredentials>;

type Spec = {
  label: string;
  methods: readonly string[];
  currencies: readonly string[];
  credentialsSchema: z.ZodType;
  credentialsHelp: string;
  credentialFieldNames: string[];
  /**
   * The processor's own API host for each mode: its production host for live connections, its
   * sandbox (or staging) host for test ones. A connection the merchant added talks to no other host;
   * only the operator's CLI may point a connection elsewhere (a fake, a proxy).
   */
  baseUrls: Readonly<Record<Mode, string>>;
  /** A live connection with test credentials (or the reverse) is refused when the processor tells them apart. */
  credentialsModeProblem?(credentials: unknown, mode: Mode): string | null;
  sendsPayouts: boolean;
  /** A base URL that is the processor's host of the other mode (its staging host on a live connection, or the reverse). */
  baseUrlModeProblem?(baseUrl: string, mode: Mode): string | null;
  /** Whether these credentials can send payouts (MTN and Airtel need their disbursement part); absent: always. */
  payoutsConfigured?(credentials: unknown): boolean;
};

const SPECS: Record<ConnectorName, Spec> = {
  chapa: {
    label: "Chapa",
    methods: ["card", "telebirr", "cbebirr", "mpesa", "ebirr", "awash_birr"],
    currencies: ["ETB", "USD"],
    credentialsSchema: chapaCredentials,
    credentialsHelp: '{"secret_key": "CHASECK-…", "webhook_secret": "…"}',
    credentialFieldNames: ["secret_key", "webhook_secret"],
    // One host for both modes: the key says which.
    baseUrls: { live: "https://api.chapa.co", test: "https://api.chapa.co" },
    credentialsModeProblem(credentials, mode) {
      const key = (credentials as ChapaCredentials).secret_key;
      const test = key.startsWith("CHASECK_TEST-");
      if (mode === "live" && test) return "a live connection needs a live Chapa key (CHASECK-…), not CHASECK_TEST-…";
      if (mode === "test" && !test) return "a test connection needs a test Chapa key (CHASECK_TEST-…): a live key would move real money";
      return null;
    },
    sendsPayouts: true,
  },
  mtn_momo: {
    label: "MTN Mobile Money",
    methods: ["mtn_momo"],
    currencies: ["UGX"],
    credentialsSchema: mtnCredentials,
    credentialsHelp:
      '{"collection": {"api_user", "api_key", "subscription_key"}, "disbursement": {"api_user", "api_key", "subscription_key"}, "target_environment": "mtnuganda"}',
    credentialFieldNames: ["collection.api_user", "collection.api_key", "collection.subscription_key", "disbursement.api_user", "disbursement.api_key", "disbursement.subscription_key", "target_environment"],
    baseUrls: { live: "https://proxy.momoapi.mtn.com", test: "https://sandbox.momodeveloper.mtn.com" },
    credentialsModeProblem(credentials, mode) {
      const env = (credentials as MtnMomoCredentials).target_environment;
      if (mode === "live" && env === "sandbox") return 'a live connection needs a production target environment (e.g. "mtnuganda"), not "sandbox"';
      // MoMo's only test environment is its sandbox: production credentials on a test connection would move real money.
      if (mode === "test" && env !== "sandbox") return `a test connection needs MTN's sandbox ("target_environment": "sandbox"), not "${env}": that would move real money`;
      return null;
    },
    sendsPayouts: true,
    payoutsConfigured: (credentials) => Boolean((credentials as MtnMomoCredentials).disbursement),
  },
  airtel_money: {
    label: "Airtel Money",
    methods: ["airtel_money"],
    currencies: ["UGX"],
    credentialsSchema: airtelCredentials,
    credentialsHelp:
      '{"client_id", "client_secret", "country": "UG", "callback_secret"?, "disbursement"?: {"pin": "1234", "public_key": "-----BEGIN PUBLIC KEY-----…"}}',
    credentialFieldNames: ["client_id", "client_secret", "country", "callback_secret", "disbursement.pin", "disbursement.public_key"],
    // Airtel's staging (UAT) and production hosts; its keys look alike in both, so the mode picks the host,
    // and a base URL naming the other mode's host is refused (docs/processors.md).
    baseUrls: { live: "https://openapi.airtel.africa", test: "https://openapiuat.airtel.africa" },
    baseUrlModeProblem(baseUrl, mode) {
      const host = new URL(baseUrl).hostname;
      if (mode === "live" && host === "openapiuat.airtel.africa") return "a live connection needs Airtel's production host (openapi.airtel.africa), not its staging host openapiuat.airtel.africa";
      if (mode === "test" && host === "openapi.airtel.africa") return "a test connection needs Airtel's staging host (openapiuat.airtel.africa): its production host would move real money";
      return null;
    },
    sendsPayouts: true,
    payoutsConfigured: (credentials) => Boolean((credentials as AirtelMoneyCredentials).disbursement),
  },
  stripe: {
    label: "Stripe",
    methods: ["card"],
    // Stripe presents all four; UGX and DJF are zero-decimal there (the connector converts by its own table).
    currencies: ["USD", "ETB", "UGX", "DJF"],
    credentialsSchema: stripeCredentials,
    credentialsHelp: '{"secret_key": "sk_live_…", "webhook_secret": "whsec_…"}',
    credentialFieldNames: ["secret_key", "webhook_secret"],
    // One API host for both modes: the key says which.
    baseUrls: { live: "https://api.stripe.com", test: "https://api.stripe.com" },
    credentialsModeProblem(credentials, mode) {
      const key = (credentials as StripeCredentials).secret_key;
      const test = /^[sr]k_test_/.test(key);
      if (mode === "live" && test) return "a live connection needs a live Stripe key (sk_live_…), not sk_test_…";
      if (mode === "test" && !test) return "a test connection needs a test Stripe key (sk_test_…): a live key would move real money";
      return null;
    },
    // Stripe pays out to the operator's own bank account only, never to the gateway's payees.
    sendsPayouts: false,
  },
  waafipay: {
    label: "WaafiPay",
    methods: ["waafi"],
    currencies: ["DJF"],
    credentialsSchema: waafiPayCredentials,
    credentialsHelp: '{"merchant_uid", "api_user_id", "api_key", "store_id", "hpp_key", "environment": "sandbox"|"production"}',
    credentialFieldNames: ["merchant_uid", "api_user_id", "api_key", "store_id", "hpp_key", "environment"],
    // docs.waafipay.com, "API Endpoint": the sandbox answers on plain http; /asm is the connector's path.
    baseUrls: { live: "https://api.waafipay.com", test: "http://sandbox.waafipay.net" },
    credentialsModeProblem(credentials, mode) {
      const environment = (credentials as WaafiPayCredentials).environment;
      if (mode === "live" && environment === "sandbox") return 'a live connection needs WaafiPay production credentials ("environment": "production"), not sandbox ones';
      if (mode === "test" && environment === "production") return 'a test connection needs WaafiPay sandbox credentials ("environment": "sandbox"): production ones would move real money';
      return null;
    },
    // WaafiPay documents no transfer or disbursement service (docs/processors.md).
    sendsPayouts: false,
  },
};

/**
 * Every catalog method and currency (lib/catalog/payment-methods.ts) that no connector serves in live
 * mode, and why (docs/processors.md "Every method, every currency, live mode"). A pair is
 * either served by some connector above or listed here, never both and never neither: the live-method
 * coverage test holds the catalog, the specs and this list together. Live mode shows these unavailable.
 */
export const NOT_CONNECTED_IN_LIVE: readonly { method: string; currency: string; reason: string }[] = [
  {
    method: "d_money",
    currency: "DJF",
    reason:
      "D-Money (Djibouti Telecom) has no public API documentation (its signed merchant channel is given to contracted integrators only), so no connector and faithful fake can be written from it; no connected aggregator reaches it (Chapa serves Ethiopia, WaafiPay WAAFI wallets)",
  },
  {
    method: "bank_transfer",
    currency: "ETB",
    reason: "a payer-initiated bank debit needs a bank or switch API none of the connectors offers (Chapa's bank transfers are payouts); merchants take bank money through virtual accounts instead",
  },
  {
    method: "bank_transfer",
    currency: "UGX",
    reason: "a payer-initiated bank debit needs a bank or switch API none of the connectors offers; merchants take bank money through virtual accounts instead",
  },
  {
    method: "bank_transfer",
    currency: "USD",
    reason: "a payer-initiated bank debit needs a bank or switch API none of the connectors offers; merchants take bank money through virtual accounts instead",
  },
];

export function connectorSpec(name: ConnectorName): Spec {
  const spec = SPECS[name];
  if (!spec) throw new Error(`unknown connector ${name}`);
  return spec;
}
