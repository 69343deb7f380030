// Webhook signatures, as Standard Webhooks defines them so receivers can verify with
// the `standardwebhooks` library unchanged (https://www.standardwebhooks.com):
//   webhook-id         the event id, stable across retries (receivers de-duplicate by it)
//   webhook-timestamp  unix seconds of this attempt
//   webhook-signature  "v1,<base64 HMAC-SHA256 of `${id}.${timestamp}.${body}`>", one per active
//                      secret, space-separated (during a rotation both secrets sign)
// The HMAC key is the secret's bytes: `whsec_` + base64 of 32 random bytes, decoded.
// Also Gateway-Signature: hex HMAC-SHA256 of the raw body keyed with the newest secret as
// written (`whsec_…`), for receivers written against the older single-header style.
import crypto from "node:crypto";

export const SECRET_PREFIX = "whsec_";
const SECRET_BYTES = 32;

export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${crypto.randomBytes(SECRET_BYTES).toString("base64")}`;
}

function keyOf(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new TypeError("a webhook secret starts with whsec_");
  return Buffer.from(secret.slice(SECRET_PREFIX.length), "base64");
}

/** The Standard Webhooks signature of one message with one secret: "v1,<base64>". */
export function standardSignature(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${crypto.createHmac("sha256", keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

/** The older style: hex HMAC-SHA256 of the body alone, keyed with the secret as written. */
export function gatewaySignature(secret: string, body: string): string {
  return crypto.createHmac("sha256", secret).update(body).digest("hex");
}

/**
 * The headers of one delivery attempt. `secrets` are the endpoint's active secrets, newest first
 * (two during a rotation's overlap); the body must be sent as exactly these bytes.
 */
export function signatureHeaders(opts: { id: string; timestamp: number; body: string; secrets: readonly string[] }): Record<string, string> {
  if (opts.secrets.length === 0) throw new TypeError("an endpoint signs with at least one secret");
  return {
    "webhook-id": opts.id,
    "webhook-timestamp": String(opts.timestamp),
    "webhook-signature": opts.secrets.map((s) => standardSignature(s, opts.id, opts.timestamp, opts.body)).join(" "),
    "Gateway-Signature": gatewaySignature(opts.secrets[0], opts.body),
  };
}

/**
 * A receiver's check (the CLI's `listen` and docs/webhooks.md use it): one of the signatures is
 * the secret's, compared in constant time, and the timestamp is within `toleranceSeconds` of now
 * (a replayed old message fails).
 */
export function verifySignature(
  secret: string,
  headers: { "webhook-id": string; "webhook-timestamp": string; "webhook-signature": string },
  body: string,
  opts: { now?: Date; toleranceSeconds?: number } = {},
): boolean {
  const timestamp = Number(headers["webhook-timestamp"]);
  if (!/^\d{1,12}$/.test(headers["webhook-timestamp"]) || !Number.isSafeInteger(timestamp)) return false;
  const now = Math.floor((opts.now ?? new Date()).getTime() / 1000);
  if (Math.abs(now - timestamp) > (opts.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(standardSignature(secret, headers["webhook-id"], timestamp, body));
  return headers["webhook-signature"].split(" ").some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  });
}
