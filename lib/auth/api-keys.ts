import "server-only";
// API keys: creation, authentication with a short in-memory cache, roll, revoke.
// Keys are found by their SHA-256 hash. A live secret key's text is returned once, at creation,
// and never kept; a test secret key's is also kept encrypted so the dashboard can show it again
// (lib/auth/test-key-at-rest.ts, lib/auth/reveal-test-key.ts).
import type { Db } from "@/lib/db";
import { inTransaction } from "@/lib/db";
import type { KeyKind, Mode } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import { displayPrefix, generateApiKey, hashApiKey, parseApiKey } from "@/lib/auth/api-key-format";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { sealTestSecretKey } from "@/lib/auth/test-key-at-rest";

export type AuthenticatedKey = {
  keyId: string;
  merchantId: string;
  merchantName: string;
  mode: Mode;
  kind: KeyKind;
  /** The merchant's own API rate limit for this mode (null: the operator's default). */
  rateLimit: { perSecond: number | null; burst: number | null };
};

type CachedKey = AuthenticatedKey & { activationStatus: string; expiresAt: Date | null; revokedAt: Date | null; cachedAt: number };

const cacheKey = Symbol.for("gateway.apiKeyCache");
const state = ((globalThis as Record<symbol, unknown>)[cacheKey] ??= {
  keys: new Map<string, CachedKey>(),
  lastUsedWrites: new Map<string, number>(),
}) as { keys: Map<string, CachedKey>; lastUsedWrites: Map<string, number> };

const LAST_USED_WRITE_INTERVAL_MS = 60_000;

/** Read with the key and cached with it: a change reaches every process within KEY_CACHE_TTL_MS. */
const RATE_LIMIT_COLUMNS = { rateLimitLivePerSecond: true, rateLimitLiveBurst: true, rateLimitTestPerSecond: true, rateLimitTestBurst: true } as const;

/** Forget cached keys: revocation in this process takes effect at once. */
export function invalidateApiKeyCache(hash?: string) {
  if (hash) state.keys.delete(hash);
  else state.keys.clear();
}

/**
 * Resolves `Authorization: Bearer sk_…` to a merchant and mode, or throws 401 UNAUTHORIZED
 * with a message that says exactly what is wrong.
 */
export async function authenticateSecretKey(db: Db, authorization: string | null): Promise<AuthenticatedKey> {
  if (!authorization) throw unauthorized("Missing Authorization header; send Authorization: Bearer <secret key>");
  // RFC 9110 section 11.1: the scheme is case-insensitive and 1*SP separates it from the
  // credentials; tabs and extra spaces are accepted as well, as most servers do.
  const match = /^bearer[ \t]+(\S+)$/i.exec(authorization.trim());
  if (!match) throw unauthorized("Malformed Authorization header; expected: Authorization: Bearer <secret key>");
  const parsed = parseApiKey(match[1]);
  if (!parsed.ok) {
    throw unauthorized(
      parsed.reason === "malformed"
        ? "Malformed API key; keys look like sk_test_… or sk_live_…"
        : "Invalid API key checksum; check the key for typos",
    );
  }
  if (parsed.kind === "public") {
    throw unauthorized("This is a public key; public keys are for client-side use. Use your secret key (sk_…) on your server");
  }

  const now = Date.now();
  let key = state.keys.get(parsed.hash);
  if (!key || now - key.cachedAt > env().KEY_CACHE_TTL_MS) {
    const row = await db.apiKey.findUnique({
      where: { hash: parsed.hash },
      select: { id: true, merchantId: true, mode: true, kind: true, expiresAt: true, revokedAt: true, merchant: { select: { name: true, activationStatus: true, ...RATE_LIMIT_COLUMNS } } },
    });
    if (!row) {
      state.keys.delete(parsed.hash);
      throw unauthorized("Unknown API key");
    }
    key = {
      keyId: row.id,
      merchantId: row.merchantId,
      merchantName: row.merchant.name,
      mode: row.mode,
      kind: row.kind,
      activationStatus: row.merchant.activationStatus,
      rateLimit:
        row.mode === "live"
          ? { perSecond: row.merchant.rateLimitLivePerSecond, burst: row.merchant.rateLimitLiveBurst }
          : { perSecond: row.merchant.rateLimitTestPerSecond, burst: row.merchant.rateLimitTestBurst },
      expiresAt: row.expiresAt,
      revokedAt: row.revokedAt,
      cachedAt: now,
    };
    state.keys.set(parsed.hash, key);
  }
  if (key.revokedAt) throw unauthorized("This API key has been revoked");
  if (key.expiresAt && key.expiresAt.getTime() <= now) throw unauthorized("This API key has expired");
  // Live mode is locked until the operator activates the merchant; test keys
  // never are. Cached with the key: an activation reaches every process within KEY_CACHE_TTL_MS.
  if (key.mode === "live" && key.activationStatus !== "activated") {
    throw new ApiError(
      "ACTIVATION_PENDING",
      "Live mode is not activated for this account yet: activation is pending. Finish the checklist in the dashboard (Settings, Go live); the operator then activates it. Test keys work meanwhile",
    );
  }

  touchLastUsed(db, key.keyId, now);
  const { keyId, merchantId, merchantName, mode, kind, rateLimit } = key;
  return { keyId, merchantId, merchantName, mode, kind, rateLimit };
}

