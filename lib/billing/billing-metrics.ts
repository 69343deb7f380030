import "server-only";
// The overview's recurring-revenue figures (docs/subscriptions.md "Dashboard"), in one mode:
//
// - MRR, per currency: every subscription that is billing now (`active`, or `past_due`: its invoice
//   is still being collected) counts its plan's amount as a month's worth: a day's price × 365/12, a
//   week's × 52/12, a month's × 1, a quarter's × 1/3, a year's × 1/12, divided by the plan's
//   interval_count. The sum is kept exact (a fraction of minor units) and rounded half up to a whole
//   minor unit once, at the end, so many weekly plans do not add up their rounding.
// - Churn over the last 30 days: of the subscriptions live at the window's start (created before it,
//   not ended before it), those canceled in it (status `canceled`, ended in it) ÷ all of them, in
//   percent with one decimal, rounded half up; null when nothing was live at the start (no base to
//   divide by). One made and canceled inside the window is in neither count, so the rate is at most 100%.
//   Completed subscriptions ran their term: they are not churn.
import type { Db } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/client";
import { toMajorUnits } from "@/lib/money";
import type { BillingInterval } from "@/lib/catalog/billing-intervals";

export const CHURN_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** The statuses whose plan amount is recurring revenue now. */
export const MRR_STATUSES = ["active", "past_due"] as const;

/** Periods of each interval in a year: a month is a twelfth of it. */
const PER_YEAR: Record<BillingInterval, bigint> = { day: 365n, week: 52n, month: 12n, quarter: 4n, year: 1n };

export type MrrLine = { currency: string; amount: number; subscriptions: number };
export type ChurnFigure = { window_days: number; from: string; to: string; canceled: number; live_at_start: number; rate_percent: number | null };
export type BillingMetrics = { mrr: MrrLine[]; churn: ChurnFigure };

type Fraction = { num: bigint; den: bigint };

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

function add(a: Fraction, b: Fraction): Fraction {
  const num = a.num * b.den + b.num * a.den;
  const den = a.den * b.den;
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
}

/** Half up, for the non-negative amounts a plan has. */
const roundHalfUp = (f: Fraction) => (2n * f.num + f.den) / (2n * f.den);

/** One period's amount (minor units) as a month's: amount × periods a year ÷ (12 × interval_count). */
export function monthlyShare(amount: bigint, interval: BillingInterval, intervalCount: number): Fraction {
  return { num: amount * PER_YEAR[interval], den: 12n * BigInt(intervalCount) };
}

export async function getBillingMetrics(db: Db, opts: { merchantId: string; mode: Mode; now?: Date }): Promise<BillingMetrics> {
  const now = opts.now ?? new Date();
  const start = new Date(now.getTime() - CHURN_WINDOW_DAYS * DAY_MS);
  const scope = { merchantId: opts.merchantId, mode: opts.mode };

  // One row per plan with its count of billing subscriptions: the arithmetic is per plan, not per row.
  const perPlan = await db.subscription.groupBy({ by: ["planId"], where: { ...scope, status: { in: [...MRR_STATUSES] } }, _count: { _all: true } });
  const plans = perPlan.length
    ? await db.plan.findMany({ where: { merchantId: opts.merchantId, id: { in: perPlan.map((p) => p.planId) } }, select: { id: true, amount: true, currency: true, interval: true, intervalCount: true } })
    : [];
  const planById = new Map(plans.map((p) => [p.id, p]));
  const byCurrency = new Map<string, { sum: Fraction; subscriptions: number }>();
  for (const row of perPlan) {
    const plan = planById.get(row.planId);
    if (!plan) continue;
    const share = monthlyShare(plan.amount, plan.interval as BillingInterval, plan.intervalCount);
    const entry = byCurrency.get(plan.currency) ?? { sum: { num: 0n, den: 1n }, subscriptions: 0 };
    entry.sum = add(entry.sum, { num: share.num * BigInt(row._count._all), den: share.den });
    entry.subscriptions += row._count._all;
    byCurrency.set(plan.currency, entry);
  }
  const mrr = [...byCurrency]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, e]) => ({ currency, amount: toMajorUnits(roundHalfUp(e.sum), currency), subscriptions: e.subscriptions }));

  const [canceled, liveAtStart] = await Promise.all([
    db.subscription.count({ where: { ...scope, createdAt: { lt: start }, status: "canceled", endedAt: { gte: start, lte: now } } }),
    db.subscription.count({ where: { ...scope, createdAt: { lt: start }, OR: [{ endedAt: null }, { endedAt: { gte: start } }] } }),
  ]);
  // Tenths of a percent, half up, in integers: canceled × 1000 ÷ base.
  const rate = liveAtStart === 0 ? null : Number((BigInt(canceled) * 2000n + BigInt(liveAtStart)) / (2n * BigInt(liveAtStart))) / 10;

  return {
    mrr,
    churn: { window_days: CHURN_WINDOW_DAYS, from: start.toISOString(), to: now.toISOString(), canceled, live_at_start: liveAtStart, rate_percent: rate },
  };
}
