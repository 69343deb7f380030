import "server-only";
// Paying an invoice on its hosted page (docs/invoices.md "The hosted invoice page"): the customer's
// payment is an ordinary hosted payment of type "Invoice", so the checkout takes it by every method it
// takes, and its outcome reaches the invoice by the apply job (lib/billing/apply-invoice-payment.ts).
//
// Under the invoice's row lock, in the caller's transaction:
//   - the invoice must be payable (open, partially paid, uncollectible);
//   - the amount is what is due unless the invoice takes parts: then at least its minimum, unless it
//     is the whole rest, and never more than is due;
//   - at most one unfinished page payment at a time, so two of them can never both be paid into the
//     invoice: the same amount again reuses it (a second tab, Back and pay again); another amount
//     cancels it first when no attempt of it is at a processor, else it is refused. A charge try of
//     the worker still on its way, or a success not yet applied, is waited for (refused) too.
// A refusal throws before anything is written.
import type { Invoice, Payment, Prisma } from "@/lib/generated/prisma/client";
import type { Db } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { formatMoney, toMajorUnits } from "@/lib/money";
import { PAYMENT_TYPES } from "@/lib/catalog/payment-types";
import { PAYABLE_INVOICE_STATUSES } from "@/lib/catalog/subscription-states";
import { IN_FLIGHT_OUTCOMES } from "@/lib/catalog/attempt-rules";
import { checkoutUrl, createHostedPayment } from "@/lib/payments/create-hosted-payment";
import { cancelPayment } from "@/lib/payments/cancel-payment";
import { FINAL_PAYMENT_FAILURES } from "@/lib/payments/invoice-payment-job";
import { hostedInvoiceUrl } from "@/lib/billing/serialize-billing";

/** The hosted token's shape (`inv_test_…`, `inv_live_…`): anything else is not looked up. */
export const HOSTED_INVOICE_TOKEN = /^inv_(test|live)_[0-9A-Za-z]{20,64}$/;

/** The statuses an invoice can be paid in. */

/** The invoice behind a hosted token, with what its page shows of the merchant; null when there is none (or it is a draft). */
export async function findHostedInvoice(db: Db, token: string) {
  if (!HOSTED_INVOICE_TOKEN.test(token)) return null;
  const invoice = await db.invoice.findUnique({ where: { hostedToken: token } });
  // A draft is not the customer's yet: its page does not exist until it is finalized.
  if (!invoice || !invoice.finalizedAt) return null;
  const merchant = await db.merchant.findUnique({ where: { id: invoice.merchantId }, select: { name: true, logoUrl: true, brandColor: true, timeZone: true, country: true } });
  if (!merchant) return null;
  return { invoice, merchant };
}

export type StartInvoicePaymentOptions = {
  invoice: Pick<Invoice, "id" | "merchantId">;
  /** Minor units; what is due when left out. */
  amount?: bigint;
  ip?: string | null;
  userAgent?: string | null;
};

