import "server-only";
// One merchant as the operator sees it (docs/operator.md "Merchant page"): details, state and holds,
// and the activation checklist (lib/merchants/activation/get-activation.ts, the dashboard's own view).
import type { Db } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { getActivation } from "@/lib/merchants/activation/get-activation";
import { ACTIVATION_STEPS, ACTIVATION_STEP_LABELS } from "@/lib/catalog/activation";
import { accountHold, merchantState } from "@/lib/catalog/merchant-states";
import { capsView } from "@/lib/operator/risk/set-merchant-caps";

export async function getMerchantForOperator(db: Db, merchantId: string) {
  const merchant = await db.merchant.findUnique({
    where: { id: merchantId },
    select: {
      id: true, name: true, createdAt: true, websiteUrl: true, activationStatus: true, activationNote: true, activatedAt: true, activatedBy: true,
      suspendedAt: true, suspensionReason: true, restrictedAt: true, restrictionReason: true, restrictions: true, riskCaps: true,
    },
  });
  if (!merchant) throw new ApiError("NOT_FOUND", "Merchant not found");
  const activation = await getActivation(db, merchantId);
  return {
    id: merchant.id,
    name: merchant.name,
    created_at: merchant.createdAt.toISOString(),
    website_url: merchant.websiteUrl,
    state: merchantState(merchant),
    hold: accountHold(merchant),
    suspended_at: merchant.suspendedAt?.toISOString() ?? null,
    restricted_at: merchant.restrictedAt?.toISOString() ?? null,
    activation_note: merchant.activationNote,
    risk_caps: capsView(merchant.riskCaps),
    activated_by: merchant.activatedBy,
    activation,
    requirements_due: ACTIVATION_STEPS.filter((s) => !activation.steps[s]).map((s) => ({ step: s, label: ACTIVATION_STEP_LABELS[s] })),
  };
}
