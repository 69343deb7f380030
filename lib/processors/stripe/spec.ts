// Stripe as data: what it serves, its credentials and how the dashboard asks for them, its host and
// what it charges (lib/processors/connector.ts says what each part is for).
import { z } from "zod";
import { defineSpec } from "@/lib/processors/connector";

// A secret key (sk_test_… or sk_live_…; restricted rk_ keys work too when they may write
// Checkout Sessions and Refunds and read the balance, and, for saved cards, write Customers,
// PaymentIntents and PaymentMethods and read SetupIntents) and the signing secret of the webhook
// endpoint set in Stripe's dashboard (whsec_…).
const credentialsSchema = z
  .object({
    secret_key: z.string().regex(/^[sr]k_(test|live)_[0-9A-Za-z]{8,}$/, "a Stripe secret key: sk_test_… (test) or sk_live_… (live)"),
    webhook_secret: z.string().regex(/^whsec_[0-9A-Za-z]{8,}$/, "the webhook endpoint's signing secret from Stripe's dashboard: whsec_…"),
  })
  .strict();

export type StripeCredentials = z.infer<typeof credentialsSchema>;

export const spec = defineSpec({
  name: "stripe",
  label: "Stripe",
  methods: ["card"],
  // Stripe presents all four; UGX and DJF are zero-decimal there (the connector converts by its own table).
  currencies: ["USD", "ETB", "UGX", "DJF"],
  credentialsSchema,
  fields: {
    secret_key: { label: "Secret key", secret: true, hint: "sk_test_… (test), sk_live_… (live)" },
    webhook_secret: { label: "Webhook secret", secret: true, hint: "The webhook endpoint's signing secret, whsec_…" },
  },
  credentialsHelp: '{"secret_key": "sk_live_…", "webhook_secret": "whsec_…"}',
  // One API host for both modes: the key says which.
  baseUrls: { live: "https://api.stripe.com", test: "https://api.stripe.com" },
  credentialsModeProblem(credentials: StripeCredentials, mode) {
    const test = /^[sr]k_test_/.test(credentials.secret_key);
    if (mode === "live" && test) return "a live connection needs a live Stripe key (sk_live_…), not sk_test_…";
    if (mode === "test" && !test) return "a test connection needs a test Stripe key (sk_test_…): a live key would move real money";
    return null;
  },
  // Stripe pays out to the operator's own bank account only, never to the gateway's payees.
  payoutBanks: [],
  // Stripe's published standard price for domestic cards in the US (stripe.com/pricing): 2.9 % + 30 cents,
  // so USD only; its fixed part and rates in other currencies depend on the account's country and the card's
  // (not a single published figure): shown, never flagged. A refund carries no fee (Stripe keeps the
  // original charge's fee; the refund's balance transaction has none). Stripe's payouts are not records.
  expectedFees: { payment: { bps: 290n, fixed: 30n, currency: "USD" }, refund: { bps: 0n, fixed: 0n } },
  // recurring: saved cards, set up on Stripe's page (setup-mode Checkout) and charged off-session.
  capabilities: ["refunds", "callbacks", "settlement_api", "check", "recurring"],
  callbackSetup: "set it as a webhook endpoint in Stripe's dashboard",
});
