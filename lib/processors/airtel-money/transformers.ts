// Airtel Money's Open API codes as data: the transaction statuses of a status enquiry and
// of a callback, and the response codes of `status.response_code`, with the message the gateway shows
// for each failure. From Airtel's developer documentation (developers.airtel.africa, Collection-APIs
// and Disbursement-APIs "Response codes"; tests/fakes/airtel-money/README.md lists the pages).
import crypto from "node:crypto";
import { currencyExponent } from "@/lib/money";
import type { ProcessorResponse } from "@/lib/processors/http-executor";


/** TS successful, TF failed, TA ambiguous (ask again), TIP in progress (the customer has not answered yet). */
export const AIRTEL_TRANSACTION_STATUSES = {
  TS: "success",
  TF: "failed",
  TA: "pending",
  TIP: "pending",
} as const;
export type AirtelTransactionStatus = keyof typeof AIRTEL_TRANSACTION_STATUSES;

export function airtelOutcomeOf(status: unknown): "success" | "failed" | "pending" | null {
  return typeof status === "string" && status in AIRTEL_TRANSACTION_STATUSES ? AIRTEL_TRANSACTION_STATUSES[status as AirtelTransactionStatus] : null;
}

/**
 * Collection (DP008…) and disbursement (DP009…) response codes: whether the request is still going (or has to be
 * asked about), and what a failure means. Airtel's "Response codes" tables (Collection-APIs and Disbursement-APIs
 * error codes, developers.airtel.africa / developers.airtel.ug): "ask" marks the codes whose documented meaning is
 * "do the transaction enquiry" (a duplicate, a time-out that may have been processed); the enquiry decides.
 */
export const AIRTEL_RESPONSE_CODES: Record<string, { state: "success" | "pending" | "failed" | "ask"; reason: string }> = {
  DP00800001000: { state: "pending", reason: "Airtel Money reports the transaction as ambiguous" },
  DP00800001001: { state: "success", reason: "Transaction is successful" },
  DP00800001002: { state: "failed", reason: "A wrong Airtel Money PIN was entered" },
  DP00800001003: { state: "failed", reason: "The payment exceeds the Airtel Money account's limits" },
  DP00800001004: { state: "failed", reason: "The amount is below Airtel Money's minimum" },
  DP00800001005: { state: "failed", reason: "The payment was not approved in time" },
  DP00800001006: { state: "pending", reason: "Waiting for the customer to approve on the phone" },
  DP00800001007: { state: "failed", reason: "Not enough money in the Airtel Money account" },
  DP00800001008: { state: "failed", reason: "The payment was declined on the phone" },
  DP00800001009: { state: "failed", reason: "Airtel Money refused the payment" },
  DP00800001010: { state: "failed", reason: "No Airtel Money account for this number" },
  DP00800001024: { state: "failed", reason: "The payment was not approved in time" },
  DP00800001025: { state: "failed", reason: "Airtel Money has no such transaction" },
  DP00800001026: { state: "failed", reason: "Airtel Money refused the request's signature (message signing): check the connection's signing key" },
  DP00800001029: { state: "failed", reason: "The payment was not approved in time" },
  DP00900001000: { state: "pending", reason: "Airtel Money reports the disbursement as ambiguous" },
  DP00900001001: { state: "success", reason: "Transaction is successful" },
  DP00900001003: { state: "failed", reason: "The disbursement wallet reached its daily transaction limit" },
  DP00900001004: { state: "failed", reason: "The amount is out of Airtel Money's limits" },
  DP00900001005: { state: "failed", reason: "Airtel Money reports the disbursement failed" },
  DP00900001006: { state: "pending", reason: "The disbursement is in process" },
  DP00900001007: { state: "failed", reason: "Not enough money in the disbursement wallet" },
  DP00900001009: { state: "failed", reason: "Airtel Money refused the disbursement's initiator" },
  DP00900001010: { state: "failed", reason: "No Airtel Money account for this number" },
  DP00900001011: { state: "ask", reason: "Airtel Money holds a transaction with the same details" },
  DP00900001012: { state: "failed", reason: "Airtel Money refused the payee's number" },
  DP00900001013: { state: "failed", reason: "Airtel Money refused the disbursement" },
  DP00900001014: { state: "ask", reason: "The disbursement timed out at Airtel Money; it may have been processed" },
  DP00900001015: { state: "ask", reason: "Airtel Money has no such disbursement" },
  DP00900001016: { state: "failed", reason: "Airtel Money refused the request's signature (message signing): check the connection's signing key" },
  DP00900001017: { state: "ask", reason: "Airtel Money already holds this transaction id" },
};

