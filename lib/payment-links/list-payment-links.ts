import "server-only";
// GET /v2/payment-links and the dashboard's link list: the merchant's links in one
// mode, newest first, filtered by kind and active, paged by position cursor (lib/http/cursor.ts)
// over the index (merchantId, mode, createdAt, id).
import type { Db } from "@/lib/db";
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import { cursorPage, cursorPosition, decodeCursor, type CursorScope } from "@/lib/http/cursor";
import type { LinkKind } from "@/lib/catalog/payment-types";
import { withTicketTypes } from "@/lib/payment-links/get-payment-link";

export const DEFAULT_LINKS_PER_PAGE = 20;

export async function listPaymentLinks(
  db: Db,
  opts: { merchantId: string; mode: Mode; kind?: LinkKind; active?: "true" | "false"; cursor?: string; perPage?: number },
) {
  const where: Prisma.PaymentLinkWhereInput = { merchantId: opts.merchantId, mode: opts.mode };
  if (opts.kind) where.kind = opts.kind;
  if (opts.active) where.active = opts.active === "true";
  const limit = opts.perPage ?? DEFAULT_LINKS_PER_PAGE;
  const scope: CursorScope = { list: "payment links", merchantId: opts.merchantId, mode: opts.mode, filters: where };
  const cursor = opts.cursor === undefined ? null : decodeCursor(opts.cursor, scope);
  const position = cursor ? cursorPosition(cursor) : { where: {}, order: "desc" as const };
  const fetched = await db.paymentLink.findMany({
    where: { AND: [where, position.where] },
    orderBy: [{ createdAt: position.order }, { id: position.order }],
    take: limit + 1,
  });
  const { rows, pagination } = cursorPage(fetched, cursor, limit, scope);
  return { rows: await withTicketTypes(db, rows), pagination };
}
