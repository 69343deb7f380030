import "server-only";
// Webhook signing secrets are encrypted at rest (docs/security.md "Secrets"): the
// WebhookEndpoint row holds `secret` and `previousSecret` as lib/crypto/encrypt-secret.ts text,
// bound to the endpoint's id. The services in endpoints.ts seal on write and hand out rows with
// the secrets in the clear (signing and the dashboard's reveal need them); nothing else reads
// the columns. Rows from before encryption hold plaintext: they still read (decryptSecret passes
// plaintext through) and are encrypted at start-up (encryptStoredSecrets).
import type { WebhookEndpoint } from "@/lib/generated/prisma/client";
import { decryptSecret, encryptSecret } from "@/lib/crypto/encrypt-secret";

const context = (endpointId: string) => `webhook_endpoint:${endpointId}`;

export function sealEndpointSecret(endpointId: string, secret: string): string {
  return encryptSecret(secret, context(endpointId));
}

/** The row with its secrets decrypted. */
export function openEndpoint<T extends Pick<WebhookEndpoint, "id" | "secret" | "previousSecret">>(row: T): T {
  return {
    ...row,
    secret: decryptSecret(row.secret, context(row.id)),
    previousSecret: row.previousSecret === null ? null : decryptSecret(row.previousSecret, context(row.id)),
  };
}
