import "server-only";
// v1's callback_url, its first half: when a payment that has one enters a final status
// (CALLBACK_STATUSES), transitionPayment enqueues a `payment.callback` job in the same
// transaction. The job itself (the call to the merchant) is lib/v1/send-payment-callback.ts, with
// the rest of v1.
import type { Payment, Prisma } from "@/lib/generated/prisma/client";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { CALLBACK_STATUSES, V1_PAYMENT_STATUS } from "@/lib/catalog/v1-statuses";

/** In the transaction that moved `before` to `after`: a callback when `after` is a newly entered final status. */
export async function enqueuePaymentCallback(tx: Prisma.TransactionClient, before: Payment, after: Payment) {
  if (!after.callbackUrl || before.status === after.status || !CALLBACK_STATUSES.has(after.status)) return;
  await enqueueJob(tx, {
    type: "payment.callback",
    payload: { payment_id: after.id, status: V1_PAYMENT_STATUS[after.status] },
    owner: { merchantId: after.merchantId, mode: after.mode },
    object: { type: "payment", id: after.id },
  });
}
