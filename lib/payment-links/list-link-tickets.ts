import "server-only";
// GET /v2/payment-links/{id}/tickets: an event link's tickets, newest first, filtered by
// status, paged by position cursor over the index (linkId, createdAt, id). The door list.
// `void` (a paid ticket of a payment refunded in full) is the payment's status, not the ticket's
// (lib/link-tickets/ticket-view.ts): the filter reads the link's fully refunded payments first.
import type { Db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { cursorPage, cursorPosition, decodeCursor, type CursorScope } from "@/lib/http/cursor";
import { serializeTicket, type TicketStatus } from "@/lib/link-tickets/ticket-view";
import { getPaymentLinkOrThrow, type PaymentLinkLookup } from "@/lib/payment-links/get-payment-link";

export const DEFAULT_TICKETS_PER_PAGE = 50;

export async function listLinkTickets(
  db: Db,
  opts: PaymentLinkLookup & { status?: TicketStatus; cursor?: string; perPage?: number },
) {
  const link = await getPaymentLinkOrThrow(db, opts);
  const base: Prisma.TicketWhereInput = { linkId: link.id, merchantId: opts.merchantId, mode: opts.mode };
  const refunded =
    opts.status === "paid" || opts.status === "void"
      ? (await db.payment.findMany({ where: { paymentLinkId: link.id, merchantId: opts.merchantId, mode: opts.mode, status: "fully_refunded" }, select: { id: true } })).map((p) => p.id)
      : [];
  const where: Prisma.TicketWhereInput =
    opts.status === "void"
      ? { ...base, status: "paid", paymentId: { in: refunded } }
      : opts.status === "paid"
        ? { ...base, status: "paid", paymentId: { notIn: refunded } }
        : opts.status
          ? { ...base, status: opts.status }
          : base;
  const limit = opts.perPage ?? DEFAULT_TICKETS_PER_PAGE;
  // The cursor names the filter asked for, not the payments it read: a refund between two pages
  // does not make the next page's cursor foreign.
  const scope: CursorScope = { list: "tickets", merchantId: opts.merchantId, mode: opts.mode, filters: { ...base, status: opts.status ?? null } };
  const cursor = opts.cursor === undefined ? null : decodeCursor(opts.cursor, scope);
  const position = cursor ? cursorPosition(cursor) : { where: {}, order: "desc" as const };
  const fetched = await db.ticket.findMany({
    where: { AND: [where, position.where] },
    orderBy: [{ createdAt: position.order }, { id: position.order }],
    take: limit + 1,
  });
  const { rows, pagination } = cursorPage(fetched, cursor, limit, scope);
  // The link's ticket types read on their own, naming the merchant (every statement does).
  const types = new Map((await db.ticketType.findMany({ where: { linkId: link.id, merchantId: opts.merchantId }, select: { id: true, name: true } })).map((t) => [t.id, t]));
  const paymentIds = [...new Set(rows.map((t) => t.paymentId))];
  const statuses = new Map(
    (await db.payment.findMany({ where: { id: { in: paymentIds }, merchantId: opts.merchantId }, select: { id: true, status: true } })).map((p) => [p.id, p.status]),
  );
  return { items: rows.map((t) => serializeTicket(t, types.get(t.ticketTypeId)!, statuses.get(t.paymentId)!)), pagination };
}
