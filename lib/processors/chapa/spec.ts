// Chapa as data: what it serves, its credentials and how the dashboard asks for them, its hosts,
// where its payouts go and what it charges (lib/processors/connector.ts says what each part is for).
import { z } from "zod";
import { defineSpec } from "@/lib/processors/connector";

const credentialsSchema = z
  .object({
    secret_key: z.string().regex(/^CHASECK(_TEST)?-\S+$/, "a Chapa secret key: CHASECK_TEST-… (test) or CHASECK-… (live)"),
    webhook_secret: z.string().min(8, "the webhook secret set in Chapa's dashboard, at least 8 characters"),
  })
  .strict();

export type ChapaCredentials = z.infer<typeof credentialsSchema>;

export const spec = defineSpec({
  name: "chapa",
  label: "Chapa",
  methods: ["card", "telebirr", "cbebirr", "mpesa", "ebirr", "awash_birr"],
  currencies: ["ETB", "USD"],
  credentialsSchema,
  fields: {
    secret_key: { label: "Secret key", secret: true, hint: "CHASECK_TEST-… (test), CHASECK-… (live)" },
    webhook_secret: { label: "Webhook secret", secret: true, hint: "The secret set in Chapa's dashboard, at least 8 characters" },
  },
  credentialsHelp: '{"secret_key": "CHASECK-…", "webhook_secret": "…"}',
  // One host for both modes: the key says which.
  baseUrls: { live: "https://api.chapa.co", test: "https://api.chapa.co" },
  credentialsModeProblem(credentials: ChapaCredentials, mode) {
    const test = credentials.secret_key.startsWith("CHASECK_TEST-");
    if (mode === "live" && test) return "a live connection needs a live Chapa key (CHASECK-…), not CHASECK_TEST-…";
    if (mode === "test" && !test) return "a test connection needs a test Chapa key (CHASECK_TEST-…): a live key would move real money";
    return null;
  },
  // Chapa's transfers reach Ethiopian banks and wallets.
  payoutBanks: ["cbe", "awash", "dashen", "boa", "telebirr", "cbebirr", "mpesa_et", "cbe_usd"],
  // Chapa's published merchant rate for local payments (3.5 %); refunds and transfers carry no charge.
  expectedFees: { payment: { bps: 350n, fixed: 0n }, refund: { bps: 0n, fixed: 0n }, payout: { bps: 0n, fixed: 0n } },
  capabilities: ["refunds", "payouts", "callbacks", "settlement_api", "check"],
  callbackSetup: "set it as the webhook URL in Chapa's dashboard",
});