/** Records last use at most once a minute per key, outside the request's critical path. */
function touchLastUsed(db: Db, keyId: string, now: number) {
  const last = state.lastUsedWrites.get(keyId) ?? 0;
  if (now - last < LAST_USED_WRITE_INTERVAL_MS) return;
  state.lastUsedWrites.set(keyId, now);
  db.apiKey
    .update({ where: { id: keyId }, data: { lastUsedAt: new Date(now) } })
    .catch((error: unknown) => logger().warn({ err: error, keyId }, "could not record API key use"));
}

function unauthorized(message: string) {
  return new ApiError("UNAUTHORIZED", message);
}

export type CreatedKey = { id: string; kind: KeyKind; mode: Mode; key: string; prefix: string };

export async function createApiKey(db: Db, merchantId: string, mode: Mode, kind: KeyKind): Promise<CreatedKey> {
  const key = generateApiKey(kind, mode);
  const id = newId("key");
  const row = await db.apiKey.create({
    data: {
      id,
      merchantId,
      mode,
      kind,
      prefix: displayPrefix(key),
      publicValue: kind === "public" ? key : null,
      hash: hashApiKey(key),
      sealedSecret: sealTestSecretKey({ id, mode, kind, text: key }),
    },
  });
  return { id: row.id, kind, mode, key, prefix: row.prefix };
}

/** A merchant starts with a public and a secret key in each mode. */
export async function createInitialKeys(db: Db, merchantId: string) {
  const keys: Record<Mode, { public: string; secret: string }> = {} as never;
  for (const mode of ["test", "live"] as const) {
    const pub = await createApiKey(db, merchantId, mode, "public");
    const sec = await createApiKey(db, merchantId, mode, "secret");
    keys[mode] = { public: pub.key, secret: sec.key };
  }
  return keys;
}

export const ROLL_GRACE = { now: 0, "1h": 3_600_000, "24h": 86_400_000 } as const;
export type RollGrace = keyof typeof ROLL_GRACE;

/**
 * Replaces a key with a new one of the same mode and kind. The old key stops working
 * now, or after a grace period so deployed servers can switch over. Keys are scoped by
 * merchant (another merchant's key is NOT_FOUND); the audit record, written in the same
 * transaction, names the key's own mode.
 */