/** The disbursement enquiry's answer for an id Airtel never received (Disbursement-APIs error codes, "Transaction Not Found"). */
export const AIRTEL_DISBURSEMENT_NOT_FOUND = "DP00900001015";

/**
 * Router codes, answered by Airtel's API router before the wallet sees the request (Airtel's error-code tables,
 * "ROUTER…"): a wrong disbursement PIN is ROUTER115, a PIN encrypted with another key or scheme ROUTER116.
 * Nothing was sent: each is a final refusal.
 */
export const AIRTEL_ROUTER_CODES: Record<string, string> = {
  ROUTER001: "The Airtel Money wallet is not configured for this app",
  ROUTER003: "Airtel Money refused the request: mandatory parameters are missing",
  ROUTER005: "Airtel Money has no route for this country",
  ROUTER006: "Airtel Money refused the country code",
  ROUTER007: "This Airtel Money app may not operate in this country",
  ROUTER112: "Airtel Money refused the currency",
  ROUTER115: "Airtel Money refused the disbursement PIN: it is not the wallet's PIN",
  ROUTER116: "Airtel Money could not decrypt the disbursement PIN: check the PIN encryption key",
};

/** ESB codes (`status.result_code`) the gateway acts on: an id sent before, and an unknown transaction. */
export const AIRTEL_ESB = {
  SUCCESS: "ESB000010",
  FAILED: "ESB000011",
  FIELD_VALIDATION: "ESB000008",
  DUPLICATE_ID: "ESB000041",
  NOT_FOUND: "ESB000045",
} as const;

export function airtelReason(responseCode: unknown, message?: unknown): string {
  const known = typeof responseCode === "string" ? AIRTEL_RESPONSE_CODES[responseCode] : undefined;
  if (known && known.state === "failed") return known.reason;
  const router = typeof responseCode === "string" ? AIRTEL_ROUTER_CODES[responseCode] : undefined;
  if (router) return router;
  return typeof message === "string" && message ? `Airtel Money: ${message.slice(0, 200)}` : "Airtel Money reports the transaction failed";
}

/** Uganda's calling code: Airtel wants the number without it. */
const UG_CALLING_CODE = "256";

export type AirtelBody = {
  data?: { transaction?: { id?: unknown; status?: unknown; message?: unknown; airtel_money_id?: unknown; reference_id?: unknown }; balance?: unknown; currency?: unknown };
  status?: { code?: unknown; message?: unknown; result_code?: unknown; response_code?: unknown; success?: unknown };
  /** The router's own envelope (ROUTER… codes), outside `status`. */
  status_code?: unknown;
  status_message?: unknown;
};

/** E.164 (+256…) or local (07…) to Airtel's msisdn: the 9 national digits, no country code, no leading 0. */
export function airtelMsisdn(phone: string): string | null {
  let digits = phone.replace(/\D/g, "");
  if (digits.startsWith(UG_CALLING_CODE) && digits.length === 12) digits = digits.slice(3);
  else if (digits.startsWith("0") && digits.length === 10) digits = digits.slice(1);
  return /^\d{9}$/.test(digits) ? digits : null;
}

/** The gateway's minor units to Airtel's whole amount (UGX has none; a fraction cannot be sent). */
export function airtelAmount(amount: bigint, currency: string): number | null {
  const unit = 10n ** BigInt(currencyExponent(currency));
  if (amount % unit !== 0n) return null;
  return Number(amount / unit);
}

