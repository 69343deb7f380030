import "server-only";
// Restricts a merchant (docs/operator.md "Holds"): what the chosen restrictions name, nothing more.
// Restricting again replaces the list and the reason.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Restriction } from "@/lib/catalog/merchant-states";
import { recordOperatorAudit, type OperatorActor } from "@/lib/operator/record-operator-audit";
import { forgetCachedMerchant, lockMerchantForHold } from "@/lib/operator/holds/load-merchant-for-hold";

export async function restrictMerchant(tx: Prisma.TransactionClient, opts: { merchantId: string; reason: string; restrictions: Restriction[]; actor: OperatorActor; now?: Date }) {
  const merchant = await lockMerchantForHold(tx, opts.merchantId);
  const restrictedAt = merchant.restrictedAt ?? opts.now ?? new Date();
  const restrictions = [...new Set(opts.restrictions)];
  await tx.merchant.update({ where: { id: merchant.id }, data: { restrictedAt, restrictionReason: opts.reason.trim(), restrictions } });
  await recordOperatorAudit(tx, { actor: opts.actor, action: "merchant.restricted", reason: opts.reason, merchantId: merchant.id, details: { restrictions, before: merchant.restrictions } });
  forgetCachedMerchant(merchant.id);
  return { restricted_at: restrictedAt.toISOString(), restrictions };
}
