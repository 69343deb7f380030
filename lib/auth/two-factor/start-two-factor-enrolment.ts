import "server-only";
// Dashboard settings, "Two-factor sign-in": a new TOTP secret for the signed-in user,
// shown once as text and as an otpauth:// URI. It signs nothing in until a code confirms it
// (confirm-two-factor-enrolment.ts); starting again replaces an unconfirmed secret. The row holds
// it encrypted (totp-secret-at-rest.ts).
import type { Db } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { newTotpSecret, otpauthUri } from "@/lib/auth/two-factor/totp";
import { sealTotpSecret } from "@/lib/auth/two-factor/totp-secret-at-rest";

export async function startTwoFactorEnrolment(db: Db, opts: { userId: string }): Promise<{ secret: string; otpauth_uri: string }> {
  const user = await db.user.findUniqueOrThrow({ where: { id: opts.userId }, select: { email: true, totpEnabledAt: true } });
  if (user.totpEnabledAt) throw new ApiError("INVALID_STATE", "Two-factor sign-in is already on; turn it off first to set up another device");
  const secret = newTotpSecret();
  await db.user.update({ where: { id: opts.userId }, data: { totpSecret: sealTotpSecret(opts.userId, secret), totpLastStep: null } });
  return { secret, otpauth_uri: otpauthUri(secret, user.email) };
}
