import "server-only";
// Suspends a merchant (docs/operator.md "Holds"): no new payments, payouts held (lib/merchants/holds.ts
// enforces it); the reason is what the merchant is shown.
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { recordOperatorAudit, type OperatorActor } from "@/lib/operator/record-operator-audit";
import { forgetCachedMerchant, lockMerchantForHold } from "@/lib/operator/holds/load-merchant-for-hold";

export async function suspendMerchant(tx: Prisma.TransactionClient, opts: { merchantId: string; reason: string; actor: OperatorActor; now?: Date }) {
  const merchant = await lockMerchantForHold(tx, opts.merchantId);
  if (merchant.suspendedAt) throw new ApiError("INVALID_STATE", "This merchant is already suspended");
  const suspendedAt = opts.now ?? new Date();
  await tx.merchant.update({ where: { id: merchant.id }, data: { suspendedAt, suspensionReason: opts.reason.trim() } });
  await recordOperatorAudit(tx, { actor: opts.actor, action: "merchant.suspended", reason: opts.reason, merchantId: merchant.id });
  forgetCachedMerchant(merchant.id);
  return { suspended_at: suspendedAt.toISOString() };
}
