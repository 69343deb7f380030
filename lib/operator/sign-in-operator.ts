import "server-only";
// Operator sign-in (docs/operator.md "Accounts"): password, then always a TOTP code. An operator
// without TOTP enrols at the first sign-in: the right password answers a new secret (and its otpauth
// URI), and the same form sent again with a code from it turns TOTP on and opens the session. No
// session is ever issued on the password alone. Five failures (password or code) lock the account for
// 15 minutes; the answers for an unknown e-mail, a disabled account and a wrong password are the same.
import type { DbClient } from "@/lib/db";
import { inTransaction } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { verifyPassword } from "@/lib/crypto/passwords";
import { matchTotp, newTotpSecret, otpauthUri } from "@/lib/auth/two-factor/totp";
import { openOperatorTotp, sealOperatorTotp } from "@/lib/auth/two-factor/operator-totp-at-rest";
import { createOperatorSession } from "@/lib/operator/operator-session";
import { recordOperatorAudit } from "@/lib/operator/record-operator-audit";

export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_MS = 15 * 60_000;
// A real hash to compare against when the e-mail is unknown, so timing does not tell.
const DUMMY_HASH = "$2b$04$SZnLPN5VXaU9zeWdDYU2n.Tb8Ceypjh.WythGV0rWH8El5sjerz1a";

export type SignInStep =
  | { next: "totp" }
  | { next: "enrol"; secret: string; otpauth_uri: string }
  | { next: "done"; token: string; expiresAt: Date; operatorId: string };

const refused = () => new ApiError("UNAUTHORIZED", "Wrong e-mail, password or code");

export async function signInOperator(
  db: DbClient,
  opts: { email: string; password: string; code?: string; ip?: string | null; userAgent?: string | null; now?: Date },
): Promise<SignInStep> {
  const now = opts.now ?? new Date();
  const operator = await db.operator.findUnique({ where: { email: opts.email.trim().toLowerCase() } });
  const passwordOk = await verifyPassword(opts.password, operator?.passwordHash ?? DUMMY_HASH);
  if (!operator || operator.disabledAt) throw refused();
  if (operator.lockedUntil && operator.lockedUntil > now) {
    throw new ApiError("RATE_LIMITED", `Too many failed sign-ins: this account is locked until ${operator.lockedUntil.toISOString()}`);
  }
  if (!passwordOk) {
    await countFailure(db, operator.id, now);
    throw refused();
  }
  const code = opts.code?.replace(/\s/g, "") ?? "";

  if (!operator.totpEnabledAt) {
    // Enrolment. A pending secret is kept between the two sends, so the app's entry stays valid.
    let secret = operator.totpSecret ? openOperatorTotp(operator.id, operator.totpSecret) : null;
    if (!secret) {
      secret = newTotpSecret();
      await db.operator.update({ where: { id: operator.id }, data: { totpSecret: sealOperatorTotp(operator.id, secret), totpLastStep: null } });
    }
    if (!code) return { next: "enrol", secret, otpauth_uri: otpauthUri(secret, `operator:${operator.email}`) };
    const step = matchTotp(secret, code, now);
    if (step === null) {
      await countFailure(db, operator.id, now);
      throw refused();
    }
    return inTransaction(db, async (tx) => {
      const enabled = await tx.operator.updateMany({ where: { id: operator.id, totpEnabledAt: null }, data: { totpEnabledAt: now, totpLastStep: step, failedSignIns: 0, lockedUntil: null } });
      if (enabled.count !== 1) throw refused();
      await recordOperatorAudit(tx, { actor: { type: "console", operatorId: operator.id, ip: opts.ip, userAgent: opts.userAgent }, action: "operator.two_factor_enabled", reason: "enrolment at first sign-in", targetType: "operator", targetId: operator.id });
      const session = await createOperatorSession(tx, { operatorId: operator.id, ip: opts.ip, userAgent: opts.userAgent, now });
      return { next: "done" as const, ...session, operatorId: operator.id };
    });
  }

  if (!code) return { next: "totp" };
  const step = operator.totpSecret ? matchTotp(openOperatorTotp(operator.id, operator.totpSecret), code, now) : null;
  // A code is accepted once: its step must be later than the last one accepted.
  const accepted =
    step === null
      ? 0
      : (
          await db.operator.updateMany({
            where: { id: operator.id, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
            data: { totpLastStep: step, failedSignIns: 0, lockedUntil: null },
          })
        ).count;
  if (accepted !== 1) {
    await countFailure(db, operator.id, now);
    throw refused();
  }
  const session = await createOperatorSession(db, { operatorId: operator.id, ip: opts.ip, userAgent: opts.userAgent, now });
  return { next: "done", ...session, operatorId: operator.id };
}

/** One more failure; the fifth locks the account and starts the count again. One statement, so parallel tries all count. */
async function countFailure(db: DbClient, operatorId: string, now: Date) {
  const row = await db.operator.update({ where: { id: operatorId }, data: { failedSignIns: { increment: 1 } }, select: { failedSignIns: true } });
  if (row.failedSignIns >= MAX_FAILED_SIGN_INS) {
    await db.operator.updateMany({ where: { id: operatorId, failedSignIns: { gte: MAX_FAILED_SIGN_INS } }, data: { failedSignIns: 0, lockedUntil: new Date(now.getTime() + LOCK_MS) } });
  }
}
