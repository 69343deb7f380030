import "server-only";
// Test secret keys are kept encrypted at rest, so the dashboard can show one again (as Stripe shows
// test keys at any time); live secret keys are shown once and only their hash is kept. The text is
// lib/crypto/encrypt-secret.ts text bound to the key's id: copied to another key's row, it does not
// decrypt. `npm run gateway -- secrets rotate` brings it to the current ENCRYPTION_KEY with the
// other stored secrets (lib/stored-secrets/encrypt-stored-secrets.ts).
import { decryptSecret, encryptSecret } from "@/lib/crypto/encrypt-secret";
import type { KeyKind, Mode } from "@/lib/generated/prisma/client";

const context = (keyId: string) => `api_key:${keyId}`;

/** Only test secret keys are kept; every other key gets null. */
export function sealTestSecretKey(key: { id: string; mode: Mode; kind: KeyKind; text: string }): string | null {
  return key.mode === "test" && key.kind === "secret" ? sealKeyText(key.id, key.text) : null;
}

/** A kept key's text under the current ENCRYPTION_KEY (new keys, and rotation). */
export function sealKeyText(keyId: string, text: string): string {
  return encryptSecret(text, context(keyId));
}

export function openTestSecretKey(keyId: string, stored: string): string {
  return decryptSecret(stored, context(keyId));
}
