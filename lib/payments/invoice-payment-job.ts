import "server-only";
// A subscription payment's final outcome reaches its invoice by a job enqueued in the transition's own
// statement (as v1's callback does): the invoice and its subscription move in the job
// (lib/billing/apply-invoice-payment.ts), which sits above payments, so payments need not know billing.
import type { Payment } from "@/lib/generated/prisma/client";
import type { OneStatement } from "@/lib/db/one-statement";
import { addJob } from "@/lib/jobs/enqueue-job";
import { PAYMENT_TYPES } from "@/lib/catalog/payment-types";

/** The statuses a subscription payment fails in, and with success those it ends in: its invoice learns each once. */
export const FINAL_PAYMENT_FAILURES: ReadonlySet<string> = new Set(["failed", "cancelled", "incomplete", "blocked"]);
const FINAL = new Set(["success", ...FINAL_PAYMENT_FAILURES]);

export function addInvoicePaymentJob(statement: OneStatement, before: Payment, after: Payment) {
  if (after.paymentType !== PAYMENT_TYPES.subscription || before.status === after.status || !FINAL.has(after.status)) return;
  addJob(statement, {
    type: "invoice.apply_payment",
    payload: { payment_id: after.id },
    owner: { merchantId: after.merchantId, mode: after.mode },
    object: { type: "payment", id: after.id },
  });
}
