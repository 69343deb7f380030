import "server-only";
// The overview's charts ("Dashboard"): volume and success rate per day over a period,
// per currency, computed by one grouped query in the database, never in the browser.
// (items 11 and 12): the period is 7, 30 or 90 days ending today, or a custom range of days; the
// same figures come for the previous period of the same length (the comparison); and days are
// the merchant's days, in its time zone.
//
// Definitions (shown beside the charts, kept here in one place):
// - A day is a calendar day of the payment's `createdAt` in the merchant's time zone
//   (lib/merchants/get-merchant-time-zone.ts; UTC by default), bucketed by the database with
//   `AT TIME ZONE`, so a payment at 01:30 in Addis Ababa (22:30 UTC the day before) counts on
//   the Addis day. The window ends with today in that zone unless a custom range is asked for.
// - Successful: the payment was paid, including those later refunded (partially or fully): the
//   money moved that day; refunds are their own story.
// - Finished: the payment has an outcome; everything but `pending` and `auth_needed` (still in
//   progress). Success rate = successful / finished, null on a day with nothing finished.
// - Volume: the sum of successful payments' amounts, in minor units in the query (exact BigInt),
//   major units in the answer like every amount of the API.
// Days without payments appear with zeros for every currency seen in the period or the previous one.
import { Prisma } from "@/lib/generated/prisma/client";
import type { Db } from "@/lib/db";
import type { PaymentStatus } from "@/lib/generated/prisma/enums";
import { ApiError } from "@/lib/http/errors";
import { toMajorUnits } from "@/lib/money";
import { addDays, localDay, startOfLocalDay } from "@/lib/catalog/time-zones";

export const OVERVIEW_DAYS = 30;
/** The periods the overview's picker offers; a custom range may span up to MAX_CUSTOM_DAYS. */
export const OVERVIEW_PERIODS = [7, 30, 90] as const;
export const MAX_CUSTOM_DAYS = 366;

const SUCCESSFUL: readonly PaymentStatus[] = ["success", "partially_refunded", "fully_refunded"];
const IN_PROGRESS: readonly PaymentStatus[] = ["pending", "auth_needed"];

export type OverviewDay = {
  /** YYYY-MM-DD, a day in the merchant's time zone. */
  date: string;
  /** Sum of successful payments, major units. */
  volume: number;
  successful: number;
  finished: number;
  /** successful / finished, 0–1; null when nothing finished that day. */
  success_rate: number | null;
};

export type OverviewTotals = Omit<OverviewDay, "date">;

export type OverviewCurrency = {
  currency: string;
  totals: OverviewTotals;
  /** The same figures over the previous period of the same length. */
  previous_totals: OverviewTotals;
  days: OverviewDay[];
  /** The previous period's days, oldest first: previous_days[i] is the day `days` before days[i]. */
  previous_days: OverviewDay[];
};

export type OverviewStats = {
  /** The window, days in time_zone, oldest first. */
  from: string;
  to: string;
  /** Its length in days. */
  days: number;
  /** 7, 30 or 90 for the picker's periods; null for a custom range. */
  period: number | null;
  previous: { from: string; to: string };
  /** The IANA zone the days are counted in. */
  time_zone: string;
  currencies: OverviewCurrency[];
};

type Row = { day: string; currency: string; volume_minor: bigint; successful: bigint; finished: bigint };

const rate = (successful: number, finished: number) => (finished === 0 ? null : successful / finished);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** A UTC instant as a `timestamp` literal, the type of "createdAt" (UTC by Prisma's convention). */
const utcTimestamp = (d: Date) => d.toISOString().slice(0, 23).replace("T", " ");

/** The first instant (UTC) of the window that ends with the UTC day of `now`. */
export function overviewWindowStart(now: Date, days = OVERVIEW_DAYS): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return start;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

function invalid(field: string, message: string) {
  return new ApiError("INVALID_VALUE", `${field} ${message}`, [{ field, message }]);
}

/**
 * The window asked for: `period` days ending today (in the zone), or the custom days from–to (both
 * included). A custom range needs both ends, from ≤ to, at most MAX_CUSTOM_DAYS days, and may not
 * start after today.
 */
export function overviewWindow(
  query: { period?: number; from?: string; to?: string },
  timeZone: string,
  now: Date,
): { from: string; to: string; days: number; period: number | null } {
  const today = localDay(now, timeZone);
  if (query.from === undefined && query.to === undefined) {
    const days = query.period ?? OVERVIEW_DAYS;
    if (!(OVERVIEW_PERIODS as readonly number[]).includes(days)) throw invalid("period", `must be one of ${OVERVIEW_PERIODS.join(", ")}`);
    return { from: addDays(today, -(days - 1)), to: today, days, period: days };
  }
  if (query.period !== undefined) throw invalid("period", "give either period or from and to, not both");
  for (const field of ["from", "to"] as const) {
    const value = query[field];
    if (value === undefined) throw invalid(field, "is required with a custom range (from and to, both days)");
    if (!DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)) || isoDay(new Date(`${value}T00:00:00Z`)) !== value) {
      throw invalid(field, "must be a day such as 2026-11-27");
    }
  }
  const from = query.from!;
  const to = query.to!;
  if (from > to) throw invalid("from", "must not be after to");
  if (from > today) throw invalid("from", "must not be in the future");
  const days = daysBetween(from, to) + 1;
  if (days > MAX_CUSTOM_DAYS) throw invalid("to", `a custom range spans at most ${MAX_CUSTOM_DAYS} days`);
  return { from, to, days, period: null };
}

