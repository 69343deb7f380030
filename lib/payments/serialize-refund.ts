import type { Refund } from "@/lib/generated/prisma/client";
import { toMajorUnits } from "@/lib/money";

export function serializeRefund(r: Refund) {
  return {
    refund_reference: r.id,
    payment_reference: r.paymentId,
    merchant_reference: r.merchantReference,
    amount: toMajorUnits(r.amount, r.currency),
    currency: r.currency,
    reason: r.reason,
    status: r.status,
    mode: r.mode,
    created_at: r.createdAt.toISOString(),
  };
}
