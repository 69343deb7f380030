// The `from` / `to` filters of the API's lists (payouts, events): a day (2026-11-23) or a full
// ISO 8601 time; anything else is 400 INVALID_VALUE, never guessed. A bare day as `to` includes
// that whole day. Returns a Prisma createdAt filter, or undefined when neither is given.
import { ApiError } from "@/lib/http/errors";

const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function invalid(field: string, message: string) {
  return new ApiError("INVALID_VALUE", `${field} ${message}`, [{ field, message }]);
}

function parseDate(field: string, text: string): Date {
  if (!ISO.test(text) || Number.isNaN(Date.parse(text))) throw invalid(field, "must be an ISO 8601 date or time, e.g. 2026-11-23 or 2026-11-23T10:00:00Z");
  return new Date(text);
}

export function createdAtRange(query: { from?: string; to?: string }): { gte?: Date; lt?: Date } | undefined {
  const from = query.from !== undefined ? parseDate("from", query.from) : undefined;
  const to = query.to !== undefined ? parseDate("to", query.to) : undefined;
  if (to && DAY.test(query.to!)) to.setUTCDate(to.getUTCDate() + 1);
  if (from && to && from >= to) throw invalid("from", "must be before to");
  if (!from && !to) return undefined;
  return { ...(from ? { gte: from } : {}), ...(to ? { lt: to } : {}) };
}
