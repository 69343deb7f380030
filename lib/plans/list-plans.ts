import "server-only";
// GET /v2/plans and the dashboard's Plans page: the merchant's plans in one mode, newest first,
// filtered by active and currency, paged by position cursor (lib/http/cursor.ts).
import type { Db } from "@/lib/db";
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import { cursorPage, cursorPosition, decodeCursor, type CursorScope } from "@/lib/http/cursor";
import { parseCurrency } from "@/lib/money/parse-amount";
import type { ListPlansQuery } from "@/lib/schemas/plans";

export async function listPlans(db: Db, opts: { merchantId: string; mode: Mode; query: ListPlansQuery }) {
  const { query } = opts;
  const where: Prisma.PlanWhereInput = { merchantId: opts.merchantId, mode: opts.mode };
  if (query.active !== undefined) where.active = query.active === "true";
  if (query.currency !== undefined) where.currency = parseCurrency(query.currency);
  const limit = query.per_page;
  const scope: CursorScope = { list: "plans", merchantId: opts.merchantId, mode: opts.mode, filters: where };
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor, scope);
  const position = cursor ? cursorPosition(cursor) : { where: {}, order: "desc" as const };
  const fetched = await db.plan.findMany({
    where: { AND: [where, position.where] },
    orderBy: [{ createdAt: position.order }, { id: position.order }],
    take: limit + 1,
  });
  return cursorPage(fetched, cursor, limit, scope);
}
