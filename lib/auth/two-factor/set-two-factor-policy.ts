import "server-only";
// An owner requires two-factor sign-in for the whole team, or stops requiring it.
// Members without it are then sent to set it up before they can use the dashboard
// (getDashboardSession's twoFactorSetupNeeded). The owner must have it on first, so turning the
// rule on never sends the owner away from the switch they just used.
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";

export async function setTwoFactorPolicy(
  tx: Prisma.TransactionClient,
  opts: { merchantId: string; userId: string; actor: AuditActor; required: boolean },
): Promise<{ required_for_team: boolean; changed: boolean }> {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "team.require_two_factor" });
  const merchant = await tx.merchant.findUniqueOrThrow({ where: { id: opts.merchantId }, select: { requireTwoFactor: true } });
  if (merchant.requireTwoFactor === opts.required) return { required_for_team: opts.required, changed: false };
  if (opts.required) {
    const me = await tx.user.findUniqueOrThrow({ where: { id: opts.userId }, select: { totpEnabledAt: true } });
    if (!me.totpEnabledAt) throw new ApiError("INVALID_STATE", "Turn on two-factor sign-in for your own account before requiring it for the team");
  }
  await tx.merchant.update({ where: { id: opts.merchantId }, data: { requireTwoFactor: opts.required } });
  await recordAudit(tx, {
    merchantId: opts.merchantId,
    actor: opts.actor,
    action: opts.required ? "merchant.two_factor_required" : "merchant.two_factor_not_required",
    targetId: opts.merchantId,
    details: { before: { require_two_factor: merchant.requireTwoFactor }, after: { require_two_factor: opts.required } },
  });
  return { required_for_team: opts.required, changed: true };
}
