import "server-only";
// Idempotency-Key (Stripe's semantics), held by the work's own transaction:
// 1. a response already stored for the key is replayed byte for byte, without any lock (a
//    different request under the same key is 422): replays never wait for each other;
// 2. otherwise, in the transaction that does the work, take a transaction-scoped advisory lock on
//    the key (pg_try_advisory_xact_lock): a second request with the key while the first runs gets
//    409 IDEMPOTENCY_KEY_IN_USE at once; under the lock, look for a stored response again;
// 3. otherwise the work runs and its response is stored in the same transaction, so a stored
//    response always matches committed work.
// Nothing is claimed outside the transaction, so nothing needs releasing: when a request fails
// for whatever reason (an error, the process killed, the database restarted), its transaction
// ends, the lock goes with it and no row was written; the retry runs at once. (Formerly a
// claim row was written first and deleted on failure; with the database away the delete failed
// too and the key stayed taken for two minutes.) Validation failures are rejected before any of it.
import crypto from "node:crypto";
import type { Db, DbClient } from "@/lib/db";
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import { faultPoint } from "@/lib/fault-points";

export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/**
 * A row with no response is a claim: a two-step write's (IdempotentWork) whose processor step is
 * running. The process running it renews the claim's lease every CLAIM_RENEW_MS; a lease that has
 * passed means that process is gone (killed, or cut off from the database), and the next retry takes
 * the claim over and resumes the request from its recovery point (docs/idempotency.md, "A retry
 * after a crash"). A claim with no lease (written by older code, during an upgrade) keeps the old
 * rule: abandoned after ABANDONED_CLAIM_MS, then run again.
 */
export const CLAIM_LEASE_MS = 10_000;
const CLAIM_RENEW_MS = 3_000;
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
export type IdempotencyScope = { merchantId: string; mode: Mode; key: string; fingerprint: string };

/** The key's stored row as the first statement reads it, beside whether it took the key's lock. */
type FirstRead = {
  fingerprint: string | null;
  statusCode: number | null;
  responseBody: string | null;
  /** null: a finished, unexpired answer is stored, and the lock was not tried; otherwise whether it was taken. */
  held: boolean | null;
};

const lockName = (scope: IdempotencyScope) => `idempotency:${scope.merchantId}:${scope.mode}:${scope.key}`;

/**
 * Returns the response stored for the key (to replay), or null when the work should run, holding
 * the key for the rest of the transaction `tx`. Throws 409 IDEMPOTENCY_KEY_IN_USE when another
 * transaction holds the key, 422 IDEMPOTENCY_KEY_MISMATCH when it was used for another request.
 *
 * A finished answer is replayed without the lock: the lock says a request is
 * running, and a stored answer was committed with its work, so there is nothing to wait for.
 * Taking the lock for replays made concurrent replays of a finished payout collide with each other
 * and answer 409 to some of them. One statement reads the row and tries the lock only when no
 * finished, unexpired answer is there (CASE evaluates its branches lazily), so a replay costs one
 * statement and a first request no more than before. The expiry is compared with this process's
 * clock, as the row's expiresAt was written with it.
 */
export async function holdIdempotencyKey(tx: Prisma.TransactionClient, scope: IdempotencyScope): Promise<StoredResponse | null> {
  const held = await holdOrTakeOver(tx, scope, { resumable: false });
  if (held?.kind === "resume") throw keyInUse();
  return held?.stored ?? null;
}

/** What holding the key found: an answer to replay, an abandoned claim taken over to resume, or nothing (run the work). */
type HeldKey = { kind: "replay"; stored: StoredResponse } | { kind: "resume"; recoveryPoint: string } | null;

/**
 * holdIdempotencyKey, and the takeover of an abandoned claim: when the caller can resume
 * (`resumable`) and the claim recorded a recovery point, a claim whose lease has passed is taken
 * over (its lease renewed by this transaction, under the key's lock, so one retry takes it) and
 * answered as "resume": the work its first step committed is continued, never started again.
 */
