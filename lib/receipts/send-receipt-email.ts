import "server-only";
// The `payment.receipt_email` job ("Receipts"; queued by lib/payments/enqueue-receipt-email.ts):
// e-mails the customer the receipt of a paid payment through the operator's SMTP server, outside any
// transaction. An SMTP server that refuses or cannot be reached throws, and the worker tries again
// with its backoff (JOB_POLICIES); nothing was sent, so nothing is sent twice. Once sent, the payment
// records when (receiptEmailedAt), and a run that finds it set sends nothing: a job run again
// (its worker died after the send) does not mail the customer twice, except in the moment between
// the SMTP server's answer and that write, which no mail protocol can close.
// Re-checked when it runs: the merchant may have turned receipts off since, or the operator SMTP.
import type { DbClient } from "@/lib/db";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { InternalError } from "@/lib/http/errors";
import type { JobResult, RunningJob } from "@/lib/jobs/job-types";
import { mailConfigured, sendMail } from "@/lib/mail/send-mail";
import { receiptOf } from "@/lib/receipts/load-receipt";
import { receiptEmail } from "@/lib/receipts/receipt-email";

/** The receipt page's address, as the e-mail links it. */
export function receiptUrl(checkoutToken: string): string {
  return `${env().publicBaseUrl}/checkout/${checkoutToken}/receipt`;
}

export async function sendReceiptEmail(payload: Record<string, unknown>, database: DbClient, job: Pick<RunningJob, "id" | "merchantId" | "attempts">): Promise<JobResult> {
  if (!job.merchantId) throw new InternalError(`job ${job.id} (payment.receipt_email) has no merchant`);
  const log = { jobId: job.id, paymentId: String(payload.payment_id), merchantId: job.merchantId, attempt: job.attempts };
  const payment = await database.payment.findFirst({ where: { id: String(payload.payment_id), merchantId: job.merchantId } });
  if (!payment?.customerEmail || payment.receiptEmailedAt) return "done";
  const merchant = await database.merchant.findUnique({ where: { id: payment.merchantId }, select: { receiptEmailsEnabled: true } });
  if (!merchant?.receiptEmailsEnabled || !mailConfigured()) {
    logger().info(log, "receipt e-mail not sent: receipts are off or SMTP is not configured");
    return "done";
  }
  const receipt = await receiptOf(payment, database);
  if (!receipt) return "done"; // not paid (cannot happen once queued: success only moves on to refunds)
  await sendMail(receiptEmail(receipt.view, { to: payment.customerEmail, receiptUrl: receiptUrl(payment.checkoutToken) }));
  await database.$executeRaw`UPDATE "Payment" SET "receiptEmailedAt" = now() WHERE id = ${payment.id} AND "merchantId" = ${payment.merchantId} AND "receiptEmailedAt" IS NULL`;
  // The address and the message stay out of the log (docs/security.md: no personal data in logs beyond ids).
  logger().info(log, "receipt e-mail sent");
  return "done";
}
