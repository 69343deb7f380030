import "server-only";
// Idempotency-Key (issue 2; Stripe's semantics, Brandur's design):
// 1. claim the key in its own short transaction (a unique index decides between racers);
// 2. run the work and store the response in ONE transaction, so a stored response
//    always matches committed work;
// 3. repeats replay the stored status and body byte for byte; a different request under
//    the same key is 422; a repeat while the first runs is 409.
// Validation failures are rejected before the claim; 500s release the claim so a retry may succeed.
import crypto from "node:crypto";
import type { Db, DbClient } from "@/lib/db";
import { Prisma } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";

export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** A claim with no stored response after this long belongs to a crashed request: take it over. */
const ABANDONED_CLAIM_MS = 120_000;

export function validateIdempotencyKey(value: string | null): string | null {
  if (value === null) return null;
  if (value.length < 1 || value.length > 255 || !/^[\x20-\x7e]+$/.test(value)) {
    throw new ApiError("INVALID_FORMAT", "Idempotency-Key must be 1-255 printable ASCII characters");
  }
  return value;
}

/** Same method, path and body (keys sorted, whitespace ignored) give the same fingerprint. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return crypto
    .createHash("sha256")
    .update(`${method.toUpperCase()} ${path}\n${canonicalJson(body)}`)
    .digest("hex");
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

export type StoredResponse = { status: number; body: string };
export type Claim = { id: string } | { replay: StoredResponse };

export async function claimIdempotencyKey(
  db: DbClient,
  scope: { merchantId: string; mode: Mode; key: string; fingerprint: string },
): Promise<Claim> {
  const now = new Date();
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const row = await db.idempotencyKey.create({
        data: {
          id: newId("idk"),
          merchantId: scope.merchantId,
          mode: scope.mode,
          key: scope.key,
          fingerprint: scope.fingerprint,
          createdAt: now,
          expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
        },
        select: { id: true },
      });
      return { id: row.id };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const existing = await db.idempotencyKey.findUnique({
      where: { merchantId_mode_key: { merchantId: scope.merchantId, mode: scope.mode, key: scope.key } },
    });
    if (!existing) continue; // released between our insert and read: try again
    const expired = existing.expiresAt <= now;
    const abandoned = existing.statusCode === null && now.getTime() - existing.createdAt.getTime() > ABANDONED_CLAIM_MS;
    if (expired || abandoned) {
      await db.idempotencyKey.deleteMany({ where: { id: existing.id, createdAt: existing.createdAt } });
      continue;
    }
    if (existing.fingerprint !== scope.fingerprint) {
      throw new ApiError(
        "IDEMPOTENCY_KEY_MISMATCH",
        "This Idempotency-Key was already used with a different request; use a new key for a new request",
      );
    }
    if (existing.statusCode === null || existing.responseBody === null) throw keyInUse();
    return { replay: { status: existing.statusCode, body: existing.responseBody } };
  }
  throw keyInUse();
}

/** Seconds a client should wait before retrying while the first request still runs (most finish well within it). */
export const IN_FLIGHT_RETRY_AFTER_SECONDS = 1;

function keyInUse() {
  return new ApiError(
    "IDEMPOTENCY_KEY_IN_USE",
    `A request with this Idempotency-Key is still being processed; retry in ${IN_FLIGHT_RETRY_AFTER_SECONDS} s`,
    null,
    { "Retry-After": String(IN_FLIGHT_RETRY_AFTER_SECONDS) },
  );
}

export async function storeIdempotentResponse(db: Db, claimId: string, response: StoredResponse) {
  await db.idempotencyKey.update({
    where: { id: claimId },
    data: { statusCode: response.status, responseBody: response.body },
  });
}

export async function releaseIdempotencyKey(db: Db, claimId: string) {
  await db.idempotencyKey.deleteMany({ where: { id: claimId } });
}

/** Lazy purge of expired keys; the worker calls it too. */
export async function purgeExpiredIdempotencyKeys(db: Db, now = new Date()) {
  const { count } = await db.idempotencyKey.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
