import "server-only";
// The one way a payment's status changes: check the transition table, update with the
// expected old status (a lost race fails loudly instead of overwriting), and write the
// event row in the same transaction (docs/architecture.md, convention 9), with a v1
// payment's callback job when the status is final.
import type { Prisma as P, Payment, PaymentStatus } from "@/lib/generated/prisma/client";
import { ApiError, InternalError } from "@/lib/http/errors";
import { canTransition, EVENT_FOR_STATUS } from "@/lib/catalog/payment-transitions";
import { serializePayment } from "@/lib/payments/serialize-payment";
import { addEvent } from "@/lib/events/record-event";
import { OneStatement } from "@/lib/db/one-statement";
import { databaseErrorDetail } from "@/lib/db/errors";
import { addPaymentCallback } from "@/lib/payments/payment-callback";
import { settleLinkPayment } from "@/lib/link-tickets/settle-link-payment";
import { addReceiptEmail } from "@/lib/payments/enqueue-receipt-email";
import { addInvoicePaymentJob } from "@/lib/payments/invoice-payment-job";

/** The columns a transition may set besides the status: plain values, so the row it writes is known before it is written. */
export type PaymentChanges = Partial<Omit<Payment, "id" | "merchantId" | "mode" | "status" | "createdAt" | "updatedAt">>;

/**
 * Moves a payment the caller holds (its row locked, lockPayment) to `to`: the update guarded by the
 * status as read, the event, v1's callback job and the receipt job as ONE statement (the same parts
 * addPaymentTransition adds to a larger write), after the link's tickets and totals moved in the
 * same transaction. A lost race fails with INVALID_STATE instead of overwriting.
 */
export async function transitionPayment(
  tx: P.TransactionClient,
  payment: Payment,
  to: PaymentStatus,
  opts: { data?: PaymentChanges; eventDetails?: Record<string, P.InputJsonValue | null> } = {},
): Promise<Payment> {
  if (!canTransition(payment.status, to)) {
    throw new ApiError("INVALID_STATE", `payment is ${payment.status} and cannot become ${to}`);
  }
  const updated = paymentAfter(payment, to, opts.data ?? {});
  // A payment made through a link moves its tickets and its link's totals in this transaction.
  const linkDetails = updated.paymentLinkId ? await settleLinkPayment(tx, payment, updated) : {};
  const statement = new OneStatement();
  addPaymentUpdate(statement, payment, updated, { eventDetails: { ...linkDetails, ...(opts.eventDetails ?? {}) }, statusOnly: true });
  // v1's callback_url and the customer's receipt e-mail: their jobs commit with the transition, as the event does.
  addPaymentCallback(statement, payment, updated);
  await addReceiptEmail(statement, tx, payment, updated);
  // A subscription's payment: its invoice and subscription learn the outcome by a job in this statement.
  addInvoicePaymentJob(statement, payment, updated);
  await statement.run(tx, "1").catch((error: unknown) => {
    if (databaseErrorDetail(error, PAYMENT_CHANGED) !== undefined) throw new ApiError("INVALID_STATE", "payment changed while this request ran; reload and retry");
    throw error;
  });
  return updated;
}

/**
 * The statuses addPaymentTransition may enter: the ones whose hooks write nothing, so the event is
 * all the transition adds. Entering them, settleLinkPayment changes no ticket or link (it acts on
 * success and on the statuses that release tickets), v1's callback is not called (CALLBACK_STATUSES)
 * and no receipt goes (success only).
 */
const STATEMENT_TRANSITIONS: readonly PaymentStatus[] = ["partially_refunded", "fully_refunded"];

/** SQLSTATE of a one-statement transition whose payment was no longer as read (DETAIL: its id). */
export const PAYMENT_CHANGED = "GWP01";

/**
 * A transition as parts of a larger one-statement write (lib/db/one-statement.ts: refunds): the
 * same rule, columns, event and payload as transitionPayment, with the update guarded by the row as
 * `payment` was read (its status, refunded amount and updatedAt, and `guard`, SQL on the row's
 * columns) instead of a row lock: the event's payload is made here from the row the update will
 * write, so it may only be written if the row is still the one read. When the update matches
 * nothing, the part returned raises PAYMENT_CHANGED and the whole statement is undone; the caller
 * reads the payment again to say why, or to try again. Pass the part as `after` to what must not run
 * before the update matched (the ledger posting).
 */
export function addPaymentTransition(
  statement: OneStatement,
  payment: Payment,
  to: PaymentStatus,
  opts: { data: Pick<PaymentChanges, "amountRefunded">; eventDetails?: Record<string, P.InputJsonValue | null>; guard?: (v: (value: unknown) => string) => string },
): { updated: Payment; matched: string } {
  if (!canTransition(payment.status, to)) {
    throw new ApiError("INVALID_STATE", `payment is ${payment.status} and cannot become ${to}`);
  }
  if (!STATEMENT_TRANSITIONS.includes(to)) throw new InternalError(`a one-statement transition cannot enter ${to}: its hooks write rows`);
  const updated = paymentAfter(payment, to, opts.data);
  const matched = addPaymentUpdate(statement, payment, updated, { eventDetails: opts.eventDetails, guard: opts.guard, statusOnly: false });
  return { updated, matched };
}

/** The row the transition writes: as Prisma's @updatedAt would set it, so the payload says what the row says. */
function paymentAfter(payment: Payment, to: PaymentStatus, data: PaymentChanges): Payment {
  return { ...payment, ...data, status: to, updatedAt: new Date() };
}

/**
 * The update and its event, the one write path of a payment's status. `statusOnly`: the caller
 * holds the row's lock, so the expected old status is the whole guard; otherwise the row must be
 * exactly as read (status, refunded amount, updatedAt and `guard`).
 */
function addPaymentUpdate(
  statement: OneStatement,
  payment: Payment,
  updated: Payment,
  opts: { eventDetails?: Record<string, P.InputJsonValue | null>; guard?: (v: (value: unknown) => string) => string; statusOnly: boolean },
): string {
  const v = (value: unknown) => statement.value(value);
  const changed = Object.entries(updated).filter(
    ([column, value]) => column === "status" || column === "updatedAt" || value !== (payment as Record<string, unknown>)[column],
  );
  const set = changed.map(([column, value]) => `"${column}" = ${v(value)}`).join(", ");
  const exactly = opts.statusOnly ? "" : ` AND "amountRefunded" = ${v(payment.amountRefunded)} AND "updatedAt" = ${v(payment.updatedAt)}`;
  const update = statement.with(
    statement.name("payment"),
    `UPDATE "Payment" SET ${set}
     WHERE id = ${v(payment.id)} AND "merchantId" = ${v(payment.merchantId)} AND status = ${v(payment.status)}${exactly}${opts.guard ? ` AND ${opts.guard(v)}` : ""}
     RETURNING id`,
  );
  const matched = statement.withMustRun(
    statement.name("payment_matched"),
    `SELECT CASE WHEN EXISTS (SELECT 1 FROM ${update}) THEN 1 ELSE gw_raise('${PAYMENT_CHANGED}', ${v(payment.id)}) END AS ok`,
  );
  const type = EVENT_FOR_STATUS[updated.status];
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
  return matched;
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