async function holdOrTakeOver(tx: Prisma.TransactionClient, scope: IdempotencyScope, opts: { resumable: boolean }): Promise<HeldKey> {
  // A 64-bit hash of the scope names the lock (a collision only makes one request wait for a retry).
  const [first] = await tx.$queryRawUnsafe<FirstRead[]>(
    `SELECT k."fingerprint", k."statusCode", k."responseBody",
            CASE WHEN k."statusCode" IS NOT NULL AND k."responseBody" IS NOT NULL AND k."expiresAt" > $5::timestamp THEN NULL
                 ELSE pg_try_advisory_xact_lock(hashtextextended($4, 0)) END AS held
       FROM (SELECT 1) AS one
       LEFT JOIN "IdempotencyKey" k ON k."merchantId" = $1 AND k."mode" = $2::"Mode" AND k."key" = $3`,
    scope.merchantId,
    scope.mode,
    scope.key,
    lockName(scope),
    new Date().toISOString(),
  );
  if (first.held === null) return { kind: "replay", stored: replayOf(first.fingerprint!, first.statusCode!, first.responseBody!, scope) };
  if (!first.held) throw keyInUse();
  // Under the lock, a statement of its own: its snapshot sees what the last holder committed
  // (the first statement's snapshot was taken before the lock was).
  const existing = await tx.idempotencyKey.findUnique({
    where: { merchantId_mode_key: { merchantId: scope.merchantId, mode: scope.mode, key: scope.key } },
  });
  if (!existing) return null;
  const now = Date.now();
  const claim = existing.statusCode === null || existing.responseBody === null;
  if (existing.expiresAt.getTime() <= now) {
    await tx.idempotencyKey.delete({ where: { id: existing.id } });
    return null;
  }
  if (!claim) return { kind: "replay", stored: replayOf(existing.fingerprint, existing.statusCode!, existing.responseBody!, scope) };
  if (existing.fingerprint !== scope.fingerprint) throw keyMismatch();
  if (existing.leaseUntil === null) {
    // A claim written before leases: the old rule (nothing recorded to resume from).
    if (now - existing.createdAt.getTime() <= ABANDONED_CLAIM_MS) throw keyInUse();
    await tx.idempotencyKey.delete({ where: { id: existing.id } });
    return null;
  }
  if (existing.leaseUntil.getTime() > now) throw keyInUse();
  // Abandoned: its process stopped renewing the lease. Work that committed is resumed, never redone;
  // a claim that recorded nothing to resume from stays taken (running it again could repeat a
  // processor call) until the key expires, answering 409.
  if (!opts.resumable || existing.recoveryPoint === null) throw keyInUse();
  await tx.idempotencyKey.update({ where: { id: existing.id }, data: { leaseUntil: new Date(now + CLAIM_LEASE_MS) }, select: { id: true } });
  return { kind: "resume", recoveryPoint: existing.recoveryPoint };
}

function replayOf(fingerprint: string, status: number, body: string, scope: IdempotencyScope): StoredResponse {
  if (fingerprint !== scope.fingerprint) throw keyMismatch();
  return { status, body };
}

function keyMismatch() {
  return new ApiError("IDEMPOTENCY_KEY_MISMATCH", "This Idempotency-Key was already used with a different request; use a new key for a new request");
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

/** Stores the answer under the key, in the transaction that holds it (and did the work). */
export async function storeIdempotentResponse(tx: Prisma.TransactionClient, scope: IdempotencyScope, response: StoredResponse) {
  const createdAt = new Date();
  await tx.idempotencyKey.create({
    data: {
      id: newId("idk"),
      merchantId: scope.merchantId,
      mode: scope.mode,
      key: scope.key,
      fingerprint: scope.fingerprint,
      statusCode: response.status,
      responseBody: response.body,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + IDEMPOTENCY_TTL_MS),
    },
    select: { id: true },
  });
}

/**
 * A write that must call a processor (a direct charge) cannot do it inside the key's
 * transaction (docs/architecture.md, convention 9). Its work answers `finish` instead of a response: the
 * first transaction commits what it wrote with a claim on the key (a row with no answer yet: a
 * repeat meanwhile gets 409 IDEMPOTENCY_KEY_IN_USE, as it would while the transaction ran), then
 * `finish` runs outside any transaction and its answer, whatever it is, is stored on the claim (as
 * Stripe stores even a 500 once work has started: the processor may have been asked), so a repeat
 * replays it and the customer is charged once. A claim left by a process that died during `finish`
 * is treated as abandoned after ABANDONED_CLAIM_MS, as before.
 */
export type IdempotentWork<R> =
  | { response: R; stored: StoredResponse }
  /** `recoveryPoint`: what the first step committed, from which `resume` continues the request after a crash. */
  | { finish: () => Promise<{ response: R; stored: StoredResponse }>; recoveryPoint?: string };

/** The claim of a two-step write: the key's row with no answer yet (see IdempotentWork), leased to this process. */
async function claimIdempotencyKey(tx: Prisma.TransactionClient, scope: IdempotencyScope, recoveryPoint: string | null) {
  const createdAt = new Date();
  await tx.idempotencyKey.create({
    data: {
      id: newId("idk"),
      merchantId: scope.merchantId,
      mode: scope.mode,
      key: scope.key,
      fingerprint: scope.fingerprint,
      recoveryPoint,
      leaseUntil: new Date(createdAt.getTime() + CLAIM_LEASE_MS),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + IDEMPOTENCY_TTL_MS),
    },
    select: { id: true },
  });
}

