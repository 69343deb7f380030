// The `from` / `to` filters of the API's lists (payouts, events): a day (2026-11-23) or a full
// ISO 8601 time; anything else is 400 INVALID_VALUE, never guessed. A bare day as `to` includes
// that whole day. Returns a Prisma createdAt filter, or undefined when neither is given.
import { ApiError } from "@/lib/http/errors";
import { addDays, startOfLocalDay } from "@/lib/catalog/time-zones";

const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function invalid(field: string, message: string) {
  return new ApiError("INVALID_VALUE", `${field} ${message}`, [{ field, message }]);
}

function parseDate(field: string, text: string): Date {
  if (!ISO.test(text) || Number.isNaN(Date.parse(text))) throw invalid(field, "must be an ISO 8601 date or time, e.g. 2026-11-23 or 2026-11-23T10:00:00Z");
  return new Date(text);
}

/**
 * A bare day is a day in `timeZone`: local midnight to midnight. The API passes
 * nothing (UTC days, as documented in docs/api.md); the dashboard passes the merchant's zone, so a
 * merchant in Addis Ababa filtering on 27 November sees its sales of 00:00–03:00 local too.
 * A time with an offset (or Z) is that instant whatever the zone.
 */
export function createdAtRange(query: { from?: string; to?: string }, timeZone = "UTC"): { gte?: Date; lt?: Date } | undefined {
  // Validated as before (same messages); a day then becomes its local start (`to`: the next day's).
  const bound = (field: string, text: string | undefined, daysAfter: number) => {
    if (text === undefined) return undefined;
    const instant = parseDate(field, text);
    return DAY.test(text) ? startOfLocalDay(addDays(text, daysAfter), timeZone) : instant;
  };
  const from = bound("from", query.from, 0);
  const to = bound("to", query.to, 1);
  if (from && to && from >= to) throw invalid("from", "must be before to");
  if (!from && !to) return undefined;
  return { ...(from ? { gte: from } : {}), ...(to ? { lt: to } : {}) };
}
