import "server-only";
// The operator API's keys (docs/operator.md "Operator API"): `opk_` and 40 random base62 characters
// (about 238 bits), shown once when made; only their SHA-256 is kept, as merchants' keys. A key acts
// for the installation, not for a merchant: no merchant route takes it, and no merchant key opens the
// operator API. Made and revoked by an administrator (the console or `operator api-key`), audited.
import crypto from "node:crypto";
import type { Db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { newId, randomBase62 } from "@/lib/ids";
import { recordOperatorAudit, type OperatorActor } from "@/lib/operator/record-operator-audit";

const KEY_PATTERN = /^opk_[0-9A-Za-z]{40}$/;
/** A key is marked used at most once a minute: a busy platform does not write a row per request. */
const LAST_USED_EVERY_MS = 60_000;

const hashOf = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

export type OperatorApiKeyView = { id: string; name: string; prefix: string; created_by: string; created_at: string; last_used_at: string | null; revoked_at: string | null };

function view(row: { id: string; name: string; prefix: string; createdBy: string; createdAt: Date; lastUsedAt: Date | null; revokedAt: Date | null }): OperatorApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

export async function createOperatorApiKey(tx: Prisma.TransactionClient, opts: { name: string; reason: string; actor: OperatorActor }) {
  const name = opts.name.trim();
  if (!name) throw new ApiError("VALIDATION_ERROR", "Give the key a name", [{ field: "name", message: "Required" }]);
  const key = `opk_${randomBase62(32).slice(-40)}`;
  const row = await tx.operatorApiKey.create({
    data: { id: newId("oak"), name, prefix: key.slice(0, 8), secretHash: hashOf(key), createdBy: opts.actor.operatorId ?? "cli" },
  });
  await recordOperatorAudit(tx, { actor: opts.actor, action: "operator_api_key.created", reason: opts.reason, targetType: "operator_api_key", targetId: row.id, details: { name } });
  return { ...view(row), key };
}

export async function listOperatorApiKeys(db: Db): Promise<OperatorApiKeyView[]> {
  const rows = await db.operatorApiKey.findMany({ orderBy: [{ createdAt: "desc" }, { id: "asc" }] });
  return rows.map(view);
}

export async function revokeOperatorApiKey(tx: Prisma.TransactionClient, opts: { keyId: string; reason: string; actor: OperatorActor; now?: Date }) {
  const now = opts.now ?? new Date();
  const revoked = await tx.operatorApiKey.updateMany({ where: { id: opts.keyId, revokedAt: null }, data: { revokedAt: now } });
  if (revoked.count === 0) {
    const exists = await tx.operatorApiKey.findUnique({ where: { id: opts.keyId }, select: { id: true } });
    throw exists ? new ApiError("INVALID_STATE", "This key is already revoked") : new ApiError("NOT_FOUND", "Operator API key not found");
  }
  await recordOperatorAudit(tx, { actor: opts.actor, action: "operator_api_key.revoked", reason: opts.reason, targetType: "operator_api_key", targetId: opts.keyId });
  return view(await tx.operatorApiKey.findUniqueOrThrow({ where: { id: opts.keyId } }));
}

export type AuthenticatedOperatorKey = { keyId: string; name: string };

/** The key in `Authorization: Bearer opk_…`, or a 401 saying what is wrong (never which keys exist). */
export async function authenticateOperatorApiKey(db: Db, authorization: string | null, now = new Date()): Promise<AuthenticatedOperatorKey> {
  const text = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
  if (!text) throw new ApiError("UNAUTHORIZED", "Send an operator API key: Authorization: Bearer opk_…");
  if (!KEY_PATTERN.test(text)) {
    throw new ApiError("UNAUTHORIZED", /^(sk|pk)_/.test(text) ? "A merchant's key cannot use the operator API; send an operator API key (opk_…)" : "Invalid operator API key");
  }
  const row = await db.operatorApiKey.findUnique({ where: { secretHash: hashOf(text) }, select: { id: true, name: true, revokedAt: true, lastUsedAt: true } });
  if (!row || row.revokedAt) throw new ApiError("UNAUTHORIZED", "Invalid or revoked operator API key");
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
    await db.operatorApiKey.update({ where: { id: row.id }, data: { lastUsedAt: now } });
  }
  return { keyId: row.id, name: row.name };
}
