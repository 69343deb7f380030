import "server-only";
// The second step of dashboard sign-in: a TOTP code, or one of the user's recovery
// codes. Each is accepted once: a TOTP code only if its time step is later than the last one
// accepted (so a code seen over someone's shoulder cannot be replayed within its 30 seconds), a
// recovery code only while unused. Both checks are one conditional UPDATE, atomic under
// concurrency. Codes are never logged or stored.
import type { Db } from "@/lib/db";
import { hashRecoveryCode, isTotpCode, matchTotp, normalizeRecoveryCode } from "@/lib/auth/two-factor/totp";

export type SecondFactor = "totp" | "recovery_code";

export async function verifySecondFactor(
  db: Db,
  opts: { userId: string; totpSecret: string; code: string; now: Date },
): Promise<SecondFactor | null> {
  const code = opts.code.replace(/\s/g, "");
  if (isTotpCode(code)) {
    const step = matchTotp(opts.totpSecret, code, opts.now);
    if (step === null) return null;
    const accepted = await db.user.updateMany({
      where: { id: opts.userId, totpEnabledAt: { not: null }, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
      data: { totpLastStep: step },
    });
    return accepted.count === 1 ? "totp" : null;
  }
  const normalized = normalizeRecoveryCode(code);
  if (!normalized) return null;
  const used = await db.recoveryCode.updateMany({
    where: { userId: opts.userId, codeHash: hashRecoveryCode(opts.userId, normalized), usedAt: null },
    data: { usedAt: opts.now },
  });
  return used.count === 1 ? "recovery_code" : null;
}
