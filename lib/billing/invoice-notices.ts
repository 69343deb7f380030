import "server-only";
// Invoices sent to their customers (docs/invoices.md "E-mails and the pay link"): the e-mail, and a
// text of at most 160 characters that carries the pay link (an SMS fits it whole), by the
// `invoice.send_email` job. Three reasons send one:
//   sent            the merchant's send (POST /v2/invoices/{id}/send), once per send;
//   created         a send_invoice subscription's new invoice;
//   payment_failed  a charge try (push, saved card, pre-approval) failed with no try left: the pay link
//                   is the fallback, and the customer pays on the invoice's page by any method.
// The job sends outside any transaction, then records the send in the audit log
// (`invoice.email_sent`, with the reason); a run that finds it recorded sends nothing, so a job run
// twice (its worker died after the send) mails once, except in the moment between the SMTP server's
// answer and that write, which no mail protocol can close (lib/receipts/send-receipt-email.ts, the same).
import type { Db, DbClient } from "@/lib/db";
import type { Invoice, Prisma } from "@/lib/generated/prisma/client";
import type { JobResult, RunningJob } from "@/lib/jobs/job-types";
import { InternalError } from "@/lib/http/errors";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { logger } from "@/lib/logger";
import { formatMoney } from "@/lib/money";
import { mailConfigured, sendMail, type MailMessage } from "@/lib/mail/send-mail";
import { recordAudit } from "@/lib/audit/record-audit";
import { merchantTimeZone } from "@/lib/merchants/time-zone";
import { localDay } from "@/lib/catalog/time-zones";
import { PAYABLE_INVOICE_STATUSES } from "@/lib/catalog/subscription-states";
import { hostedInvoiceUrl } from "@/lib/billing/serialize-billing";

export const INVOICE_EMAIL_REASONS = ["sent", "created", "payment_failed"] as const;
export type InvoiceEmailReason = (typeof INVOICE_EMAIL_REASONS)[number];

export const INVOICE_EMAIL_JOB = "invoice.send_email";
const SENT_ACTION = "invoice.email_sent";
/** One SMS (GSM-7). */
export const PAY_TEXT_LIMIT = 160;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

type InvoiceForNotice = Pick<Invoice, "number" | "currency" | "total" | "amountPaid" | "dueAt" | "hostedToken">;

/** Names typed by people go into a header and a line: control characters and line breaks out. */
function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim();
}

/** "12 Dec", the due date's day where the merchant is. */
export function shortDay(instant: Date, timeZone = "UTC"): string {
  const [, month, day] = localDay(instant, timeZone).split("-");
  return `${Number(day)} ${MONTHS[Number(month) - 1]}`;
}

/**
 * "Acme: invoice INV-000042, ETB 1,200.00 due 12 Dec. Pay: https://…/invoice/inv_live_…": at most
 * 160 characters with the link whole. A long merchant name is shortened first, then the words go.
 */
export function invoicePayText(invoice: InvoiceForNotice, merchantName: string, timeZone = "UTC"): string {
  const url = hostedInvoiceUrl(invoice.hostedToken);
  const due = formatMoney(invoice.total - invoice.amountPaid, invoice.currency);
  const when = invoice.dueAt ? ` due ${shortDay(invoice.dueAt, timeZone)}` : " due";
  const tail = `: invoice ${invoice.number}, ${due}${when}. Pay: ${url}`;
  const name = oneLine(merchantName) || "Invoice";
  const room = PAY_TEXT_LIMIT - tail.length;
  if (room >= name.length) return `${name}${tail}`;
  if (room >= 4) return `${name.slice(0, room - 1).trimEnd()}.${tail}`;
  // A very long address: the essentials only, the link whole.
  for (const text of [`${invoice.number}, ${due}. Pay: ${url}`, `Pay: ${url}`]) if (text.length <= PAY_TEXT_LIMIT) return text;
  return url;
}

/** The e-mail: what is due and by when, the lines, the pay link, and the same text an SMS would carry. */
export function invoiceEmail(
  invoice: Invoice,
  merchant: { name: string; timeZone?: string | null; country?: string | null },
  reason: InvoiceEmailReason,
): Omit<MailMessage, "to"> {
  const zone = merchantTimeZone(merchant);
  const name = oneLine(merchant.name) || "the merchant";
  const money = (minor: bigint) => formatMoney(minor, invoice.currency);
  const due = invoice.total - invoice.amountPaid;
  const test = invoice.mode === "test" ? "[Test] " : "";
  const subject =
    reason === "payment_failed"
      ? `${test}Your payment to ${name} did not go through: invoice ${invoice.number}, ${money(due)}`
      : `${test}Invoice ${invoice.number} from ${name}: ${money(due)}${invoice.dueAt ? ` due ${shortDay(invoice.dueAt, zone)}` : ""}`;
  const lines = (invoice.lines as { description: string; quantity: number; amount: string }[]).map(
    (l) => `- ${oneLine(l.description)}${l.quantity > 1 ? ` x ${l.quantity}` : ""}: ${money(BigInt(l.amount))}`,
  );
  const opening =
    reason === "payment_failed"
      ? [`We could not collect the payment of invoice ${invoice.number} from ${name}.`, "You can pay it on its page, by any method it offers:"]
      : [`${name} has sent you invoice ${invoice.number}.`, ...(invoice.description ? [oneLine(invoice.description)] : [])];
  const text = [
    ...(invoice.mode === "test" ? ["TEST MODE: this invoice was made in test mode; no real money moves.", ""] : []),
    ...opening,
    "",
    ...lines,
    "",
    `Subtotal: ${money(invoice.subtotal)}`,
    ...(invoice.tax > 0n ? [`Tax: ${money(invoice.tax)}`] : []),
    `Total: ${money(invoice.total)}`,
    ...(invoice.amountPaid > 0n ? [`Paid: ${money(invoice.amountPaid)}`] : []),
    `Due: ${money(due)}${invoice.dueAt ? ` by ${shortDay(invoice.dueAt, zone)}` : ""}`,
    "",
    "Pay it here:",
    hostedInvoiceUrl(invoice.hostedToken),
    "",
    invoicePayText(invoice, merchant.name, zone),
    "",
    `For questions about this invoice, contact ${name} and quote its number.`,
    "",
  ].join("\n");
  return { subject, text };
}

