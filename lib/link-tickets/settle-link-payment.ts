import "server-only";
// What a payment made through a link changes on its link, in the transaction of the
// payment's own transition (lib/payments/transition-payment.ts), so the two commit together:
// - success: its held tickets become paid, the link counts the payment and its amount;
// - failed, cancelled, incomplete (session expired), blocked: its held tickets go back to stock.
//   A failed payment may be retried; its next attempt holds the tickets again first, or is refused
//   when they have sold out meanwhile (lib/link-tickets/hold-tickets.ts), so a ticket is never sold twice.
// Both end the payment's hold on a place of its link (lib/link-tickets/link-holds.ts).
// Returns what the payment's event adds to its payload: the paid tickets, for the webhook.
import type { Payment, PaymentStatus, Prisma } from "@/lib/generated/prisma/client";
import { serializeTicket, type TicketView } from "@/lib/link-tickets/ticket-view";

const RELEASES_TICKETS: readonly PaymentStatus[] = ["failed", "cancelled", "incomplete", "blocked"];

export async function settleLinkPayment(
  tx: Prisma.TransactionClient,
  before: Payment,
  after: Payment,
): Promise<{ tickets?: TicketView[] }> {
  if (!after.paymentLinkId) return {};
  // failed -> failed (a retry that failed too) releases again: the retry held the tickets anew.
  if (after.status === "success" && before.status !== "success") {
    await tx.ticket.updateMany({ where: { paymentId: after.id, merchantId: after.merchantId, status: "held" }, data: { status: "paid" } });
    await tx.paymentLink.update({
      where: { id: after.paymentLinkId, merchantId: after.merchantId },
      data: { paymentCount: { increment: 1 }, amountCollected: { increment: after.amount } },
    });
    // The payment is counted now (paymentCount, under the link's row lock): its hold on a place ends.
    await endHold(tx, after);
    const tickets = await tx.ticket.findMany({ where: { paymentId: after.id, merchantId: after.merchantId }, include: { ticketType: { select: { id: true, name: true } } }, orderBy: { createdAt: "asc" } });
    return tickets.length ? { tickets: tickets.map((t) => serializeTicket(t, t.ticketType, after.status)) } : {};
  }
  if (RELEASES_TICKETS.includes(after.status)) {
    await releaseHeldTickets(tx, after);
    await endHold(tx, after);
  }
  return {};
}

/** The payment holds no place any more (lib/link-tickets/link-holds.ts): counted as paid, or released. */
async function endHold(tx: Prisma.TransactionClient, payment: Payment): Promise<void> {
  if (payment.linkHoldUntil === null) return;
  await tx.payment.update({ where: { id: payment.id, merchantId: payment.merchantId }, data: { linkHoldUntil: null } });
}

/** Held tickets back to stock: each ticket type's `taken` goes down by the tickets released from it. */
export async function releaseHeldTickets(tx: Prisma.TransactionClient, payment: Pick<Payment, "id" | "merchantId">): Promise<number> {
  const released = await tx.$queryRaw<{ ticketTypeId: string; n: bigint }[]>`
    WITH r AS (
      UPDATE "Ticket" SET status = 'released'
      WHERE "paymentId" = ${payment.id} AND "merchantId" = ${payment.merchantId} AND status = 'held'
      RETURNING "ticketTypeId"
    )
    SELECT "ticketTypeId", count(*) AS n FROM r GROUP BY "ticketTypeId"`;
  for (const { ticketTypeId, n } of released) {
    await tx.$executeRaw`UPDATE "TicketType" SET taken = taken - ${Number(n)}::int WHERE id = ${ticketTypeId}`;
  }
  return released.reduce((sum, r) => sum + Number(r.n), 0);
}
