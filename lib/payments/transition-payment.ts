import "server-only";
// The one way a payment's status changes: check the transition table, update with the
// expected old status (a lost race fails loudly instead of overwriting), and write the
// event row in the same transaction (docs/architecture.md, convention 9), with a v1
// payment's callback job when the status is final.
import type { Prisma as P, Payment, PaymentStatus } from "@/lib/generated/prisma/client";
import { ApiError, InternalError } from "@/lib/http/errors";
import { canTransition, EVENT_FOR_STATUS } from "@/lib/catalog/payment-transitions";
import { serializePayment } from "@/lib/payments/serialize-payment";
import { addEvent, recordEvent } from "@/lib/events/record-event";
import type { OneStatement } from "@/lib/db/one-statement";
import { enqueuePaymentCallback } from "@/lib/payments/payment-callback";
import { settleLinkPayment } from "@/lib/link-tickets/settle-link-payment";
import { enqueueReceiptEmail } from "@/lib/payments/enqueue-receipt-email";

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
  // A payment made through a link moves its tickets and its link's totals in this transaction.
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
  // v1's callback_url: its job commits with the transition, as the event does.
  await enqueuePaymentCallback(tx, payment, updated);
  // The customer's receipt e-mail, queued with the success it reports.
  await enqueueReceiptEmail(tx, payment, updated);
  return updated;
}

/**
 * The statuses addPaymentTransition may enter: the ones whose hooks above write nothing, so the
 * event is all the transition adds. Entering them, settleLinkPayment changes no ticket or link (it
 * acts on success and on the statuses that release tickets), v1's callback is not called
 * (CALLBACK_STATUSES) and no receipt goes (success only).
 */
const STATEMENT_TRANSITIONS: readonly PaymentStatus[] = ["partially_refunded", "fully_refunded"];

/** SQLSTATE of a one-statement transition whose payment was no longer as read (DETAIL: its id). */
export const PAYMENT_CHANGED = "GWP01";

/**
 * transitionPayment as parts of a one-statement write (lib/db/one-statement.ts: refunds):
 * the same rule (canTransition), the same columns and the same event and payload, with the update
 * guarded by the row as `payment` was read (its status, refunded amount and updatedAt, and `guard`,
 * SQL on the row's columns) instead of a row lock: the event's payload is made here from the row
 * the update will write, so it may only be written if the row is still the one read. When the update
 * matches nothing, the part returned raises PAYMENT_CHANGED and the whole statement is undone; the
 * caller reads the payment again to say why, or to try again. Pass the part as `after` to what must
 * not run before the update matched (the ledger posting).
 */
export function addPaymentTransition(
  statement: OneStatement,
  payment: Payment,
  to: PaymentStatus,
  opts: { data: Pick<Partial<Payment>, "amountRefunded">; eventDetails?: Record<string, P.InputJsonValue | null>; guard?: (v: (value: unknown) => string) => string },
): { updated: Payment; matched: string } {
  if (!canTransition(payment.status, to)) {
    throw new ApiError("INVALID_STATE", `payment is ${payment.status} and cannot become ${to}`);
  }
  if (!STATEMENT_TRANSITIONS.includes(to)) throw new InternalError(`a one-statement transition cannot enter ${to}: its hooks write rows`);
  // As Prisma's @updatedAt would set it, so the payload says what the row says.
  const updated: Payment = { ...payment, ...opts.data, status: to, updatedAt: new Date() };
  const v = (value: unknown) => statement.value(value);
  const set = Object.entries({ ...opts.data, status: to, updatedAt: updated.updatedAt })
    .map(([column, value]) => `"${column}" = ${v(value)}`)
    .join(", ");
  const update = statement.with(
    statement.name("payment"),
    `UPDATE "Payment" SET ${set}
     WHERE id = ${v(payment.id)} AND "merchantId" = ${v(payment.merchantId)} AND status = ${v(payment.status)}
       AND "amountRefunded" = ${v(payment.amountRefunded)} AND "updatedAt" = ${v(payment.updatedAt)}${opts.guard ? ` AND ${opts.guard(v)}` : ""}
     RETURNING id`,
  );
  const matched = statement.withMustRun(
    statement.name("payment_matched"),
    `SELECT CASE WHEN EXISTS (SELECT 1 FROM ${update}) THEN 1 ELSE gw_raise('${PAYMENT_CHANGED}', ${v(payment.id)}) END AS ok`,
  );
  const type = EVENT_FOR_STATUS[to];
  if (type) {
    addEvent(statement, {
      merchantId: updated.merchantId,
      mode: updated.mode,
      type,
      objectType: "payment",
      objectId: updated.id,
      payload: { ...serializePayment(updated), ...(opts.eventDetails ?? {}) } as P.InputJsonValue,
    });
  }
  return { updated, matched };
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
