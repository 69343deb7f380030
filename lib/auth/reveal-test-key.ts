import "server-only";
// Dashboard "Reveal" on a test secret key: its text again, for a member who may manage keys, as
// often as they need it (test keys move no money). Live secret keys are shown once, when they are
// made or rolled, and cannot be revealed: only their hash is kept. Each reveal is audited, with the
// key's id and never its text.
import type { Db } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { keyStatus } from "@/lib/auth/api-keys";
import { openTestSecretKey } from "@/lib/auth/test-key-at-rest";

export async function revealTestSecretKey(db: Db, opts: { merchantId: string; keyId: string; actor: AuditActor }) {
  await authorizeActor(db, { actor: opts.actor, merchantId: opts.merchantId, action: "keys.manage" });
  const key = await db.apiKey.findFirst({ where: { id: opts.keyId, merchantId: opts.merchantId } });
  if (!key) throw new ApiError("NOT_FOUND", "API key not found");
  if (key.kind === "public") throw new ApiError("INVALID_STATE", "Publishable keys are shown in full on the keys page; there is nothing to reveal");
  if (key.mode === "live") {
    throw new ApiError("INVALID_STATE", "Live secret keys are shown once, when they are made, and are not kept; roll the key to get a new one");
  }
  const status = keyStatus(key);
  if (status === "revoked" || status === "expired") throw new ApiError("INVALID_STATE", `This key is ${status}; roll or create an active key instead`);
  if (key.sealedSecret === null) {
    throw new ApiError("INVALID_STATE", "This key was made before test keys could be shown again; roll it to get one that can be");
  }
  const text = openTestSecretKey(key.id, key.sealedSecret);
  await recordAudit(db, {
    merchantId: opts.merchantId,
    actor: opts.actor,
    action: "api_key.revealed",
    mode: key.mode,
    targetId: key.id,
    details: { kind: key.kind, prefix: key.prefix },
  });
  return { id: key.id, kind: key.kind, mode: key.mode, key: text };
}
