// Least-squares slope of a series against time, with its 95 % confidence interval (Student's t on
// n - 2 degrees of freedom), for the soak's "no monotonic growth" verdicts.
export type Slope = { n: number; perMinute: number; low: number; high: number; mean: number };

const T975 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042];
/** The two-sided 95 % quantile of Student's t (the table to 30 degrees of freedom, then a close approximation). */
export function t975(df: number): number {
  if (df <= 30) return T975[Math.max(1, df) - 1];
  return 1.96 + 2.4 / df; // within 0.005 of the true value above 30
}

/** Points [seconds, value]; the slope and its interval per minute. Null below 4 points. */
export function fitSlope(points: [number, number][]): Slope | null {
  const n = points.length;
  if (n < 4) return null;
  const mx = points.reduce((t, p) => t + p[0], 0) / n;
  const my = points.reduce((t, p) => t + p[1], 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const [x, y] of points) {
    sxx += (x - mx) ** 2;
    sxy += (x - mx) * (y - my);
  }
  if (sxx === 0) return null;
  const b = sxy / sxx;
  const a = my - b * mx;
  const sse = points.reduce((t, [x, y]) => t + (y - (a + b * x)) ** 2, 0);
  const se = Math.sqrt(sse / (n - 2) / sxx);
  const half = t975(n - 2) * se;
  return { n, perMinute: b * 60, low: (b - half) * 60, high: (b + half) * 60, mean: my };
}

/**
 * Whether a series grows: its slope's interval is above zero and the slope would add more than
 * 10 % of the series' mean, and more than `floor` (its noise), over the window, AND the last third of the same points, its rate carried over the
 * whole window, says the same. A leak keeps its slope to the end; a cache filling to its bound (see
 * bench/soak.ts, on bounded caches) rises and flattens, and is reported as leveling off. A last third
 * with too few points to fit counts as still rising.
 */
export function judgeGrowth(points: [number, number][], floor: number) {
  const slope = fitSlope(points);
  if (!slope) return null;
  const threshold = Math.max(0.1 * Math.abs(slope.mean), floor);
  const spanMinutes = (points.at(-1)![0] - points[0][0]) / 60;
  const added = slope.perMinute * spanMinutes;
  const risesOverWindow = slope.low > 0 && added > threshold;
  const lastFrom = points[0][0] + (spanMinutes * 60 * 2) / 3;
  const last = fitSlope(points.filter(([t]) => t >= lastFrom));
  const lastWouldAdd = last ? last.perMinute * spanMinutes : null;
  const stillRising = !last || (last.low > 0 && lastWouldAdd! > threshold);
  return { slope, last, spanMinutes, added, lastWouldAdd, risesOverWindow, grows: risesOverWindow && stillRising };
}

export function quantile(xs: number[], q: number): number | null {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
}
