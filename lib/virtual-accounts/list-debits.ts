import "server-only";
// GET /v2/virtual-accounts/{virtual_account_id}/debits (spec) and the dashboard's debit
// history: newest first (created_at, then id), filtered by from/to (lib/catalog/date-range.ts) and
// merchant_reference, paged by page/per_page or by a position cursor (lib/http/cursor.ts).
import type { Db } from "@/lib/db";
import type { Prisma, VirtualAccount } from "@/lib/generated/prisma/client";
import { cursorPage, cursorPosition, decodeCursor, type CursorScope } from "@/lib/http/cursor";
import { createdAtRange } from "@/lib/catalog/date-range";
import { DEFAULT_PER_PAGE, numberedPagination, parseListQuery } from "@/lib/virtual-accounts/list-query";
import { listDebitsQuerySchema } from "@/lib/schemas/virtual-accounts";

export async function listVirtualAccountDebits(db: Db, opts: { account: VirtualAccount; rawQuery: Record<string, string | string[]> }) {
  const query = parseListQuery(listDebitsQuerySchema, opts.rawQuery);
  const where: Prisma.VirtualAccountDebitWhereInput = { virtualAccountId: opts.account.id, merchantId: opts.account.merchantId };
  const createdAt = createdAtRange(query);
  if (createdAt) where.createdAt = createdAt;
  if (query.merchant_reference !== undefined) where.merchantReference = query.merchant_reference;
  const limit = query.per_page ?? DEFAULT_PER_PAGE;

  const scope: CursorScope = { list: "debits", merchantId: opts.account.merchantId, mode: opts.account.mode, filters: where };
  if (query.cursor !== undefined) {
    const cursor = decodeCursor(query.cursor, scope);
    const position = cursorPosition(cursor);
    const fetched = await db.virtualAccountDebit.findMany({
      where: { AND: [where, position.where] },
      orderBy: [{ createdAt: position.order }, { id: position.order }],
      take: limit + 1,
    });
    return cursorPage(fetched, cursor, limit, scope);
  }

  const page = query.page ?? 1;
  const [rows, total] = await Promise.all([
    db.virtualAccountDebit.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (page - 1) * limit, take: limit }),
    db.virtualAccountDebit.count({ where }),
  ]);
  return { rows, pagination: numberedPagination(rows, { page, limit, total }, scope) };
}
