// Airtel Money as data: what it serves, its credentials and how the dashboard asks for them, its hosts
// and where its payouts go (lib/processors/connector.ts says what each part is for).
import { z } from "zod";
import { defineSpec } from "@/lib/processors/connector";

// Airtel Money's Open API: one app's client id and secret (OAuth2 client credentials),
// the country the app is opened for, the "private key" of callback authentication when it is enabled
// on the app, and, for payouts (disbursements), the wallet PIN and the RSA public key Airtel gives to
// encrypt it. Payouts and partial refunds need `disbursement`; without it the connection only collects.
// `api_version` picks Airtel's v1 or v2 APIs: v2 by default, as Airtel's docs recommend it and warn that
// older versions may be deprecated (a stored connection without the field moves to v2). `message_signing`
// holds Airtel's RSA public key for message signing, for an app that has it on: v2 calls are then signed.
const credentialsSchema = z
  .object({
    client_id: z.string().min(8, "the app's client id (Key management in Airtel's portal)"),
    client_secret: z.string().min(8, "the app's client secret"),
    country: z.literal("UG", { error: 'the app\'s country: "UG" (Uganda, UGX) is the one this connector serves' }),
    callback_secret: z.string().min(8, "the callback authentication key set on the app, at least 8 characters").optional(),
    api_version: z.enum(["v1", "v2"], { error: 'the Airtel API version: "v2" (the default, what Airtel recommends) or "v1"' }).optional(),
    message_signing: z
      .object({
        public_key: z
          .string()
          .regex(/^(-----BEGIN (RSA )?PUBLIC KEY-----[\s\S]+-----END (RSA )?PUBLIC KEY-----\s*|[A-Za-z0-9+/=\s]{100,})$/, "Airtel's RSA public key for message signing, as PEM or the base64 GET /v1/rsa/encryption-keys answers"),
      })
      .strict()
      .optional(),
    disbursement: z
      .object({
        pin: z.string().regex(/^\d{4}$/, "the disbursement wallet's 4-digit PIN"),
        public_key: z.string().regex(/^-----BEGIN (RSA )?PUBLIC KEY-----[\s\S]+-----END (RSA )?PUBLIC KEY-----\s*$/, "Airtel's RSA public key for PIN encryption, as PEM"),
      })
      .strict()
      .optional(),
  })
  .strict();

export type AirtelMoneyCredentials = z.infer<typeof credentialsSchema>;

export const spec = defineSpec({
  name: "airtel_money",
  label: "Airtel Money",
  methods: ["airtel_money"],
  currencies: ["UGX"],
  credentialsSchema,
  fields: {
    client_id: { label: "Client ID", hint: "The Airtel app's client id (Key management)" },
    client_secret: { label: "Client secret", secret: true },
    country: { label: "Country", hint: "UG" },
    callback_secret: { label: "Callback authentication key", optional: true, secret: true, hint: "Only when callback authentication is on for the app" },
    api_version: { label: "API version", optional: true, hint: "v2 (default) or v1" },
    "message_signing.public_key": { label: "Message signing public key", optional: true, hint: "Airtel's RSA public key (PEM or base64); only when message signing is on for the app (v2)" },
    "disbursement.pin": { label: "Disbursement PIN", optional: true, secret: true, hint: "4 digits; only to send payouts" },
    "disbursement.public_key": { label: "PIN encryption public key", optional: true, hint: "Airtel's RSA public key (PEM); only to send payouts" },
  },
  credentialsHelp:
    '{"client_id", "client_secret", "country": "UG", "callback_secret"?, "api_version"?: "v2" | "v1", "message_signing"?: {"public_key": "-----BEGIN PUBLIC KEY-----…"}, "disbursement"?: {"pin": "1234", "public_key": "-----BEGIN PUBLIC KEY-----…"}}',
  // Airtel's staging (UAT) and production hosts; its keys look alike in both, so the mode picks the host,
  // and a base URL naming the other mode's host is refused (docs/processors.md).
  baseUrls: { live: "https://openapi.airtel.africa", test: "https://openapiuat.airtel.africa" },
  baseUrlModeProblem(baseUrl, mode) {
    const host = new URL(baseUrl).hostname;
    if (mode === "live" && host === "openapiuat.airtel.africa") return "a live connection needs Airtel's production host (openapi.airtel.africa), not its staging host openapiuat.airtel.africa";
    if (mode === "test" && host === "openapi.airtel.africa") return "a test connection needs Airtel's staging host (openapiuat.airtel.africa): its production host would move real money";
    return null;
  },
  // Airtel Money's disbursements reach Airtel Money wallets in Uganda.
  payoutBanks: ["airtel_ug"],
  payoutsConfigured: (credentials: AirtelMoneyCredentials) => Boolean(credentials.disbursement),
  // Airtel Money publishes no merchant tariff (it is each operator's contract): no expectation, so its
  // fees are shown in the run and in the clearing explanation, never flagged (docs/reconciliation.md).
  capabilities: ["refunds", "payouts", "callbacks", "settlement_file", "check"],
  callbackSetup: "set it as the app's callback URL in Airtel's portal",
});
