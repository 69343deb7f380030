import "server-only";
// Dashboard sign-in's check (limits and two-factor), behind next-auth's
// Credentials provider (lib/auth/session.ts). Answers the user, or null for a wrong e-mail or
// password (next-auth's "CredentialsSignin"), or throws a SignInError whose message the sign-in
// page turns into words (lib/auth/sign-in-errors.ts). An unknown e-mail costs one bcrypt, is
// counted and locked like a real account, and gets the same answers: nothing tells them apart.
import { inTransaction, type DbClient } from "@/lib/db";
import { hashPassword, verifyPassword } from "@/lib/crypto/passwords";
import { clientIp } from "@/lib/http/client-ip";
import { emailSchema } from "@/lib/schemas/merchant";
import { SIGN_IN_ERRORS, signInErrorWithTime, signInErrorWithTriesLeft, WARN_TRIES_LEFT } from "@/lib/auth/sign-in-errors";
import { beginSignInAttempt, recordSignInFailure, recordSignInFailureCounted, recordSignInSuccess, releaseSignInAttempt, type SignInRefusal } from "@/lib/auth/sign-in-throttle";
import { verifySecondFactor } from "@/lib/auth/two-factor/verify-second-factor";
import { openTotpSecret } from "@/lib/auth/two-factor/totp-secret-at-rest";
import { recordAudit } from "@/lib/audit/record-audit";
import type { DashboardRole } from "@/lib/catalog/permissions";

/** A refusal next-auth passes to the sign-in page as `error` (its message is the code). */
export class SignInError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = "SignInError";
  }
}

export type AuthorizedUser = { id: string; email: string; merchantId: string; role: DashboardRole };

// Compared against when the e-mail is unknown, so a miss costs one bcrypt like a hit
// (no account enumeration by timing). Created once per process, lazily.
let dummyHash: Promise<string> | undefined;
function unknownUserHash() {
  dummyHash ??= hashPassword(`no-such-user-${Math.random()}`);
  return dummyHash;
}

/**
 * Checks e-mail and password, the sign-in limits and, when the user has it on, the two-factor code
 * (credentials.code: a TOTP code or a recovery code). The user's first membership decides the merchant.
 */
export async function authorizeCredentials(
  db: DbClient,
  opts: { credentials: Record<string, unknown> | undefined; headers: Headers | Record<string, string | string[] | undefined>; now?: Date },
): Promise<AuthorizedUser | null> {
  const now = opts.now ?? new Date();
  const email = emailSchema.safeParse(opts.credentials?.email);
  const password = typeof opts.credentials?.password === "string" ? opts.credentials.password : "";
  if (!email.success || password.length === 0 || password.length > 200) {
    await verifyPassword(password, await unknownUserHash());
    return null;
  }

  const begun = await beginSignInAttempt(db, { email: email.data, ip: clientIp(opts.headers), now });
  if (!begun.ok) throw refused(begun.refusal);
  const attempt = begun.attempt;

  const user = await db.user.findUnique({
    where: { email: email.data },
    select: {
      id: true,
      email: true,
      passwordHash: true,
      totpSecret: true,
      totpEnabledAt: true,
      memberships: { orderBy: { createdAt: "asc" }, take: 1, select: { merchantId: true, role: true } },
    },
  });
  const ok = await verifyPassword(password, user?.passwordHash ?? (await unknownUserHash()));
  const membership = user?.memberships[0];
  if (!user || !ok || !membership) {
    const { locked, accountTriesLeft } = await recordSignInFailureCounted(db, attempt, now);
    // The failure that reaches a limit says so at once (for an unknown e-mail too), and the last
    // ones before it warn, so the lock is never a surprise.
    if (locked) throw refused(locked);
    if (accountTriesLeft <= WARN_TRIES_LEFT) throw new SignInError(signInErrorWithTriesLeft(accountTriesLeft));
    return null;
  }

  // Two-factor sign-in: the password alone is not enough. Without a code the page asks
  // for one (not a failure, and not a success either: nothing is reset); a wrong one is a failure.
  if (user.totpEnabledAt && user.totpSecret) {
    const code = typeof opts.credentials?.code === "string" ? opts.credentials.code.trim() : "";
    if (!code) {
      await releaseSignInAttempt(db, attempt);
      throw new SignInError(SIGN_IN_ERRORS.codeRequired);
    }
    // Encrypted at rest; a secret under a key no longer configured fails here, not counted against the user.
    let totpSecret: string;
    try {
      totpSecret = openTotpSecret(user.id, user.totpSecret);
    } catch (error) {
      await releaseSignInAttempt(db, attempt);
      throw error;
    }
    // A recovery code is used up and audited in one transaction.
    const factor =
      code.length > 40
        ? null
        : await inTransaction(db, async (tx) => {
            const used = await verifySecondFactor(tx, { userId: user.id, totpSecret, code, now });
            if (used === "recovery_code") {
              const remaining = await tx.recoveryCode.count({ where: { userId: user.id, usedAt: null } });
              await recordAudit(tx, {
                merchantId: membership.merchantId,
                actor: { type: "dashboard", userId: user.id },
                action: "user.recovery_code_used",
                targetId: user.id,
                details: { recovery_codes_remaining: remaining },
              });
            }
            return used;
          });
    if (!factor) {
      const locked = await recordSignInFailure(db, attempt, now);
      throw locked ? refused(locked) : new SignInError(SIGN_IN_ERRORS.codeInvalid);
    }
  }

  await recordSignInSuccess(db, attempt);
  return { id: user.id, email: user.email, merchantId: membership.merchantId, role: membership.role };
}

function refused({ reason, until }: SignInRefusal): SignInError {
  return new SignInError(signInErrorWithTime(reason === "account_locked" ? SIGN_IN_ERRORS.locked : SIGN_IN_ERRORS.throttled, until));
}
