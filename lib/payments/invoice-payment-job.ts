import "server-only";
// An invoice payment's final outcome reaches its invoice by a job enqueued in the transition's own
// statement (as v1's callback does): the invoice and its subscription move in the job
// (lib/billing/apply-invoice-payment.ts), which sits above payments, so payments need not know billing.
// Two kinds of payment pay an invoice:
//   - "Subscription": a charge try the worker makes (a wallet push, a saved method). Its `failed` is
//     final: nobody retries that payment, the next try is a new one.
//   - "Invoice": the customer's payment on the invoice's hosted page, through the ordinary checkout.
//     Its `failed` is not final: the checkout lets the customer try again until the session ends, so
//     only success and the statuses nothing leaves (cancelled, incomplete, blocked) are applied.
import type { Payment } from "@/lib/generated/prisma/client";
import type { OneStatement } from "@/lib/db/one-statement";
import { addJob } from "@/lib/jobs/enqueue-job";
import { PAYMENT_TYPES } from "@/lib/catalog/payment-types";

/** The statuses a charge try fails in, and with success those it ends in: its invoice learns each once. */
export const FINAL_PAYMENT_FAILURES: ReadonlySet<string> = new Set(["failed", "cancelled", "incomplete", "blocked"]);
const FINAL = new Set(["success", ...FINAL_PAYMENT_FAILURES]);
/** A page payment's ends: `failed` is left out, the checkout takes another attempt after it. */
const PAGE_FINAL = new Set(["success", "cancelled", "incomplete", "blocked"]);

const FINAL_FOR_TYPE: Readonly<Record<string, ReadonlySet<string>>> = {
  [PAYMENT_TYPES.subscription]: FINAL,
  [PAYMENT_TYPES.invoice]: PAGE_FINAL,
};

export function addInvoicePaymentJob(statement: OneStatement, before: Payment, after: Payment) {
  const final = FINAL_FOR_TYPE[after.paymentType];
  if (!final || before.status === after.status || !final.has(after.status)) return;
  addJob(statement, {
    type: "invoice.apply_payment",
    payload: { payment_id: after.id },
    owner: { merchantId: after.merchantId, mode: after.mode },
    object: { type: "payment", id: after.id },
  });
}
