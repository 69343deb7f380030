// Billing periods of a plan (docs/subscriptions.md "Periods"). Every period is counted from the
// subscription's anchor, never from the period before it, so a short month never shifts the ones
// after: a subscription anchored on 31 January bills on 28 (or 29) February, then 31 March, 30 April.
// Calendar arithmetic is done on the anchor's wall clock in the subscription's time zone, so "the
// 31st at 09:00 in Addis Ababa" stays the 31st at 09:00 there, whatever UTC says.
import { instantOfWallClock, wallClock } from "@/lib/catalog/time-zones";

export const BILLING_INTERVALS = ["day", "week", "month", "quarter", "year"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/**
 * The longest period a plan may have, in each interval: one year (Stripe's limit), so a customer is
 * never billed less than once a year and a mistyped count (30 months for 30 days) is refused.
 */
export const MAX_INTERVAL_COUNT: Record<BillingInterval, number> = { day: 365, week: 52, month: 12, quarter: 4, year: 1 };

/** Free days before the first charge, at most (Stripe allows 730). */
export const MAX_TRIAL_DAYS = 730;
/** A plan billed this many cycles at most (a fixed-term plan: 24 monthly instalments). */
export const MAX_CYCLE_LIMIT = 1000;

const MONTHS: Partial<Record<BillingInterval, number>> = { month: 1, quarter: 3, year: 12 };
const DAYS: Partial<Record<BillingInterval, number>> = { day: 1, week: 7 };

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The start of period `n` of a subscription anchored at `anchor` (n = 0 is the anchor itself; period n
 * ends where n + 1 starts). Months, quarters and years keep the anchor's day of the month, or the
 * month's last day when it has fewer days; days and weeks keep the anchor's time of day.
 */
export function periodStart(anchor: Date, interval: BillingInterval, intervalCount: number, n: number, timeZone: string): Date {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`period index must be a whole number ≥ 0, got ${n}`);
  if (n === 0) return anchor;
  const w = wallClock(anchor, timeZone);
  const ms = anchor.getTime() % 1000;
  const months = MONTHS[interval];
  let target: Date;
  if (months !== undefined) {
    const monthIndex = w.month - 1 + months * intervalCount * n;
    const year = w.year + Math.floor(monthIndex / 12);
    const month = (monthIndex % 12) + 1;
    target = instantOfWallClock({ ...w, year, month, day: Math.min(w.day, daysInMonth(year, month)) }, timeZone);
  } else {
    const days = DAYS[interval]! * intervalCount * n;
    const date = new Date(Date.UTC(w.year, w.month - 1, w.day + days));
    target = instantOfWallClock({ ...w, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }, timeZone);
  }
  return new Date(target.getTime() + ms);
}

/** The first period whose end is after `at`: the period `at` falls in (0 before the anchor's second period). */
export function periodIndexAt(anchor: Date, interval: BillingInterval, intervalCount: number, at: Date, timeZone: string): number {
  let n = 0;
  while (periodStart(anchor, interval, intervalCount, n + 1, timeZone).getTime() <= at.getTime()) n++;
  return n;
}

/** "every month", "every 3 months", "every quarter", "every 2 weeks". */
export function intervalInWords(interval: BillingInterval, intervalCount: number): string {
  return intervalCount === 1 ? `every ${interval}` : `every ${intervalCount} ${interval}s`;
}
