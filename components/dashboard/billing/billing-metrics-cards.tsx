// The overview's recurring-revenue cards: MRR per currency and the last 30 days' churn, as
// lib/billing/billing-metrics.ts defines them (the definitions are under the figures). Drawn on the
// server with the page; nothing here asks the network.
import Link from "next/link";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { focusRing } from "@/components/ui/focus";
import type { BillingMetrics } from "@/lib/billing/billing-metrics";
import { formatAmount } from "@/lib/money/format-amount";

export function BillingMetricsCards({ metrics, mode }: { metrics: BillingMetrics; mode: string }) {
  const { mrr, churn } = metrics;
  return (
    <div className="mt-6 grid gap-6 sm:grid-cols-2">
      <Card aria-labelledby="mrr-title" className="px-5 py-4">
        <h2 id="mrr-title" className="text-sm font-medium text-slate-500">
          Monthly recurring revenue
        </h2>
        {mrr.length === 0 ? (
          <p className="mt-2 text-2xl font-semibold text-slate-900 tabular-nums">—</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {mrr.map((line) => (
              <li key={line.currency} className="flex items-baseline justify-between gap-3">
                <span className="text-2xl font-semibold text-slate-900 tabular-nums">{formatAmount(line.amount, line.currency)}</span>
                <span className="text-sm text-slate-500">
                  {line.subscriptions} {line.subscriptions === 1 ? "subscription" : "subscriptions"}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-[13px] text-slate-500">
          Active and past-due {mode} subscriptions, each plan&apos;s price as a month&apos;s worth.{" "}
          <Link href="/dashboard/subscriptions" className={cn("rounded-sm font-medium text-indigo-600 hover:text-indigo-500", focusRing)}>
            Subscriptions
          </Link>
        </p>
      </Card>
      <Card aria-labelledby="churn-title" className="px-5 py-4">
        <h2 id="churn-title" className="text-sm font-medium text-slate-500">
          Churn, last {churn.window_days} days
        </h2>
        <p className="mt-2 text-2xl font-semibold text-slate-900 tabular-nums">{churn.rate_percent === null ? "—" : `${churn.rate_percent.toFixed(1)} %`}</p>
        <p className="mt-2 text-[13px] text-slate-500">
          {churn.live_at_start === 0
            ? `No subscription was live ${churn.window_days} days ago, so there is nothing to measure against yet.`
            : `${churn.canceled} canceled of ${churn.live_at_start} live ${churn.window_days} days ago.`}
        </p>
      </Card>
    </div>
  );
}
