import "server-only";
// The overview's charts (issue 12, "Dashboard"): volume and success rate per day for the last
// 30 days, per currency, computed by one grouped query in the database, never in the browser.
//
// Definitions (shown beside the charts, kept here in one place):
// - A day is a UTC calendar day of the payment's `createdAt`. UTC, not the viewer's zone: the
//   server has no reliable zone for a merchant, and the same numbers must answer every viewer
//   and the API. The window is today (UTC) and the 29 days before it.
// - Successful: the payment was paid, including those later refunded (partially or fully): the
//   money moved that day; refunds are their own story.
// - Finished: the payment has an outcome; everything but `pending` and `auth_needed` (still in
//   progress). Success rate = successful / finished, null on a day with nothing finished.
// - Volume: the sum of successful payments' amounts, in minor units in the query (exact BigInt),
//   major units in the answer like every amount of the API.
// Days without payments appear with zeros for every currency seen in those 30 days.
import { Prisma } from "@/lib/generated/prisma/client";
import type { Db } from "@/lib/db";
import type { PaymentStatus } from "@/lib/generated/prisma/enums";
import { toMajorUnits } from "@/lib/money";

export const OVERVIEW_DAYS = 30;

const SUCCESSFUL: readonly PaymentStatus[] = ["success", "partially_refunded", "fully_refunded"];
const IN_PROGRESS: readonly PaymentStatus[] = ["pending", "auth_needed"];

export type OverviewDay = {
  /** YYYY-MM-DD, a UTC day. */
  date: string;
  /** Sum of successful payments, major units. */
  volume: number;
  successful: number;
  finished: number;
  /** successful / finished, 0–1; null when nothing finished that day. */
  success_rate: number | null;
};

export type OverviewCurrency = {
  currency: string;
  totals: Omit<OverviewDay, "date">;
  days: OverviewDay[];
};

export type OverviewStats = {
  /** The window, UTC days, oldest first. */
  from: string;
  to: string;
  time_zone: "UTC";
  currencies: OverviewCurrency[];
};

type Row = { day: string; currency: string; volume_minor: bigint; successful: bigint; finished: bigint };

const rate = (successful: number, finished: number) => (finished === 0 ? null : successful / finished);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The first instant (UTC) of the window that ends with the UTC day of `now`. */
export function overviewWindowStart(now: Date, days = OVERVIEW_DAYS): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return start;
}

export async function getOverviewStats(
  db: Db,
  opts: { merchantId: string; mode: "test" | "live"; now?: Date; days?: number },
): Promise<OverviewStats> {
  const days = opts.days ?? OVERVIEW_DAYS;
  const start = overviewWindowStart(opts.now ?? new Date(), days);
  const end = new Date(start);
  end.setUTCDate(end.getUTCDate() + days);
  const successful = Prisma.join(SUCCESSFUL.map((s) => Prisma.sql`${s}::"PaymentStatus"`));
  const inProgress = Prisma.join(IN_PROGRESS.map((s) => Prisma.sql`${s}::"PaymentStatus"`));

  // One statement: the grouped aggregate over the (merchantId, mode, createdAt) index, crossed
  // with every day of the window and every currency seen in it so empty days come back as zeros.
  // "createdAt" is a timestamp without time zone holding UTC (Prisma's convention): the window's
  // bounds go in as UTC day strings cast to the same type, so the session's zone never matters.
  const rows = await db.$queryRaw<Row[]>`
    WITH stats AS (
      SELECT date_trunc('day', "createdAt") AS day,
             currency,
             COALESCE(SUM(amount) FILTER (WHERE status IN (${successful})), 0)::bigint AS volume_minor,
             COUNT(*) FILTER (WHERE status IN (${successful})) AS successful,
             COUNT(*) FILTER (WHERE status NOT IN (${inProgress})) AS finished
        FROM "Payment"
       WHERE "merchantId" = ${opts.merchantId}
         AND mode = ${opts.mode}::"Mode"
         AND "createdAt" >= ${isoDay(start)}::timestamp
         AND "createdAt" < ${isoDay(end)}::timestamp
       GROUP BY 1, 2
    ),
    days AS (
      SELECT generate_series(${isoDay(start)}::timestamp, ${isoDay(end)}::timestamp - interval '1 day', interval '1 day') AS day
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

  const byCurrency = new Map<string, { days: OverviewDay[]; volumeMinor: bigint; successful: number; finished: number }>();
  for (const row of rows) {
    const entry = byCurrency.get(row.currency) ?? { days: [], volumeMinor: 0n, successful: 0, finished: 0 };
    const successfulCount = Number(row.successful);
    const finishedCount = Number(row.finished);
    entry.days.push({
      date: row.day,
      volume: toMajorUnits(row.volume_minor, row.currency),
      successful: successfulCount,
      finished: finishedCount,
      success_rate: rate(successfulCount, finishedCount),
    });
    entry.volumeMinor += row.volume_minor;
    entry.successful += successfulCount;
    entry.finished += finishedCount;
    byCurrency.set(row.currency, entry);
  }

  const last = new Date(end);
  last.setUTCDate(last.getUTCDate() - 1);
  return {
    from: isoDay(start),
    to: isoDay(last),
    time_zone: "UTC",
    currencies: [...byCurrency].map(([currency, e]) => ({
      currency,
      totals: {
        volume: toMajorUnits(e.volumeMinor, currency),
        successful: e.successful,
        finished: e.finished,
        success_rate: rate(e.successful, e.finished),
      },
      days: e.days,
    })),
  };
}
