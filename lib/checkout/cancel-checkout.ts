import "server-only";
// The customer's "Cancel payment" link on the hosted checkout.
import { db as defaultDb, type DbClient } from "@/lib/db";
import type { Payment } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { lockPayment, transitionPayment } from "@/lib/payments/transition-payment";
import { IN_FLIGHT_OUTCOMES } from "@/lib/checkout/attempt-rules";

export async function cancelCheckout(token: string, database: DbClient = defaultDb()): Promise<Payment> {
  return database.$transaction(async (tx) => {
    const payment = await lockPayment(tx, { checkoutToken: token });
    if (!payment) throw new ApiError("NOT_FOUND", "payment session not found");
    if (payment.status === "cancelled") return payment; // a second click changes nothing
    const inFlight = await tx.paymentAttempt.findFirst({ where: { paymentId: payment.id, outcome: { in: [...IN_FLIGHT_OUTCOMES] } } });
    if (inFlight) throw new ApiError("INVALID_STATE", "A payment attempt is in progress and cannot be cancelled now");
    if (!["pending", "failed", "auth_needed"].includes(payment.status)) {
      throw new ApiError("INVALID_STATE", `This payment is ${payment.status} and can no longer be cancelled`);
    }
    await tx.paymentAttempt.updateMany({ where: { paymentId: payment.id, outcome: "auth_needed" }, data: { outcome: "failed", reason: "Cancelled by the customer", completedAt: new Date() } });
    return transitionPayment(tx, payment, "cancelled", { eventDetails: { reason: "Cancelled by the customer" } });
  });
}
