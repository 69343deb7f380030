import "server-only";
// Operators' TOTP secrets (Operator.totpSecret), sealed at rest as users' are (totp-secret-at-rest.ts) but
// bound to the operator's id under a context of their own, so a secret copied between realms does not open.
import { decryptSecret, encryptSecret } from "@/lib/crypto/encrypt-secret";

const context = (operatorId: string) => `operator:${operatorId}:totp`;

export function sealOperatorTotp(operatorId: string, secret: string): string {
  return encryptSecret(secret, context(operatorId));
}

export function openOperatorTotp(operatorId: string, stored: string): string {
  return decryptSecret(stored, context(operatorId));
}
