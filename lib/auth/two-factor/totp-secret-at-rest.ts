import "server-only";
// TOTP secrets are encrypted at rest (docs/security.md "Secrets"), as webhook signing
// secrets are: User.totpSecret holds lib/crypto/encrypt-secret.ts text bound to the user's id, so
// a value copied to another user's row does not decrypt. Enrolment seals the new secret; the code
// checks (confirm, disable, sign-in) open it. A row from before encryption holds the base32 secret
// itself: it still reads (decryptSecret passes plaintext through) and is encrypted at start-up and
// by `npm run gateway -- secrets rotate` (lib/stored-secrets/encrypt-stored-secrets.ts).
import { decryptSecret, encryptSecret } from "@/lib/crypto/encrypt-secret";

const context = (userId: string) => `user:${userId}:totp`;

export function sealTotpSecret(userId: string, secret: string): string {
  return encryptSecret(secret, context(userId));
}

/** The base32 secret of a stored User.totpSecret. */
export function openTotpSecret(userId: string, stored: string): string {
  return decryptSecret(stored, context(userId));
}