export async function rollApiKey(db: Db, opts: { merchantId: string; keyId: string; expireOldIn: RollGrace; actor: AuditActor }) {
  await authorizeActor(db, { actor: opts.actor, merchantId: opts.merchantId, action: "keys.manage" });
  return inTransaction(db, async (tx) => {
    const old = await tx.apiKey.findFirst({ where: { id: opts.keyId, merchantId: opts.merchantId } });
    if (!old) throw new ApiError("NOT_FOUND", "API key not found");
    const status = keyStatus(old);
    if (status === "revoked" || status === "expired") {
      throw new ApiError("INVALID_STATE", "This key is already revoked or expired; create or roll an active key instead");
    }
    const grace = ROLL_GRACE[opts.expireOldIn];
    const now = new Date();
    const expiresAt = grace === 0 ? now : new Date(now.getTime() + grace);
    await tx.apiKey.update({
      where: { id: old.id },
      data: grace === 0 ? { revokedAt: now } : { expiresAt },
    });
    invalidateApiKeyCache(old.hash);
    const created = await createApiKey(tx, opts.merchantId, old.mode, old.kind);
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
        old_expires_at: expiresAt.toISOString(),
        expire_old_in: opts.expireOldIn,
      },
      before: { status: "active", expires_at: old.expiresAt?.toISOString() ?? null },
      after: grace === 0 ? { status: "revoked", revoked_at: now.toISOString() } : { status: "expiring", expires_at: expiresAt.toISOString() },
    });
    return { created, old: { id: old.id, expiresAt } };
  });
}

/**
 * Revokes a secret key at once. Revoking a revoked key is a no-op and writes no audit record.
 * Public keys are rolled, not revoked: checkout needs one, and there is no "create public key".
 */
export async function revokeApiKey(db: Db, opts: { merchantId: string; keyId: string; actor: AuditActor }) {
  await authorizeActor(db, { actor: opts.actor, merchantId: opts.merchantId, action: "keys.manage" });
  return inTransaction(db, async (tx) => {
    const key = await tx.apiKey.findFirst({ where: { id: opts.keyId, merchantId: opts.merchantId } });
    if (!key) throw new ApiError("NOT_FOUND", "API key not found");
    if (key.kind === "public") {
      throw new ApiError("INVALID_STATE", "Public keys cannot be revoked; roll the public key instead");
    }
    if (key.revokedAt) return { id: key.id, revokedAt: key.revokedAt, changed: false };
    const updated = await tx.apiKey.update({ where: { id: key.id }, data: { revokedAt: new Date() } });
    invalidateApiKeyCache(key.hash);
    await recordAudit(tx, {
      merchantId: opts.merchantId,
      actor: opts.actor,
      action: "api_key.revoked",
      mode: key.mode,
      targetId: key.id,
      details: { kind: key.kind, prefix: key.prefix },
      before: { revoked_at: null },
      after: { revoked_at: (updated.revokedAt ?? new Date()).toISOString() },
    });
    return { id: key.id, revokedAt: updated.revokedAt ?? new Date(), changed: true };
  });
}

export type ApiKeyView = {
  id: string;
  mode: Mode;
  kind: KeyKind;
  /** Full text for public keys; only the prefix for secret keys. */
  display: string;
  status: "active" | "expiring" | "expired" | "revoked";
  last_used_at: string | null;
  expires_at: string | null;
  revoked_at: string | null;
  created_at: string;
  /** A test secret key that still works and was kept encrypted: the dashboard can show it again. */
  revealable: boolean;
};

export async function listApiKeys(db: Db, merchantId: string, mode?: Mode): Promise<ApiKeyView[]> {
  const rows = await db.apiKey.findMany({
    where: { merchantId, ...(mode ? { mode } : {}) },
    orderBy: [{ mode: "asc" }, { kind: "asc" }, { createdAt: "desc" }],
  });
  const now = new Date();
  return rows.map((k) => {
    const status = keyStatus(k, now);
    return {
      id: k.id,
      mode: k.mode,
      kind: k.kind,
      display: k.publicValue ?? `${k.prefix}${"•".repeat(12)}`,
      status,
      last_used_at: k.lastUsedAt?.toISOString() ?? null,
      expires_at: k.expiresAt?.toISOString() ?? null,
      revoked_at: k.revokedAt?.toISOString() ?? null,
      created_at: k.createdAt.toISOString(),
      revealable: k.sealedSecret !== null && (status === "active" || status === "expiring"),
    };
  });
}

export function keyStatus(k: { revokedAt: Date | null; expiresAt: Date | null }, now = new Date()): ApiKeyView["status"] {
  return k.revokedAt ? "revoked" : k.expiresAt ? (k.expiresAt <= now ? "expired" : "expiring") : "active";
}
