import "server-only";
// Cancelling an unfinished payment (section 5): the one cancel rule, shared by the
// customer's "Cancel payment" on the checkout and the merchant's "Cancel payment" in the
// dashboard. In one transaction, under the payment's row lock:
//   - an attempt still in flight (processing, pending) blocks the cancel: the processor may
//     yet charge the customer, and a cancelled payment must never be paid;
//   - only pending, failed and auth_needed payments can be cancelled; a second cancel of a
//     cancelled payment changes nothing (a double click, or checkout and dashboard at once);
//   - an attempt waiting for its OTP is closed as failed, so no code can complete it later;
//   - the status moves through transitionPayment, which writes payment.cancelled with it.
// The dashboard (and later the API) passes its actor, and the audit row joins the transaction.
import { inTransaction, type Db } from "@/lib/db";
import type { Mode, Payment } from "@/lib/generated/prisma/client";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { ApiError } from "@/lib/http/errors";
import { lockPayment, transitionPayment } from "@/lib/payments/transition-payment";
import { IN_FLIGHT_OUTCOMES } from "@/lib/catalog/attempt-rules";
import { isCancellable } from "@/lib/payments/cancel-rules";
import { authorizeActor } from "@/lib/team/authorize-actor";

/** The customer on the checkout page, or an audited actor (dashboard user, API key, CLI). */
export type CancelActor = { type: "customer" } | AuditActor;

const DEFAULT_REASON: Record<CancelActor["type"], string> = {
  customer: "Cancelled by the customer",
  dashboard: "Cancelled by the merchant",
  api: "Cancelled by the merchant",
  cli: "Cancelled by the merchant",
  demo: "Cancelled by the merchant",
  system: "Cancelled by the gateway",
  operator: "Cancelled by the gateway's operator",
};

export type CancelPaymentOptions = {
  /** The gateway reference (Payment.id); the payment must belong to this merchant and mode. */
  paymentId: string;
  merchantId: string;
  mode: Mode;
  actor: CancelActor;
  /** Written on the event and on closed attempts; defaults to who cancelled. */
  reason?: string;
};

export async function cancelPayment(db: Db, opts: CancelPaymentOptions): Promise<Payment> {
  await authorizeActor(db, { actor: opts.actor, merchantId: opts.merchantId, action: "payments.manage" });
  const reason = opts.reason ?? DEFAULT_REASON[opts.actor.type];
  return inTransaction(db, async (tx) => {
    const payment = await lockPayment(tx, { id: opts.paymentId });
    // Another merchant's payment, or the other mode's, is simply not there (no existence leak).
    if (!payment || payment.merchantId !== opts.merchantId || payment.mode !== opts.mode) {
      throw new ApiError("NOT_FOUND", "payment not found");
    }
    if (payment.status === "cancelled") return payment;
    const inFlight = await tx.paymentAttempt.findFirst({
      where: { paymentId: payment.id, merchantId: payment.merchantId, outcome: { in: [...IN_FLIGHT_OUTCOMES] } },
      select: { id: true },
    });
    if (inFlight) throw new ApiError("INVALID_STATE", "A payment attempt is in progress and cannot be cancelled now");
    if (!isCancellable(payment.status)) {
      throw new ApiError("INVALID_STATE", `This payment is ${payment.status} and can no longer be cancelled`);
    }
    await tx.paymentAttempt.updateMany({
      where: { paymentId: payment.id, merchantId: payment.merchantId, outcome: "auth_needed" },
      data: { outcome: "failed", reason, completedAt: new Date() },
    });
    const cancelled = await transitionPayment(tx, payment, "cancelled", { eventDetails: { reason } });
    if (opts.actor.type !== "customer") {
      await recordAudit(tx, {
        merchantId: payment.merchantId,
        actor: opts.actor,
        action: "payment.cancelled",
        mode: payment.mode,
        targetId: payment.id,
        details: { previous_status: payment.status, reason },
      });
    }
    return cancelled;
  });
}
