import "server-only";
// Dashboard sign-in limits (docs/security.md "Sign-in protection"):
// - per account: 10 failed sign-ins within 15 minutes lock the account's sign-in for 15 minutes,
//   even with the right password. The owner sees each lock in the audit log.
// - per client address: 30 failed sign-ins within 15 minutes refuse that address for 15 minutes.
// The account is keyed by a hash of the e-mail, not by the user: an unknown e-mail is counted and
// locked exactly like a real one, so the answers never tell whether an account exists.
//
// An attempt is counted before the password is checked (a reservation, one SignInFailure row per
// key) and the reservation is taken back if it succeeds. So concurrent guesses cannot slip past
// the limit while their bcrypt runs: the count and the check are one step under the key's row
// lock (SELECT … FOR UPDATE), which holds across server processes on PostgreSQL.
import crypto from "node:crypto";
import type { DbClient } from "@/lib/db";
import { inTransaction, type Db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { recordAudit } from "@/lib/audit/record-audit";
import { logger } from "@/lib/logger";

export const SIGN_IN_LIMITS = {
  account: { maxFailures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  ip: { maxFailures: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
} as const;

type Scope = keyof typeof SIGN_IN_LIMITS;

export type SignInRefusal = { reason: "account_locked" | "ip_limited"; until: Date };

/** A counted attempt: pass it back to recordSignInFailure, releaseSignInAttempt or recordSignInSuccess. */
export type SignInAttempt = {
  email: string;
  ip: string;
  keys: Record<Scope, string>;
  /** The reservation rows, one per key. */
  reservations: Record<Scope, string>;
};

export function accountKey(email: string): string {
  return `account:${crypto.createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`;
}

export function ipKey(ip: string): string {
  return `ip:${ip}`;
}

/**
 * Counts an attempt for the e-mail and the address, or refuses it: the account is locked, or the
 * address (or the account's attempts still in flight) already reached its limit.
 */
export async function beginSignInAttempt(
  db: DbClient,
  opts: { email: string; ip: string; now: Date },
): Promise<{ ok: true; attempt: SignInAttempt } | { ok: false; refusal: SignInRefusal }> {
  const keys: Record<Scope, string> = { account: accountKey(opts.email), ip: ipKey(opts.ip) };
  return inTransaction(db, async (tx) => {
    const rows = await lockRows(tx, [keys.account, keys.ip], opts.now);
    for (const scope of ["account", "ip"] as const) {
      const limits = SIGN_IN_LIMITS[scope];
      const row = rows.get(keys[scope]);
      if (row?.lockedUntil && row.lockedUntil > opts.now) return { ok: false, refusal: refusal(scope, row.lockedUntil) };
      await tx.signInFailure.deleteMany({ where: { key: keys[scope], at: { lte: new Date(opts.now.getTime() - limits.windowMs) } } });
      const recent = await tx.signInFailure.findMany({ where: { key: keys[scope] }, orderBy: { at: "asc" }, select: { at: true } });
      // Only attempts still in flight can fill the window without a lock (a failure that reaches the
      // limit locks and clears it): refuse until the oldest of them leaves the window.
      if (recent.length >= limits.maxFailures) {
        return { ok: false, refusal: refusal(scope, new Date(recent[0].at.getTime() + limits.windowMs)) };
      }
    }
    // Internal rows, never shown: a UUID is enough.
    await tx.signInThrottle.updateMany({ where: { key: { in: [keys.account, keys.ip] } }, data: { updatedAt: opts.now } });
    const reservations = { account: crypto.randomUUID(), ip: crypto.randomUUID() };
    await tx.signInFailure.createMany({
      data: (["account", "ip"] as const).map((scope) => ({ id: reservations[scope], key: keys[scope], at: opts.now })),
    });
    return { ok: true, attempt: { email: opts.email, ip: opts.ip, keys, reservations } };
  });
}

/**
 * The attempt failed (wrong password, unknown e-mail, wrong code): its reservations stay as
 * failures. Reaching a limit locks the key, clears its failures and, for a real account, writes
 * the lock to the audit log of each of the user's merchants. Answers the lock this failure caused, if any.
 */
export async function recordSignInFailure(db: DbClient, attempt: SignInAttempt, now: Date): Promise<SignInRefusal | null> {
  return (await recordSignInFailureCounted(db, attempt, now)).locked;
}

/**
 * recordSignInFailure, also answering how many more failures the account may have before it is
 * locked (the sign-in page warns when few are left; an unknown e-mail is counted the same).
 */
export async function recordSignInFailureCounted(
  db: DbClient,
  attempt: SignInAttempt,
  now: Date,
): Promise<{ locked: SignInRefusal | null; accountTriesLeft: number }> {
  return inTransaction(db, async (tx) => {
    await lockRows(tx, [attempt.keys.account, attempt.keys.ip], now);
    let locked: SignInRefusal | null = null;
    let accountTriesLeft: number = SIGN_IN_LIMITS.account.maxFailures;
    for (const scope of ["account", "ip"] as const) {
      const limits = SIGN_IN_LIMITS[scope];
      const key = attempt.keys[scope];
      const failures = await tx.signInFailure.count({ where: { key, at: { gt: new Date(now.getTime() - limits.windowMs) } } });
      if (scope === "account") accountTriesLeft = Math.max(0, limits.maxFailures - failures);
      if (failures < limits.maxFailures) continue;
      const lockedUntil = new Date(now.getTime() + limits.lockMs);
      await tx.signInThrottle.update({ where: { key }, data: { lockedUntil, updatedAt: now } });
      await tx.signInFailure.deleteMany({ where: { key } });
      // The account's lock is the one to tell about when both are reached.
      locked ??= refusal(scope, lockedUntil);
      if (scope === "account") {
        await auditAccountLock(tx, attempt, failures, lockedUntil);
      } else {
        // No merchant to tell: an address is not an account. The operator sees it in the log.
        logger().warn({ ip: attempt.ip, failures, lockedUntil: lockedUntil.toISOString() }, "dashboard sign-in refused for this address");
      }
    }
    return { locked, accountTriesLeft };
  });
}

/**
 * The password was right but the attempt is not over (a two-factor code is asked for next):
 * neither a failure nor a success, so its reservations are taken back and nothing is reset.
 */
export async function releaseSignInAttempt(db: Db, attempt: SignInAttempt): Promise<void> {
  await db.signInFailure.deleteMany({ where: { id: { in: [attempt.reservations.account, attempt.reservations.ip] } } });
}

/**
 * Signed in: the account's failures are forgotten. The address keeps its other failures (one
 * good account must not reset an address that is guessing at others); only this attempt's
 * reservation is taken back.
 */
export async function recordSignInSuccess(db: Db, attempt: SignInAttempt): Promise<void> {
  await db.signInFailure.deleteMany({
    where: { OR: [{ key: attempt.keys.account }, { id: attempt.reservations.ip }] },
  });
}

function refusal(scope: Scope, until: Date): SignInRefusal {
  return { reason: scope === "account" ? "account_locked" : "ip_limited", until };
}

/** Creates missing rows and locks them, in key order (the same order everywhere: no deadlock). */
async function lockRows(tx: Prisma.TransactionClient, keys: string[], now: Date) {
  const sorted = [...new Set(keys)].sort();
  for (const key of sorted) {
    await tx.$executeRaw`INSERT INTO "SignInThrottle" ("key", "updatedAt") VALUES (${key}, ${now}) ON CONFLICT ("key") DO NOTHING`;
  }
  await tx.$queryRaw`SELECT "key" FROM "SignInThrottle" WHERE "key" = ANY(${sorted}) ORDER BY "key" FOR UPDATE`;
  const rows = await tx.signInThrottle.findMany({ where: { key: { in: sorted } }, select: { key: true, lockedUntil: true } });
  return new Map(rows.map((row) => [row.key, row]));
}

async function auditAccountLock(tx: Prisma.TransactionClient, attempt: SignInAttempt, failures: number, lockedUntil: Date) {
  const user = await tx.user.findUnique({
    where: { email: attempt.email.trim().toLowerCase() },
    select: { id: true, memberships: { select: { merchantId: true } } },
  });
  for (const membership of user?.memberships ?? []) {
    await recordAudit(tx, {
      merchantId: membership.merchantId,
      actor: { type: "system" },
      action: "user.sign_in_locked",
      targetId: user!.id,
      details: {
        email: attempt.email,
        failed_attempts: failures,
        window_minutes: SIGN_IN_LIMITS.account.windowMs / 60_000,
        locked_until: lockedUntil.toISOString(),
        ip: attempt.ip,
      },
    });
  }
}