/** The PIN as Airtel wants it: RSA (PKCS#1 v1.5) with Airtel's public key, base64. */
export function encryptAirtelPin(pin: string, publicKeyPem: string): string {
  return crypto.publicEncrypt({ key: normalizePem(publicKeyPem), padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from(pin, "utf8")).toString("base64");
}

/** A PEM whose line breaks were lost (pasted into a one-line field) wrapped again as PEM wants it. */
export function normalizePem(pem: string): string {
  const m = /-----BEGIN ((?:RSA )?PUBLIC KEY)-----([\s\S]*?)-----END \1-----/.exec(pem);
  if (!m) return pem;
  const body = m[2].replace(/\s+/g, "");
  return `-----BEGIN ${m[1]}-----\n${body.replace(/.{1,64}/g, "$&\n")}-----END ${m[1]}-----\n`;
}

/**
 * Airtel's `reference`: "alphanumeric, 4 to 64 characters" (a public integration's reading of the Collection and
 * Disbursement docs; the docs' own sample is "Testing transaction", so a space passes too). The gateway's ids carry
 * underscores (`pay_…`, `po_…`): the reference is the id without them. `transaction.id` stays the id itself, which
 * Airtel documents with dashes ("random-unique-id").
 */
export function airtelReference(id: string): string {
  const clean = id.replace(/[^A-Za-z0-9]/g, "").slice(0, 64);
  return clean.length >= 4 ? clean : clean.padEnd(4, "0");
}

/** A public key given as PEM, or as the bare base64 (DER) Airtel's `GET /v1/rsa/encryption-keys` answers, as PEM. */
export function airtelPublicKeyPem(key: string): string {
  return /-----BEGIN/.test(key) ? normalizePem(key) : normalizePem(`-----BEGIN PUBLIC KEY-----${key}-----END PUBLIC KEY-----`);
}

/**
 * Airtel's message signing (v2 APIs, when the app has it on): a fresh AES-256 key and 128-bit IV per request;
 * `x-signature` = base64 of the JSON payload encrypted with them (AES-256-CBC, PKCS#7), `x-key` = base64 of
 * "base64(key):base64(iv)" encrypted with Airtel's RSA public key. The AES half matches the worked example of a
 * public Airtel integration (global-121/121-platform, airtel/src/message_signing.ts); the RSA padding (PKCS#1 v1.5,
 * as for the PIN and as airtel-money-node-sdk sends it) is an assumption the docs leave open.
 */
export function airtelSignature(payload: string, publicKeyPem: string, keyIv?: { key: Buffer; iv: Buffer }): { "x-signature": string; "x-key": string } {
  const { key, iv } = keyIv ?? { key: crypto.randomBytes(32), iv: crypto.randomBytes(16) };
  const cipher = crypto.createCipheriv("aes-256-cbc", key, iv);
  const signature = Buffer.concat([cipher.update(payload, "utf8"), cipher.final()]).toString("base64");
  const xKey = crypto.publicEncrypt({ key: airtelPublicKeyPem(publicKeyPem), padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from(`${key.toString("base64")}:${iv.toString("base64")}`, "utf8")).toString("base64");
  return { "x-signature": signature, "x-key": xKey };
}

/**
 * The hash Airtel puts on an authenticated callback (Callbacks, "Callback with authentication"): HmacSHA256 of the
 * callback payload under the app's key, base64, sent as `hash` beside `transaction`. The payload hashed is the body
 * without its `hash`, i.e. `{"transaction": {…}}` (the Java sample reproduced from the docs hashes exactly that).
 */
export function airtelCallbackHash(transaction: unknown, secret: string): string {
  return crypto.createHmac("sha256", secret).update(JSON.stringify({ transaction })).digest("base64");
}

/** The hash over the `transaction` object alone: the other reading of "the callback payload", accepted too (a callback only prompts an enquiry). */
export function airtelTransactionHash(transaction: unknown, secret: string): string {
  return crypto.createHmac("sha256", secret).update(JSON.stringify(transaction)).digest("base64");
}

export function failureFromMessage(message: unknown): string {
  const text = typeof message === "string" ? message : "";
  if (/insufficient|not enough/i.test(text)) return "Not enough money in the Airtel Money account";
  if (/pin/i.test(text)) return "A wrong Airtel Money PIN was entered";
  if (/timed? ?out|expired/i.test(text)) return "The payment was not approved in time";
  if (/declin|reject|cancel/i.test(text)) return "The payment was declined on the phone";
  if (/not registered|barred|invalid msisdn/i.test(text)) return "No Airtel Money account for this number";
  return text ? `Airtel Money: ${text.slice(0, 200)}` : "Airtel Money reports the transaction failed";
}

export function describe(res: ProcessorResponse): string {
  const body = (res.json ?? {}) as AirtelBody & { error?: unknown; error_description?: unknown };
  const parts = [body.status?.response_code ?? body.status?.result_code, body.status?.message ?? body.error_description ?? body.error].filter((v) => typeof v === "string" && v);
  return parts.join(": ") || res.text.slice(0, 200);
}
