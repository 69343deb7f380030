import "server-only";
// The operator's decision on a submitted activation (docs/operator.md "Activation queue"). Approval is
// the CLI's `merchant activate` (lib/merchants/activation/activate-merchant.ts, the same checks and
// record) with the operator named; a rejection sends the merchant back to its checklist. Either way the
// note is what the merchant reads (Merchant.activationNote), and the reason goes to both audit logs.
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { activateMerchant } from "@/lib/merchants/activation/activate-merchant";
import { recordOperatorAudit, type OperatorActor } from "@/lib/operator/record-operator-audit";
import { lockMerchantForHold } from "@/lib/operator/holds/load-merchant-for-hold";

export async function decideActivation(
  tx: Prisma.TransactionClient,
  opts: { merchantId: string; decision: "approve" | "reject"; note?: string; reason: string; force?: boolean; actor: OperatorActor },
) {
  const merchant = await lockMerchantForHold(tx, opts.merchantId);
  const note = opts.note?.trim() || null;
  if (opts.decision === "approve") {
    const by = opts.actor.operatorId ? `operator:${opts.actor.operatorId}` : "operator";
    const result = await activateMerchant(tx, {
      merchantId: merchant.id,
      force: opts.force,
      by,
      actor: { type: "operator", operatorId: opts.actor.operatorId ?? null, ip: opts.actor.ip, userAgent: opts.actor.userAgent },
    });
    await tx.merchant.update({ where: { id: merchant.id }, data: { activationNote: note } });
    await recordOperatorAudit(tx, { actor: opts.actor, action: "merchant.activation_approved", reason: opts.reason, merchantId: merchant.id, details: { note, forced: Boolean(opts.force), missing_steps: result.missing_steps }, inMerchantLog: false });
    return { status: "activated" as const, note };
  }
  if (merchant.activationStatus !== "submitted") {
    throw new ApiError("INVALID_STATE", `Only a submitted activation can be rejected; this one is ${merchant.activationStatus}`);
  }
  if (!note) throw new ApiError("VALIDATION_ERROR", "A rejection needs a note telling the merchant what to fix", [{ field: "note", message: "Required to reject" }]);
  await tx.merchant.update({ where: { id: merchant.id }, data: { activationStatus: "rejected", activationNote: note } });
  await recordOperatorAudit(tx, { actor: opts.actor, action: "merchant.activation_rejected", reason: opts.reason, merchantId: merchant.id, details: { note } });
  return { status: "rejected" as const, note };
}
