// A connection's health over time (Settings → Processors): a small hand-drawn SVG, no chart
// library. Bars are the calls per bucket (how busy), the line the share the processor answered; a
// bucket without calls draws nothing. The SVG is an image with a text alternative that says what it
// shows in words, and the numbers beside it say the same for the whole period.
import type { HealthBucket } from "@/lib/processors/summarize-connection-health";

const WIDTH = 120;
const HEIGHT = 28;

export function HealthChart({ buckets, label }: { buckets: HealthBucket[]; label: string }) {
  const maxCalls = Math.max(1, ...buckets.map((b) => b.calls));
  const step = WIDTH / Math.max(1, buckets.length);
  const points = buckets
    .map((b, i) => (b.success_rate === null ? null : `${(i * step + step / 2).toFixed(1)},${(2 + (1 - b.success_rate) * (HEIGHT - 4)).toFixed(1)}`))
    .filter((p): p is string => p !== null);
  return (
    <svg role="img" aria-label={describe(buckets, label)} width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-1 block overflow-visible">
      {buckets.map((b, i) =>
        b.calls > 0 ? <rect key={b.start} x={i * step + 1} width={Math.max(1, step - 2)} y={HEIGHT - (b.calls / maxCalls) * HEIGHT} height={(b.calls / maxCalls) * HEIGHT} className="fill-slate-200" /> : null,
      )}
      {points.length > 1 ? <polyline points={points.join(" ")} fill="none" strokeWidth={1.5} className="stroke-emerald-600" /> : null}
      {points.length === 1 ? <circle cx={points[0].split(",")[0]} cy={points[0].split(",")[1]} r={1.5} className="fill-emerald-600" /> : null}
    </svg>
  );
}

/** The chart in words: the period, how many buckets had calls, the lowest answered share and the latest. */
export function describe(buckets: HealthBucket[], label: string): string {
  const withCalls = buckets.filter((b) => b.calls > 0 && b.success_rate !== null);
  if (withCalls.length === 0) return `${label}: no calls`;
  const pct = (r: number) => `${Math.round(r * 100)}%`;
  const lowest = Math.min(...withCalls.map((b) => b.success_rate!));
  const latest = withCalls[withCalls.length - 1];
  const calls = withCalls.reduce((n, b) => n + b.calls, 0);
  return `${label}: ${calls} calls in ${withCalls.length} of ${buckets.length} periods; answered ${pct(lowest)} at the lowest, ${pct(latest.success_rate!)} in the latest`;
}
