import "server-only";
// GET /v2/disputes and the dashboard's Disputes page: the merchant's disputes in one mode, newest
// first, filtered by status, kind, payment, open or closed, and deadline, paged by position cursor
// (lib/http/cursor.ts).
import type { Db } from "@/lib/db";
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import { cursorPage, cursorPosition, decodeCursor, type CursorScope } from "@/lib/http/cursor";
import type { ListDisputesQuery } from "@/lib/schemas/disputes";

export function disputeFilters(opts: { merchantId: string; mode: Mode; query: Omit<ListDisputesQuery, "cursor" | "per_page"> }): Prisma.DisputeWhereInput {
  const { query } = opts;
  const where: Prisma.DisputeWhereInput = { merchantId: opts.merchantId, mode: opts.mode };
  if (query.status !== undefined) where.status = query.status;
  if (query.kind !== undefined) where.kind = query.kind;
  if (query.payment_reference !== undefined) where.paymentId = query.payment_reference;
  if (query.open === "true") where.outcome = null;
  if (query.open === "false") where.outcome = { not: null };
  // Due before: open disputes only (a closed one has no deadline left), so with open=false nothing matches.
  if (query.due_before !== undefined) {
    where.dueBy = { lt: new Date(query.due_before) };
    if (query.open !== "false") where.outcome = null;
    else where.id = { in: [] };
  }
  return where;
}

export async function listDisputes(db: Db, opts: { merchantId: string; mode: Mode; query: ListDisputesQuery }) {
  const where = disputeFilters(opts);
  const limit = opts.query.per_page;
  const scope: CursorScope = { list: "disputes", merchantId: opts.merchantId, mode: opts.mode, filters: where };
  const cursor = opts.query.cursor === undefined ? null : decodeCursor(opts.query.cursor, scope);
  const position = cursor ? cursorPosition(cursor) : { where: {}, order: "desc" as const };
  const fetched = await db.dispute.findMany({
    where: { AND: [where, position.where] },
    orderBy: [{ createdAt: position.order }, { id: position.order }],
    take: limit + 1,
  });
  return cursorPage(fetched, cursor, limit, scope);
}
