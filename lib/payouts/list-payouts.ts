import "server-only";
// GET /v2/payouts (extension) and the dashboard's payout list: newest first,
// filtered by status (`completed` is `success`), currency, creation time, references;
// paged by page/per_page or by a position cursor (lib/http/cursor.ts).
import type { Db } from "@/lib/db";
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { cursorOf, cursorPage, cursorPosition, decodeCursor, type CursorScope } from "@/lib/http/cursor";
import { createdAtRange } from "@/lib/catalog/date-range";
import { normalizeCurrency, CURRENCY_CODES } from "@/lib/money";
import { PAYOUT_STATUSES, parsePayoutStatusFilter } from "@/lib/catalog/payout-transitions";
import type { ListPayoutsQuery } from "@/lib/schemas/payouts";

function invalid(field: string, message: string) {
  return new ApiError("INVALID_VALUE", `${field} ${message}`, [{ field, message }]);
}

export function payoutFilters(opts: { merchantId: string; mode: Mode; query: ListPayoutsQuery }): Prisma.PayoutWhereInput {
  const { query } = opts;
  const where: Prisma.PayoutWhereInput = { merchantId: opts.merchantId, mode: opts.mode };
  if (query.status !== undefined) {
    const status = parsePayoutStatusFilter(query.status);
    if (!status) throw invalid("status", `must be one of ${[...PAYOUT_STATUSES, "completed"].join(", ")}`);
    where.status = status;
  }
  if (query.currency !== undefined) {
    const currency = normalizeCurrency(query.currency);
    if (!currency) throw invalid("currency", `must be one of ${CURRENCY_CODES.join(", ")}`);
    where.currency = currency;
  }
  const createdAt = createdAtRange(query);
  if (createdAt) where.createdAt = createdAt;
  if (query.merchant_reference !== undefined) where.merchantReference = query.merchant_reference;
  if (query.batch_reference !== undefined) where.batchId = query.batch_reference;
  if (query.subaccount_reference !== undefined) where.subaccountId = query.subaccount_reference;
  return where;
}

export async function listPayouts(db: Db, opts: { merchantId: string; mode: Mode; query: ListPayoutsQuery }) {
  const where = payoutFilters(opts);
  const limit = opts.query.per_page;
  const scope: CursorScope = { list: "payouts", merchantId: opts.merchantId, mode: opts.mode, filters: where };
  if (opts.query.cursor === undefined) {
    const [rows, total] = await Promise.all([
      db.payout.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (opts.query.page - 1) * limit, take: limit }),
      db.payout.count({ where }),
    ]);
    const hasMore = opts.query.page * limit < total;
    return {
      rows,
      pagination: {
        page: opts.query.page,
        per_page: limit,
        total,
        limit: rows.length,
        has_more: hasMore,
        // Cursors from a page answer continue by position from its last (or first) row.
        next_cursor: hasMore && rows.length ? cursorOf(rows.at(-1)!, "next", scope) : null,
        prev_cursor: opts.query.page > 1 && rows.length ? cursorOf(rows[0], "prev", scope) : null,
      },
    };
  }

  const cursor = decodeCursor(opts.query.cursor, scope);
  const position = cursorPosition(cursor);
  const fetched = await db.payout.findMany({
    where: { AND: [where, position.where] },
    orderBy: [{ createdAt: position.order }, { id: position.order }],
    take: limit + 1,
  });
  return cursorPage(fetched, cursor, limit, scope);
}
