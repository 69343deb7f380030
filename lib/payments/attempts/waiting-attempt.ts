import "server-only";
// The attempt waiting for its OTP / 3-D Secure code, found under the payment's row lock. Both
// things a customer can do on the code screen start here: send a code (confirm-attempt-otp.ts)
// or give up on this number (choose-another-number.ts). A code being checked right now (another
// tab, a double click) is "in progress"; anything else without a waiting attempt has no step.
import type { Payment, PaymentAttempt, Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { lockPayment } from "@/lib/payments/transition-payment";

export function noVerificationStep() {
  return new ApiError("INVALID_STATE", "There is no verification step waiting for this payment");
}

export async function lockWaitingAttempt(tx: Prisma.TransactionClient, token: string): Promise<{ payment: Payment; attempt: PaymentAttempt }> {
  const payment = await lockPayment(tx, { checkoutToken: token });
  if (!payment) throw new ApiError("NOT_FOUND", "payment session not found");
  if (payment.status !== "auth_needed") throw noVerificationStep();
  const latest = await tx.paymentAttempt.findFirst({ where: { paymentId: payment.id, merchantId: payment.merchantId }, orderBy: { number: "desc" } });
  if (latest?.outcome === "processing") throw new ApiError("INVALID_STATE", "A payment attempt is already in progress; wait for its result");
  if (!latest || latest.outcome !== "auth_needed") throw noVerificationStep();
  return { payment, attempt: latest };
}
