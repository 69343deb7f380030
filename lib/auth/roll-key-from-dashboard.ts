import "server-only";
// Dashboard "Roll key" (issue 2): rollApiKey plus its audit row, in one transaction.
// Keys are scoped by merchant (another merchant's key is NOT_FOUND); a dashboard user may act
// on either mode's keys, and the audit row records the key's own mode.
import type { Db } from "@/lib/db";
import { inTransaction } from "@/lib/db";
import { rollApiKey, type RollGrace } from "@/lib/auth/api-keys";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";

export async function rollKeyFromDashboard(
  db: Db,
  opts: { merchantId: string; keyId: string; expireOldIn: RollGrace; actor: AuditActor },
) {
  return inTransaction(db, async (tx) => {
    const { created, old } = await rollApiKey(tx, {
      merchantId: opts.merchantId,
      keyId: opts.keyId,
      expireOldIn: opts.expireOldIn,
    });
    await recordAudit(tx, {
      merchantId: opts.merchantId,
      actor: opts.actor,
      action: "api_key.rolled",
      mode: created.mode,
      targetId: old.id,
      details: {
        kind: created.kind,
        new_key_id: created.id,
        new_prefix: created.prefix,
        old_expires_at: old.expiresAt.toISOString(),
        expire_old_in: opts.expireOldIn,
      },
    });
    return { created, old };
  });
}
