import "server-only";
// Event tickets held for an open payment. Selling the last ticket is exact under
// concurrency because a hold is ONE conditional update per ticket type,
//   UPDATE "TicketType" SET taken = taken + n WHERE id = … AND taken + n <= quantity
// which PostgreSQL runs under the row's lock: of two buyers racing for the last ticket, the second
// re-reads the row after the first commits and its WHERE no longer matches. The table's CHECK
// (taken <= quantity) refuses any other write that would oversell. `taken` counts held and paid
// tickets; a held ticket goes back to stock when its payment fails, is cancelled or expires
// (releaseHeldTickets in settle-link-payment.ts), and is held again when the customer retries
// (reholdReleasedTickets, called by lib/payments/attempts/start-payment-attempt.ts through renewLinkHold in
// lib/link-tickets/link-holds.ts, which also ends a hold after its 10 minutes), or the retry is refused.
import type { Mode, Payment, Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { newId, newTicketReference } from "@/lib/ids";

export type TicketRequest = { ticketTypeId: string; attendeeName: string };
export type StockRow = { id: string; name: string; quantity: number };

/** The sentence a customer reads when a ticket type has fewer tickets left than they asked for. */
export function soldOutMessage(name: string, left: number): string {
  if (left <= 0) return `${name} tickets have sold out`;
  return `Only ${left} ${name} ${left === 1 ? "ticket" : "tickets"} left`;
}

/** Ticket counts per type, in first-seen order (a stable lock order, so two holds never deadlock: sorted by id). */
function countByType(tickets: readonly { ticketTypeId: string }[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const t of tickets) counts.set(t.ticketTypeId, (counts.get(t.ticketTypeId) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Takes `n` from one ticket type's stock, or answers how many were left. Null on success.
 * The stock is re-read only on a refusal, to say how many are left.
 */
async function takeStock(tx: Prisma.TransactionClient, ticketTypeId: string, n: number): Promise<number | null> {
  const taken = await tx.$executeRaw`UPDATE "TicketType" SET taken = taken + ${n}::int WHERE id = ${ticketTypeId} AND taken + ${n}::int <= quantity`;
  if (taken === 1) return null;
  const row = await tx.ticketType.findUnique({ where: { id: ticketTypeId }, select: { quantity: true, taken: true } });
  return row ? row.quantity - row.taken : 0;
}

/**
 * Holds the tickets of a new payment, in the caller's transaction: stock first (per type, in id
 * order), then one `held` Ticket row per ticket with its reference and attendee. When a type has
 * too few left, INVALID_STATE "Only 3 VIP tickets left" (the caller's transaction rolls back, so
 * nothing is written).
 */
export async function holdTickets(
  tx: Prisma.TransactionClient,
  opts: { merchantId: string; mode: Mode; linkId: string; paymentId: string; tickets: readonly TicketRequest[]; types: readonly StockRow[] },
): Promise<void> {
  for (const [ticketTypeId, n] of countByType(opts.tickets)) {
    const left = await takeStock(tx, ticketTypeId, n);
    if (left !== null) {
      const type = opts.types.find((t) => t.id === ticketTypeId);
      const message = soldOutMessage(type?.name ?? "These", left);
      throw new ApiError("INVALID_STATE", message, [{ field: `tickets.${ticketTypeId}`, message }]);
    }
  }
  const now = Date.now();
  await tx.ticket.createMany({
    data: opts.tickets.map((t, i) => ({
      id: newId("tkt"),
      merchantId: opts.merchantId,
      mode: opts.mode,
      linkId: opts.linkId,
      ticketTypeId: t.ticketTypeId,
      paymentId: opts.paymentId,
      status: "held",
      attendeeName: t.attendeeName,
      reference: newTicketReference(),
      // Distinct times keep the order the customer listed the attendees in.
      createdAt: new Date(now + i),
    })),
  });
}

/**
 * A retry of a failed link payment (lib/payments/attempts/start-payment-attempt.ts, under the payment's row
 * lock): its tickets went back to stock when it failed; they are held again, by the same
 * conditional update, before the new attempt may charge anything. When another buyer took them
 * meanwhile: INVALID_STATE "These tickets have sold out", and the attempt is not made. Answers
 * how many tickets were held again (0 for a payment with none released).
 */
export async function reholdReleasedTickets(tx: Prisma.TransactionClient, payment: Pick<Payment, "id" | "merchantId" | "paymentLinkId">): Promise<number> {
  if (!payment.paymentLinkId) return 0;
  const released = await tx.ticket.findMany({
    where: { paymentId: payment.id, merchantId: payment.merchantId, status: "released" },
    select: { id: true, ticketTypeId: true },
  });
  if (!released.length) return 0;
  for (const [ticketTypeId, n] of countByType(released)) {
    if ((await takeStock(tx, ticketTypeId, n)) !== null) throw new ApiError("INVALID_STATE", "These tickets have sold out");
  }
  await tx.ticket.updateMany({ where: { id: { in: released.map((t) => t.id) }, merchantId: payment.merchantId, status: "released" }, data: { status: "held" } });
  return released.length;
}
