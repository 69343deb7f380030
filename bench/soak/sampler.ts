// Resources over time for the soak, one row every SAMPLE_EVERY_MS: each process's RSS,
// heap used, live heap (heap used after its last major collection), committed heap, memory outside the
// heap and event-loop delay p99 (from its own /metrics: prom-client's default process figures and the
// gateway's live-heap gauge; the event-loop histogram is reset at each scrape, so its p99 is this
// interval's), the database's open connections, the job queue's depth and oldest due job's age, the
// Job and WebhookAttempt table sizes, and verify's p99 over the interval (the load's own timings). A
// figure that cannot be read (PostgreSQL restarting, a process just killed) is left empty, not zero.
import pg from "pg";
import type { Managed } from "./processes";
import { fetchWithin, METRICS_TOKEN } from "./processes";

export type Sample = { t: number; phase: string; values: Record<string, number | null> };

export const SAMPLE_EVERY_MS = 10_000;

async function scrape(port: number): Promise<Record<string, number> | null> {
  try {
    const res = await fetchWithin(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }, 5_000);
    if (res.status !== 200) return null;
    const text = res.text;
    const out: Record<string, number> = {};
    for (const line of text.split("\n")) {
      const m = /^(process_resident_memory_bytes|nodejs_heap_size_used_bytes|nodejs_heap_size_total_bytes|nodejs_external_memory_bytes|gateway_heap_used_after_major_gc_bytes|nodejs_eventloop_lag_p99_seconds) ([0-9.e+-]+)$/.exec(line);
      if (m) out[m[1]] = Number(m[2]);
    }
    return out;
  } catch {
    return null;
  }
}

/** Bytes as MB to one decimal; a figure the scrape did not have stays empty. */
const megabytes = (bytes: number | undefined) => (bytes === undefined ? null : round1(bytes / 1048576));

const quantile = (xs: number[], q: number) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
};

export function startSampler(opts: { databaseUrl: string; processes: () => Managed[]; verifyTimes: [number, number][]; phase: () => string; inFlight: () => number; shed: () => number }) {
  const samples: Sample[] = [];
  const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 1, connectionTimeoutMillis: 3_000, idleTimeoutMillis: 30_000 });
  pool.on("error", () => undefined); // a restart cuts the idle connection; the next sample reconnects
  const t0 = Date.now();
  let verifyIndex = 0;
  const one = async () => {
    const at = Date.now();
    const values: Record<string, number | null> = {};
    await Promise.all(
      opts.processes().map(async (p) => {
        const m = await scrape(p.metricsPort);
        values[`${p.name}_rss_mb`] = megabytes(m?.process_resident_memory_bytes);
        values[`${p.name}_heap_mb`] = megabytes(m?.nodejs_heap_size_used_bytes);
        // The live set: heap used right after the process's last major collection (lib/telemetry/metrics.ts).
        values[`${p.name}_live_heap_mb`] = megabytes(m?.gateway_heap_used_after_major_gc_bytes);
        // What RSS is made of beyond the live heap: the heap V8 has committed (it grows its limits with the
        // allocation rate), and memory outside the heap (Buffers). Reported in the CSV, not judged.
        values[`${p.name}_heap_total_mb`] = megabytes(m?.nodejs_heap_size_total_bytes);
        values[`${p.name}_external_mb`] = megabytes(m?.nodejs_external_memory_bytes);
        values[`${p.name}_elp99_ms`] = m?.nodejs_eventloop_lag_p99_seconds !== undefined ? round1(m.nodejs_eventloop_lag_p99_seconds * 1000) : null;
      }),
    );
    for (const key of ["pg_connections", "queue_depth", "queue_oldest_s", "job_rows", "webhook_attempt_rows"]) values[key] = null;
    try {
      const { rows } = await pool.query(`
        SELECT (SELECT count(*) FROM pg_stat_activity WHERE datname = current_database())::int AS connections,
               (SELECT count(*) FROM "Job" WHERE status = 'queued' AND "runAt" <= now())::int AS depth,
               (SELECT EXTRACT(EPOCH FROM now() - min("runAt")) FROM "Job" WHERE status = 'queued' AND "runAt" <= now())::float AS oldest,
               (SELECT count(*) FROM "Job")::int AS jobs,
               (SELECT count(*) FROM "WebhookAttempt")::int AS attempts`);
      const r = rows[0];
      values.pg_connections = r.connections - 1; // not the sampler's own
      values.queue_depth = r.depth;
      values.queue_oldest_s = r.oldest === null ? 0 : round1(r.oldest);
      values.job_rows = r.jobs;
      values.webhook_attempt_rows = r.attempts;
    } catch {
      /* PostgreSQL down: left empty */
    }
    const times: number[] = [];
    for (; verifyIndex < opts.verifyTimes.length; verifyIndex++) times.push(opts.verifyTimes[verifyIndex][1]);
    const p99 = quantile(times, 0.99);
    values.verify_p99_ms = p99 === null ? null : round1(p99);
    values.verify_count = times.length;
    values.ops_in_flight = opts.inFlight();
    values.shed_total = opts.shed();
    samples.push({ t: Math.round((at - t0) / 100) / 10, phase: opts.phase(), values });
  };
  let running = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(one);
  }, SAMPLE_EVERY_MS);
  return {
    samples,
    t0,
    async stop() {
      clearInterval(timer);
      await running;
      await pool.end().catch(() => undefined);
    },
  };
}

const round1 = (x: number) => Math.round(x * 10) / 10;

export function toCsv(samples: Sample[]): string {
  const columns = [...new Set(samples.flatMap((s) => Object.keys(s.values)))];
  const lines = [["t_s", "phase", ...columns].join(",")];
  for (const s of samples) lines.push([s.t, s.phase, ...columns.map((c) => (s.values[c] ?? "") as string | number)].join(","));
  return lines.join("\n") + "\n";
}
