import "server-only";
// After activation the dashboard offers the live secret key once. It is
// created at that moment (the gateway never stores a secret key's text), and it replaces the
// live secret keys made before activation, which no one has been shown (sign-up keeps them
// hidden) or which never worked (ACTIVATION_PENDING). A conditional update makes a second
// click, a second tab or a retry answer INVALID_STATE instead of a second key.
import type { Db } from "@/lib/db";
import { inTransaction } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { createApiKey, invalidateApiKeyCache } from "@/lib/auth/api-keys";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";

export async function revealLiveSecretKey(db: Db, opts: { merchantId: string; actor: AuditActor }) {
  await authorizeActor(db, { actor: opts.actor, merchantId: opts.merchantId, action: "activation.manage" });
  const { created, revokedHashes } = await inTransaction(db, async (tx) => {
    const now = new Date();
    const claimed = await tx.merchant.updateMany({
      where: { id: opts.merchantId, activationStatus: "activated", liveKeyRevealedAt: null },
      data: { liveKeyRevealedAt: now },
    });
    if (claimed.count === 0) {
      const m = await tx.merchant.findUnique({ where: { id: opts.merchantId }, select: { activationStatus: true } });
      if (m?.activationStatus !== "activated") throw new ApiError("INVALID_STATE", "Live mode is not activated yet");
      throw new ApiError("INVALID_STATE", "The live secret key was already shown once; roll it on the API keys page if it is lost");
    }
    const earlier = await tx.apiKey.findMany({ where: { merchantId: opts.merchantId, mode: "live", kind: "secret", revokedAt: null }, select: { id: true, hash: true } });
    if (earlier.length) {
      await tx.apiKey.updateMany({ where: { id: { in: earlier.map((k) => k.id) } }, data: { revokedAt: now } });
    }
    const key = await createApiKey(tx, opts.merchantId, "live", "secret");
    await recordAudit(tx, {
      merchantId: opts.merchantId,
      actor: opts.actor,
      action: "api_key.created",
      mode: "live",
      targetId: key.id,
      details: { kind: "secret", prefix: key.prefix, via: "activation", revoked_key_ids: earlier.map((k) => k.id) },
    });
    return { created: key, revokedHashes: earlier.map((k) => k.hash) };
  });
  for (const hash of revokedHashes) invalidateApiKeyCache(hash);
  return created;
}