/** A page payment of the invoice: its payment (new or reused) and the checkout page to send the customer to. */
export async function startInvoicePayment(tx: Prisma.TransactionClient, opts: StartInvoicePaymentOptions): Promise<{ payment: Payment; checkoutUrl: string; reused: boolean }> {
  const merchantId = opts.invoice.merchantId;
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Invoice" WHERE id = ${opts.invoice.id} AND "merchantId" = ${merchantId} FOR UPDATE`;
  if (locked.length === 0) throw new ApiError("NOT_FOUND", "invoice not found");
  const invoice = await tx.invoice.findFirstOrThrow({ where: { id: opts.invoice.id, merchantId } });
  refuseUnpayable(invoice);
  const due = invoice.total - invoice.amountPaid;
  const amount = checkAmount(invoice, due, opts.amount ?? due);

  const links = await tx.invoicePayment.findMany({ where: { invoiceId: invoice.id, merchantId, appliedAt: null } });
  const payments = links.length ? await tx.payment.findMany({ where: { id: { in: links.map((l) => l.paymentId) }, merchantId } }) : [];
  const byId = new Map(payments.map((p) => [p.id, p]));
  const now = new Date();
  let pageCount = await tx.invoicePayment.count({ where: { invoiceId: invoice.id, merchantId, try: 0 } });
  for (const link of links) {
    const payment = byId.get(link.paymentId);
    if (!payment) continue;
    // Paid, and the invoice not told yet (its job runs in a moment): what is due is about to change.
    if (payment.status === "success") throw new ApiError("INVALID_STATE", "A payment of this invoice has just been made and is being recorded: reload the page in a moment");
    if (link.try > 0) {
      if (!FINAL_PAYMENT_FAILURES.has(payment.status)) throw new ApiError("INVALID_STATE", "A charge of this invoice is on its way to the customer's wallet or card: wait for its outcome before paying here");
      continue;
    }
    if (payment.status !== "pending" && payment.status !== "failed" && payment.status !== "auth_needed") continue;
    // The same payment again (another tab, Back and pay again): the customer goes on with it.
    if (payment.amount === amount && payment.expiresAt > now) return { payment, checkoutUrl: checkoutUrl(payment.checkoutToken), reused: true };
    const inFlight = await tx.paymentAttempt.findFirst({ where: { paymentId: payment.id, merchantId, outcome: { in: [...IN_FLIGHT_OUTCOMES] } }, select: { id: true } });
    if (inFlight) throw new ApiError("INVALID_STATE", "A payment of this invoice is in progress: finish it, or wait for its outcome, before paying another amount");
    // Nothing at a processor: cancelled under its own row lock, so no attempt can start on it after this.
    await cancelPayment(tx, { paymentId: payment.id, merchantId, mode: invoice.mode, actor: { type: "system" }, reason: "Replaced by another payment of the invoice" });
  }

  pageCount += 1;
  const [firstName, ...rest] = (invoice.customerName ?? "").split(/\s+/).filter(Boolean);
  const payment = await createHostedPayment(tx, {
    merchantId,
    mode: invoice.mode,
    actor: { type: "system", ip: opts.ip ?? null, userAgent: opts.userAgent ?? null },
    paymentType: PAYMENT_TYPES.invoice,
    input: {
      amount: toMajorUnits(amount, invoice.currency),
      currency: invoice.currency,
      // Unique per merchant and mode, as a charge try's "<invoice>-<try>": a page payment is "<invoice>-p<n>".
      merchant_reference: `${invoice.id}-p${pageCount}`,
      customer: {
        ...(firstName ? { first_name: firstName } : {}),
        ...(rest.length ? { last_name: rest.join(" ") } : {}),
        ...(invoice.customerEmail ? { email: invoice.customerEmail } : {}),
        ...(invoice.customerPhone ? { phone_number: invoice.customerPhone } : {}),
      },
      meta: { invoice_reference: invoice.id, invoice_number: invoice.number, ...(invoice.subscriptionId ? { subscription_reference: invoice.subscriptionId } : {}), attempt: 0 },
      // After paying, the checkout's success screen leads back to the invoice's page.
      return_url: hostedInvoiceUrl(invoice.hostedToken),
    },
  });
  await tx.invoicePayment.create({ data: { paymentId: payment.id, merchantId, invoiceId: invoice.id, try: 0 } });
  return { payment, checkoutUrl: checkoutUrl(payment.checkoutToken), reused: false };
}

function refuseUnpayable(invoice: Invoice) {
  if (PAYABLE_INVOICE_STATUSES.includes(invoice.status) && invoice.total > invoice.amountPaid) return;
  const why: Record<string, string> = {
    paid: "This invoice is paid: nothing is due on it",
    void: "This invoice was cancelled by the merchant: nothing is due on it",
    draft: "This invoice is not ready to be paid yet",
  };
  throw new ApiError("INVALID_STATE", why[invoice.status] ?? "Nothing is due on this invoice");
}

function checkAmount(invoice: Invoice, due: bigint, amount: bigint): bigint {
  const refuse = (message: string) => new ApiError("INVALID_VALUE", `amount ${message}`, [{ field: "amount", message }]);
  if (amount <= 0n) throw refuse("must be more than 0");
  if (amount > due) throw refuse(`must be at most ${formatMoney(due, invoice.currency)}, what is due`);
  if (amount === due) return amount;
  if (!invoice.allowPartialPayments) throw refuse(`must be ${formatMoney(due, invoice.currency)}: this invoice is paid in full`);
  // The rest due may always be paid whole (above), even when it is below the minimum.
  if (invoice.minimumPartialAmount !== null && amount < invoice.minimumPartialAmount) {
    throw refuse(`must be at least ${formatMoney(invoice.minimumPartialAmount, invoice.currency)} (or all that is due, ${formatMoney(due, invoice.currency)})`);
  }
  return amount;
}
