import "server-only";
// A direct charge as its answers show it: the payment, its split shares and its latest
// attempt (what the customer must do next, or why it failed). Scoped like every lookup: another
// merchant's payment, or a payment that is not a direct charge, is NOT_FOUND; the caller's own in
// the other mode is answered as `otherMode` says (lib/payments/find-payment.ts).
import type { Mode, Payment, PaymentAttempt, PaymentSplit } from "@/lib/generated/prisma/client";
import type { Db } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import type { OtherModeAnswer } from "@/lib/auth/other-mode";
import { PAYMENT_TYPES } from "@/lib/catalog/payment-types";
import { findPayment } from "@/lib/payments/find-payment";

export type DirectChargeState = { payment: Payment; splits: PaymentSplit[]; attempt: PaymentAttempt | null };

export async function findDirectCharge(db: Db, lookup: { merchantId: string; mode: Mode; reference: string; otherMode: OtherModeAnswer }): Promise<Payment> {
  const payment = await findPayment(db, lookup);
  if (payment.paymentType !== PAYMENT_TYPES.directCharge) throw new ApiError("NOT_FOUND", `Direct charge "${lookup.reference}" not found`);
  return payment;
}

/** The payment's splits and latest attempt, beside the payment as the caller has it. */
export async function directChargeState(db: Db, payment: Payment): Promise<DirectChargeState> {
  const [splits, attempt] = await Promise.all([
    db.paymentSplit.findMany({ where: { paymentId: payment.id, merchantId: payment.merchantId }, orderBy: { position: "asc" } }),
    db.paymentAttempt.findFirst({ where: { paymentId: payment.id, merchantId: payment.merchantId }, orderBy: { number: "desc" } }),
  ]);
  return { payment, splits, attempt };
}
