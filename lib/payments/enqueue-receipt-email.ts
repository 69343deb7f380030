import "server-only";
// Receipts: when a payment becomes `success`, its receipt e-mail is a job written in the
// same transaction as the transition (the transactional outbox, as v1's callback in
// lib/payments/payment-callback.ts), so a payment that commits as paid always has its receipt queued
// and a rolled-back one never does. Only when the customer gave an e-mail, SMTP is configured
// (SMTP_URL) and the merchant sends receipts (Settings, "E-mail receipts to customers"). A payment
// enters `success` once (lib/catalog/payment-transitions.ts: nothing leads back to it), so the job is
// queued once per payment; the job itself also skips a payment whose receipt went already.
// Test mode sends too (docs/decisions.md, "Receipts in test mode").
import type { Payment, Prisma } from "@/lib/generated/prisma/client";
import type { OneStatement } from "@/lib/db/one-statement";
import { addJob } from "@/lib/jobs/enqueue-job";
import { mailConfigured } from "@/lib/mail/send-mail";
import { getPaymentSettings } from "@/lib/merchants/payment-settings";

export const RECEIPT_EMAIL_JOB = "payment.receipt_email";

/** The receipt job as a part of the statement that moves `before` to `after` (`tx` reads the merchant's settings). */
export async function addReceiptEmail(statement: OneStatement, tx: Prisma.TransactionClient, before: Payment, after: Payment) {
  if (after.status !== "success" || before.status === "success" || !after.customerEmail || !mailConfigured()) return;
  // Cached with the other settings a payment reads (KEY_CACHE_TTL_MS): usually no statement at all.
  if (!(await getPaymentSettings(tx, after.merchantId)).receiptEmailsEnabled) return;
  addJob(statement, {
    type: RECEIPT_EMAIL_JOB,
    payload: { payment_id: after.id },
    owner: { merchantId: after.merchantId, mode: after.mode },
    object: { type: "payment", id: after.id },
  });
}
