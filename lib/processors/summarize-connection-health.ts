import "server-only";
// A connection's health as Settings → Processors shows it: its circuit now, and over the
// last hour and the last day its calls, the share the processor answered, and p50/p95 latency, with
// the same per time bucket for the small charts (5-minute buckets over the hour, hourly over the day).
// Read from the executor's ProcessorCall rows, the log every server and worker writes, so it shows
// every process's calls. "Answered" here is any answer (a 4xx too: the processor was up); a failure is
// what the circuit breaker counts as one: no answer, a timeout, a 5xx.
import { db as defaultDb, type DbClient } from "@/lib/db";
import { isFailedCall, type CircuitState } from "@/lib/processors/circuit-breaker";
import { connectionCircuits } from "@/lib/processors/connection-health";

export type HealthWindow = { calls: number; errors: number; success_rate: number | null; p50_ms: number | null; p95_ms: number | null };
export type HealthBucket = { start: string; calls: number; success_rate: number | null; p95_ms: number | null };
export type ConnectionHealth = {
  circuit: CircuitState;
  /** When an open circuit will let a probe through. */
  circuit_retry_at: string | null;
  last_hour: HealthWindow;
  last_day: HealthWindow;
  series: { hour: HealthBucket[]; day: HealthBucket[] };
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Row = { connectionId: string; createdAt: Date; status: number | null; durationMs: number };

/** The health of each of these connections, in one read of the log. */
export async function summarizeConnectionHealth(connectionIds: string[], database: Pick<DbClient, "processorCall"> = defaultDb(), now = new Date()): Promise<Map<string, ConnectionHealth>> {
  const out = new Map<string, ConnectionHealth>();
  if (connectionIds.length === 0) return out;
  const [rows, circuits] = await Promise.all([
    database.processorCall.findMany({
      where: { connectionId: { in: connectionIds }, createdAt: { gte: new Date(now.getTime() - DAY) } },
      select: { connectionId: true, createdAt: true, status: true, durationMs: true },
    }),
    connectionCircuits(database, now.getTime()),
  ]);
  const byConnection = new Map<string, Row[]>(connectionIds.map((id) => [id, []]));
  for (const r of rows) byConnection.get(r.connectionId)?.push(r);
  for (const [id, list] of byConnection) {
    const circuit = circuits.get(id);
    const lastHour = list.filter((r) => r.createdAt.getTime() > now.getTime() - HOUR);
    out.set(id, {
      circuit: circuit?.state ?? "closed",
      circuit_retry_at: circuit?.retryAt ? new Date(circuit.retryAt).toISOString() : null,
      last_hour: windowOf(lastHour),
      last_day: windowOf(list),
      series: { hour: buckets(lastHour, now, 12, HOUR / 12), day: buckets(list, now, 24, HOUR) },
    });
  }
  return out;
}

function windowOf(rows: Row[]): HealthWindow {
  const durations = rows.map((r) => r.durationMs).sort((a, b) => a - b);
  const errors = rows.filter(isFailedCall).length;
  return {
    calls: rows.length,
    errors,
    success_rate: rows.length ? (rows.length - errors) / rows.length : null,
    p50_ms: percentile(durations, 0.5),
    p95_ms: percentile(durations, 0.95),
  };
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))];
}

/** `count` buckets of `size` ms ending now, oldest first. */
function buckets(rows: Row[], now: Date, count: number, size: number): HealthBucket[] {
  const start = now.getTime() - count * size;
  const groups: Row[][] = Array.from({ length: count }, () => []);
  for (const r of rows) {
    const i = Math.floor((r.createdAt.getTime() - start) / size);
    if (i >= 0 && i < count) groups[i].push(r);
  }
  return groups.map((g, i) => {
    const w = windowOf(g);
    return { start: new Date(start + i * size).toISOString(), calls: w.calls, success_rate: w.success_rate, p95_ms: w.p95_ms };
  });
}
