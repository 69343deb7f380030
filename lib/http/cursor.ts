// Position cursors for the API's lists (issue 10; the payout list, the events feed): a cursor is
// a position (created_at, id) and a direction, opaque to the client. The next page starts after
// the last item, so rows created meanwhile never shift a page, and each query walks the
// (merchantId, mode, createdAt) index whatever the page.
import { ApiError } from "@/lib/http/errors";

export type Cursor = { at: string; id: string; dir: "next" | "prev" };
type Positioned = { createdAt: Date; id: string };

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.at, c.id, c.dir])).toString("base64url");
}

export function decodeCursor(text: string, field = "cursor"): Cursor {
  try {
    const [at, id, dir] = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as unknown[];
    if (typeof at === "string" && !Number.isNaN(Date.parse(at)) && typeof id === "string" && (dir === "next" || dir === "prev")) return { at, id, dir };
  } catch {
    // fall through
  }
  const message = "is not a cursor from this list; use next_cursor or prev_cursor as given";
  throw new ApiError("INVALID_VALUE", `${field} ${message}`, [{ field, message }]);
}

/** The rows after (or before) the cursor's position, and the order to read them in. */
export function cursorPosition(cursor: Cursor) {
  const at = new Date(cursor.at);
  return cursor.dir === "next"
    ? { where: { OR: [{ createdAt: { lt: at } }, { createdAt: at, id: { lt: cursor.id } }] }, order: "desc" as const }
    : { where: { OR: [{ createdAt: { gt: at } }, { createdAt: at, id: { gt: cursor.id } }] }, order: "asc" as const };
}

export const cursorOf = (row: Positioned, dir: Cursor["dir"]) => encodeCursor({ at: row.createdAt.toISOString(), id: row.id, dir });

/**
 * One page from `fetched` (read in cursorPosition's order, limit + 1 rows, or newest first
 * without a cursor), newest first, with the spec's pagination object.
 */
export function cursorPage<T extends Positioned>(fetched: T[], cursor: Cursor | null, limit: number) {
  const more = fetched.length > limit;
  const page = fetched.slice(0, limit);
  const rows = cursor?.dir === "prev" ? page.reverse() : page;
  const hasNext = cursor?.dir === "prev" ? true : more;
  const hasPrev = cursor === null ? false : cursor.dir === "prev" ? more : true;
  const first = rows[0];
  const last = rows.at(-1);
  return {
    rows,
    pagination: {
      limit: rows.length,
      per_page: limit,
      has_more: hasNext,
      next_cursor: hasNext && last ? cursorOf(last, "next") : null,
      prev_cursor: hasPrev && first ? cursorOf(first, "prev") : null,
    },
  };
}
