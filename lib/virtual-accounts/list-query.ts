// The virtual-account lists' query strings: every bad value, an unknown parameter
// included, is 400 INVALID_VALUE naming the parameter ("Bad filters: 400 INVALID_VALUE"), not
// the wrapper's VALIDATION_ERROR. The routes hand the raw query (lib/http/routes.ts readQuery).
import type { z } from "zod";
import { ApiError } from "@/lib/http/errors";
import { cursorOf, type CursorScope } from "@/lib/http/cursor";
import { fieldErrors } from "@/lib/http/validation";

export const DEFAULT_PER_PAGE = 20;

export function parseListQuery<S extends z.ZodType>(schema: S, raw: Record<string, string | string[]>): z.output<S> {
  const repeated = Object.entries(raw).find(([, value]) => Array.isArray(value));
  if (repeated) {
    const message = "must be given once";
    throw new ApiError("INVALID_VALUE", `${repeated[0]} ${message}`, [{ field: repeated[0], message }]);
  }
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const details = fieldErrors(result.error).map((d) => (d.message === "Unknown field" ? { ...d, message: "is not a parameter of this list" } : d));
  throw new ApiError("INVALID_VALUE", `${details[0].field} ${details[0].message}`, details);
}

/** A page-numbered answer's pagination, with cursors that continue by position from it (as the payout list's). */
export function numberedPagination<T extends { createdAt: Date; id: string }>(rows: T[], opts: { page: number; limit: number; total: number }, scope: CursorScope) {
  const hasMore = opts.page * opts.limit < opts.total;
  return {
    page: opts.page,
    per_page: opts.limit,
    total: opts.total,
    limit: rows.length,
    has_more: hasMore,
    next_cursor: hasMore && rows.length ? cursorOf(rows.at(-1)!, "next", scope) : null,
    prev_cursor: opts.page > 1 && rows.length ? cursorOf(rows[0], "prev", scope) : null,
  };
}
