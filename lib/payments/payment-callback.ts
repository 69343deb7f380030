import "server-only";
// v1's callback_url, its first half: when a payment that has one enters a final status
// (CALLBACK_STATUSES), transitionPayment enqueues a `payment.callback` job in the same
// transaction. The job itself (the call to the merchant) is lib/v1/send-payment-callback.ts, with
// the rest of v1.
import type { Payment } from "@/lib/generated/prisma/client";
import type { OneStatement } from "@/lib/db/one-statement";
import { addJob } from "@/lib/jobs/enqueue-job";
import { CALLBACK_STATUSES, V1_PAYMENT_STATUS } from "@/lib/catalog/v1-statuses";

/** In the statement that moves `before` to `after`: a callback job when `after` is a newly entered final status. */
export function addPaymentCallback(statement: OneStatement, before: Payment, after: Payment) {
  if (!after.callbackUrl || before.status === after.status || !CALLBACK_STATUSES.has(after.status)) return;
  addJob(statement, {
    type: "payment.callback",
    payload: { payment_id: after.id, status: V1_PAYMENT_STATUS[after.status] },
    owner: { merchantId: after.merchantId, mode: after.mode },
    object: { type: "payment", id: after.id },
  });
}
