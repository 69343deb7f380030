"use client";

// The overview's charts: volume and success rate per day for one currency at a time
// (Recharts), with the numbers beside them: totals per currency, and the day-by-day figures in a
// table for anyone who cannot read the chart. The server computes every number (GET
// /api/dashboard/overview, one grouped query); the browser only draws.
// A period picker (7, 30, 90 days or a custom range, kept in the URL with nuqs), the
// previous period of the same length as the comparison (figures with deltas, a faint line), days
// in the merchant's time zone, and a day alone still drawn (a line needs two points; dots don't).
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { parseAsString, parseAsStringLiteral, useQueryStates } from "nuqs";
import { Bar, Line } from "recharts";
import { ChartFrame, dayLabel } from "@/components/dashboard/chart-frame";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorText } from "@/components/ui/error-text";
import { focusRing } from "@/components/ui/focus";
import { ChartIcon } from "@/components/ui/icons";
import { Input, inputClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { DataTable } from "@/components/ui/data-table";
import { TD } from "@/components/ui/table";
import { dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import { formatAmount } from "@/lib/money/format-amount";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { OverviewCurrency, OverviewStats, OverviewTotals } from "@/lib/dashboard/overview-stats";
import { timeZoneInWords } from "@/lib/catalog/time-zones";

const PERIODS = ["7", "30", "90", "custom"] as const;
type Period = (typeof PERIODS)[number];
/** The longest custom range (lib/dashboard/overview-stats.ts MAX_CUSTOM_DAYS). */
const MAX_CUSTOM_DAYS = 366;

/** The picker's state in the URL: ?period=7|30|90|custom&from=&to= (from and to only for custom). */
const periodParams = {
  period: parseAsStringLiteral(PERIODS).withDefault("30"),
  from: parseAsString,
  to: parseAsString,
};

type Window = { period: "7" | "30" | "90" } | { period: "custom"; from: string; to: string };

export const overviewKeys = {
  stats: (mode: DashboardMode, window?: Window) => ["dashboard", "overview", mode, ...(window ? [window] : [])] as const,
};

function useOverviewStats(mode: DashboardMode, window: Window) {
  const query = window.period === "custom" ? `from=${encodeURIComponent(window.from)}&to=${encodeURIComponent(window.to)}` : `period=${window.period}`;
  return useQuery({
    queryKey: overviewKeys.stats(mode, window),
    queryFn: () => dashboardFetch<OverviewStats>(`/api/dashboard/overview?${query}`),
    placeholderData: (previous) => previous,
  });
}

const percent = (rate: number | null) => (rate === null ? "—" : `${(rate * 100).toFixed(rate === 1 || rate === 0 ? 0 : 1)} %`);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Why a custom range cannot be asked for, or null when it can (the server checks the same). */
function customRangeError(from: string, to: string): { field: "from" | "to"; message: string } | null {
  if (!DAY.test(from)) return { field: "from", message: "Choose the first day" };
  if (!DAY.test(to)) return { field: "to", message: "Choose the last day" };
  if (from > to) return { field: "from", message: "The first day must not be after the last" };
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  if (days > MAX_CUSTOM_DAYS) return { field: "to", message: `Choose at most ${MAX_CUSTOM_DAYS} days` };
  return null;
}

function periodTitle(stats: Pick<OverviewStats, "period" | "from" | "to">): string {
  return stats.period === null ? `${dayLabel(stats.from)} – ${dayLabel(stats.to)}` : `Last ${stats.period} days`;
}

export function OverviewCharts() {
  const { mode } = useDashboard();
  const [params, setParams] = useQueryStates(periodParams, { history: "replace" });
  const customReady = params.period === "custom" && params.from !== null && params.to !== null && customRangeError(params.from, params.to) === null;
  // A custom period without a valid range yet keeps showing the last 30 days until it is applied.
  const window: Window = customReady ? { period: "custom", from: params.from!, to: params.to! } : params.period === "custom" ? { period: "30" } : { period: params.period };
  const stats = useOverviewStats(mode, window);
  const [chosen, setChosen] = useState<string | null>(null);
  const selectId = useId();

  const picker = (
    <PeriodPicker
      period={params.period}
      from={params.from}
      to={params.to}
      onPeriod={(period) => void setParams(period === "custom" ? { period } : { period, from: null, to: null })}
      onCustom={(from, to) => void setParams({ period: "custom", from, to })}
    />
  );

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
        <CardBody className="space-y-4">
          {picker}
          <LoadError title="Could not load the charts" error={stats.error} onRetry={() => stats.refetch()} />
        </CardBody>
      </Card>
    );
  }

  const data = stats.data;
  const { currencies, from, to, previous, time_zone } = data;
  const title = periodTitle(data);
  const period = `${dayLabel(from)} – ${dayLabel(to)} (days in ${timeZoneInWords(time_zone)}), compared with ${dayLabel(previous.from)} – ${dayLabel(previous.to)}`;
  if (currencies.length === 0) {
    return (
      <Card className="mt-6" aria-labelledby="charts-title">
        <CardHeader titleId="charts-title" title={title} description={period} />
        <CardBody className="pb-0">{picker}</CardBody>
        <EmptyState
          icon={<ChartIcon />}
          title={`No ${mode} payments in this period`}
          description="Volume and success rate per day appear here once payments come in."
        />
      </Card>
    );
  }
  // The busiest currency first unless the merchant picked one.
  const shown = currencies.find((c) => c.currency === chosen) ?? [...currencies].sort((a, b) => b.totals.finished - a.totals.finished)[0];

  return (
    <Card className={cn("mt-6", stats.isPlaceholderData && "opacity-60")} aria-labelledby="charts-title" aria-busy={stats.isFetching || undefined}>
      <CardHeader
        titleId="charts-title"
        title={title}
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
      <CardBody className="space-y-6">
        {picker}
        <Comparison currency={shown} />
        {/* Side by side only on wide screens: at 1280 px the figures tables need the card's width (axe: no scrolling region). */}
        <div className="grid gap-6 2xl:grid-cols-5">
          <div className="min-w-0 space-y-6 2xl:col-span-3">
            <VolumeChart currency={shown} />
            <SuccessRateChart currency={shown} periodName={data.period === null ? title : `the ${title.toLowerCase()}`} />
          </div>
          <div className="min-w-0 2xl:col-span-2">
            <TotalsTable currencies={currencies} periodName={title.startsWith("Last") ? title.toLowerCase() : title} />
            <DailyFigures currency={shown} />
          </div>
        </div>
      </CardBody>
    </Card>
  );
}

