import "server-only";
// Session expiry: a payment still pending or waiting for verification when its
// session ends becomes `incomplete`. A payment with an attempt in flight is left for that
// attempt to settle (money may be moving); a `failed` payment stays failed.
import type { DbClient } from "@/lib/db";
import type { Payment, Prisma } from "@/lib/generated/prisma/client";
import { lockPayment, transitionPayment } from "@/lib/payments/transition-payment";
import { IN_FLIGHT_OUTCOMES } from "@/lib/catalog/attempt-rules";

const EXPIRABLE = ["pending", "auth_needed"] as const;

/** Within a transaction that already holds the payment's row lock. */
export async function expirePaymentInTx(tx: Prisma.TransactionClient, payment: Payment, now = new Date()): Promise<Payment> {
  if (!(EXPIRABLE as readonly string[]).includes(payment.status) || now < payment.expiresAt) return payment;
  const inFlight = await tx.paymentAttempt.count({ where: { paymentId: payment.id, merchantId: payment.merchantId, outcome: { in: [...IN_FLIGHT_OUTCOMES] } } });
  if (inFlight) return payment;
  await tx.paymentAttempt.updateMany({
    where: { paymentId: payment.id, merchantId: payment.merchantId, outcome: "auth_needed" },
    data: { outcome: "failed", reason: "Verification not completed before the session expired", completedAt: now },
  });
  return transitionPayment(tx, payment, "incomplete", { eventDetails: { reason: "The checkout session expired before the payment was completed" } });
}

/** The worker's sweep. Returns how many payments it marked incomplete. */
export async function expireDuePayments(database: DbClient, now = new Date(), batch = 100): Promise<number> {
  const due = await database.payment.findMany({
    where: { status: { in: [...EXPIRABLE] }, expiresAt: { lte: now } },
    select: { id: true },
    take: batch,
    orderBy: { expiresAt: "asc" },
  });
  let expired = 0;
  for (const { id } of due) {
    const changed = await database.$transaction(async (tx) => {
      const payment = await lockPayment(tx, { id });
      if (!payment) return false;
      const after = await expirePaymentInTx(tx, payment, now);
      return after.status !== payment.status;
    });
    if (changed) expired++;
  }
  return expired;
}