export async function getOverviewStats(
  db: Db,
  opts: { merchantId: string; mode: "test" | "live"; now?: Date; days?: number; from?: string; to?: string; timeZone?: string },
): Promise<OverviewStats> {
  const timeZone = opts.timeZone ?? "UTC";
  const range = overviewWindow({ period: opts.days, from: opts.from, to: opts.to }, timeZone, opts.now ?? new Date());
  const previousFrom = addDays(range.from, -range.days);
  const previousTo = addDays(range.from, -1);
  // The instants where the previous period starts and the current one ends, in UTC.
  const start = startOfLocalDay(previousFrom, timeZone);
  const end = startOfLocalDay(addDays(range.to, 1), timeZone);
  const successful = Prisma.join(SUCCESSFUL.map((s) => Prisma.sql`${s}::"PaymentStatus"`));
  const inProgress = Prisma.join(IN_PROGRESS.map((s) => Prisma.sql`${s}::"PaymentStatus"`));

  // One statement over both periods: the grouped aggregate over the (merchantId, mode, createdAt)
  // index, crossed with every day and every currency seen so empty days come back as zeros.
  // "createdAt" is a timestamp without time zone holding UTC (Prisma's convention): `AT TIME ZONE
  // 'UTC'` makes it an instant, `AT TIME ZONE <zone>` the wall-clock time there, whose day is the
  // bucket. The bounds go in as UTC timestamp literals, so the session's zone never matters.
  const rows = await db.$queryRaw<Row[]>`
    WITH stats AS (
      SELECT date_trunc('day', ("createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone}) AS day,
             currency,
             COALESCE(SUM(amount) FILTER (WHERE status IN (${successful})), 0)::bigint AS volume_minor,
             COUNT(*) FILTER (WHERE status IN (${successful})) AS successful,
             COUNT(*) FILTER (WHERE status NOT IN (${inProgress})) AS finished
        FROM "Payment"
       WHERE "merchantId" = ${opts.merchantId}
         AND mode = ${opts.mode}::"Mode"
         AND "createdAt" >= ${utcTimestamp(start)}::timestamp
         AND "createdAt" < ${utcTimestamp(end)}::timestamp
       GROUP BY 1, 2
    ),
    days AS (
      SELECT generate_series(${previousFrom}::timestamp, ${range.to}::timestamp, interval '1 day') AS day
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
           currencies.currency,
           COALESCE(stats.volume_minor, 0)::bigint AS volume_minor,
           COALESCE(stats.successful, 0)::bigint AS successful,
           COALESCE(stats.finished, 0)::bigint AS finished
      FROM days
     CROSS JOIN (SELECT DISTINCT currency FROM stats) AS currencies
      LEFT JOIN stats ON stats.day = days.day AND stats.currency = currencies.currency
     ORDER BY currencies.currency, days.day`;

  type Sum = { volumeMinor: bigint; successful: number; finished: number };
  const byCurrency = new Map<string, { days: OverviewDay[]; previousDays: OverviewDay[]; current: Sum; previous: Sum }>();
  for (const row of rows) {
    const entry = byCurrency.get(row.currency) ?? {
      days: [],
      previousDays: [],
      current: { volumeMinor: 0n, successful: 0, finished: 0 },
      previous: { volumeMinor: 0n, successful: 0, finished: 0 },
    };
    const successfulCount = Number(row.successful);
    const finishedCount = Number(row.finished);
    const isPrevious = row.day < range.from;
    (isPrevious ? entry.previousDays : entry.days).push({
      date: row.day,
      volume: toMajorUnits(row.volume_minor, row.currency),
      successful: successfulCount,
      finished: finishedCount,
      success_rate: rate(successfulCount, finishedCount),
    });
    const sum = isPrevious ? entry.previous : entry.current;
    sum.volumeMinor += row.volume_minor;
    sum.successful += successfulCount;
    sum.finished += finishedCount;
    byCurrency.set(row.currency, entry);
  }
  const totals = (currency: string, sum: Sum): OverviewTotals => ({
    volume: toMajorUnits(sum.volumeMinor, currency),
    successful: sum.successful,
    finished: sum.finished,
    success_rate: rate(sum.successful, sum.finished),
  });

  return {
    from: range.from,
    to: range.to,
    days: range.days,
    period: range.period,
    previous: { from: previousFrom, to: previousTo },
    time_zone: timeZone,
    currencies: [...byCurrency]
      // A currency seen only in the previous period still shows (its drop to zero is news).
      .map(([currency, e]) => ({
        currency,
        totals: totals(currency, e.current),
        previous_totals: totals(currency, e.previous),
        days: e.days,
        previous_days: e.previousDays,
      })),
  };
}
