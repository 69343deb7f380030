import type { Payment, Refund } from "@/lib/generated/prisma/client";
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

/**
 * The payload of refund.succeeded and refund.failed (WebhookRefundOutcome in
 * lib/schemas/responses/webhook-payloads.ts): the refund, why the processor refused it, and the
 * payment's status and refunded total once the outcome is recorded.
 */
export function serializeRefundOutcome(r: Refund, payment: Pick<Payment, "status" | "amountRefunded">) {
  return {
    ...serializeRefund(r),
    failure_reason: r.status === "failed" ? r.statusReason : null,
    payment_status: payment.status,
    payment_amount_refunded: toMajorUnits(payment.amountRefunded, r.currency),
  };
}
