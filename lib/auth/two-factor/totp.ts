import "server-only";
// TOTP (RFC 6238) for dashboard two-factor sign-in, with otpauth: SHA-1, 6 digits,
// 30-second steps, the defaults every authenticator app reads. A code of the step before or after
// the current one is accepted (clock drift); which step matched is returned so the caller can
// refuse a code whose step was already used (lib/auth/two-factor/verify-second-factor.ts).
// Recovery codes: 10 single-use codes of 10 characters (50 random bits each), stored as SHA-256 of
// user id and code; they are long and random, so a slow hash would add nothing but latency.
import crypto from "node:crypto";
import { Secret, TOTP } from "otpauth";

const PERIOD_SECONDS = 30;
const DIGITS = 6;
const WINDOW_STEPS = 1;
const ISSUER = "Gateway";

export const RECOVERY_CODE_COUNT = 10;
// Crockford's base32, lower case: no i, l, o or u to misread.
const RECOVERY_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const RECOVERY_LENGTH = 10;

/** A new 160-bit secret, base32 (what authenticator apps take when typed in). */
export function newTotpSecret(): string {
  return new Secret({ buffer: new Uint8Array(crypto.randomBytes(20)).buffer }).base32;
}

function totp(secret: string, account = "") {
  return new TOTP({ issuer: ISSUER, label: account, algorithm: "SHA1", digits: DIGITS, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** The otpauth:// URI an authenticator app reads from a QR code. */
export function otpauthUri(secret: string, account: string): string {
  return totp(secret, account).toString();
}

export function isTotpCode(code: string): boolean {
  return new RegExp(`^\\d{${DIGITS}}$`).test(code);
}

/** The time step a code belongs to, if it is valid at `now` (one step either side), else null. */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  if (!isTotpCode(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW_STEPS });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: now.getTime() }) + delta;
}

/** The code an app shows at `at` (tests, and nothing else, need to compute one). */
export function totpCodeAt(secret: string, at: Date): string {
  return totp(secret).generate({ timestamp: at.getTime() });
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = crypto.randomBytes(RECOVERY_LENGTH);
    const text = Array.from(bytes, (b) => RECOVERY_ALPHABET[b & 31]).join("");
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** A typed recovery code in its stored form (case, spaces and dashes ignored), or null. */
export function normalizeRecoveryCode(code: string): string | null {
  const text = code.toLowerCase().replace(/[\s-]/g, "").replace(/[il]/g, "1").replace(/o/g, "0");
  return text.length === RECOVERY_LENGTH && [...text].every((c) => RECOVERY_ALPHABET.includes(c)) ? text : null;
}

export function hashRecoveryCode(userId: string, normalized: string): string {
  return crypto.createHash("sha256").update(`${userId}:${normalized}`).digest("hex");
}
