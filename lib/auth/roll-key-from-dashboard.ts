import "server-only";
// Dashboard "Roll key" (issue 2): rollApiKey plus its audit row, in one transaction.
// Keys are scoped by merchant (another merchant's key is NOT_FOUND); a dashboard user may act
// on either mode's keys, and the audit row records the key's own mode.
import type { Db } from "@/lib/db";
import { inTransaction } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { rollApiKey, type RollGrace } from "@/lib/auth/api-keys";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";

export async function rollKeyFromDashboard(
  db: Db,
  opts: { merchantId: string; keyId: string; expireOldIn: RollGrace; actor: AuditActor },
) {
  return inTransaction(db, async (tx) => {
    const { created, old } = await rollApiKey(joinable(tx), {
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

/**
 * Prisma 7 transaction clients also have `$transaction` (nested transactions via savepoints),
 * so inTransaction() in lib/db.ts, which tests for it, opens a nested transaction instead of
 * joining ours; the PGlite adapter cannot create savepoints and the whole transaction fails.
 * Hiding `$transaction` makes rollApiKey join this transaction. Harmless once inTransaction
 * tells clients from transactions by `$connect` (reported; then this can go).
 */
function joinable(tx: Prisma.TransactionClient): Prisma.TransactionClient {
  return new Proxy(tx, {
    has: (target, property) => property !== "$transaction" && Reflect.has(target, property),
  });
}