/**
 * Runs a claim's second step while renewing its lease, so no retry takes over a request that is
 * still running. A renewal that fails (the database briefly away) is retried at the next tick; if
 * the lease passes meanwhile, a retry may resume the request beside this one, which resuming
 * allows: both continue the same committed work, and the first answer stored is the key's.
 */
async function whileLeased<T>(database: DbClient, scope: IdempotencyScope, step: () => Promise<T>): Promise<T> {
  const renew = setInterval(() => {
    database.idempotencyKey
      .updateMany({
        where: { merchantId: scope.merchantId, mode: scope.mode, key: scope.key, fingerprint: scope.fingerprint, statusCode: null },
        data: { leaseUntil: new Date(Date.now() + CLAIM_LEASE_MS) },
      })
      .catch(() => undefined);
  }, CLAIM_RENEW_MS);
  renew.unref();
  try {
    return await step();
  } finally {
    clearInterval(renew);
  }
}

/** The answer of a two-step write, stored on its claim (only while it is still the claim). */
async function completeIdempotencyClaim(database: DbClient, scope: IdempotencyScope, response: StoredResponse) {
  await database.idempotencyKey.updateMany({
    where: { merchantId: scope.merchantId, mode: scope.mode, key: scope.key, fingerprint: scope.fingerprint, statusCode: null },
    data: { statusCode: response.status, responseBody: response.body },
  });
}

/**
 * Runs `work` under an Idempotency-Key, or replays the answer stored for it.
 * The key is held by the work's own transaction: if the request fails in any way, the process dies
 * or the database goes away, the transaction ends and the key is free again at once, with nothing
 * stored. A business refusal (`refusal` gives its stored form; null for an error that must not be
 * stored) is stored and replayed like a success: its work was rolled back with the transaction,
 * and the refusal is stored under the key in a second one. A repeat that took the key in between
 * found nothing stored, ran and stored its own answer: that one is then the key's answer, replayed.
 */
export async function runIdempotent<R>(
  database: DbClient,
  scope: IdempotencyScope,
  steps: {
    work: (tx: Prisma.TransactionClient) => Promise<IdempotentWork<R>>;
    refusal: (error: unknown) => StoredResponse | null;
    /**
     * Continues a two-step write from the recovery point its first run recorded, after that run's
     * process stopped (a takeover): its answer, errors included, becomes the key's. Without it, an
     * abandoned claim with a recovery point answers 409 until the key expires.
     */
    resume?: (recoveryPoint: string) => Promise<{ response: R; stored: StoredResponse }>;
  },
): Promise<{ kind: "answer"; response: R } | { kind: "replay"; stored: StoredResponse }> {
  try {
    const first = await database.$transaction(async (tx) => {
      const held = await holdOrTakeOver(tx, scope, { resumable: steps.resume !== undefined });
      if (held) return held;
      const done = await steps.work(tx);
      if ("finish" in done) {
        await claimIdempotencyKey(tx, scope, done.recoveryPoint ?? null);
        return { kind: "finish" as const, finish: done.finish };
      }
      await storeIdempotentResponse(tx, scope, done.stored);
      return { kind: "answer" as const, response: done.response };
    });
    if (first.kind === "replay" || first.kind === "answer") return first;
    // Outside the transaction (its work committed with the claim): the processor's step, or its
    // resumption after a takeover, whose answer becomes the key's. Both answer every outcome,
    // errors included, as a response.
    const step = first.kind === "finish" ? first.finish : () => steps.resume!(first.recoveryPoint);
    const { response, stored } = await whileLeased(database, scope, step);
    faultPoint("before_idempotent_answer_stored"); // test-only: a crash before the answer is stored
    await completeIdempotencyClaim(database, scope, stored);
    return { kind: "answer", response };
  } catch (error) {
    const refusal = steps.refusal(error);
    if (!refusal) throw error;
    const stored = await database.$transaction(async (tx) => {
      const earlier = await holdIdempotencyKey(tx, scope);
      if (!earlier) await storeIdempotentResponse(tx, scope, refusal);
      return earlier;
    });
    if (!stored) throw error;
    return { kind: "replay", stored };
  }
}

/** Lazy purge of expired keys; the worker calls it too. */
export async function purgeExpiredIdempotencyKeys(db: Db, now = new Date()) {
  const { count } = await db.idempotencyKey.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
