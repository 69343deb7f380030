import "server-only";
// Lifts every hold on a merchant (docs/operator.md "Holds"): the suspension and the restriction, with
// their reasons. The audit records keep what was lifted.
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { merchantState } from "@/lib/catalog/merchant-states";
import { recordOperatorAudit, type OperatorActor } from "@/lib/operator/record-operator-audit";
import { forgetCachedMerchant, lockMerchantForHold } from "@/lib/operator/holds/load-merchant-for-hold";

export async function restoreMerchant(tx: Prisma.TransactionClient, opts: { merchantId: string; reason: string; actor: OperatorActor }) {
  const merchant = await lockMerchantForHold(tx, opts.merchantId);
  if (!merchant.suspendedAt && !merchant.restrictedAt) throw new ApiError("INVALID_STATE", "This merchant has no hold to lift");
  await tx.merchant.update({
    where: { id: merchant.id },
    data: { suspendedAt: null, suspensionReason: null, restrictedAt: null, restrictionReason: null, restrictions: [] },
  });
  await recordOperatorAudit(tx, {
    actor: opts.actor,
    action: "merchant.restored",
    reason: opts.reason,
    merchantId: merchant.id,
    details: { lifted: merchantState(merchant), suspension_reason: merchant.suspensionReason, restriction_reason: merchant.restrictionReason, restrictions: merchant.restrictions },
  });
  forgetCachedMerchant(merchant.id);
  const after = { ...merchant, suspendedAt: null, restrictedAt: null };
  return { state: merchantState(after) };
}
