import "server-only";
// What the settings page shows about the signed-in user's two-factor sign-in. Never
// the secret: that is shown once, when set-up starts.
import type { Db } from "@/lib/db";

export type TwoFactorStatus = {
  enabled: boolean;
  /** Set-up started and not yet confirmed with a code. */
  pending: boolean;
  recovery_codes_remaining: number;
  /** An owner of this merchant requires two-factor sign-in for every member. */
  required_for_team: boolean;
};

export async function getTwoFactorStatus(db: Db, opts: { userId: string; merchantId: string }): Promise<TwoFactorStatus> {
  const [user, merchant, remaining] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: opts.userId }, select: { totpSecret: true, totpEnabledAt: true } }),
    db.merchant.findUniqueOrThrow({ where: { id: opts.merchantId }, select: { requireTwoFactor: true } }),
    db.recoveryCode.count({ where: { userId: opts.userId, usedAt: null } }),
  ]);
  return {
    enabled: Boolean(user.totpEnabledAt),
    pending: Boolean(user.totpSecret) && !user.totpEnabledAt,
    recovery_codes_remaining: user.totpEnabledAt ? remaining : 0,
    required_for_team: merchant.requireTwoFactor,
  };
}
