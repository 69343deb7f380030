import "server-only";
// Dashboard "Create secret key": only for a mode that has no usable secret key left
// (every one revoked or expired, or only one still counting down after a roll). The key text is
// returned once; the audit row records the new key's id, never its text.
import type { Db } from "@/lib/db";
import { inTransaction } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { createApiKey } from "@/lib/auth/api-keys";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";

export async function createSecretKey(db: Db, opts: { merchantId: string; mode: Mode; actor: AuditActor }) {
  await authorizeActor(db, { actor: opts.actor, merchantId: opts.merchantId, action: "keys.manage" });
  return inTransaction(db, async (tx) => {
    const active = await tx.apiKey.count({
      where: { merchantId: opts.merchantId, mode: opts.mode, kind: "secret", revokedAt: null, expiresAt: null },
    });
    if (active > 0) {
      throw new ApiError("INVALID_STATE", `There is already an active ${opts.mode} secret key; roll it to get a new one`);
    }
    const created = await createApiKey(tx, opts.merchantId, opts.mode, "secret");
    await recordAudit(tx, {
      merchantId: opts.merchantId,
      actor: opts.actor,
      action: "api_key.created",
      mode: opts.mode,
      targetId: created.id,
      details: { kind: "secret", prefix: created.prefix },
    });
    return created;
  });
}