/**
 * The e-mail's job, in the caller's transaction (the change that makes it necessary). Nothing is
 * queued when the same e-mail is queued already or was sent: one per invoice and reason (and send).
 */
export async function enqueueInvoiceEmail(tx: Prisma.TransactionClient, invoice: Pick<Invoice, "id" | "merchantId" | "mode">, reason: InvoiceEmailReason, opts: { sentAt?: Date } = {}) {
  const key = dedupeKey(reason, opts.sentAt?.toISOString());
  if (await alreadySent(tx, invoice, key)) return null;
  const queued = await tx.job.findFirst({
    where: { type: INVOICE_EMAIL_JOB, merchantId: invoice.merchantId, objectType: "invoice", objectId: invoice.id, status: { in: ["queued", "running"] }, payload: { path: ["reason"], equals: reason } },
    select: { id: true, payload: true },
  });
  if (queued && dedupeKey(reason, (queued.payload as Record<string, unknown>).sent_at as string | undefined) === key) return null;
  return enqueueJob(tx, {
    type: INVOICE_EMAIL_JOB,
    payload: { invoice_id: invoice.id, reason, ...(opts.sentAt ? { sent_at: opts.sentAt.toISOString() } : {}) },
    owner: { merchantId: invoice.merchantId, mode: invoice.mode },
    object: { type: "invoice", id: invoice.id },
  });
}

/** Each merchant's send is its own e-mail (its time tells them apart); the other reasons happen once per invoice. */
function dedupeKey(reason: string, sentAt: string | undefined): string {
  return reason === "sent" && sentAt ? `sent@${sentAt}` : reason;
}

async function alreadySent(db: Db, invoice: Pick<Invoice, "id" | "merchantId">, key: string): Promise<boolean> {
  const found = await db.auditLog.findFirst({ where: { merchantId: invoice.merchantId, action: SENT_ACTION, targetId: invoice.id, details: { path: ["key"], equals: key } }, select: { id: true } });
  return found !== null;
}

/** The `invoice.send_email` job. */
export async function sendInvoiceEmail(payload: Record<string, unknown>, database: DbClient, job: Pick<RunningJob, "id" | "merchantId" | "attempts">): Promise<JobResult> {
  if (!job.merchantId) throw new InternalError(`job ${job.id} (${INVOICE_EMAIL_JOB}) has no merchant`);
  const reason = String(payload.reason) as InvoiceEmailReason;
  const log = { jobId: job.id, invoiceId: String(payload.invoice_id), merchantId: job.merchantId, reason, attempt: job.attempts };
  if (!INVOICE_EMAIL_REASONS.includes(reason)) {
    logger().warn(log, "invoice e-mail not sent: unknown reason");
    return "done";
  }
  const invoice = await database.invoice.findFirst({ where: { id: String(payload.invoice_id), merchantId: job.merchantId } });
  if (!invoice) return "done"; // the merchant was deleted
  const key = dedupeKey(reason, typeof payload.sent_at === "string" ? payload.sent_at : undefined);
  const skip = (why: string) => {
    // The address and the message stay out of the log (docs/security.md: no personal data in logs beyond ids).
    logger().info(log, `invoice e-mail not sent: ${why}`);
    return "done" as const;
  };
  if (!PAYABLE_INVOICE_STATUSES.includes(invoice.status)) return skip(`the invoice is ${invoice.status}`);
  if (!invoice.customerEmail) return skip("the invoice has no e-mail address");
  if (!mailConfigured()) return skip("SMTP is not configured");
  if (await alreadySent(database, invoice, key)) return skip("it was sent already");
  const merchant = await database.merchant.findUnique({ where: { id: invoice.merchantId }, select: { name: true, timeZone: true, country: true } });
  if (!merchant) return "done";
  await sendMail({ to: invoice.customerEmail, ...invoiceEmail(invoice, merchant, reason) });
  await recordAudit(database, { merchantId: invoice.merchantId, actor: { type: "system" }, action: SENT_ACTION, mode: invoice.mode, targetId: invoice.id, details: { reason, key } });
  logger().info(log, "invoice e-mail sent");
  return "done";
}
