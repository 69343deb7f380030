import "server-only";
// Secrets the gateway must read back (webhook signing secrets, TOTP seeds) are encrypted at rest
// with AES-256-GCM (docs/security.md "Secrets"). The stored text names the key that
// encrypted it, so the key can change: ENCRYPTION_KEY encrypts, and ENCRYPTION_KEY together with
// ENCRYPTION_KEYS_OLD decrypts. Format (ASCII, safe in any text column):
//   enc1:<key id>:<12-byte IV, base64url>:<ciphertext and 16-byte tag, base64url>
// The key id is the first 8 hex digits of SHA-256("gateway-key-id" || key): stable, public, and
// derived, so operators configure keys only. `context` is bound as additional authenticated data
// (e.g. "webhook_endpoint:whe_…"): a value copied to another row or column does not decrypt.
import crypto from "node:crypto";
import { encryptionKeys, type EncryptionKey } from "@/lib/crypto/encryption-keys";

const PREFIX = "enc1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Stored text could not be decrypted: a missing old key, or a value that was tampered with. */
export class SecretDecryptionError extends Error {}

export function isEncryptedSecret(stored: string): boolean {
  return stored.startsWith(`${PREFIX}:`);
}

/** The key id in stored text, or null when the text is not encrypted (a value from before encryption). */
export function encryptedKeyId(stored: string): string | null {
  return isEncryptedSecret(stored) ? stored.split(":")[1] ?? null : null;
}

export function encryptSecret(plaintext: string, context: string, key: EncryptionKey = encryptionKeys().current): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv("aes-256-gcm", key.key, iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const sealed = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return [PREFIX, key.id, iv.toString("base64url"), sealed.toString("base64url")].join(":");
}

/**
 * The plaintext of stored text. Text that is not encrypted is returned as it is: rows written
 * before encryption existed stay readable until they are encrypted (at start-up, or by
 * `npm run gateway -- secrets rotate`).
 */
export function decryptSecret(stored: string, context: string): string {
  if (!isEncryptedSecret(stored)) return stored;
  const [, keyId, ivText, sealedText, extra] = stored.split(":");
  if (!keyId || !ivText || !sealedText || extra !== undefined) throw new SecretDecryptionError("encrypted secret is malformed");
  const key = encryptionKeys().all.find((k) => k.id === keyId);
  if (!key) {
    throw new SecretDecryptionError(`no encryption key with id ${keyId}: add the key that encrypted it to ENCRYPTION_KEYS_OLD`);
  }
  const iv = Buffer.from(ivText, "base64url");
  const sealed = Buffer.from(sealedText, "base64url");
  if (iv.length !== IV_BYTES || sealed.length < TAG_BYTES) throw new SecretDecryptionError("encrypted secret is malformed");
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key.key, iv);
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    throw new SecretDecryptionError("encrypted secret does not verify: wrong key, wrong context or tampered value");
  }
}

/** True when stored text is plaintext or encrypted with a key other than the current one. */
export function needsReencryption(stored: string): boolean {
  return encryptedKeyId(stored) !== encryptionKeys().current.id;
}
