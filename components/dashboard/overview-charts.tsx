"use client";

// The overview's charts (issue 12): volume and success rate per UTC day over the last 30 days
// for one currency at a time (Recharts), with the numbers beside them: totals per currency, and
// the day-by-day figures in a table for anyone who cannot read the chart. The server computes
// every number (GET /api/dashboard/overview, one grouped query); the browser only draws.
import { useId, useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Bar, Line } from "recharts";
import { ChartFrame, dayLabel } from "@/components/dashboard/chart-frame";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ChartIcon } from "@/components/ui/icons";
import { inputClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import { formatAmount } from "@/lib/money/format-amount";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { OverviewCurrency, OverviewStats } from "@/lib/dashboard/overview-stats";

export const overviewKeys = { stats: (mode: DashboardMode) => ["dashboard", "overview", mode] as const };

function useOverviewStats(mode: DashboardMode) {
  return useQuery({
    queryKey: overviewKeys.stats(mode),
    queryFn: () => dashboardFetch<OverviewStats>("/api/dashboard/overview"),
  });
}

const percent = (rate: number | null) => (rate === null ? "—" : `${(rate * 100).toFixed(rate === 1 || rate === 0 ? 0 : 1)} %`);

export function OverviewCharts() {
  const { mode } = useDashboard();
  const stats = useOverviewStats(mode);
  const [chosen, setChosen] = useState<string | null>(null);
  const selectId = useId();

  if (stats.isPending) {
    return (
      <Card className="mt-6" aria-busy="true" aria-label="Loading charts">
        <CardBody className="space-y-3">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-48 w-full" />
        </CardBody>
      </Card>
    );
  }
  if (stats.isError) {
    return (
      <Card className="mt-6">
        <CardBody>
          <LoadError title="Could not load the charts" error={stats.error} onRetry={() => stats.refetch()} />
        </CardBody>
      </Card>
    );
  }

  const { currencies, from, to } = stats.data;
  const period = `${dayLabel(from)} – ${dayLabel(to)} (UTC days)`;
  if (currencies.length === 0) {
    return (
      <Card className="mt-6" aria-labelledby="charts-title">
        <CardHeader titleId="charts-title" title="Last 30 days" description={period} />
        <EmptyState
          icon={<ChartIcon />}
          title={`No ${mode} payments in the last 30 days`}
          description="Volume and success rate per day appear here once payments come in."
        />
      </Card>
    );
  }
  // The busiest currency first unless the merchant picked one.
  const shown = currencies.find((c) => c.currency === chosen) ?? [...currencies].sort((a, b) => b.totals.finished - a.totals.finished)[0];

  return (
    <Card className="mt-6" aria-labelledby="charts-title">
      <CardHeader
        titleId="charts-title"
        title="Last 30 days"
        description={`${period}. Success rate: paid payments (refunded ones included) of those with an outcome.`}
        actions={
          currencies.length > 1 ? (
            <div className="flex items-center gap-2">
              <Label htmlFor={selectId}>Currency</Label>
              <select id={selectId} value={shown.currency} onChange={(e) => setChosen(e.target.value)} className={`${inputClasses} w-28`}>
                {currencies.map((c) => (
                  <option key={c.currency} value={c.currency}>
                    {c.currency}
                  </option>
                ))}
              </select>
            </div>
          ) : undefined
        }
      />
      <CardBody className="grid gap-6 lg:grid-cols-5">
        <div className="min-w-0 space-y-6 lg:col-span-3">
          <VolumeChart currency={shown} />
          <SuccessRateChart currency={shown} />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <TotalsTable currencies={currencies} />
          <DailyFigures currency={shown} />
        </div>
      </CardBody>
    </Card>
  );
}

function VolumeChart({ currency }: { currency: OverviewCurrency }) {
  return (
    <ChartFrame
      title={`Volume (${currency.currency})`}
      summary={`${formatAmount(currency.totals.volume, currency.currency)} paid`}
      kind="bar"
      data={currency.days}
      yAxis={{ allowDecimals: false }}
      formatter={(value) => [formatAmount(Number(value), currency.currency), "Volume"]}
    >
      <Bar dataKey="volume" fill="#4f46e5" radius={[3, 3, 0, 0]} isAnimationActive={false} />
    </ChartFrame>
  );
}

function SuccessRateChart({ currency }: { currency: OverviewCurrency }) {
  const data = currency.days.map((d) => ({ ...d, rate: d.success_rate === null ? null : Math.round(d.success_rate * 1000) / 10 }));
  return (
    <ChartFrame
      title={`Success rate (${currency.currency})`}
      summary={`${percent(currency.totals.success_rate)} over 30 days`}
      kind="line"
      data={data}
      yAxis={{ domain: [0, 100], unit: " %" }}
      formatter={(value) => [`${value} %`, "Success rate"]}
    >
      {/* Days with nothing finished have no rate: a gap, not a fall to zero. */}
      <Line type="monotone" dataKey="rate" stroke="#059669" strokeWidth={2} dot={false} connectNulls={false} isAnimationActive={false} />
    </ChartFrame>
  );
}

type FiguresRow = { key: string; name: ReactNode; volume: string; successful: number; finished: number; rate: number | null };

/** Volume, paid of finished and success rate, one row per currency or per day. */
function FiguresTable({ label, first, firstClassName, rows }: { label: string; first: string; firstClassName: string; rows: FiguresRow[] }) {
  return (
    <Table aria-label={label}>
      <THead>
        <TR>
          <TH>{first}</TH>
          <TH className="text-right">Volume</TH>
          <TH className="text-right">Paid / finished</TH>
          <TH className="text-right">Rate</TH>
        </TR>
      </THead>
      <TBody>
        {rows.map((r) => (
          <TR key={r.key}>
            <TD className={firstClassName}>{r.name}</TD>
            <TD className="text-right whitespace-nowrap tabular-nums">{r.volume}</TD>
            <TD className="text-right tabular-nums">
              {r.successful} / {r.finished}
            </TD>
            <TD className="text-right tabular-nums">{percent(r.rate)}</TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}

function TotalsTable({ currencies }: { currencies: OverviewCurrency[] }) {
  return (
    <FiguresTable
      label="Totals per currency, last 30 days"
      first="Currency"
      firstClassName="font-medium"
      rows={currencies.map((c) => ({
        key: c.currency,
        name: c.currency,
        volume: formatAmount(c.totals.volume, c.currency),
        successful: c.totals.successful,
        finished: c.totals.finished,
        rate: c.totals.success_rate,
      }))}
    />
  );
}

function DailyFigures({ currency }: { currency: OverviewCurrency }) {
  // Newest first, as people read a ledger; only the days with payments, to stay short.
  const days = currency.days.filter((d) => d.finished > 0 || d.volume > 0).reverse();
  return (
    <details className="mt-4 rounded-lg ring-1 ring-slate-200">
      <summary className="cursor-pointer px-4 py-2.5 text-sm font-medium text-slate-700">Daily figures ({currency.currency})</summary>
      {days.length === 0 ? (
        <p className="px-4 pb-3 text-sm text-slate-500">No finished payments in these 30 days.</p>
      ) : (
        <FiguresTable
          label={`Daily figures in ${currency.currency}, newest first`}
          first="Day"
          firstClassName="whitespace-nowrap"
          rows={days.map((d) => ({
            key: d.date,
            name: dayLabel(d.date),
            volume: formatAmount(d.volume, currency.currency),
            successful: d.successful,
            finished: d.finished,
            rate: d.success_rate,
          }))}
        />
      )}
    </details>
  );
}
