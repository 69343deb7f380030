"use client";

// The overview's charts (issue 12): volume and success rate per UTC day over the last 30 days
// for one currency at a time (Recharts), with the numbers beside them: totals per currency, and
// the day-by-day figures in a table for anyone who cannot read the chart. The server computes
// every number (GET /api/dashboard/overview, one grouped query); the browser only draws.
import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
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
const DAY_LABEL = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const dayLabel = (date: string) => DAY_LABEL.format(new Date(`${date}T00:00:00Z`));

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

function ChartFrame({ title, summary, children }: { title: string; summary: string; children: React.ReactElement }) {
  const titleId = useId();
  return (
    <figure aria-labelledby={titleId}>
      <figcaption id={titleId} className="text-sm font-medium text-slate-700">
        {title} <span className="font-normal text-slate-500">· {summary}</span>
      </figcaption>
      {/* The chart is a picture of the figures in the tables beside it. */}
      <div className="mt-2 h-48" role="img" aria-label={`${title}: ${summary}. The daily figures are in the table beside the chart.`}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

function VolumeChart({ currency }: { currency: OverviewCurrency }) {
  return (
    <ChartFrame title={`Volume (${currency.currency})`} summary={`${formatAmount(currency.totals.volume, currency.currency)} paid`}>
      <BarChart data={currency.days} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="date" tickFormatter={dayLabel} tick={{ fontSize: 11, fill: "#64748b" }} minTickGap={24} tickLine={false} />
        <YAxis width={64} tick={{ fontSize: 11, fill: "#64748b" }} tickLine={false} axisLine={false} allowDecimals={false} />
        <Tooltip
          labelFormatter={(label) => dayLabel(String(label))}
          formatter={(value) => [formatAmount(Number(value), currency.currency), "Volume"]}
        />
        <Bar dataKey="volume" fill="#4f46e5" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}

function SuccessRateChart({ currency }: { currency: OverviewCurrency }) {
  const data = currency.days.map((d) => ({ ...d, rate: d.success_rate === null ? null : Math.round(d.success_rate * 1000) / 10 }));
  return (
    <ChartFrame title={`Success rate (${currency.currency})`} summary={`${percent(currency.totals.success_rate)} over 30 days`}>
      <LineChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="date" tickFormatter={dayLabel} tick={{ fontSize: 11, fill: "#64748b" }} minTickGap={24} tickLine={false} />
        <YAxis width={64} domain={[0, 100]} unit=" %" tick={{ fontSize: 11, fill: "#64748b" }} tickLine={false} axisLine={false} />
        <Tooltip labelFormatter={(label) => dayLabel(String(label))} formatter={(value) => [`${value} %`, "Success rate"]} />
        {/* Days with nothing finished have no rate: a gap, not a fall to zero. */}
        <Line type="monotone" dataKey="rate" stroke="#059669" strokeWidth={2} dot={false} connectNulls={false} isAnimationActive={false} />
      </LineChart>
    </ChartFrame>
  );
}

function TotalsTable({ currencies }: { currencies: OverviewCurrency[] }) {
  return (
    <Table aria-label="Totals per currency, last 30 days">
      <THead>
        <TR>
          <TH>Currency</TH>
          <TH className="text-right">Volume</TH>
          <TH className="text-right">Paid / finished</TH>
          <TH className="text-right">Rate</TH>
        </TR>
      </THead>
      <TBody>
        {currencies.map((c) => (
          <TR key={c.currency}>
            <TD className="font-medium">{c.currency}</TD>
            <TD className="text-right whitespace-nowrap tabular-nums">{formatAmount(c.totals.volume, c.currency)}</TD>
            <TD className="text-right tabular-nums">
              {c.totals.successful} / {c.totals.finished}
            </TD>
            <TD className="text-right tabular-nums">{percent(c.totals.success_rate)}</TD>
          </TR>
        ))}
      </TBody>
    </Table>
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
        <Table aria-label={`Daily figures in ${currency.currency}, newest first`}>
          <THead>
            <TR>
              <TH>Day</TH>
              <TH className="text-right">Volume</TH>
              <TH className="text-right">Paid / finished</TH>
              <TH className="text-right">Rate</TH>
            </TR>
          </THead>
          <TBody>
            {days.map((d) => (
              <TR key={d.date}>
                <TD className="whitespace-nowrap">{dayLabel(d.date)}</TD>
                <TD className="text-right whitespace-nowrap tabular-nums">{formatAmount(d.volume, currency.currency)}</TD>
                <TD className="text-right tabular-nums">
                  {d.successful} / {d.finished}
                </TD>
                <TD className="text-right tabular-nums">{percent(d.success_rate)}</TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}
    </details>
  );
}
