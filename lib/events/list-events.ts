import "server-only";
// GET /v2/events: the merchant's events in the key's mode, newest first, filtered by
// type (exact, or a family written "payout.*") and creation time, by position cursor
// (lib/http/cursor.ts). Events are kept indefinitely: a merchant that missed webhooks can always
// catch up by walking this feed.
import type { Db } from "@/lib/db";
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { cursorPage, cursorPosition, decodeCursor, type CursorScope } from "@/lib/http/cursor";
import { createdAtRange } from "@/lib/catalog/date-range";
import type { ListEventsQuery } from "@/lib/schemas/events";

const TYPE = /^[a-z_]+(\.[a-z_]+)+$/;
const FAMILY = /^([a-z_]+)\.\*$/;

export async function listEvents(db: Db, opts: { merchantId: string; mode: Mode; query: ListEventsQuery }) {
  const { query } = opts;
  const where: Prisma.EventWhereInput = { merchantId: opts.merchantId, mode: opts.mode };
  if (query.type !== undefined) {
    const family = FAMILY.exec(query.type);
    if (family) where.type = { startsWith: `${family[1]}.` };
    else if (TYPE.test(query.type)) where.type = query.type;
    else {
      const message = 'must be an event type such as "payment.success", or a family such as "payout.*"';
      throw new ApiError("INVALID_VALUE", `type ${message}`, [{ field: "type", message }]);
    }
  }
  const createdAt = createdAtRange(query);
  if (createdAt) where.createdAt = createdAt;
  const scope: CursorScope = { list: "events", merchantId: opts.merchantId, mode: opts.mode, filters: where };
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor, scope);
  const position = cursor ? cursorPosition(cursor) : null;
  const order = position?.order ?? "desc";
  const fetched = await db.event.findMany({
    where: position ? { AND: [where, position.where] } : where,
    orderBy: [{ createdAt: order }, { id: order }],
    take: query.per_page + 1,
  });
  return cursorPage(fetched, cursor, query.per_page, scope);
}
