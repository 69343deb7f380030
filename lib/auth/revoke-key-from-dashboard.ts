import "server-only";
// Dashboard "Revoke" (issue 2): revokeApiKey plus its audit row, in one transaction.
// Revoking a revoked key is a no-op and writes no audit row. Public keys are rolled, not
// revoked: checkout needs one, and there is no "create public key".
import type { Db } from "@/lib/db";
import { inTransaction } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { revokeApiKey } from "@/lib/auth/api-keys";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";

export async function revokeKeyFromDashboard(db: Db, opts: { merchantId: string; keyId: string; actor: AuditActor }) {
  return inTransaction(db, async (tx) => {
    const key = await tx.apiKey.findFirst({ where: { id: opts.keyId, merchantId: opts.merchantId } });
    if (!key) throw new ApiError("NOT_FOUND", "API key not found");
    if (key.kind === "public") {
      throw new ApiError("INVALID_STATE", "Public keys cannot be revoked; roll the public key instead");
    }
    if (key.revokedAt) return { id: key.id, revokedAt: key.revokedAt, changed: false };
    const updated = await revokeApiKey(tx, { merchantId: opts.merchantId, keyId: key.id });
    await recordAudit(tx, {
      merchantId: opts.merchantId,
      actor: opts.actor,
      action: "api_key.revoked",
      mode: key.mode,
      targetId: key.id,
      details: { kind: key.kind, prefix: key.prefix },
    });
    return { id: key.id, revokedAt: updated.revokedAt ?? new Date(), changed: true };
  });
}