const PERIOD_LABELS: Record<Period, string> = { "7": "7 days", "30": "30 days", "90": "90 days", custom: "Custom" };

/** 7, 30, 90 days or a custom range (from and to, both days, applied together). */
function PeriodPicker({
  period,
  from,
  to,
  onPeriod,
  onCustom,
}: {
  period: Period;
  from: string | null;
  to: string | null;
  onPeriod: (period: Period) => void;
  onCustom: (from: string, to: string) => void;
}) {
  const [draft, setDraft] = useState({ from: from ?? "", to: to ?? "" });
  const [error, setError] = useState<{ field: "from" | "to"; message: string } | null>(null);
  const fromId = useId();
  const toId = useId();
  const errorId = useId();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = customRangeError(draft.from, draft.to);
    setError(problem);
    if (!problem) onCustom(draft.from, draft.to);
  }

  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
      <div role="group" aria-label="Period" className="inline-flex rounded-lg bg-slate-100 p-0.5">
        {PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={period === p}
            onClick={() => onPeriod(p)}
            className={cn(
              "rounded-md px-3 py-1.5 text-sm font-medium",
              period === p ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
              focusRing,
            )}
          >
            {PERIOD_LABELS[p]}
          </button>
        ))}
      </div>
      {period === "custom" ? (
        <form noValidate onSubmit={apply} aria-label="Custom period" className="flex flex-wrap items-end gap-2">
          <div>
            <Label htmlFor={fromId}>From</Label>
            <Input
              id={fromId}
              type="date"
              className="mt-1 w-40"
              value={draft.from}
              aria-invalid={error?.field === "from" || undefined}
              aria-describedby={error?.field === "from" ? errorId : undefined}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </div>
          <div>
            <Label htmlFor={toId}>To</Label>
            <Input
              id={toId}
              type="date"
              className="mt-1 w-40"
              value={draft.to}
              aria-invalid={error?.field === "to" || undefined}
              aria-describedby={error?.field === "to" ? errorId : undefined}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </div>
          <Button type="submit" variant="secondary" size="sm" className="mb-0.5">
            Apply
          </Button>
          {error ? (
            <div className="basis-full">
              <ErrorText id={errorId}>{error.message}</ErrorText>
            </div>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}

/** "+12.5 %" against the previous period; null when there is nothing to compare with. */
function relativeChange(now: number, before: number): string | null {
  if (before === 0) return null;
  const change = ((now - before) / before) * 100;
  return `${change >= 0 ? "+" : "−"}${Math.abs(change).toFixed(1)} %`;
}

/** "+3.1 pts" between two rates. */
function pointsChange(now: number | null, before: number | null): string | null {
  if (now === null || before === null) return null;
  const change = (now - before) * 100;
  return `${change >= 0 ? "+" : "−"}${Math.abs(change).toFixed(1)} pts`;
}

function Delta({ value, previous }: { value: string | null; previous: string }) {
  return (
    <p className="mt-0.5 text-[13px] text-slate-600">
      {value === null ? (
        <>No comparison (previous period: {previous})</>
      ) : (
        <>
          <span className={cn("font-medium", value.startsWith("+") ? "text-emerald-700" : "text-red-700")}>{value}</span> vs {previous} the period before
        </>
      )}
    </p>
  );
}

/** The shown currency's figures against the previous period of the same length. */
function Comparison({ currency: c }: { currency: OverviewCurrency }) {
  const now: OverviewTotals = c.totals;
  const before: OverviewTotals = c.previous_totals;
  const items = [
    {
      label: `Volume (${c.currency})`,
      value: formatAmount(now.volume, c.currency),
      delta: <Delta value={relativeChange(now.volume, before.volume)} previous={formatAmount(before.volume, c.currency)} />,
    },
    { label: "Success rate", value: percent(now.success_rate), delta: <Delta value={pointsChange(now.success_rate, before.success_rate)} previous={percent(before.success_rate)} /> },
    { label: "Paid payments", value: String(now.successful), delta: <Delta value={relativeChange(now.successful, before.successful)} previous={String(before.successful)} /> },
  ];
  return (
    <dl aria-label="Compared with the previous period" className="grid gap-4 sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg px-4 py-3 ring-1 ring-slate-200">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{item.label}</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900 tabular-nums">{item.value}</dd>
          <dd>{item.delta}</dd>
        </div>
      ))}
    </dl>
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

const rateOf = (r: number | null) => (r === null ? null : Math.round(r * 1000) / 10);

function SuccessRateChart({ currency, periodName }: { currency: OverviewCurrency; periodName: string }) {
  // The previous period's rate on the same row: day i of this period beside day i of the one before.
  const data = currency.days.map((d, i) => ({ ...d, rate: rateOf(d.success_rate), previous: rateOf(currency.previous_days[i]?.success_rate ?? null) }));
  return (
    <ChartFrame
      title={`Success rate (${currency.currency})`}
      summary={`${percent(currency.totals.success_rate)} over ${periodName}`}
      kind="line"
      data={data}
      yAxis={{ domain: [0, 100], unit: " %" }}
      formatter={(value, name) => [`${value} %`, name]}
    >
      {[
        // The previous period, faint and dashed, behind.
        <Line
          key="previous"
          type="monotone"
          dataKey="previous"
          name="Previous period"
          stroke="#cbd5e1"
          strokeDasharray="4 3"
          strokeWidth={1.5}
          dot={false}
          connectNulls={false}
          isAnimationActive={false}
        />,
        // Days with nothing finished have no rate: a gap, not a fall to zero. Each day with a rate
        // has its dot, so a day alone between gaps (or the only day with payments) is still drawn.
        <Line
          key="rate"
          type="monotone"
          dataKey="rate"
          name="Success rate"
          stroke="#059669"
          strokeWidth={2}
          dot={{ r: 3, fill: "#059669", strokeWidth: 0 }}
          activeDot={{ r: 4 }}
          connectNulls={false}
          isAnimationActive={false}
        />,
      ]}
    </ChartFrame>
  );
}

type FiguresRow = { key: string; name: ReactNode; volume: string; successful: number; finished: number; rate: number | null };

/** Volume, paid of finished and success rate, one row per currency or per day. */
function FiguresTable({ label, first, firstClassName, rows }: { label: string; first: string; firstClassName: string; rows: FiguresRow[] }) {
  return (
    <DataTable aria-label={label} rows={rows} rowKey={(r) => r.key}
      columns={[first, { label: "Volume", className: "text-right" }, { label: "Paid / finished", className: "text-right" }, { label: "Rate", className: "text-right" }]}
    >
      {(r) => (
        <>
          <TD className={firstClassName}>{r.name}</TD>
          <TD className="text-right whitespace-nowrap tabular-nums">{r.volume}</TD>
          <TD className="text-right tabular-nums">
            {r.successful} / {r.finished}
          </TD>
          <TD className="text-right tabular-nums">{percent(r.rate)}</TD>
        </>
      )}
    </DataTable>
  );
}

function TotalsTable({ currencies, periodName }: { currencies: OverviewCurrency[]; periodName: string }) {
  return (
    <FiguresTable
      label={`Totals per currency, ${periodName}`}
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
        <p className="px-4 pb-3 text-sm text-slate-500">No finished payments in this period.</p>
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
