import "server-only";
// Turns two-factor sign-in on once a code from the new device matches the pending secret
//, and answers 10 new single-use recovery codes: the only time they are shown. The
// code's time step is remembered, so the same code cannot then sign in.
import type { Prisma } from "@/lib/generated/prisma/client";
import crypto from "node:crypto";
import { ApiError } from "@/lib/http/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { hashRecoveryCode, matchTotp, newRecoveryCodes, normalizeRecoveryCode } from "@/lib/auth/two-factor/totp";
import { openTotpSecret } from "@/lib/auth/two-factor/totp-secret-at-rest";

export async function confirmTwoFactorEnrolment(
  tx: Prisma.TransactionClient,
  opts: { userId: string; merchantId: string; actor: AuditActor; code: string; now?: Date },
): Promise<{ recovery_codes: string[] }> {
  const now = opts.now ?? new Date();
  const user = await tx.user.findUniqueOrThrow({ where: { id: opts.userId }, select: { totpSecret: true, totpEnabledAt: true } });
  if (user.totpEnabledAt) throw new ApiError("INVALID_STATE", "Two-factor sign-in is already on");
  if (!user.totpSecret) throw new ApiError("INVALID_STATE", "Start the set-up first: there is no pending secret to confirm");
  const step = matchTotp(openTotpSecret(opts.userId, user.totpSecret), opts.code.replace(/\s/g, ""), now);
  if (step === null) {
    throw new ApiError("INVALID_VALUE", "That code does not match; check the device's clock and enter the current code", [
      { field: "code", message: "That code does not match" },
    ]);
  }
  // Conditional on the same pending state (the stored text, as read): two confirmations at once turn it on once.
  const enabled = await tx.user.updateMany({
    where: { id: opts.userId, totpEnabledAt: null, totpSecret: user.totpSecret },
    data: { totpEnabledAt: now, totpLastStep: step },
  });
  if (enabled.count !== 1) throw new ApiError("INVALID_STATE", "Two-factor sign-in was changed meanwhile; reload and try again");
  const codes = newRecoveryCodes();
  await tx.recoveryCode.deleteMany({ where: { userId: opts.userId } });
  await tx.recoveryCode.createMany({
    data: codes.map((code) => ({ id: crypto.randomUUID(), userId: opts.userId, codeHash: hashRecoveryCode(opts.userId, normalizeRecoveryCode(code)!) })),
  });
  await recordAudit(tx, { merchantId: opts.merchantId, actor: opts.actor, action: "user.two_factor_enabled", targetId: opts.userId });
  return { recovery_codes: codes };
}
