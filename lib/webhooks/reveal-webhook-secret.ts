import "server-only";
// "Reveal" on the dashboard's endpoint page: the signing secret shown on demand. The
// current secret, and during a rotation's overlap the replaced one with the moment it stops
// signing. Each reveal is an audit record, since whoever sees the secret can forge deliveries.
import type { Db } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import type { OtherModeAnswer } from "@/lib/auth/other-mode";
import { activeSecrets, findWebhookEndpoint, type Scope } from "@/lib/webhooks/endpoints";
import { authorizeActor } from "@/lib/team/authorize-actor";

export type RevealedWebhookSecret = {
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: string | null;
};

export async function revealWebhookSecret(
  db: Db,
  scope: Scope & { id: string; otherMode: OtherModeAnswer },
  actor: AuditActor,
  now = new Date(),
): Promise<RevealedWebhookSecret> {
  await authorizeActor(db, { actor: actor, merchantId: scope.merchantId, action: "webhooks.manage" });
  const endpoint = await findWebhookEndpoint(db, scope);
  const overlapping = activeSecrets(endpoint, now).length > 1;
  await recordAudit(db, { merchantId: scope.merchantId, actor, mode: scope.mode, action: "webhook_endpoint.secret_revealed", targetId: endpoint.id });
  return {
    secret: endpoint.secret,
    previous_secret: overlapping ? endpoint.previousSecret : null,
    previous_secret_expires_at: overlapping ? endpoint.previousSecretExpiresAt!.toISOString() : null,
  };
}
