import "server-only";
// The one way a payment's status changes: check the transition table, update with the
// expected old status (a lost race fails loudly instead of overwriting), and write the
// event row in the same transaction (issue 3; ARCHITECTURE.md, convention 9), with a v1
// payment's callback job when the status is final (issue 13).
import type { Prisma as P, Payment, PaymentStatus } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { canTransition, EVENT_FOR_STATUS } from "@/lib/catalog/payment-transitions";
import { serializePayment } from "@/lib/payments/serialize-payment";
import { recordEvent } from "@/lib/events/record-event";
import { enqueuePaymentCallback } from "@/lib/payments/payment-callback";
import { settleLinkPayment } from "@/lib/payment-links/settle-link-payment";
import { enqueueReceiptEmail } from "@/lib/receipts/enqueue-receipt-email";

export async function transitionPayment(
  tx: P.TransactionClient,
  payment: Payment,
  to: PaymentStatus,
  opts: { data?: P.PaymentUpdateInput; eventDetails?: Record<string, P.InputJsonValue | null> } = {},
): Promise<Payment> {
  if (!canTransition(payment.status, to)) {
    throw new ApiError("INVALID_STATE", `payment is ${payment.status} and cannot become ${to}`);
  }
  // One statement updates and returns the row; the expected old status in the filter makes
  // a lost race fail (P2025) instead of overwriting.
  const updated = await tx.payment
    .update({ where: { id: payment.id, status: payment.status }, data: { ...opts.data, status: to } })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === "P2025") throw new ApiError("INVALID_STATE", "payment changed while this request ran; reload and retry");
      throw error;
    });
  // Issue 29: a payment made through a link moves its tickets and its link's totals in this transaction.
  const linkDetails = updated.paymentLinkId ? await settleLinkPayment(tx, payment, updated) : {};
  const type = EVENT_FOR_STATUS[to];
  if (type) {
    await recordEvent(tx, {
      merchantId: updated.merchantId,
      mode: updated.mode,
      type,
      objectType: "payment",
      objectId: updated.id,
      payload: { ...serializePayment(updated), ...linkDetails, ...(opts.eventDetails ?? {}) } as P.InputJsonValue,
    });
  }
  // v1's callback_url (issue 13): its job commits with the transition, as the event does.
  await enqueuePaymentCallback(tx, payment, updated);
  // Issue 29: the customer's receipt e-mail, queued with the success it reports.
  await enqueueReceiptEmail(tx, payment, updated);
  return updated;
}

/** Row lock on the payment for the rest of the transaction: one attempt at a time. */
export async function lockPayment(tx: P.TransactionClient, where: { id: string } | { checkoutToken: string }): Promise<Payment | null> {
  const rows =
    "id" in where
      ? await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Payment" WHERE id = ${where.id} FOR UPDATE`
      : await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Payment" WHERE "checkoutToken" = ${where.checkoutToken} FOR UPDATE`;
  if (!rows[0]) return null;
  return tx.payment.findUnique({ where: { id: rows[0].id } });
}
