import "server-only";
// GET /v2/payment-links/{id}/tickets: an event link's tickets, newest first, filtered by
// status, paged by position cursor over the index (linkId, createdAt, id). The door list.
import type { Db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { cursorPage, cursorPosition, decodeCursor, type CursorScope } from "@/lib/http/cursor";
import { serializeTicket } from "@/lib/link-tickets/ticket-view";
import { getPaymentLinkOrThrow, type PaymentLinkLookup } from "@/lib/payment-links/get-payment-link";

export const DEFAULT_TICKETS_PER_PAGE = 50;

export async function listLinkTickets(
  db: Db,
  opts: PaymentLinkLookup & { status?: "held" | "paid" | "released"; cursor?: string; perPage?: number },
) {
  const link = await getPaymentLinkOrThrow(db, opts);
  const where: Prisma.TicketWhereInput = { linkId: link.id, merchantId: opts.merchantId, mode: opts.mode };
  if (opts.status) where.status = opts.status;
  const limit = opts.perPage ?? DEFAULT_TICKETS_PER_PAGE;
  const scope: CursorScope = { list: "tickets", merchantId: opts.merchantId, mode: opts.mode, filters: where };
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
  return { items: rows.map((t) => serializeTicket(t, types.get(t.ticketTypeId)!)), pagination };
}
