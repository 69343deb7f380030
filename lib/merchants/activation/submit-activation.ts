import "server-only";
// The checklist's last step: the merchant asks the operator to activate live
// mode. Only a complete checklist can be submitted; submitting twice changes nothing.
import type { Db } from "@/lib/db";
import { inTransaction } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { ACTIVATION_STEPS, ACTIVATION_STEP_LABELS } from "@/lib/catalog/activation";
import { getActivation } from "@/lib/merchants/activation/get-activation";

export async function submitActivation(db: Db, opts: { merchantId: string; actor: AuditActor }) {
  await authorizeActor(db, { actor: opts.actor, merchantId: opts.merchantId, action: "activation.manage" });
  return inTransaction(db, async (tx) => {
    const view = await getActivation(tx, opts.merchantId);
    if (view.status === "activated") throw new ApiError("INVALID_STATE", "Live mode is already activated");
    if (view.status === "submitted") return view;
    const missing = ACTIVATION_STEPS.filter((s) => !view.steps[s]);
    if (missing.length) {
      throw new ApiError(
        "INVALID_STATE",
        `Finish the checklist first: ${missing.map((s) => ACTIVATION_STEP_LABELS[s].toLowerCase()).join(", ")}`,
        missing.map((s) => ({ field: s, message: "not done yet" })),
      );
    }
    const submittedAt = new Date();
    // Conditional: two tabs submitting at once make one change and one audit record.
    const changed = await tx.merchant.updateMany({
      where: { id: opts.merchantId, activationStatus: view.status },
      data: { activationStatus: "submitted", activationSubmittedAt: submittedAt },
    });
    if (changed.count === 0) return getActivation(tx, opts.merchantId);
    await recordAudit(tx, {
      merchantId: opts.merchantId,
      actor: opts.actor,
      action: "activation.submitted",
      before: { status: view.status },
      after: { status: "submitted", submitted_at: submittedAt.toISOString() },
    });
    return getActivation(tx, opts.merchantId);
  });
}
