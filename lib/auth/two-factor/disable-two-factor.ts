import "server-only";
// Turns the signed-in user's two-factor sign-in off: it takes a current code or an
// unused recovery code, so a session left open is not enough. The secret and the recovery codes
// are deleted. If the team requires two-factor sign-in, the dashboard sends the user to set it up
// again at once.
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { verifySecondFactor } from "@/lib/auth/two-factor/verify-second-factor";
import { openTotpSecret } from "@/lib/auth/two-factor/totp-secret-at-rest";

export async function disableTwoFactor(
  tx: Prisma.TransactionClient,
  opts: { userId: string; merchantId: string; actor: AuditActor; code: string; now?: Date },
): Promise<{ disabled: true }> {
  const now = opts.now ?? new Date();
  const user = await tx.user.findUniqueOrThrow({ where: { id: opts.userId }, select: { totpSecret: true, totpEnabledAt: true } });
  if (!user.totpEnabledAt || !user.totpSecret) throw new ApiError("INVALID_STATE", "Two-factor sign-in is not on");
  const factor = await verifySecondFactor(tx, { userId: opts.userId, totpSecret: openTotpSecret(opts.userId, user.totpSecret), code: opts.code, now });
  if (!factor) {
    throw new ApiError("INVALID_VALUE", "That code is not valid; enter a current code or an unused recovery code", [
      { field: "code", message: "That code is not valid" },
    ]);
  }
  await tx.user.update({ where: { id: opts.userId }, data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null } });
  await tx.recoveryCode.deleteMany({ where: { userId: opts.userId } });
  await recordAudit(tx, { merchantId: opts.merchantId, actor: opts.actor, action: "user.two_factor_disabled", targetId: opts.userId, details: { with: factor } });
  return { disabled: true };
}
