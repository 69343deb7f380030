import "server-only";
// Dashboard "Refund" on the payment page (issue 4): createRefund plus its audit row, in one
// transaction, so a refused refund (INVALID_STATE, INVALID_VALUE, INSUFFICIENT_BALANCE…)
// writes nothing at all. The other mode's payment is NOT_FOUND here (lib/payments/find-payment.ts).
import type { Db } from "@/lib/db";
import { inTransaction } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/enums";
import type { z } from "zod";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { createRefund } from "@/lib/refunds/create-refund";
import { toMajorUnits } from "@/lib/money";
import type { createRefundSchema } from "@/lib/schemas/subaccounts";

export async function refundFromDashboard(
  db: Db,
  opts: { merchantId: string; mode: Mode; reference: string; input: z.output<typeof createRefundSchema>; actor: AuditActor },
) {
  return inTransaction(db, async (tx) => {
    // The dashboard shows one mode: the other mode's payment is not found here.
    const result = await createRefund(tx, { ...opts, otherMode: "not_found" });
    const { refund, payment } = result;
    await recordAudit(tx, {
      merchantId: opts.merchantId,
      actor: opts.actor,
      action: "refund.created",
      mode: opts.mode,
      targetId: refund.id,
      details: {
        payment_reference: payment.id,
        amount: toMajorUnits(refund.amount, refund.currency),
        currency: refund.currency,
        reason: refund.reason,
        payment_status: payment.status,
      },
    });
    return result;
  });
}
