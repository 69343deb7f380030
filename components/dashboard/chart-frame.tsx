"use client";
// The frame of the overview's day-by-day charts: a captioned
// figure whose chart is an image named after the figures in the tables beside it, and the setup
// every such chart has (grid, day axis, tick style, day tooltip). A chart brings its data,
// its value axis, its tooltip text and its series (<Bar> or <Line>; several, e.g. the
// previous period's line behind this period's).
import { useId, type ComponentProps, type ReactElement } from "react";
import { BarChart, CartesianGrid, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

const DAY_LABEL = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
/** "22 Nov" for a day "2026-11-22" (a calendar day, shown as written whatever the viewer's zone). */
export const dayLabel = (date: string) => DAY_LABEL.format(new Date(`${date}T00:00:00Z`));

const TICK = { fontSize: 11, fill: "#64748b" };

export function ChartFrame({
  title,
  summary,
  kind,
  data,
  yAxis,
  formatter,
  children,
}: {
  title: string;
  summary: string;
  kind: "bar" | "line";
  /** One entry per day, with its `date`. */
  data: Array<{ date: string }>;
  /** What the value axis adds to the shared ones (domain, unit, decimals). */
  yAxis?: Pick<ComponentProps<typeof YAxis>, "domain" | "unit" | "allowDecimals">;
  /** The tooltip's value and series name. */
  formatter: ComponentProps<typeof Tooltip>["formatter"];
  /** The series. */
  children: ReactElement | ReactElement[];
}) {
  const titleId = useId();
  const Chart = kind === "bar" ? BarChart : LineChart;
  return (
    <figure aria-labelledby={titleId}>
      <figcaption id={titleId} className="text-sm font-medium text-slate-700">
        {title} <span className="font-normal text-slate-500">· {summary}</span>
      </figcaption>
      {/* The chart is a picture of the figures in the tables beside it. */}
      <div className="mt-2 h-48" role="img" aria-label={`${title}: ${summary}. The daily figures are in the table beside the chart.`}>
        <ResponsiveContainer width="100%" height="100%">
          <Chart data={data} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="date" tickFormatter={dayLabel} tick={TICK} minTickGap={24} tickLine={false} />
            <YAxis width={64} {...yAxis} tick={TICK} tickLine={false} axisLine={false} />
            <Tooltip labelFormatter={(label) => dayLabel(String(label))} formatter={formatter} />
            {children}
          </Chart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
