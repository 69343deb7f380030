import "server-only";
// "Use another number" on the code screen of a wallet attempt: the customer typed a
// number that is not theirs, or the code went to a phone they do not have. The attempt waiting
// for its code ends as failed (that is what it is, and the merchant's payment.failed event says
// why), and the checkout opens the same wallet again, with the number kept on the customer's
// device (lib/checkout/retry-choice.ts) filled in to correct.
import { db as defaultDb, type DbClient } from "@/lib/db";
import type { Payment } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { findMethod } from "@/lib/catalog/payment-methods";
import { transitionPayment } from "@/lib/payments/transition-payment";
import { lockWaitingAttempt } from "@/lib/payments/attempts/waiting-attempt";
import { ANOTHER_NUMBER_REASON } from "@/lib/catalog/attempt-rules";

export async function chooseAnotherNumber(token: string, database: DbClient = defaultDb()): Promise<{ payment: Payment; method: string }> {
  return database.$transaction(async (tx) => {
    const { payment, attempt: latest } = await lockWaitingAttempt(tx, token);
    if (findMethod(latest.method)?.kind !== "wallet") throw new ApiError("INVALID_STATE", "Only a wallet payment can change its number");

    const now = new Date();
    await tx.paymentAttempt.update({ where: { id: latest.id, merchantId: payment.merchantId }, data: { outcome: "failed", reason: ANOTHER_NUMBER_REASON, completedAt: now } });
    const failed = await transitionPayment(tx, payment, "failed", {
      data: { firstFailedAt: payment.firstFailedAt ?? now },
      eventDetails: { attempt: latest.number, payment_method: latest.method, reason: ANOTHER_NUMBER_REASON },
    });
    return { payment: failed, method: latest.method };
  });
}
